/**
 * getListaAlimentos: the catalogue, company and user feed lists the user may see (feed-visibility.ts). The
 * catalogue part is the shared snapshot of its version (catalogue-cache.ts); only company, user and
 * sponsored feeds are read for the user, and the route makes the answer's bytes once
 * per distinct answer (list-answer-cache.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CatalogueVersion } from '../../auth/repository';
import type { SignedInUser } from '../../access/signed-in-user';
import type { CatalogueCache, CatalogueSnapshot } from '../catalogue-cache';
import { buildFeedLists, viewerOf } from '../feed-visibility';
import type { UserFeedLists } from '../list-answer-cache';
import { toWireFeed, visibilityFactsOf } from '../feed-wire';
import { findListCandidates } from '../repository';

type Db = Kysely<Database>;

export async function listFeeds(
  db: Db,
  user: SignedInUser,
  input: { apenasUSREMP?: boolean | undefined; id_cliente?: number | null | undefined },
  catalogue: CatalogueCache,
  now: Date,
  known: CatalogueVersion | null,
): Promise<{ catalogue: CatalogueSnapshot; own: UserFeedLists; onlyUserAndCompany: boolean }> {
  const viewer = viewerOf(user, input.id_cliente ?? null);
  // The catalogue version (read with the session, `known`) names the answer even for apenasUSREMP.
  const [rows, snapshot] = await Promise.all([
    findListCandidates(db, viewer, { withCatalogue: false }),
    catalogue.current(db, now, known),
  ]);
  // Without catalogue rows, the catalogue list of buildFeedLists is the sponsored feeds alone.
  const lists = buildFeedLists(rows, visibilityFactsOf, viewer);
  const own = {
    // A feed listed among the company feeds is not shown to this viewer as sponsored (docs/product/shell.md#roles: sponsored
    // feeds are for non-premium users outside the company only), so it is not marked as one either.
    emp: lists.company.map((row) => ({ ...toWireFeed(row), patrocinado: false })),
    usr: lists.user.map(toWireFeed),
    patrocinados: lists.catalogue.map(toWireFeed),
  };
  return {
    catalogue: snapshot,
    own,
    onlyUserAndCompany: input.apenasUSREMP === true,
  };
}
