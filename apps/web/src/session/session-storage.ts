/**
 * Reading and clearing the locally stored session (docs/product/shell.md#records local storage keys, docs/product/shell.md#session).
 *
 * The stored user is checked with the contracts' ZUser, which comes with zod in the call contracts' chunk
 * (api/call-contracts.ts). A visitor has no stored token, so the first screen does not load it: the start
 * loads it first only when a token is stored (main.tsx), and so does a sign-in before storing the session
 * (docs/decisions/first-screen-budget.md).
 */
import type { TUser } from '@cocho/contracts';
import { STORAGE_KEYS, SURVIVING_KEYS } from '../storage/storage-keys';

export type StoredSession = { token: string; user: TUser };

type UserCheck = (value: unknown) => TUser | null;
let checkUser: UserCheck | null = null;
let checkLoading: Promise<void> | null = null;

/** Loads the stored user's check (once); a chunk that did not load is tried again on the next call. */
export function loadStoredSessionCheck(): Promise<void> {
  checkLoading ??= import('../api/call-contracts').then(
    ({ ZUser }) => {
      checkUser = (value) => {
        const user = ZUser.safeParse(value);
        return user.success ? user.data : null;
      };
    },
    (error: unknown) => {
      checkLoading = null;
      throw error;
    },
  );
  return checkLoading;
}

/**
 * The stored session, or null when the token or the user is missing or unreadable, and before
 * `loadStoredSessionCheck` has loaded the user's check (a stored user is never taken unchecked).
 */
export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  const userText = storage.getItem(STORAGE_KEYS.user);
  if (!token || !userText || !checkUser) return null;
  try {
    const user = checkUser(JSON.parse(userText));
    return user ? { token, user } : null;
  } catch {
    return null;
  }
}

export function storeSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.token, session.token);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

export function storeUser(user: TUser, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Clears every local key except the survivors (docs/product/shell.md#states logout). */
export function clearLocalData(storage: Storage = localStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !SURVIVING_KEYS.includes(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
