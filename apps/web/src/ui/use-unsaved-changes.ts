import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useModal } from './ModalProvider';

/**
 * Asks before leaving a screen with unsaved data (docs/product/shell.md#access-guard): in-app navigation is blocked
 * until the user confirms in the generic modal, and closing or reloading the tab triggers the browser's
 * own prompt.
 */
export function useUnsavedChanges(isDirty: boolean): void {
  const { t } = useTranslation();
  const { confirm } = useModal();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

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
}
