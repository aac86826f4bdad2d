/**
 * Whether a record may name a client (diets and predictions saved for a client, docs/product/shell.md#roles): the client
 * belongs to the record's owner and is linked. An unlinked client may stay on a record that already named
 * them (editing an older diet), but no new record is saved for them. Anything else answers NOT_FOUND, so
 * another consultant's client ids cannot be probed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { getClientOfConsultant } from '../repository';

export async function assertOwnClient(
  db: Kysely<Database>,
  ownerId: number,
  clientId: number,
  options: { allowUnlinked?: boolean } = {},
): Promise<void> {
  const client = await getClientOfConsultant(db, ownerId, clientId);
  if (!client) throw appError('NOT_FOUND');
  if (client.desvinculado_em !== null && !options.allowUnlinked) throw appError('NOT_FOUND');
}
