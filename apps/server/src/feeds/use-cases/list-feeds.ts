/**
 * getListaAlimentos: the catalogue, company and user feed lists the user may see (feed-visibility.ts). The
 * catalogue part is the shared snapshot of its version (catalogue-cache.ts); only company, user and
 * sponsored feeds are read for the user (issue 19 item 2), and the answer's bytes come ready from
 * list-answer-cache.ts (issue 34 item 4).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SignedInUser } from '../../access/signed-in-user';
import type { PreparedAnswer } from '../../http/prepared-answer';
import type { CatalogueCache } from '../catalogue-cache';
import { buildFeedLists, viewerOf } from '../feed-visibility';
import type { ListAnswerCache } from '../list-answer-cache';
import { toWireFeed, visibilityFactsOf } from '../feed-wire';
import { findListCandidates } from '../repository';

type Db = Kysely<Database>;

export async function listFeeds(
  db: Db,
  user: SignedInUser,
  input: { apenasUSREMP?: boolean | undefined; id_cliente?: number | null | undefined },
  caches: { catalogue: CatalogueCache; answers: ListAnswerCache },
  now: Date,
): Promise<PreparedAnswer> {
  const viewer = viewerOf(user, input.id_cliente ?? null);
  const rows = await findListCandidates(db, viewer, { withCatalogue: false });
  // Without catalogue rows, the catalogue list of buildFeedLists is the sponsored feeds alone.
  const lists = buildFeedLists(rows, visibilityFactsOf, viewer);
  const own = {
    emp: lists.company.map(toWireFeed),
    usr: lists.user.map(toWireFeed),
    patrocinados: lists.catalogue.map(toWireFeed),
  };
  // The catalogue version is read even for apenasUSREMP: a new version names new answers.
  const snapshot = await caches.catalogue.current(db, now);
  return caches.answers.answer(snapshot, own, input.apenasUSREMP === true);
}
