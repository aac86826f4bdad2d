/**
 * The session of docs/product/shell.md#states: token and user in local storage, a token check at start and on route changes
 * (not in mobile mode; throttled, token-check.ts), logout on 'Unauthenticated.', on an account under review,
 * inactive or suspended, and at start when the stored version differs; mobile auto-login with
 * mobileaccess=1 plus a token; the feature flags (from the page when the server put them there, else
 * cached, defaults until flags/get answers; a visitor with the page's flags makes no call); the
 * simultaneous-login and temporary-password prompts after sign-in (SessionSecurityDialogs).
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INDEX } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import type { TFeatureFlags, TUser } from '@cocho/contracts';
import { call, errorCodeOf, setUnauthenticatedListener } from '../api/client';
import type { CallInput } from '../api/client';
import { APP_VERSION } from '../app/app-version';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { languageOfIndex } from '../i18n/language';
import { useAlert } from '../ui/AlertProvider';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readCachedFlags, storeFlags } from './feature-flags-cache';
import { readMobileAccess, wantsMobileLogin } from './mobile-access';
import { readPageFlags } from './page-flags';
import {
  clearLocalData,
  loadStoredSessionCheck,
  readStoredSession,
  storeSession,
  storeUser,
} from './session-storage';
import { logoutMessageOf, outcomeOfFreshUser, tokenCheckDelay } from './token-check';
import { useBrazilCountryId } from './use-brazil-country-id';

export { MOBILE_TOKEN_MIN_LENGTH } from './mobile-access';

// Only a signed-in user sees them (not part of a visitor's first screen).
const SessionSecurityDialogs = lazy(async () => ({
  default: (await import('./SessionSecurityDialogs')).SessionSecurityDialogs,
}));
/** The logout call is waited for at most this long before local data is cleared anyway. */
const LOGOUT_CALL_WAIT_MS = 5000;

type SignInAnswer = { token: string; user: TUser; sessoes: number };

export type SessionValue = {
  user: TUser | null;
  /** The feature flags in force: the cached answer of flags/get, the defaults before any. */
  flags: TFeatureFlags;
  /** Brazil's id in the country list, once known (incomplete-profile rule). */
  brazilId: number | null;
  /** False while the mobile auto-login runs. */
  isReady: boolean;
  isMobileMode: boolean;
  mobileToken: string | null;
  /** The last token check could not reach the server. */
  isOffline: boolean;
  /** Set by logout until the shell has reached /login (so the guard does not add a redirect query). */
  isSignedOut: boolean;
  /**
   * A sign-in security prompt is open (a temporary password to change, another session of the account to
   * confirm: SessionSecurityDialogs): nothing else may cover it (the shell holds its blocking ad meanwhile).
   */
  isSecurityPromptOpen: boolean;
  acknowledgeSignOut: () => void;
  signIn: (email: string, password: string) => Promise<void>;
  /** Registers; signs in when the account is released at once, otherwise it awaits an administrator. */
  register: (input: Omit<CallInput<'register'>, 'idioma'>) => Promise<{ isReleased: boolean }>;
  logout: (message?: string) => Promise<void>;
  /** Checks the token now. */
  checkToken: () => Promise<void>;
  /** Checks the token on a route change: now, or at the end of the throttle interval. */
  checkTokenSoon: () => void;
  setLanguage: (language: Language) => Promise<void>;
  /** A fresh user from an account call (password changed, profile saved): stored and shown at once. */
  updateUser: (user: TUser) => void;
};

const SessionContext = createContext<SessionValue | null>(null);

type StartState = { user: TUser | null; staleToken: string | null };

