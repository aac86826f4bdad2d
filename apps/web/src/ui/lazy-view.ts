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

export function lazyView<P extends object>(importView: () => Promise<FunctionComponent<P>>): LazyView<P> {
  let loaded: FunctionComponent<P> | null = null;
  let loading: Promise<void> | null = null;
  const load = () => {
    loading ??= importView().then(
      (view) => {
        loaded = view;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  function View(props: P) {
    const [view, setView] = useState<FunctionComponent<P> | null>(() => loaded);
    useEffect(() => {
      if (view) return;
      let isCurrent = true;
      load()
        .then(() => {
          if (isCurrent) setView(() => loaded);
        })
        .catch(() => undefined);
      return () => {
        isCurrent = false;
      };
    }, [view]);
    return view ? createElement(view, props) : null;
  }
  return { load, View };
}
