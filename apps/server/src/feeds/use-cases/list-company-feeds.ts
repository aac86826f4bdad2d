/** getAlimentosEmpresa and getAlimentosPatrocinados: a company's feeds, or its sponsored ones. */
import type { TFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { SignedInUser } from '../../access/signed-in-user';
import { MEMBERS } from '../../companies/company-access';
import { requireCompanyCaller } from '../../companies/feeds/company-feed-access';
import { isCompanyFeedVisible, isSponsoredFeedShown, viewerOf } from '../feed-visibility';
import { toWireFeed, visibilityFactsOf } from '../feed-wire';
import { findCompanyFeeds } from '../repository';

type Db = Kysely<Database>;

/** Company feeds: the company area sees all of its feeds; elsewhere the visibility rules apply. */
export async function listCompanyFeeds(
  db: Db,
  user: SignedInUser,
  input: { id_empresa?: number | null | undefined; area_da_empresa?: boolean | undefined },
  onlySponsored: boolean,
): Promise<TFeed[]> {
  const companyId = input.id_empresa ?? null;
  if (input.area_da_empresa) {
    if (companyId === null) throw appError('FORBIDDEN');
    // The caller's active link to that company, checked on the call (not the stored empresa_vinculada);
    // restricted feeds only for its managers (docs/product/calculation.md#visibility).
    const caller = await requireCompanyCaller(db, user, companyId, MEMBERS);
    const rows = await findCompanyFeeds(db, { companyId, onlySponsored, withHidden: true });
    return rows.filter((row) => row.restrito === 0 || caller.seesRestricted).map(toWireFeed);
  }
  const viewer = viewerOf(user, null);
  const rows = await findCompanyFeeds(db, { companyId, onlySponsored, withHidden: false });
  return rows
    .filter((row) => {
      const facts = visibilityFactsOf(row);
      return onlySponsored ? isSponsoredFeedShown(facts, viewer) : isCompanyFeedVisible(facts, viewer);
    })
    .map(toWireFeed);
}
