import { APP_VERSION } from '../app/app-version';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { clearLocalData, readStoredSession } from './session-storage';
import type { TUser } from '@cocho/contracts';

export type StartState = { user: TUser | null; staleToken: string | null };

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
