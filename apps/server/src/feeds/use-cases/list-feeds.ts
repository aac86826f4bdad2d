/**
 * getListaAlimentos: the catalogue, company and user feed lists the user may see (feed-visibility.ts). The
 * catalogue part is the shared snapshot of its version (catalogue-cache.ts); only company, user and
 * sponsored feeds are read for the user (issue 19 item 2).
 */
import { PRODUCT_KEY } from '@cocho/contracts';
import type { TFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SignedInUser } from '../../access/signed-in-user';
import type { CatalogueCache } from '../catalogue-cache';
import { buildFeedLists, interleaveSponsored, viewerOf } from '../feed-visibility';
import { toWireFeed, visibilityFactsOf } from '../feed-wire';
import { findListCandidates } from '../repository';

type Db = Kysely<Database>;

export async function listFeeds(
  db: Db,
  user: SignedInUser,
  input: { apenasUSREMP?: boolean | undefined; id_cliente?: number | null | undefined },
  catalogue: CatalogueCache,
  now: Date,
): Promise<{ [PRODUCT_KEY]: TFeed[]; emp: TFeed[]; usr: TFeed[]; patrocinados: TFeed[] }> {
  const viewer = viewerOf(user, input.id_cliente ?? null);
  const rows = await findListCandidates(db, viewer, { withCatalogue: false });
  // Without catalogue rows, the catalogue list of buildFeedLists is the sponsored feeds alone.
  const lists = buildFeedLists(rows, visibilityFactsOf, viewer);
  const sponsored = lists.catalogue.map(toWireFeed);
  const shared =
    input.apenasUSREMP === true
      ? []
      : interleaveSponsored((await catalogue.current(db, now)).feeds, sponsored);
  return {
    [PRODUCT_KEY]: shared,
    emp: lists.company.map(toWireFeed),
    usr: lists.user.map(toWireFeed),
    patrocinados: sponsored,
  };
}
