/**
 * The client a user feed is filed under (`id_cliente`) must be one of the caller's own consultancy clients,
 * as for a saved diet (consultancy/use-cases/assert-own-client.ts): another consultant's client, or one that
 * does not exist, answers NOT_FOUND alike. An unchanged client of an edited feed is kept even once unlinked.
 */
import type { Kysely } from 'kysely';
import { assertOwnClient } from '../consultancy/use-cases/assert-own-client';
import type { Database } from '../db/schema';
import type { UserRecord } from '../users/repository';

export async function assertFeedClient(
  db: Kysely<Database>,
  user: UserRecord,
  clientId: number | null | undefined,
  current: number | null = null,
): Promise<void> {
  if (clientId === null || clientId === undefined) return;
  await assertOwnClient(db, user.id, clientId, { allowUnlinked: clientId === current });
}
