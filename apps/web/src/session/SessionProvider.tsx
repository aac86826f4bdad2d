/**
 * The session of docs/product/shell.md#states: token and user in local storage, a token check at start and on route changes
 * (not in mobile mode; throttled, token-check.ts), logout on 'Unauthenticated.', on an account under review,
 * inactive or suspended, and at start when the stored version differs; mobile auto-login with
 * mobileaccess=1 plus a token; the feature flags (from the page when the server put them there, else
 * cached, defaults until flags/get answers; a visitor with the page's flags makes no call); the
 * simultaneous-login and temporary-password prompts after sign-in (SessionSecurityDialogs). Each job is a
 * module of this folder; this one holds the user's state and the sign-in, logout and token check.
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INDEX } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import type { TUser } from '@cocho/contracts';
import { call, errorCodeOf } from '../api/client';
import type { CallInput } from '../api/client';
import { APP_VERSION } from '../app/app-version';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { languageOfIndex } from '../i18n/language';
import { useAlert } from '../ui/AlertProvider';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readMobileAccess, wantsMobileLogin } from './mobile-access';
import { SessionContext } from './session-context';
import type { SessionValue } from './session-context';
import { clearLocalData, readStoredSession, storeSession, storeUser } from './session-storage';
import { startSession } from './start-session';
import { logoutMessageOf, outcomeOfFreshUser } from './token-check';
import { useBrazilCountryId } from './use-brazil-country-id';
import { useBrowserOnline } from './use-browser-online';
import { useCheckThrottle } from './use-check-throttle';
import { useFeatureFlags } from './use-feature-flags';
import { useMobileLogin } from './use-mobile-login';
import { useShallowStable } from './use-shallow-stable';
import { useUnauthenticatedLogout } from './use-unauthenticated-logout';
import { isSameJson } from './when-idle';

export { MOBILE_TOKEN_MIN_LENGTH } from './mobile-access';
export { startSession } from './start-session';
export { useOptionalSession, useSession } from './session-context';
export type { SessionValue } from './session-context';

// Only a signed-in user sees them (not part of a visitor's first screen).
const SessionSecurityDialogs = lazy(async () => ({
  default: (await import('./SessionSecurityDialogs')).SessionSecurityDialogs,
}));
/** The logout call is waited for at most this long before local data is cleared anyway. */
const LOGOUT_CALL_WAIT_MS = 5000;

