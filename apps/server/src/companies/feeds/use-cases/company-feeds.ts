/**
 * A company's own feeds (EMP|id; docs/product/calculation.md#records): listed, created, edited and deleted by the company's staff in
 * /empresa/alimentos. The composition is read exactly like a user feed's (user-feed-input.ts: comma
 * decimals, the catalogue's limits and derivations); the company adds visibility, restricted and the
 * inclusion bounds min_100 ≤ max_100.
 */
import { INT4_MAX } from '@cocho/contracts';
import type { TCompanyFeed, ZCompanyFeedInput } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SignedInUser } from '../../../access/signed-in-user';
import { nextVersion } from '../../../db/next-version';
import type { Database } from '../../../db/schema';
import { appError } from '../../../errors';
import { parseFeedId } from '../../../feeds/feed-ids';
import { readUserFeedOrThrow } from '../../../feeds/user-feed-input';
import { userFeedColumns } from '../../../feeds/user-feed-row';
import type { CompanyCaller } from '../company-feed-access';
import { toCompanyFeed } from '../company-feed-wire';
import {
  changeSponsorship,
  deleteCompanyFeed,
  findFeedsOfCompany,
  getCompanyFeedById,
  getFeedOfCompany,
  insertCompanyFeed,
  updateCompanyFeed as updateCompanyFeedRow,
} from '../repository';

type Db = Kysely<Database>;
type CompanyFeedInput = z.output<typeof ZCompanyFeedInput>;

/** Sponsorship states in which the feed is, or may soon be, shown to users outside the company. */
const OPEN_SPONSORSHIP = new Set(['solicitado', 'aceito']);

/** The company's feeds; restricted ones only for its managers (and administrators). */
export async function listCompanyFeedsOfArea(db: Db, caller: CompanyCaller): Promise<TCompanyFeed[]> {
  const rows = await findFeedsOfCompany(db, caller.company.id);
  return rows.filter((row) => row.restrito === 0 || caller.seesRestricted).map(toCompanyFeed);
}

/**
 * The row id of a company feed's wire id (`EMP|12`), or null for anything else, ids beyond the 32-bit
 * column included (PostgreSQL refuses to compare them: they would answer INTERNAL instead of NOT_FOUND).
 */
export function companyFeedRowId(wireId: string): number | null {
  const parsed = parseFeedId(wireId);
  return parsed && parsed.kind === 'empresa' && parsed.id <= INT4_MAX ? parsed.id : null;
}

/** A feed of the caller's company that the caller may see: NOT_FOUND otherwise (ids cannot be probed). */
export async function loadCompanyFeed(db: Db, caller: CompanyCaller, wireId: string) {
  const feedId = companyFeedRowId(wireId);
  if (feedId === null) throw appError('NOT_FOUND');
  const row = await getFeedOfCompany(db, caller.company.id, feedId);
  if (!row || (row.restrito === 1 && !caller.seesRestricted)) throw appError('NOT_FOUND');
  return row;
}

function companyColumns(caller: CompanyCaller, input: CompanyFeedInput) {
  if (input.restrito && !caller.seesRestricted) throw appError('FORBIDDEN');
  // The composition and names as a user feed's; visibility and client are the company's own below.
  const asUserFeed = { ...input, id_cliente: null, visibilidade: 'privado' as const };
  const reading = readUserFeedOrThrow(asUserFeed);
  return {
    ...userFeedColumns(reading, asUserFeed),
    id_cliente: null,
    visibilidade: input.visibilidade,
    restrito: input.restrito ? 1 : 0,
    min_100: input.min_100 ?? null,
    max_100: input.max_100 ?? null,
  };
}

async function reloadCompanyFeed(db: Db, id: number): Promise<TCompanyFeed> {
  const row = await getCompanyFeedById(db, id);
  if (!row) throw appError('NOT_FOUND');
  return toCompanyFeed(row);
}

