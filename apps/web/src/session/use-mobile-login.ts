import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../api/client';
import type { CallOutput } from '../api/client';
import { STORAGE_KEYS } from '../storage/storage-keys';

/**
 * Mobile auto-login (mobileaccess=1 plus a token): signs in with the token once, then goes to the last
 * page; on failure the token is cleared (the visitor signs in on /login, docs/product/shell.md#states).
 */
export function useMobileLogin(
  token: string | null,
  isReady: boolean,
  startSignedIn: (answer: CallOutput<'appLogin'>) => Promise<void>,
  onDone: (isSignedIn: boolean) => void,
) {
  const navigate = useNavigate();
  const isStarted = useRef(false);
  useEffect(() => {
    if (isReady || !token || isStarted.current) return;
    isStarted.current = true;
    void (async () => {
      try {
        await startSignedIn(await call('appLogin', { loginByToken: true, accessToken: token }));
        navigate(localStorage.getItem(STORAGE_KEYS.lastPage) ?? '/login', { replace: true });
        onDone(true);
      } catch {
        onDone(false);
      }
    })();
  }, [isReady, token, startSignedIn, navigate, onDone]);
}
