/** getListaAlimentos: the catalogue, company and user feed lists the user may see (feed-visibility.ts). */
import { PRODUCT_KEY } from '@cocho/contracts';
import type { TFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SignedInUser } from '../../access/signed-in-user';
import { buildFeedLists, viewerOf } from '../feed-visibility';
import { toWireFeed, visibilityFactsOf } from '../feed-wire';
import { findListCandidates } from '../repository';

type Db = Kysely<Database>;

export async function listFeeds(
  db: Db,
  user: SignedInUser,
  input: { apenasUSREMP?: boolean | undefined; id_cliente?: number | null | undefined },
): Promise<{ [PRODUCT_KEY]: TFeed[]; emp: TFeed[]; usr: TFeed[] }> {
  const viewer = viewerOf(user, input.id_cliente ?? null);
  const onlyUserAndCompany = input.apenasUSREMP === true;
  const rows = await findListCandidates(db, viewer, { withCatalogue: !onlyUserAndCompany });
  const lists = buildFeedLists(rows, visibilityFactsOf, viewer, { onlyUserAndCompany });
  return {
    [PRODUCT_KEY]: lists.catalogue.map(toWireFeed),
    emp: lists.company.map(toWireFeed),
    usr: lists.user.map(toWireFeed),
  };
}