type SignInAnswer = { token: string; user: TUser; sessoes: number };

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { showAlert } = useAlert();
  const [mobile, setMobile] = useState(readMobileAccess);
  const [start] = useState(() => startSession(mobile.isMobileMode));
  const [user, setUser] = useState<TUser | null>(start.user);
  const flags = useFeatureFlags(start.user === null);
  const [isOffline, setIsOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [isSignedOut, setIsSignedOut] = useState(false);
  /** Other open sessions reported by the last sign-in (docs/product/shell.md#states simultaneous login); 0 when none. */
  const [otherSessions, setOtherSessions] = useState(0);
  const [isReady, setIsReady] = useState(() => !wantsMobileLogin(mobile, start.user !== null));
  const checking = useRef<Promise<void> | null>(null);
  const throttle = useCheckThrottle();
  const brazilId = useBrazilCountryId(user !== null);

  const logout = useCallback(
    async (message?: string) => {
      const token = localStorage.getItem(STORAGE_KEYS.token) ?? undefined;
      try {
        await withTimeout(call('logout', { token }), LOGOUT_CALL_WAIT_MS);
      } catch {
        // docs/product/shell.md#states: local data is cleared whether or not the call succeeded.
      }
      clearLocalData();
      void import('../offline/offline-db')
        .then(({ clearOfflineCache, openOfflineDb }) => clearOfflineCache(openOfflineDb()))
        .catch(() => undefined);
      sessionStorage.removeItem(STORAGE_KEYS.profileReminderPending);
      localStorage.setItem(STORAGE_KEYS.version, APP_VERSION);
      throttle.reset();
      setOtherSessions(0);
      setIsSignedOut(true);
      setUser(null);
      if (message) showAlert(message, 'error');
    },
    [showAlert, throttle],
  );

  /** Applies a fresh user; false when the session ends (or the page reloads) instead. */
  const acceptUser = useCallback(
    (next: TUser, before: TUser | null): boolean => {
      const outcome = outcomeOfFreshUser(before, next);
      if (outcome.kind === 'logout') {
        void logout(t(outcome.messageKey));
        return false;
      }
      storeUser(next);
      if (outcome.kind === 'reload') {
        window.location.reload();
        return false;
      }
      // The same user as before keeps its object: the check's answer then draws nothing again.
      setUser((current) => (isSameJson(current, next) ? current : next));
      return true;
    },
    [logout, t],
  );

  const startSignedIn = useCallback(
    async (answer: SignInAnswer) => {
      const outcome = outcomeOfFreshUser(null, answer.user);
      if (outcome.kind === 'logout') {
        void logout(t(outcome.messageKey));
        return;
      }
      storeSession({ token: answer.token, user: answer.user });
      throttle.markChecked();
      setUser(answer.user);
      setOtherSessions(Math.max(0, answer.sessoes - 1));
      setIsOffline(false);
      setIsSignedOut(false);
      const language = languageOfIndex(answer.user.idioma);
      if (language && language !== currentLanguage()) await changeLanguage(language);
    },
    [logout, t, throttle],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      await startSignedIn(await call('appLogin', { email, password }));
    },
    [startSignedIn],
  );

  const register = useCallback(
    async (input: Omit<CallInput<'register'>, 'idioma'>) => {
      const answer = await call('register', { ...input, idioma: LANGUAGE_INDEX[currentLanguage()] });
      if (!answer.liberado) return { isReleased: false };
      await startSignedIn(answer);
      return { isReleased: true };
    },
    [startSignedIn],
  );

  const checkToken = useCallback(() => {
    checking.current ??= (async () => {
      throttle.markChecked();
      const before = readStoredSession()?.user ?? null;
      try {
        const { user: fresh } = await call('verificaToken', {});
        setIsOffline(false);
        acceptUser(fresh, before);
      } catch (error) {
        // 'Unauthenticated.' logs out through the client's listener; the server may also refuse the token
        // of an account under review, inactive or suspended. Anything else keeps the session.
        const code = errorCodeOf(error);
        if (code === 'NETWORK_FAILURE') setIsOffline(true);
        const messageKey = logoutMessageOf(code);
        if (messageKey) void logout(t(messageKey));
      } finally {
        checking.current = null;
      }
    })();
    return checking.current;
  }, [acceptUser, logout, t, throttle]);

  useBrowserOnline(setIsOffline, checkToken);
  const checkTokenSoon = useCallback(() => throttle.soon(checkToken), [throttle, checkToken]);

  const setLanguage = useCallback(
    async (language: Language) => {
      await changeLanguage(language);
      if (!user) return;
      try {
        const answer = await call('setIdioma', { id: user.id, idioma: LANGUAGE_INDEX[language] });
        storeUser(answer.user);
        setUser(answer.user);
      } catch (error) {
        showAlert(t(`errors:${errorCodeOf(error)}`), 'error');
      }
    },
    [user, showAlert, t],
  );

  const updateUser = useCallback((next: TUser) => {
    storeUser(next);
    setUser(next);
  }, []);

  useUnauthenticatedLogout(logout, start.staleToken);

  const onMobileLoginDone = useCallback((isSignedIn: boolean) => {
    if (!isSignedIn) setMobile((current) => ({ ...current, token: null }));
    setIsReady(true);
  }, []);
  useMobileLogin(mobile.token, isReady, startSignedIn, onMobileLoginDone);

  const acknowledgeSignOut = useCallback(() => setIsSignedOut(false), []);
  // The prompts SessionSecurityDialogs shows, in its order.
  const isSecurityPromptOpen = user !== null && (user.senha_temporaria || otherSessions > 0);

  const value = useShallowStable<SessionValue>({
    user,
    flags,
    brazilId,
    isReady,
    isMobileMode: mobile.isMobileMode,
    mobileToken: mobile.token,
    isOffline,
    isSignedOut,
    isSecurityPromptOpen,
    acknowledgeSignOut,
    signIn,
    register,
    logout,
    checkToken,
    checkTokenSoon,
    setLanguage,
    updateUser,
  });
  return (
    <SessionContext value={value}>
      {children}
      {/* Mounted only with a prompt to show: its chunk (the password form, the contracts' schemas) would
          otherwise load and run at every signed-in start (docs/decisions/first-screen-budget.md). */}
      {user && isSecurityPromptOpen && (
        <Suspense fallback={null}>
          <SessionSecurityDialogs
            user={user}
            otherSessions={otherSessions}
            onOtherSessionsDone={() => setOtherSessions(0)}
            onUserChanged={updateUser}
          />
        </Suspense>
      )}
    </SessionContext>
  );
}
