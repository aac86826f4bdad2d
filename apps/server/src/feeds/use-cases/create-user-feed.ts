/** createUserFeed: a new private feed of the user, possibly adapted from a feed they may see. */
import type { TFeed, TUserFeedInput } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SignedInUser } from '../../access/signed-in-user';
import { checkParentFeed, reloadFeed } from '../feed-access';
import { parseFeedId } from '../feed-ids';
import { getFeed, insertFeed } from '../repository';
import { readUserFeedOrThrow } from '../user-feed-input';
import { assertFeedClient } from '../user-feed-client';
import { newUserFeedRow } from '../user-feed-row';

type Db = Kysely<Database>;

/**
 * Source of an adapted feed: the parent's own citation (what users read is a citation; the parent itself is
 * kept in id_alimento_pai).
 */
async function adaptedSource(db: Db, parentId: string | null): Promise<string | null> {
  if (parentId === null) return null;
  const parsed = parseFeedId(parentId);
  const parent = parsed && (await getFeed(db, parsed.kind, parsed.id));
  if (!parent) return null;
  return parent.fonte;
}

export async function createUserFeed(
  db: Db,
  user: SignedInUser,
  input: TUserFeedInput,
  now: Date,
): Promise<TFeed> {
  const reading = readUserFeedOrThrow(input);
  await assertFeedClient(db, user, input.id_cliente);
  const parentId = await checkParentFeed(db, user, input.id_alimento_pai);
  const id = await insertFeed(db, {
    ...newUserFeedRow(user, reading, input, now.toISOString()),
    id_alimento_pai: parentId,
    fonte: await adaptedSource(db, parentId),
  });
  return reloadFeed(db, 'usuario', id);
}
