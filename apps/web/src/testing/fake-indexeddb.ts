/**
 * A fresh, empty in-memory IndexedDB (fake-indexeddb) on the page, as a stubbed global: `vi.unstubAllGlobals()`
 * takes it away again, so neither the database nor its contents outlive the test (the component tests share a
 * worker's page, vitest.config.ts project `web`). The app's opened databases are forgotten too, so the next
 * `openOfflineDb()` opens in this one.
 */
import { vi } from 'vitest';
import * as fakeIndexedDb from 'fake-indexeddb';
import { forgetOpenedOfflineDbs } from '../offline/offline-db';

/** Every `IDB…` class fake-indexeddb exports, as the page's globals beside its `indexedDB`. */
export function stubIndexedDb(): void {
  forgetOpenedOfflineDbs();
  vi.stubGlobal('indexedDB', new fakeIndexedDb.IDBFactory());
  for (const [name, value] of Object.entries(fakeIndexedDb)) {
    if (name.startsWith('IDB')) vi.stubGlobal(name, value);
  }
}
