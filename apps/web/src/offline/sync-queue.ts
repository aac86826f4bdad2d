/**
 * The outbox of saves made without a network (docs/decisions/offline-sync.md). A save that cannot
 * reach the server is kept here as 'local' and replayed when the network is back (`flushOutbox`, on the
 * browser's `online` event and at start). Conflict rule: an edit of a saved record remembers the server
 * copy's `updated_at` it started from and is saved over it only while the server still has that version
 * (the save checks it: CONFLICT otherwise); if the server copy changed, was removed or can no longer be
 * edited, ours is saved as a new record named as a copy and the server's is left as it is, so neither is
 * lost ('conflict'). Every save carries an idempotency key (`idempotencyKeyOf`), so a replay after a crash
 * or a lost answer never stores a second record (docs/decisions/one-pass-saves.md).
 */
import { DIET_NAME_MAX_CHARS } from '@cocho/contracts';
import type { TDietRecord } from '@cocho/contracts';
import type { OfflineDb, OutboxEntry } from './offline-db';

/** How many synced entries of a user are kept to show their state (the oldest go first). */
export const SYNCED_ENTRIES_KEPT = 50;

export type NewOutboxEntry = {
  /** The entry to replace (a second save of the same unsynced record); null for a new one. */
  readonly key: string | null;
  readonly userId: number;
  readonly saveCall: OutboxEntry['saveCall'];
  readonly record: TDietRecord;
  readonly obs: string | null;
  readonly serverId: number | null;
  readonly baseUpdatedAt: string | null;
  readonly savedAt: number;
  /** The key the online attempt of this save was sent with (see OutboxEntry). */
  readonly idempotencyKey?: string;
};

export type SyncDeps = {
  /** dieta/saveFD or savePD; with `base_updated_at`, refused (see `isConflict`) if the version changed. */
  readonly save: (
    saveCall: OutboxEntry['saveCall'],
    input: {
      dieta: string;
      id: number | null;
      obs: string | null;
      base_updated_at?: string;
      idempotency_key: string;
    },
  ) => Promise<{ id: number; nome: string }>;
  /** Whether a refused save over a record means the server copy changed, is gone or is no longer ours. */
  readonly isConflict: (error: unknown) => boolean;
  /** The name of our copy when the server's changed (in the user's language). */
  readonly copyNameOf: (name: string, savedAt: number) => string;
  /** Whether an error means "no network" (the entry waits) rather than a refusal. */
  readonly isNetworkFailure: (error: unknown) => boolean;
  readonly errorCodeOf: (error: unknown) => string;
};

const listeners = new Set<() => void>();

/** Calls `listener` after any change of the outbox; answers the unsubscribe function. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/** Keeps a save made on this device; answers the entry (state 'local'). */
export async function enqueueSave(db: Promise<OfflineDb>, input: NewOutboxEntry): Promise<OutboxEntry> {
  const database = await db;
  const previous = input.key === null ? undefined : await database.get('outbox', input.key);
  // Only an entry still waiting is replaced; once synced, a new save is a new entry.
  const key = previous?.state === 'local' ? previous.key : newKey();
  const entry: OutboxEntry = {
    ...input,
    key,
    state: 'local',
    syncedId: null,
    syncedName: null,
    lastError: null,
  };
  await database.put('outbox', entry);
  notify();
  return entry;
}

/** The user's entries, oldest save first. */
export async function findOutboxEntries(db: Promise<OfflineDb>, userId: number): Promise<OutboxEntry[]> {
  const entries = await (await db).getAllFromIndex('outbox', 'byUser', userId);
  return entries.sort((a, b) => a.savedAt - b.savedAt);
}

/** Our copy's name, within the name limit (the date part is kept whole). */
export function fitCopyName(
  copyName: (name: string) => string,
  name: string,
  maxLength: number = DIET_NAME_MAX_CHARS,
): string {
  const full = copyName(name);
  const excess = full.length - maxLength;
  return excess <= 0 ? full : copyName(name.slice(0, Math.max(0, name.length - excess)).trimEnd());
}

/**
 * The idempotency key of an entry's save: the online attempt's when there was one, else one per entry and
 * version (a replay after a crash or a lost answer sends the same key; a later edit of the entry a new one).
 * The copy of a conflict has its own.
 */
export function idempotencyKeyOf(entry: OutboxEntry, purpose: 'save' | 'copy'): string {
  const key = entry.idempotencyKey ?? `${entry.key}-${entry.savedAt}`;
  return purpose === 'save' ? key : `copy-${entry.key}-${entry.savedAt}`;
}

