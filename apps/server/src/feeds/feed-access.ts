/**
 * The feed lookups that the use cases share: a user's own feed, a feed pending review, a parent feed the
 * user may adapt, and a feed reloaded in its wire shape. Each throws the AppError the client shows.
 */
import type { TFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../access/signed-in-user';
import { hasRole, requireRole } from '../auth/roles';
import type { Database } from '../db/schema';
import type { FeedKind } from '../db/tables/feeds';
import { appError } from '../errors';
import type { UserRecord } from '../users/repository';
import { parseFeedId } from './feed-ids';
import { isCompanyFeedVisible, viewerOf } from './feed-visibility';
import { toWireFeed, visibilityFactsOf } from './feed-wire';
import { getFeed } from './repository';
import type { FeedRowWithOwner } from './repository';

type Db = Kysely<Database>;

/** A user feed of `user` (or any, for an administrator): NOT_FOUND or FORBIDDEN otherwise. */
export async function loadOwnFeed(db: Db, user: UserRecord, wireId: string): Promise<FeedRowWithOwner> {
  const parsed = parseFeedId(wireId);
  if (!parsed || parsed.kind !== 'usuario') throw appError('NOT_FOUND');
  const row = await getFeed(db, 'usuario', parsed.id);
  if (!row) throw appError('NOT_FOUND');
  // Someone else's feed answers as a missing one, so its existence is not told.
  if (row.user_id !== user.id && !hasRole(user, 'admin')) throw appError('NOT_FOUND');
  return row;
}

/** A user feed sent for approval and still pending (administrators only). */
export async function loadPendingFeed(db: Db, user: UserRecord, wireId: string): Promise<FeedRowWithOwner> {
  requireRole(user, 'admin');
  const parsed = parseFeedId(wireId);
  if (!parsed || parsed.kind !== 'usuario') throw appError('NOT_FOUND');
  const row = await getFeed(db, 'usuario', parsed.id);
  if (!row || row.status === null) throw appError('NOT_FOUND');
  if (row.status !== 'pendente') throw appError('CONFLICT');
  return row;
}

/** The parent feed must exist and be visible to the user (a catalogue feed or one of the user's own). */
export async function checkParentFeed(
  db: Db,
  user: SignedInUser,
  parentId: string | null | undefined,
): Promise<string | null> {
  if (parentId === null || parentId === undefined || parentId === '') return null;
  const parsed = parseFeedId(parentId);
  const parent = parsed && (await getFeed(db, parsed.kind, parsed.id));
  const isAllowed =
    parent !== undefined &&
    parent !== null &&
    ((parent.kind === 'catalogo' && parent.excluido === 0) ||
      (parent.kind === 'usuario' && parent.user_id === user.id) ||
      (parent.kind === 'empresa' && isCompanyFeedVisible(visibilityFactsOf(parent), viewerOf(user, null))));
  if (!isAllowed) throw appError('VALIDATION_FAILED', [{ field: 'id_alimento_pai', code: 'NOT_FOUND' }]);
  return parentId;
}

/** The feed as the client sees it, read again after a change. */
export async function reloadFeed(db: Db, kind: FeedKind, id: number): Promise<TFeed> {
  const row = await getFeed(db, kind, id);
  if (!row) throw appError('NOT_FOUND');
  return toWireFeed(row);
}