/** Reads the stored session; a stored version other than this app's logs out (docs/product/shell.md#states, not in mobile). */
export function startSession(isMobileMode: boolean, storage: Storage = localStorage): StartState {
  const stored = readStoredSession(storage);
  const storedVersion = storage.getItem(STORAGE_KEYS.version);
  if (stored && storedVersion !== APP_VERSION && !isMobileMode) {
    clearLocalData(storage);
    storage.setItem(STORAGE_KEYS.version, APP_VERSION);
    return { user: null, staleToken: stored.token };
  }
  storage.setItem(STORAGE_KEYS.version, APP_VERSION);
  return { user: stored?.user ?? null, staleToken: null };
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { showAlert } = useAlert();
  const [mobile, setMobile] = useState(readMobileAccess);
  const [start] = useState(() => startSession(mobile.isMobileMode));
  const [user, setUser] = useState<TUser | null>(start.user);
  // The page's flags (page-flags.ts) are the server's answer of this page load; the cached ones otherwise.
  const [pageFlags] = useState(readPageFlags);
  const [flags, setFlags] = useState<TFeatureFlags>(() => pageFlags ?? readCachedFlags());
  const [isOffline, setIsOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [isSignedOut, setIsSignedOut] = useState(false);
  /** Other open sessions reported by the last sign-in (docs/product/shell.md#states simultaneous login); 0 when none. */
  const [otherSessions, setOtherSessions] = useState(0);
  const [isReady, setIsReady] = useState(() => !wantsMobileLogin(mobile, start.user !== null));
  const checking = useRef<Promise<void> | null>(null);
  const lastCheckAt = useRef<number | null>(null);
  const pendingCheck = useRef<ReturnType<typeof setTimeout> | null>(null);
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
      if (pendingCheck.current) clearTimeout(pendingCheck.current);
      pendingCheck.current = null;
      lastCheckAt.current = null;
      setOtherSessions(0);
      setIsSignedOut(true);
      setUser(null);
      if (message) showAlert(message, 'error');
    },
    [showAlert],
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
      setUser(next);
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
      // The stored session is read back checked (checkToken, the online event): its check loads first.
      await loadStoredSessionCheck();
      storeSession({ token: answer.token, user: answer.user });
      lastCheckAt.current = Date.now();
      setUser(answer.user);
      setOtherSessions(Math.max(0, answer.sessoes - 1));
      setIsOffline(false);
      setIsSignedOut(false);
      const language = languageOfIndex(answer.user.idioma);
      if (language && language !== currentLanguage()) await changeLanguage(language);
    },
    [logout, t],
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
      lastCheckAt.current = Date.now();
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
  }, [acceptUser, logout, t]);

  useEffect(() => {
    // The browser says first when the network goes (docs/product/shell.md#states offline flag); when it is back, the token
    // check runs again and clears the flag. The session itself survives offline.
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
  }, [checkToken]);

  const checkTokenSoon = useCallback(() => {
    if (pendingCheck.current) return;
    const delay = tokenCheckDelay(Date.now(), lastCheckAt.current);
    if (delay === 0) {
      void checkToken();
      return;
    }
    pendingCheck.current = setTimeout(() => {
      pendingCheck.current = null;
      if (readStoredSession()) void checkToken();
    }, delay);
  }, [checkToken]);

  useEffect(
    () => () => {
      if (pendingCheck.current) clearTimeout(pendingCheck.current);
    },
    [],
  );

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

  useEffect(() => {
    setUnauthenticatedListener((key) => {
      if (key !== 'logout' && key !== 'appLogin' && key !== 'register') void logout();
    });
    return () => setUnauthenticatedListener(null);
  }, [logout]);

  useEffect(() => {
    // The version logout of startSession still tells the server (docs/product/shell.md#states).
    if (start.staleToken) {
      void call('logout', { token: start.staleToken }).catch(() => undefined);
    }
  }, [start.staleToken]);

  useEffect(() => {
    // A visitor takes the page's flags as they are: no call, so the first screen loads no contracts
    // (docs/decisions/first-screen-budget.md). A signed-in user, or a page without them, asks the server;
    // the page's, cached or default flags are in force until it answers.
    if (pageFlags && start.user === null) {
      storeFlags(pageFlags);
      return;
    }
    let isCurrent = true;
    call('getFeatureFlags', {})
      .then((fresh) => {
        storeFlags(fresh);
        if (isCurrent) setFlags(fresh);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [pageFlags, start.user]);

  const mobileLoginStarted = useRef(false);
  useEffect(() => {
    if (isReady || !mobile.token || mobileLoginStarted.current) return;
    mobileLoginStarted.current = true;
    const accessToken = mobile.token;
    void (async () => {
      try {
        const answer = await call('appLogin', { loginByToken: true, accessToken });
        await startSignedIn(answer);
        navigate(localStorage.getItem(STORAGE_KEYS.lastPage) ?? '/login', { replace: true });
      } catch {
        // docs/product/shell.md#states: on failure the token is cleared (the visitor signs in on /login).
        setMobile((current) => ({ ...current, token: null }));
      } finally {
        setIsReady(true);
      }
    })();
  }, [isReady, mobile.token, startSignedIn, navigate]);

  const acknowledgeSignOut = useCallback(() => setIsSignedOut(false), []);
  // The prompts SessionSecurityDialogs shows, in its order.
  const isSecurityPromptOpen = user !== null && (user.senha_temporaria || otherSessions > 0);

  const value = useMemo<SessionValue>(
    () => ({
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
    }),
    [
      user,
      flags,
      brazilId,
      isReady,
      mobile,
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
    ],
  );
  return (
    <SessionContext value={value}>
      {children}
      {user && (
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

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The session, or null outside a SessionProvider (a component shown on its own, as in its tests). */
export function useOptionalSession(): SessionValue | null {
  return useContext(SessionContext);
}
