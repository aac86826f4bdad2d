import { useEffect } from 'react';
import { call, setUnauthenticatedListener } from '../api/client';

/**
 * Logs out when a call answers 'Unauthenticated.' (not the sign-in calls themselves), and tells the server
 * about the token a version logout at start dropped (start-session.ts, docs/product/shell.md#states).
 */
export function useUnauthenticatedLogout(logout: () => Promise<void>, staleToken: string | null) {
  useEffect(() => {
    setUnauthenticatedListener((key) => {
      if (key !== 'logout' && key !== 'appLogin' && key !== 'register') void logout();
    });
    return () => setUnauthenticatedListener(null);
  }, [logout]);
  useEffect(() => {
    if (staleToken) void call('logout', { token: staleToken }).catch(() => undefined);
  }, [staleToken]);
}
