/**
 * Reading and clearing the locally stored session (docs/product/shell.md#records local storage keys, docs/product/shell.md#session).
 *
 * The stored user is checked by the contracts' `readStoredUser`, which answers as their ZUser without zod, so the
 * signed-in start reads the session before its first render without loading the contracts' schemas
 * (docs/decisions/first-screen-budget.md).
 */
import { readStoredUser } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import { STORAGE_KEYS, SURVIVING_KEYS } from '../storage/storage-keys';

export type StoredSession = { token: string; user: TUser };

/** The stored session, or null when the token or the user is missing or unreadable (never taken unchecked). */
export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  const userText = storage.getItem(STORAGE_KEYS.user);
  if (!token || !userText) return null;
  try {
    const user = readStoredUser(JSON.parse(userText));
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