/** Sends one waiting entry by the conflict rule; answers it synced or copied. Throws what the save throws. */
export async function syncEntry(entry: OutboxEntry, deps: SyncDeps): Promise<OutboxEntry> {
  const sent = (state: 'synced' | 'conflict', answer: { id: number; nome: string }): OutboxEntry => ({
    ...entry,
    state,
    syncedId: answer.id,
    syncedName: answer.nome,
    lastError: null,
  });
  if (entry.serverId === null) {
    const record: TDietRecord = { ...entry.record, id: null };
    const answer = await deps.save(entry.saveCall, {
      dieta: JSON.stringify(record),
      id: null,
      obs: entry.obs,
      idempotency_key: idempotencyKeyOf(entry, 'save'),
    });
    return sent('synced', answer);
  }
  // An unknown base cannot prove the server copy unchanged: straight to a copy, which keeps both.
  if (entry.baseUpdatedAt !== null) {
    try {
      const record: TDietRecord = { ...entry.record, id: entry.serverId };
      const answer = await deps.save(entry.saveCall, {
        dieta: JSON.stringify(record),
        id: entry.serverId,
        obs: entry.obs,
        base_updated_at: entry.baseUpdatedAt,
        idempotency_key: idempotencyKeyOf(entry, 'save'),
      });
      return sent('synced', answer);
    } catch (error) {
      if (!deps.isConflict(error)) throw error;
    }
  }
  const nome = fitCopyName((name) => deps.copyNameOf(name, entry.savedAt), entry.record.nome);
  // The copy is a plain saved record (no lifecycle, like a clone): it never takes an active-diet slot.
  const copy: TDietRecord = { ...entry.record, nome, id: null, ciclo: null };
  const answer = await deps.save(entry.saveCall, {
    dieta: JSON.stringify(copy),
    id: null,
    obs: entry.obs,
    idempotency_key: idempotencyKeyOf(entry, 'copy'),
  });
  return sent('conflict', answer);
}

export type FlushSummary = { readonly synced: number; readonly conflicts: number; readonly waiting: number };

const flushing = new Map<string, Promise<FlushSummary>>();

/**
 * Sends the user's waiting entries, oldest first. A network failure stops the round (everything waits for
 * the next `online`); a refusal (for example an expired plan) is noted on the entry, which waits too.
 * One round at a time per user.
 */
export function flushOutbox(db: Promise<OfflineDb>, userId: number, deps: SyncDeps): Promise<FlushSummary> {
  const round = `${userId}`;
  let running = flushing.get(round);
  if (!running) {
    running = runFlush(db, userId, deps).finally(() => flushing.delete(round));
    flushing.set(round, running);
  }
  return running;
}

async function runFlush(db: Promise<OfflineDb>, userId: number, deps: SyncDeps): Promise<FlushSummary> {
  let synced = 0;
  let conflicts = 0;
  const waiting = (await findOutboxEntries(db, userId)).filter((entry) => entry.state === 'local');
  for (const entry of waiting) {
    let next: OutboxEntry;
    try {
      next = await syncEntry(entry, deps);
    } catch (error) {
      if (deps.isNetworkFailure(error)) break;
      await (await db).put('outbox', { ...entry, lastError: deps.errorCodeOf(error) });
      notify();
      continue;
    }
    // The entry may have been saved again meanwhile: only the version that was sent is marked.
    const database = await db;
    const stored = await database.get('outbox', entry.key);
    const isSameVersion = stored !== undefined && stored.savedAt === entry.savedAt;
    await database.put('outbox', isSameVersion ? next : { ...next, key: globalThis.crypto.randomUUID() });
    if (next.state === 'conflict') conflicts += 1;
    else synced += 1;
    notify();
  }
  await pruneSynced(db, userId);
  const left = (await findOutboxEntries(db, userId)).filter((entry) => entry.state === 'local').length;
  return { synced, conflicts, waiting: left };
}

async function pruneSynced(db: Promise<OfflineDb>, userId: number): Promise<void> {
  const done = (await findOutboxEntries(db, userId)).filter((entry) => entry.state !== 'local');
  const excess = done.slice(0, Math.max(0, done.length - SYNCED_ENTRIES_KEPT));
  if (excess.length === 0) return;
  const database = await db;
  await Promise.all(excess.map((entry) => database.delete('outbox', entry.key)));
  notify();
}
