/** getAlimentosEmpresa and getAlimentosPatrocinados: a company's feeds, or its sponsored ones. */
import type { TFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { hasRole } from '../../auth/roles';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { SignedInUser } from '../../access/signed-in-user';
import { isCompanyFeedVisible, isSponsoredFeedShown, viewerOf } from '../feed-visibility';
import { toWireFeed, visibilityFactsOf } from '../feed-wire';
import { findCompanyFeeds } from '../repository';

type Db = Kysely<Database>;

function isCompanyMember(user: SignedInUser, companyId: number | null | undefined): boolean {
  return companyId !== null && companyId !== undefined && user.access.view.empresa_vinculada === companyId;
}

/** Company feeds: the company area sees all of its feeds; elsewhere the visibility rules apply. */
export async function listCompanyFeeds(
  db: Db,
  user: SignedInUser,
  input: { id_empresa?: number | null | undefined; area_da_empresa?: boolean | undefined },
  onlySponsored: boolean,
): Promise<TFeed[]> {
  const companyId = input.id_empresa ?? null;
  if (input.area_da_empresa) {
    if (!isCompanyMember(user, companyId) && !hasRole(user, 'admin')) throw appError('FORBIDDEN');
    const rows = await findCompanyFeeds(db, { companyId, onlySponsored, withHidden: true });
    return rows.map(toWireFeed);
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
