/** updateUserFeed: changes one of the user's feeds (not once approved into the catalogue). */
import type { TFeed, TUserFeedInput } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { SignedInUser } from '../../access/signed-in-user';
import { checkParentFeed, loadOwnFeed, reloadFeed } from '../feed-access';
import { updateFeed } from '../repository';
import { readUserFeedOrThrow } from '../user-feed-input';
import { assertFeedClient } from '../user-feed-client';
import { userFeedColumns } from '../user-feed-row';

type Db = Kysely<Database>;

export async function updateUserFeed(
  db: Db,
  user: SignedInUser,
  input: TUserFeedInput & { id: string },
  now: Date,
): Promise<TFeed> {
  const row = await loadOwnFeed(db, user, input.id);
  if (row.status === 'aprovado') throw appError('CONFLICT');
  const reading = readUserFeedOrThrow(input);
  await assertFeedClient(db, user, input.id_cliente, row.id_cliente);
  const parentId =
    input.id_alimento_pai === undefined
      ? row.id_alimento_pai
      : await checkParentFeed(db, user, input.id_alimento_pai);
  await updateFeed(db, row.id, {
    ...userFeedColumns(reading, input),
    id_alimento_pai: parentId,
    updated_at: now.toISOString(),
  });
  return reloadFeed(db, 'usuario', row.id);
}
