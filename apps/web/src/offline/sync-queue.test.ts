import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DIET_NAME_MAX_CHARS } from '@cocho/contracts';
import type { TDietRecord } from '@cocho/contracts';
import { sampleDietRecord } from '@cocho/contracts/testing';
import { openOfflineDb } from './offline-db';
import { enqueueSave, findOutboxEntries, fitCopyName, flushOutbox } from './sync-queue';
import type { NewOutboxEntry, SyncDeps } from './sync-queue';

const RECORD: TDietRecord = sampleDietRecord({ nome: 'Engorda', tipoEntrada: '/MS', time: 1 });

let dbCount = 0;
const freshDb = () => openOfflineDb(`sync-queue-test-${(dbCount += 1)}`);

const save = (overrides: Partial<NewOutboxEntry> = {}): NewOutboxEntry => ({
  key: null,
  userId: 7,
  saveCall: 'saveFD',
  record: RECORD,
  obs: null,
  serverId: null,
  baseUpdatedAt: null,
  savedAt: 1_000,
  ...overrides,
});

class Offline extends Error {}
class Conflict extends Error {}

/**
 * A server of saved records with their updated_at, reachable or not; like dieta/saveFD it refuses a save
 * over a record whose version is not `base_updated_at` (CONFLICT) or that is gone (NOT_FOUND).
 */
function fakeServer(rows: Map<number, { nome: string; updatedAt: string }>) {
  let nextId = 100;
  let isOnline = true;
  let losesNextAnswer = false;
  const sent: { id: number | null; nome: string }[] = [];
  /** Answers by idempotency key, as the server keeps them. */
  const answered = new Map<string, { id: number; nome: string }>();
  const deps: SyncDeps = {
    save: async (_call, input) => {
      if (!isOnline) throw new Offline();
      const earlier = answered.get(input.idempotency_key);
      if (earlier) return earlier;
      const record = JSON.parse(input.dieta) as TDietRecord;
      if (input.id !== null) {
        const stored = rows.get(input.id);
        if (!stored) throw new Conflict('NOT_FOUND');
        if (input.base_updated_at !== undefined && input.base_updated_at !== stored.updatedAt)
          throw new Conflict('CONFLICT');
      }
      sent.push({ id: input.id, nome: record.nome });
      const id = input.id ?? (nextId += 1);
      rows.set(id, { nome: record.nome, updatedAt: `v-${sent.length}` });
      answered.set(input.idempotency_key, { id, nome: record.nome });
      if (losesNextAnswer) {
        losesNextAnswer = false;
        throw new Offline();
      }
      return { id, nome: record.nome };
    },
    isConflict: (error) => error instanceof Conflict,
    copyNameOf: (name, savedAt) => `${name} (cópia offline ${savedAt})`,
    isNetworkFailure: (error) => error instanceof Offline,
    errorCodeOf: () => 'FORBIDDEN',
  };
  return {
    deps,
    sent,
    rows,
    setOnline: (value: boolean) => {
      isOnline = value;
    },
    /** The next save is stored, but its answer never arrives (the connection drops, the tab crashes). */
    loseNextAnswer: () => {
      losesNextAnswer = true;
    },
  };
}

