import { useCallback, useEffect, useMemo, useRef } from 'react';
import { readStoredSession } from './session-storage';
import { tokenCheckDelay } from './token-check';

/**
 * The token check's throttle on route changes (token-check.ts): `soon` runs the check now, or once at the
 * end of the interval since the last one; `reset` forgets the last check and a waiting one (logout).
 */
export function useCheckThrottle() {
  const lastCheckAt = useRef<number | null>(null);
  const pendingCheck = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reset = useCallback(() => {
    if (pendingCheck.current) clearTimeout(pendingCheck.current);
    pendingCheck.current = null;
    lastCheckAt.current = null;
  }, []);
  useEffect(() => reset, [reset]);
  return useMemo(
    () => ({
      reset,
      markChecked: () => {
        lastCheckAt.current = Date.now();
      },
      soon: (check: () => Promise<void>) => {
        if (pendingCheck.current) return;
        const delay = tokenCheckDelay(Date.now(), lastCheckAt.current);
        if (delay === 0) {
          void check();
          return;
        }
        pendingCheck.current = setTimeout(() => {
          pendingCheck.current = null;
          if (readStoredSession()) void check();
        }, delay);
      },
    }),
    [reset],
  );
}
