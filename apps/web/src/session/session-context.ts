/** The session's value (what `useSession` gives) and its React context. */
import { createContext, useContext } from 'react';
import type { Language } from '@cocho/engine';
import type { TFeatureFlags, TUser } from '@cocho/contracts';
import type { CallInput } from '../api/client';

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

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The session, or null outside a SessionProvider (a component shown on its own, as in its tests). */
export function useOptionalSession(): SessionValue | null {
  return useContext(SessionContext);
}
