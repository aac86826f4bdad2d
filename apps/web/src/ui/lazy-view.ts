/**
 * A component loaded on first need, without Suspense: `View` renders nothing until the real component has
 * loaded (the load starts when `View` first mounts), then renders it with the same props; once loaded, every
 * later `View` renders it at once. The alert bar and the modal use it, so MUI's Snackbar and Dialog are not
 * on a visitor's first screen (docs/decisions/first-screen-budget.md). A load that fails is tried again at
 * the next mount.
 */
import { createElement, useEffect, useState } from 'react';
import type { FunctionComponent } from 'react';

export type LazyView<P> = {
  /** Loads the component now (tests, or an idle preload). */
  load: () => Promise<void>;
  View: FunctionComponent<P>;
};

/**
 * A module's value loaded on first need: `load` starts the load (once; a load that failed is tried again at
 * the next call), `useLoaded` gives the value, null until it has loaded (the load starts when it first mounts;
 * with `isNeeded` false it does not start it, and gives the value once another caller, an idle preload, has
 * loaded it).
 */
export function lazyValue<T>(importValue: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<(value: T) => void>();
  const load = () => {
    loading ??= importValue().then(
      (value) => {
        loaded = value;
        for (const listener of listeners) listener(value);
        return value;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const useLoaded = (isNeeded = true): T | null => {
    // A function held in state is set through an updater (a component is a function).
    const [value, setValue] = useState<T | null>(() => loaded);
    useEffect(() => {
      if (value !== null) return;
      const take = (next: T) => setValue(() => next);
      if (loaded !== null) {
        take(loaded);
        return;
      }
      listeners.add(take);
      if (isNeeded) load().catch(() => undefined);
      return () => void listeners.delete(take);
    }, [value, isNeeded]);
    return value;
  };
  return { load, useLoaded };
}

export function lazyView<P extends object>(importView: () => Promise<FunctionComponent<P>>): LazyView<P> {
  const { load, useLoaded } = lazyValue(importView);
  function View(props: P) {
    const view = useLoaded();
    return view ? createElement(view, props) : null;
  }
  return { load: async () => void (await load()), View };
}

/**
 * Starts `views`' loads once the page is idle (after the current screen has painted and handled its first
 * work), not in the same task as its first render: a screen's idle preloads (its later steps) then do not
 * compete with its first paint, which matters most when the service worker answers them at once and they
 * are all compiled and run right away. Answers a function that cancels the loads not yet started.
 */
export function loadWhenIdle(views: readonly { load: () => Promise<unknown> }[]): () => void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  const handle = idle(() => {
    for (const view of views) void view.load().catch(() => undefined);
  });
  return () => cancel(handle);
}
