/**
 * The app's IndexedDB database (through `idb`): `cache` holds the feed catalogue and the user's feed lists
 * (the catalogue's last-update rule, catalogue/feed-cache.ts) and the last saved-records lists; `outbox`
 * holds the diets and predictions saved on this device and their sync state (sync-queue.ts).
 */
import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { TDietRecord } from '@cocho/contracts';

/** Where a record saved on this device stands: only here, on the server, or on the server as a copy. */
export type SyncState = 'local' | 'synced' | 'conflict';

/** A diet or prediction saved on this device (docs/decisions/offline-sync.md). */
export type OutboxEntry = {
  /** The local id, stable across edits of the same unsynced record. */
  readonly key: string;
  readonly userId: number;
  readonly saveCall: 'saveFD' | 'savePD' | 'saveE' | 'saveM';
  readonly record: TDietRecord;
  readonly obs: string | null;
  /** The saved record this edit updates; null for a new record. */
  readonly serverId: number | null;
  /** The server copy's `updated_at` when the edit started; null when unknown. */
  readonly baseUpdatedAt: string | null;
  /** When it was saved here, ms since epoch. */
  readonly savedAt: number;
  /**
   * The save's idempotency key, when an online attempt of this very save may have reached the server (its
   * answer was lost): the replay sends the same key, so the server answers that save instead of storing a
   * second record (docs/decisions/one-pass-saves.md). Absent: a key derived from the entry.
   */
  readonly idempotencyKey?: string;
  readonly state: SyncState;
  /** The server record it became once synced. */
  readonly syncedId: number | null;
  /** The name the server kept (a conflict's copy name). */
  readonly syncedName: string | null;
  /** The last refusal's error code (the entry stays 'local' and is tried again). */
  readonly lastError: string | null;
};

type OfflineSchema = DBSchema & {
  cache: { key: string; value: unknown };
  outbox: { key: string; value: OutboxEntry; indexes: { byUser: number } };
};

export type OfflineDb = IDBPDatabase<OfflineSchema>;

/** The production database's name. */
export const OFFLINE_DB_NAME = 'cocho-offline';
const VERSION = 1;

const opened = new Map<string, Promise<OfflineDb>>();

/** Forgets the opened databases, as on a new page load (tests that replace IndexedDB). */
export function forgetOpenedOfflineDbs(): void {
  opened.clear();
}

/** Opens (once per name) the offline database; tests pass their own name. */
export function openOfflineDb(name: string = OFFLINE_DB_NAME): Promise<OfflineDb> {
  let db = opened.get(name);
  if (!db) {
    // Inside a promise: where IndexedDB is missing, opening rejects instead of throwing.
    db = Promise.resolve().then(() =>
      openDB<OfflineSchema>(name, VERSION, {
        upgrade(database) {
          database.createObjectStore('cache');
          database.createObjectStore('outbox', { keyPath: 'key' }).createIndex('byUser', 'userId');
        },
      }),
    );
    opened.set(name, db);
    // A failed open (private mode, storage disabled) is tried again next time.
    db.catch(() => opened.delete(name));
  }
  return db;
}

/** A key-value view of the `cache` store. */
export type CacheStore = {
  readonly get: (key: string) => Promise<unknown>;
  readonly set: (key: string, value: unknown) => Promise<void>;
};

export function cacheStoreOf(db: Promise<OfflineDb>): CacheStore {
  return {
    get: async (key) => (await db).get('cache', key),
    set: async (key, value) => {
      await (await db).put('cache', value, key);
    },
  };
}

/** Forgets the cached account data (logout); records not yet synced stay in the outbox (never lost). */
export async function clearOfflineCache(db: Promise<OfflineDb>): Promise<void> {
  await (await db).clear('cache');
}
