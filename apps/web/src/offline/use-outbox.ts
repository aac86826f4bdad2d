/**
 * The outbox (sync-queue.ts) wired to the app: the real calls, the browser's `online` event, and the entries
 * of the signed-in user for the screens that show a record's state.
 */
import { useEffect, useState } from 'react';
import { call, errorCodeOf, NETWORK_FAILURE } from '../api/client';
import { formatDateTime } from '../format/format';
import { currentLanguage, i18n } from '../i18n/i18n';
import { openOfflineDb } from './offline-db';
import type { OutboxEntry } from './offline-db';
import { enqueueSave, findOutboxEntries, flushOutbox, subscribeOutbox } from './sync-queue';
import type { FlushSummary, NewOutboxEntry, SyncDeps } from './sync-queue';

/** Whether a call failed for want of a network (the save waits in the outbox). */
export function isNetworkFailure(error: unknown): boolean {
  return errorCodeOf(error) === NETWORK_FAILURE;
}

/** A save over a record refused because the server copy changed, is gone, or is no longer ours to edit. */
const CONFLICT_CODES: readonly string[] = ['CONFLICT', 'NOT_FOUND', 'FORBIDDEN', 'SHARE_READ_ONLY'];

const SYNC_DEPS: SyncDeps = {
  save: async (saveCall, input) => {
    const answer = await call(saveCall, input);
    return { id: answer.id, nome: answer.nome };
  },
  isConflict: (error) => CONFLICT_CODES.includes(errorCodeOf(error)),
  copyNameOf: (name, savedAt) =>
    i18n.t('offline:copyName', {
      name,
      date: formatDateTime(new Date(savedAt).toISOString(), currentLanguage()),
    }),
  isNetworkFailure,
  errorCodeOf: (error) => errorCodeOf(error),
};

/** Keeps a save made without a network on this device. */
export function saveOnThisDevice(entry: NewOutboxEntry): Promise<OutboxEntry> {
  return enqueueSave(openOfflineDb(), entry);
}

/** Sends the user's waiting saves now. */
export function syncOutbox(userId: number): Promise<FlushSummary> {
  return flushOutbox(openOfflineDb(), userId, SYNC_DEPS);
}

/** Sends the signed-in user's waiting saves at start and whenever the browser is back online. */
export function useOutboxSync(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    const sync = () => {
      void syncOutbox(userId).catch(() => undefined);
    };
    if (navigator.onLine) sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [userId]);
}

/**
 * The signed-in user's outbox entries (oldest first), kept current; empty while they load. An answer that leaves
 * them as they were (an empty outbox, the usual case) does not render its screen again: the wizard's screen, drawn
 * just before, would otherwise render whole once more right after its first paint.
 */
export function useOutboxEntries(userId: number | null): readonly OutboxEntry[] {
  const [loaded, setLoaded] = useState<{ userId: number | null; entries: readonly OutboxEntry[] }>({
    userId,
    entries: NO_ENTRIES,
  });
  useEffect(() => {
    if (userId === null) return;
    let isCurrent = true;
    const load = () => {
      findOutboxEntries(openOfflineDb(), userId).then(
        (found) => {
          if (!isCurrent) return;
          setLoaded((known) =>
            known.userId === userId && known.entries.length === 0 && found.length === 0
              ? known
              : { userId, entries: found.length === 0 ? NO_ENTRIES : found },
          );
        },
        () => undefined,
      );
    };
    load();
    const unsubscribe = subscribeOutbox(load);
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [userId]);
  return loaded.userId === userId ? loaded.entries : NO_ENTRIES;
}

const NO_ENTRIES: readonly OutboxEntry[] = [];
