/**
 * A fresh, empty in-memory IndexedDB (fake-indexeddb) on the page, as a stubbed global: `vi.unstubAllGlobals()`
 * takes it away again, so neither the database nor its contents outlive the test (the component tests share a
 * worker's page, vitest.config.ts project `web`). The app's opened databases are forgotten too, so the next
 * `openOfflineDb()` opens in this one.
 *
 * The `IDB…` classes hold no data and stay until the next file starts (`forgetFakeIndexedDbClasses`, called by
 * testing/fresh-file.setup.ts): a database opened by a test's screen may answer after the test's globals are
 * unstubbed, and idb then needs `IDBRequest` to read the answer.
 */
import { vi } from 'vitest';
import * as fakeIndexedDb from 'fake-indexeddb';
import { forgetOpenedOfflineDbs } from '../offline/offline-db';

const classes = Object.entries(fakeIndexedDb).filter(([name]) => name.startsWith('IDB'));

export function stubIndexedDb(): void {
  forgetOpenedOfflineDbs();
  vi.stubGlobal('indexedDB', new fakeIndexedDb.IDBFactory());
  for (const [name, value] of classes) Object.assign(globalThis, { [name]: value });
}

/** Removes the classes `stubIndexedDb` left, so a file starts without IndexedDB as a fresh worker does. */
export function forgetFakeIndexedDbClasses(): void {
  const page = globalThis as Record<string, unknown>;
  for (const [name, value] of classes) if (page[name] === value) delete page[name];
}
