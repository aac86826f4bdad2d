/**
 * updateUserFeed: changes one of the user's feeds (not once approved into the catalogue). With
 * `base_updated_at` the change applies only while the feed is still that version (a conditional UPDATE, so
 * two concurrent edits cannot both win), else CONFLICT; each change gets a later version.
 */
import type { TFeed, TUserFeedInput } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { SignedInUser } from '../../access/signed-in-user';
import { checkParentFeed, loadOwnFeed, reloadFeed } from '../feed-access';
import { updateFeed, updateFeedIfVersion } from '../repository';
import { readUserFeedOrThrow } from '../user-feed-input';
import { assertFeedClient } from '../user-feed-client';
import { userFeedColumns } from '../user-feed-row';

type Db = Kysely<Database>;

/** The new version: the change's time, and always later than the version it replaces. */
function nextVersion(now: Date, previous: string): string {
  const before = Date.parse(previous);
  return new Date(Number.isNaN(before) ? now.getTime() : Math.max(now.getTime(), before + 1)).toISOString();
}

export async function updateUserFeed(
  db: Db,
  user: SignedInUser,
  input: TUserFeedInput & { id: string; base_updated_at?: string | undefined },
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
  if (input.base_updated_at !== undefined && input.base_updated_at !== row.updated_at)
    throw appError('CONFLICT');
  const patch = {
    ...userFeedColumns(reading, input),
    id_alimento_pai: parentId,
    updated_at: nextVersion(now, row.updated_at),
  };
  if (input.base_updated_at === undefined) await updateFeed(db, row.id, patch);
  else if (!(await updateFeedIfVersion(db, row.id, input.base_updated_at, patch))) throw appError('CONFLICT');
  return reloadFeed(db, 'usuario', row.id);
}
