import { useEffect, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import type { BlockerFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useModal } from './ModalProvider';

/** The screens that say they have unsaved data now: one token per mounted screen while it says so. */
const dirtyScreens = new Set<symbol>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function hasDirtyScreen(): boolean {
  return dirtyScreens.size > 0;
}

/** Read as the navigation starts, not as the guard last rendered (see `useUnsavedChanges`). */
const blocksLeaving: BlockerFunction = ({ currentLocation, nextLocation }) =>
  hasDirtyScreen() && currentLocation.pathname !== nextLocation.pathname;

function changeDirtyScreens(change: () => void): void {
  change();
  for (const listener of listeners) listener();
}

/**
 * Says, while `isDirty`, that the screen has unsaved data: UnsavedChangesGuard then asks before leaving it. A
 * screen that stops being dirty (saved) says so in this effect's cleanup, which React runs before the effects
 * of the same commit: a navigation one of them starts is let through.
 */
export function useUnsavedChanges(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    const token = Symbol('unsaved screen');
    changeDirtyScreens(() => dirtyScreens.add(token));
    return () => changeDirtyScreens(() => dirtyScreens.delete(token));
  }, [isDirty]);
}

/**
 * Asks before leaving a screen with unsaved data (docs/product/shell.md#access-guard): in-app navigation is blocked
 * until the user confirms in the generic modal, and closing or reloading the tab triggers the browser's
 * own prompt. Rendered once, beside the screens (layout/AppLayout.tsx: only signed-in screens have data to
 * lose; a visitor's public link view is read-only): React Router's blocker renders its component
 * again as it mounts, which in a screen would draw the whole screen again right after its first paint
 * (docs/decisions/first-screen-budget.md).
 */
export function UnsavedChangesGuard(): null {
  const { t } = useTranslation();
  const { confirm } = useModal();
  const isDirty = useSyncExternalStore(subscribe, hasDirtyScreen, hasDirtyScreen);
  const blocker = useBlocker(blocksLeaving);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void confirm({ title: t('unsaved.title'), message: t('unsaved.message') }).then((leave) => {
      if (cancelled) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return null;
}
