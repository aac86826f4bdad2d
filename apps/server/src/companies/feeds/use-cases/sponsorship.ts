/**
 * Sponsored company feeds (docs/product/shell.md#states: requested, accepted, declined, revoked; docs/product/calculation.md#visibility: shown only to
 * non-premium users, every third position). The company requests; an administrator accepts or declines a
 * request and revokes an accepted sponsorship. Each move is one conditional update, so a decision made on a
 * stale screen answers CONFLICT instead of applying twice.
 */
import type { TCompanyFeed, TSponsorship, TSponsorshipState } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { appError } from '../../../errors';
import type { CompanyCaller } from '../company-feed-access';
import { toCompanyFeed } from '../company-feed-wire';
import type { SponsorshipRow } from '../repository';
import { changeSponsorship, findOpenSponsorships, getFeedOfCompany, getSponsorship } from '../repository';
import { companyFeedRowId, loadCompanyFeed } from './company-feeds';

type Db = Kysely<Database>;

export type SponsorshipDecision = 'aceitar' | 'recusar' | 'revogar';

/** From which states each administrator decision moves, and to which. */
const DECISIONS: Readonly<
  Record<SponsorshipDecision, { from: readonly TSponsorshipState[]; to: TSponsorshipState }>
> = {
  aceitar: { from: ['solicitado'], to: 'aceito' },
  recusar: { from: ['solicitado'], to: 'recusado' },
  revogar: { from: ['aceito'], to: 'revogado' },
};

function toSponsorship(row: SponsorshipRow): TSponsorship {
  return { ...toCompanyFeed(row), empresa_nome: row.empresa_nome };
}

/** The company asks for its feed to be sponsored: from never requested, declined or revoked. */
export async function requestSponsorship(
  db: Db,
  caller: CompanyCaller,
  wireId: string,
  now: Date,
): Promise<TCompanyFeed> {
  const row = await loadCompanyFeed(db, caller, wireId);
  // Sponsored feeds are shown to users outside the company: never a restricted or hidden one.
  if (row.restrito === 1 || row.excluido === 1) throw appError('CONFLICT');
  const moved = await changeSponsorship(
    db,
    row.id,
    [null, 'recusado', 'revogado'],
    'solicitado',
    now.toISOString(),
  );
  if (!moved) throw appError('CONFLICT');
  const after = await getFeedOfCompany(db, caller.company.id, row.id);
  if (!after) throw appError('NOT_FOUND');
  return toCompanyFeed(after);
}

/** Requested and accepted sponsorships, for administrators. */
export async function listSponsorships(db: Db): Promise<TSponsorship[]> {
  return (await findOpenSponsorships(db)).map(toSponsorship);
}

/** An administrator's decision; NOT_FOUND for anything but a company feed, CONFLICT from another state. */
export async function decideSponsorship(
  db: Db,
  wireId: string,
  decision: SponsorshipDecision,
  now: Date,
): Promise<TSponsorship> {
  const feedId = companyFeedRowId(wireId);
  if (feedId === null) throw appError('NOT_FOUND');
  const rule = DECISIONS[decision];
  const moved = await changeSponsorship(db, feedId, rule.from, rule.to, now.toISOString());
  const row = await getSponsorship(db, feedId);
  if (!row) throw appError('NOT_FOUND');
  if (!moved) throw appError('CONFLICT');
  return toSponsorship(row);
}
