/**
 * The session of spec 01 §4: token and user in local storage, a token check at start and on each route
 * change (not in mobile mode), logout on 'Unauthenticated.', on an account under review or inactive, and at
 * start when the stored version differs; mobile auto-login with mobileaccess=1 plus a token.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INDEX } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import type { TUser } from '@cocho/contracts';
import { call, errorCodeOf, setUnauthenticatedListener } from '../api/client';
import type { CallInput } from '../api/client';
import { APP_VERSION } from '../app/app-version';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { languageOfIndex } from '../i18n/language';
import { useAlert } from '../ui/AlertProvider';
import { clearLocalData, readStoredSession, storeSession, storeUser } from './session-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readMobileAccess } from './mobile-access';

/** Minimum token length for the mobile auto-login (spec 01 §9). */
export const MOBILE_TOKEN_MIN_LENGTH = 10;
/** The logout call is waited for at most this long before local data is cleared anyway. */
const LOGOUT_CALL_WAIT_MS = 5000;

type SessionValue = {
  user: TUser | null;
  /** False while the mobile auto-login runs. */
  isReady: boolean;
  isMobileMode: boolean;
  mobileToken: string | null;
  /** The last token check could not reach the server. */
  isOffline: boolean;
  /** Set by logout until the shell has reached /login (so the guard does not add a redirect query). */
  isSignedOut: boolean;
  acknowledgeSignOut: () => void;
  signIn: (email: string, password: string) => Promise<void>;
  register: (input: Omit<CallInput<'register'>, 'idioma'>) => Promise<void>;
  logout: (message?: string) => Promise<void>;
  checkToken: () => Promise<void>;
  setLanguage: (language: Language) => Promise<void>;
};

const SessionContext = createContext<SessionValue | null>(null);

type StartState = { user: TUser | null; staleToken: string | null };

/** Reads the stored session; a stored version other than this app's logs out (spec 01 §4). */
function startSession(isMobileMode: boolean): StartState {
  const stored = readStoredSession();
  const storedVersion = localStorage.getItem(STORAGE_KEYS.version);
  if (stored && storedVersion !== APP_VERSION && !isMobileMode) {
    clearLocalData();
    localStorage.setItem(STORAGE_KEYS.version, APP_VERSION);
    return { user: null, staleToken: stored.token };
  }
  localStorage.setItem(STORAGE_KEYS.version, APP_VERSION);
  return { user: stored?.user ?? null, staleToken: null };
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { showAlert } = useAlert();
  const [mobile] = useState(readMobileAccess);
  const [start] = useState(() => startSession(mobile.isMobileMode));
  const [user, setUser] = useState<TUser | null>(start.user);
  const [isOffline, setIsOffline] = useState(false);
  const [isSignedOut, setIsSignedOut] = useState(false);
  const wantsMobileLogin =
    mobile.isMobileMode && !start.user && (mobile.token?.length ?? 0) >= MOBILE_TOKEN_MIN_LENGTH;
  const [isReady, setIsReady] = useState(!wantsMobileLogin);
  const checking = useRef<Promise<void> | null>(null);

  const logout = useCallback(
    async (message?: string) => {
      const token = localStorage.getItem(STORAGE_KEYS.token) ?? undefined;
      try {
        await withTimeout(call('logout', { token }), LOGOUT_CALL_WAIT_MS);
      } catch {
        // Spec 01 §4: local data is cleared whether or not the call succeeded.
      }
      clearLocalData();
      localStorage.setItem(STORAGE_KEYS.version, APP_VERSION);
      setIsSignedOut(true);
      setUser(null);
      if (message) showAlert(message, 'error');
    },
    [showAlert],
  );

  const acceptUser = useCallback(
    (next: TUser): boolean => {
      if (next.liberado === 0) {
        void logout(t('session.underReview'));
        return false;
      }
      if (next.EXCLUIDO === 1) {
        void logout(t('session.inactive'));
        return false;
      }
      return true;
    },
    [logout, t],
  );

  const startSignedIn = useCallback(
    async (answer: { token: string; user: TUser }) => {
      if (!acceptUser(answer.user)) return;
      storeSession({ token: answer.token, user: answer.user });
      setUser(answer.user);
      setIsOffline(false);
      setIsSignedOut(false);
      const language = languageOfIndex(answer.user.idioma);
      if (language && language !== currentLanguage()) await changeLanguage(language);
    },
    [acceptUser],
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
      await startSignedIn(answer);
    },
    [startSignedIn],
  );

  const checkToken = useCallback(() => {
    checking.current ??= (async () => {
      const before = readStoredSession()?.user;
      try {
        const { user: fresh } = await call('verificaToken', {});
        setIsOffline(false);
        if (!acceptUser(fresh)) return;
        storeUser(fresh);
        if (before && before.area_universitaria !== fresh.area_universitaria) {
          window.location.reload();
          return;
        }
        setUser(fresh);
      } catch (error) {
        // 'Unauthenticated.' logs out through the client's listener; the server may also refuse the token
        // of an account under review or inactive. Anything else keeps the session.
        const code = errorCodeOf(error);
        if (code === 'NETWORK_FAILURE') setIsOffline(true);
        if (code === 'ACCOUNT_UNDER_REVIEW') void logout(t('session.underReview'));
        if (code === 'ACCOUNT_INACTIVE') void logout(t('session.inactive'));
      } finally {
        checking.current = null;
      }
    })();
    return checking.current;
  }, [acceptUser, logout, t]);

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

  useEffect(() => {
    setUnauthenticatedListener((key) => {
      if (key !== 'logout' && key !== 'appLogin' && key !== 'register') void logout();
    });
    return () => setUnauthenticatedListener(null);
  }, [logout]);

  useEffect(() => {
    // The version logout of startSession still tells the server (spec 01 §4).
    if (start.staleToken) {
      void call('logout', { token: start.staleToken }).catch(() => undefined);
    }
  }, [start.staleToken]);

  const mobileLoginStarted = useRef(false);
  useEffect(() => {
    if (!wantsMobileLogin || !mobile.token || mobileLoginStarted.current) return;
    mobileLoginStarted.current = true;
    void (async () => {
      try {
        const answer = await call('appLogin', { loginByToken: true, accessToken: mobile.token ?? '' });
        await startSignedIn(answer);
        navigate(localStorage.getItem(STORAGE_KEYS.lastPage) ?? '/login', { replace: true });
      } catch {
        sessionStorage.removeItem(STORAGE_KEYS.mobileAccess);
      } finally {
        setIsReady(true);
      }
    })();
  }, [wantsMobileLogin, mobile.token, startSignedIn, navigate]);

  const acknowledgeSignOut = useCallback(() => setIsSignedOut(false), []);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      isReady,
      isMobileMode: mobile.isMobileMode,
      mobileToken: mobile.token,
      isOffline,
      isSignedOut,
      acknowledgeSignOut,
      signIn,
      register,
      logout,
      checkToken,
      setLanguage,
    }),
    [
      user,
      isReady,
      mobile,
      isOffline,
      isSignedOut,
      acknowledgeSignOut,
      signIn,
      register,
      logout,
      checkToken,
      setLanguage,
    ],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