describe('the offline outbox', () => {
  it('keeps a save as local, and sends it once the network is back', async () => {
    const db = freshDb();
    const server = fakeServer(new Map());
    await enqueueSave(db, save());
    server.setOnline(false);
    expect(await flushOutbox(db, 7, server.deps)).toEqual({ synced: 0, conflicts: 0, waiting: 1 });
    expect((await findOutboxEntries(db, 7))[0]?.state).toBe('local');

    server.setOnline(true);
    expect(await flushOutbox(db, 7, server.deps)).toEqual({ synced: 1, conflicts: 0, waiting: 0 });
    const [entry] = await findOutboxEntries(db, 7);
    expect(entry).toMatchObject({ state: 'synced', syncedId: 101, syncedName: 'Engorda' });
    expect(server.sent).toEqual([{ id: null, nome: 'Engorda' }]);
    // A second round sends nothing again.
    await flushOutbox(db, 7, server.deps);
    expect(server.sent).toHaveLength(1);
  });

  it('sends a save again with the same idempotency key, so a lost answer never makes a second record', async () => {
    const db = freshDb();
    const server = fakeServer(new Map());
    await enqueueSave(db, save());
    server.loseNextAnswer();
    expect(await flushOutbox(db, 7, server.deps)).toEqual({ synced: 0, conflicts: 0, waiting: 1 });
    expect(server.rows.size).toBe(1);
    expect(await flushOutbox(db, 7, server.deps)).toEqual({ synced: 1, conflicts: 0, waiting: 0 });
    expect(server.rows.size).toBe(1);
    expect(server.sent).toEqual([{ id: null, nome: 'Engorda' }]);
    expect((await findOutboxEntries(db, 7))[0]).toMatchObject({ state: 'synced', syncedId: 101 });
  });

  it("replays a save kept after an online attempt with that attempt's key", async () => {
    const db = freshDb();
    const server = fakeServer(new Map());
    // The online attempt reached the server; its answer was lost, so the screen kept the save here.
    await server.deps.save('saveFD', {
      dieta: JSON.stringify(save().record),
      id: null,
      obs: null,
      idempotency_key: 'online-attempt-key-0001',
    });
    await enqueueSave(db, { ...save(), idempotencyKey: 'online-attempt-key-0001' });
    expect(await flushOutbox(db, 7, server.deps)).toEqual({ synced: 1, conflicts: 0, waiting: 0 });
    expect(server.rows.size).toBe(1);
  });

  it('replaces a waiting save of the same record instead of queueing it twice', async () => {
    const db = freshDb();
    const first = await enqueueSave(db, save());
    await enqueueSave(db, save({ key: first.key, record: { ...RECORD, nome: 'Engorda 2' }, savedAt: 2_000 }));
    const entries = await findOutboxEntries(db, 7);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.record.nome).toBe('Engorda 2');
  });

  it('updates the server copy when it has not changed since the edit started', async () => {
    const db = freshDb();
    const server = fakeServer(new Map([[5, { nome: 'Engorda', updatedAt: 'base' }]]));
    await enqueueSave(db, save({ serverId: 5, baseUpdatedAt: 'base' }));
    expect(await flushOutbox(db, 7, server.deps)).toMatchObject({ synced: 1, conflicts: 0 });
    expect(server.sent).toEqual([{ id: 5, nome: 'Engorda' }]);
  });

  it('keeps both when the server copy changed meanwhile: ours becomes a named copy', async () => {
    const db = freshDb();
    const server = fakeServer(new Map([[5, { nome: 'Engorda (servidor)', updatedAt: 'changed' }]]));
    await enqueueSave(db, save({ serverId: 5, baseUpdatedAt: 'base', savedAt: 3_000 }));
    expect(await flushOutbox(db, 7, server.deps)).toMatchObject({ synced: 0, conflicts: 1 });
    expect(server.sent).toEqual([{ id: null, nome: 'Engorda (cópia offline 3000)' }]);
    expect(server.rows.get(5)).toEqual({ nome: 'Engorda (servidor)', updatedAt: 'changed' });
    expect((await findOutboxEntries(db, 7))[0]).toMatchObject({ state: 'conflict', syncedId: 101 });
  });

  it('saves a copy when the server copy was removed, or its version is unknown', async () => {
    const db = freshDb();
    const server = fakeServer(new Map([[6, { nome: 'B', updatedAt: 'v' }]]));
    await enqueueSave(db, save({ serverId: 5, baseUpdatedAt: 'base', savedAt: 1 }));
    await enqueueSave(db, save({ serverId: 6, baseUpdatedAt: null, savedAt: 2 }));
    expect(await flushOutbox(db, 7, server.deps)).toMatchObject({ conflicts: 2 });
    expect(server.sent.map((item) => item.id)).toEqual([null, null]);
  });

  it('notes a refusal on the entry, which waits, and goes on with the others', async () => {
    const db = freshDb();
    const server = fakeServer(new Map());
    const refusing: SyncDeps = {
      ...server.deps,
      save: async (call, input) => {
        if ((JSON.parse(input.dieta) as TDietRecord).nome === 'Refused') throw new Error('refused');
        return server.deps.save(call, input);
      },
    };
    await enqueueSave(db, save({ record: { ...RECORD, nome: 'Refused' }, savedAt: 1 }));
    await enqueueSave(db, save({ savedAt: 2 }));
    expect(await flushOutbox(db, 7, refusing)).toEqual({ synced: 1, conflicts: 0, waiting: 1 });
    const [refused] = await findOutboxEntries(db, 7);
    expect(refused).toMatchObject({ state: 'local', lastError: 'FORBIDDEN' });
  });

  it("keeps each user's entries apart", async () => {
    const db = freshDb();
    const server = fakeServer(new Map());
    await enqueueSave(db, save({ userId: 8 }));
    expect(await flushOutbox(db, 7, server.deps)).toEqual({ synced: 0, conflicts: 0, waiting: 0 });
    expect(await findOutboxEntries(db, 8)).toHaveLength(1);
  });

  it("shortens the copy's name to the name limit, keeping the date", () => {
    const copy = (name: string) => `${name} (cópia offline 24/11/2026 10:00)`;
    const long = 'x'.repeat(DIET_NAME_MAX_CHARS);
    const name = fitCopyName(copy, long);
    expect(name).toHaveLength(DIET_NAME_MAX_CHARS);
    expect(name.endsWith('(cópia offline 24/11/2026 10:00)')).toBe(true);
    expect(fitCopyName(copy, 'Engorda')).toBe('Engorda (cópia offline 24/11/2026 10:00)');
  });
});