export async function createCompanyFeed(
  db: Db,
  user: SignedInUser,
  caller: CompanyCaller,
  input: CompanyFeedInput,
  now: Date,
): Promise<TCompanyFeed> {
  const at = now.toISOString();
  const id = await insertCompanyFeed(db, {
    kind: 'empresa',
    ...companyColumns(caller, input),
    nutrientes_originais: null,
    fonte: null,
    source_id: null,
    category_hint: null,
    excluido: 0,
    id_alimento_pai: null,
    user_id: user.id,
    empresa: caller.company.id,
    patrocinado: 0,
    recomendado: 0,
    status: null,
    motivo_rejeicao: null,
    enviado_em: null,
    id_alimento_catalogo: null,
    created_at: at,
    updated_at: at,
  });
  return reloadCompanyFeed(db, id);
}

/** A nutrient map as stored (JSON text), keys in a fixed order, for comparing two compositions. */
function canonicalNutrients(text: string | null): string {
  try {
    const parsed = JSON.parse(text ?? '{}') as Record<string, unknown>;
    return JSON.stringify(Object.entries(parsed).sort(([a], [b]) => a.localeCompare(b)));
  } catch {
    return text ?? '';
  }
}

/**
 * Whether an edit changes what an administrator accepted for sponsorship: the names, the category or the
 * composition shown to users outside the company (price, visibility and bounds do not).
 */
function changesSponsoredContent(
  row: {
    name: string;
    name_en: string | null;
    name_es: string | null;
    name_sci: string | null;
    tipo: number;
    nutrientes: string | null;
  },
  columns: ReturnType<typeof companyColumns>,
): boolean {
  return (
    row.name !== columns.name ||
    row.name_en !== columns.name_en ||
    row.name_es !== columns.name_es ||
    row.name_sci !== columns.name_sci ||
    row.tipo !== columns.tipo ||
    canonicalNutrients(row.nutrientes) !== canonicalNutrients(columns.nutrientes)
  );
}

/**
 * Edits a company feed. An accepted sponsorship whose names, category or composition change goes back to
 * requested (no longer shown as sponsored) until an administrator accepts it again: what is shown to users
 * outside the company is always what was reviewed. With `base_updated_at` (the feed's `updated_at` as read)
 * the edit applies only while the feed is still that version (a conditional UPDATE, so of two concurrent
 * edits one wins), else CONFLICT; each edit gets a later version (docs/decisions/one-pass-saves.md).
 */
export async function updateCompanyFeed(
  db: Db,
  caller: CompanyCaller,
  input: CompanyFeedInput & { id: string; base_updated_at?: string | undefined },
  now: Date,
): Promise<{ feed: TCompanyFeed; sponsorshipReopened: boolean }> {
  const row = await loadCompanyFeed(db, caller, input.id);
  const base = input.base_updated_at;
  if (base !== undefined && base !== row.updated_at) throw appError('CONFLICT');
  // A restricted feed is never shown outside the company's managers, so it cannot stay sponsored.
  if (input.restrito && row.patrocinio !== null && OPEN_SPONSORSHIP.has(row.patrocinio)) {
    throw appError('VALIDATION_FAILED', [{ field: 'restrito', code: 'SPONSORED' }]);
  }
  const { base_updated_at: _base, ...feedInput } = input;
  const columns = companyColumns(caller, feedInput);
  const at = nextVersion(now, row.updated_at);
  const sponsorshipReopened = await db.transaction().execute(async (trx) => {
    if (!(await updateCompanyFeedRow(trx, caller.company.id, row.id, { ...columns, updated_at: at }, base)))
      throw appError(base === undefined ? 'NOT_FOUND' : 'CONFLICT');
    return row.patrocinio === 'aceito' && changesSponsoredContent(row, columns)
      ? changeSponsorship(trx, row.id, ['aceito'], 'solicitado', at)
      : false;
  });
  return { feed: await reloadCompanyFeed(db, row.id), sponsorshipReopened };
}

export async function removeCompanyFeed(
  db: Db,
  caller: CompanyCaller,
  wireId: string,
): Promise<{ id: string }> {
  const row = await loadCompanyFeed(db, caller, wireId);
  await deleteCompanyFeed(db, caller.company.id, row.id);
  return { id: wireId };
}
