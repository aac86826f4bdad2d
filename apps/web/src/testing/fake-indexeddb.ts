/**
 * A fresh, empty in-memory IndexedDB (fake-indexeddb) on the page, as a stubbed global: `vi.unstubAllGlobals()`
 * takes it away again, so neither the database nor its contents outlive the test (the component tests share a
 * worker's page, vitest.config.ts project `web`). The app's opened databases are forgotten too, so the next
 * `openOfflineDb()` opens in this one.
 */
import { vi } from 'vitest';
import {
  IDBCursor,
  IDBCursorWithValue,
  IDBDatabase,
  IDBFactory,
  IDBIndex,
  IDBKeyRange,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBRecord,
  IDBRequest,
  IDBTransaction,
  IDBVersionChangeEvent,
} from 'fake-indexeddb';
import { forgetOpenedOfflineDbs } from '../offline/offline-db';

export function stubIndexedDb(): void {
  forgetOpenedOfflineDbs();
  vi.stubGlobal('indexedDB', new IDBFactory());
  const classes = {
    IDBCursor,
    IDBCursorWithValue,
    IDBDatabase,
    IDBFactory,
    IDBIndex,
    IDBKeyRange,
    IDBObjectStore,
    IDBOpenDBRequest,
    IDBRecord,
    IDBRequest,
    IDBTransaction,
    IDBVersionChangeEvent,
  };
  for (const [name, value] of Object.entries(classes)) vi.stubGlobal(name, value);
}
