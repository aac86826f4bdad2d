import { openDB } from 'idb';
import { describe, expect, it, vi } from 'vitest';
import { forgetFakeIndexedDbClasses, stubIndexedDb } from './fake-indexeddb';

describe('stubIndexedDb', () => {
  it("lets a database opened during a test answer after the test's globals are unstubbed", async () => {
    stubIndexedDb();
    const opening = openDB('late-answer', 1);
    vi.unstubAllGlobals();
    expect(typeof indexedDB).toBe('undefined');
    const db = await opening;
    expect(db.name).toBe('late-answer');
    db.close();
  });

  it('gives each test an empty database, and a next file none of its classes', async () => {
    stubIndexedDb();
    const first = await openDB('kept', 1, { upgrade: (db) => db.createObjectStore('rows') });
    await first.put('rows', 'value', 'key');
    first.close();
    vi.unstubAllGlobals();

    stubIndexedDb();
    const second = await openDB('kept', 1, { upgrade: (db) => db.createObjectStore('rows') });
    expect(await second.get('rows', 'key')).toBeUndefined();
    second.close();
    vi.unstubAllGlobals();

    forgetFakeIndexedDbClasses();
    expect('IDBRequest' in globalThis).toBe(false);
  });
});
