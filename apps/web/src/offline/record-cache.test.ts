import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { TDietRecord } from '@cocho/contracts';
import { sampleDietRecord } from '@cocho/contracts/testing';
import { cacheStoreOf, clearOfflineCache, openOfflineDb } from './offline-db';
import { findKeptRecord, keepRecord } from './record-cache';
import type { KeptRecord } from './record-cache';

const RECORD: TDietRecord = sampleDietRecord({
  nome: 'Engorda',
  tipoEntrada: '/MS',
  time: 1,
  alimentos_selecionados: [],
  restricoes: {},
  user_id: 7,
  id: 12,
});

const KEPT: KeptRecord = { id: 12, modo: 'FD', dieta: RECORD, updated_at: '2026-11-24T12:00:00.000Z' };

describe('records kept on this device', () => {
  it("gives back the user's copy of a record, and nothing for another user or id", async () => {
    const db = openOfflineDb('record-cache-test-1');
    await keepRecord(7, KEPT, db);
    expect(await findKeptRecord(7, 12, db)).toEqual(KEPT);
    expect(await findKeptRecord(8, 12, db)).toBeNull();
    expect(await findKeptRecord(7, 13, db)).toBeNull();
  });

  it('reads an unreadable copy as none, and logout forgets every copy', async () => {
    const db = openOfflineDb('record-cache-test-2');
    await cacheStoreOf(db).set('record:7:12', { id: 12, dieta: 'not a record' });
    expect(await findKeptRecord(7, 12, db)).toBeNull();
    await keepRecord(7, KEPT, db);
    await clearOfflineCache(db);
    expect(await findKeptRecord(7, 12, db)).toBeNull();
  });
});
