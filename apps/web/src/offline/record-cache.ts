/**
 * The saved records this device has opened or saved, kept in IndexedDB (the `cache` store, cleared at
 * logout) so that a record opened before can be opened again without a network.
 */
import type { CallOutput } from '../api/client';
import { cacheStoreOf, openOfflineDb } from './offline-db';
import type { OfflineDb } from './offline-db';

/** A saved record as `dieta/get` answers it. */
export type KeptRecord = CallOutput<'getDiet'>;

function keyOf(userId: number, id: number): string {
  return `record:${userId}:${id}`;
}

/** Keeps the user's copy of a saved record; a failure only costs the offline copy. */
export async function keepRecord(
  userId: number,
  record: KeptRecord,
  db: Promise<OfflineDb> = openOfflineDb(),
): Promise<void> {
  await cacheStoreOf(db)
    .set(keyOf(userId, record.id), record)
    .catch(() => undefined);
}

/** The copy of saved record `id` kept on this device, or null. */
export async function findKeptRecord(
  userId: number,
  id: number,
  db: Promise<OfflineDb> = openOfflineDb(),
): Promise<KeptRecord | null> {
  // The answer's schema loads with the call contracts on first use, not with the screens that import this
  // module (docs/decisions/first-screen-budget.md).
  const [value, { CALLS }] = await Promise.all([
    cacheStoreOf(db)
      .get(keyOf(userId, id))
      .catch(() => undefined),
    import('../api/call-contracts'),
  ]);
  const parsed = CALLS.getDiet.response.safeParse(value);
  return parsed.success ? parsed.data : null;
}
