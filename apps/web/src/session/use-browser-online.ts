import { useEffect } from 'react';
import { readStoredSession } from './session-storage';

/**
 * The browser says first when the network goes (docs/product/shell.md#states offline flag); when it is
 * back, the token check runs again and clears the flag. The session itself survives offline.
 */
export function useBrowserOnline(
  setIsOffline: (isOffline: boolean) => void,
  checkToken: () => Promise<void>,
) {
  useEffect(() => {
    const onOffline = () => setIsOffline(true);
    const onOnline = () => {
      if (readStoredSession()) void checkToken();
      else setIsOffline(false);
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [setIsOffline, checkToken]);
}
