/**
 * Company reports (/empresa/relatorios; docs/product/calls.md#shell-calls dieta/getFDEmpresa and empresa/getDietasNaoVinculados):
 * saved diets that use the company's feeds, by users linked to the company (named) or not linked (shown
 * only by region), with totals by feed and by state. Amounts come from the diet's stored result: kg as fed
 * per animal per day (MN) and share of dry-matter intake (MSprop).
 */
import { COMPANY_REPORT_MAX_DIETS } from '@cocho/contracts';
import type { TCompanyReport, TCompanyReportDiet, ZCompanyReportRequest } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { appError } from '../../../errors';
import { formatFeedId } from '../../../feeds/feed-ids';
import type { CompanyCaller } from '../company-feed-access';
import type { ReportDietRow } from '../repository';
import { findDietsWithFeeds, findFeedsOfCompany, findLinkedUserIds } from '../repository';

type Db = Kysely<Database>;
type ReportRequest = z.output<typeof ZCompanyReportRequest>;

/** The parts of a stored record the report reads (records were validated when saved). */
type StoredRecord = {
  animal?: { numero_animais?: unknown } | null;
  alimentos_selecionados?: { id?: unknown; name?: unknown }[];
  resultado?: { id?: unknown; MN?: unknown; MSprop?: unknown }[] | null;
};

const finiteOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function parseRecord(row: ReportDietRow): StoredRecord | null {
  try {
    const record = JSON.parse(row.dieta) as unknown;
    return typeof record === 'object' && record !== null ? (record as StoredRecord) : null;
  } catch {
    return null;
  }
}

/**
 * The diet's head count: the lifecycle's `numero_animais` (the stored column) or else the animal's, which
 * every diet stores (the wizard's "number of animals").
 */
function headCountOf(row: ReportDietRow, record: StoredRecord | null): number | null {
  if (row.numero_animais !== null) return row.numero_animais;
  const count = finiteOrNull(record?.animal?.numero_animais);
  return count !== null && Number.isInteger(count) && count >= 0 ? count : null;
}

/**
 * The company feeds one diet uses, with their amounts; empty when it uses none. A feed counts only where the
 * formulated diet gives it an amount (kg as fed > 0): picked but left out by the optimiser, or never
 * formulated, is not a use.
 */
function companyFeedsOf(
  record: StoredRecord | null,
  names: ReadonlyMap<string, string>,
): TCompanyReportDiet['alimentos'] {
  if (record === null) return [];
  const results = new Map((record.resultado ?? []).map((result) => [String(result.id), result]));
  return (record.alimentos_selecionados ?? []).flatMap((feed) => {
    const id = String(feed.id);
    const name = names.get(id);
    if (name === undefined) return [];
    const result = results.get(id);
    const kg = finiteOrNull(result?.MN);
    if (kg === null || kg <= 0) return [];
    return [{ id, nome: name, kg_mn: kg, pct_ms: finiteOrNull(result?.MSprop) }];
  });
}

function totalsOf(
  diets: readonly TCompanyReportDiet[],
): Pick<TCompanyReport, 'totais_alimento' | 'totais_regiao'> {
  const byFeed = new Map<string, { nome: string; dietas: number; users: Set<string>; kg: number[] }>();
  const byState = new Map<string | null, { dietas: number; users: Set<string> }>();
  diets.forEach((diet) => {
    // Unnamed users are told apart by diet: their count is an upper bound.
    const user = diet.id_usuario === null ? `diet:${diet.id}` : `user:${diet.id_usuario}`;
    for (const feed of diet.alimentos) {
      const entry = byFeed.get(feed.id) ?? { nome: feed.nome, dietas: 0, users: new Set<string>(), kg: [] };
      entry.dietas += 1;
      entry.users.add(user);
      if (feed.kg_mn !== null) entry.kg.push(feed.kg_mn);
      byFeed.set(feed.id, entry);
    }
    const state = byState.get(diet.estado) ?? { dietas: 0, users: new Set<string>() };
    state.dietas += 1;
    state.users.add(user);
    byState.set(diet.estado, state);
  });
  return {
    totais_alimento: [...byFeed.entries()]
      .map(([id, entry]) => ({
        id,
        nome: entry.nome,
        dietas: entry.dietas,
        usuarios: entry.users.size,
        kg_mn_medio: entry.kg.length === 0 ? null : entry.kg.reduce((a, b) => a + b, 0) / entry.kg.length,
      }))
      .sort((a, b) => b.dietas - a.dietas || a.nome.localeCompare(b.nome)),
    totais_regiao: [...byState.entries()]
      .map(([estado, entry]) => ({ estado, dietas: entry.dietas, usuarios: entry.users.size }))
      .sort((a, b) => b.dietas - a.dietas || (a.estado ?? '').localeCompare(b.estado ?? '')),
  };
}

const EMPTY: TCompanyReport = { dietas: [], totais_alimento: [], totais_regiao: [], truncado: false };

/** The report of diets by users linked (`linked`) or not linked to the caller's company. */
export async function buildCompanyReport(
  db: Db,
  caller: CompanyCaller,
  input: ReportRequest,
  linked: boolean,
): Promise<TCompanyReport> {
  if (!linked && input.id_usuario !== null && input.id_usuario !== undefined) {
    // Users outside the company are never named, so they cannot be picked either.
    throw appError('VALIDATION_FAILED', [{ field: 'id_usuario', code: 'NOT_ALLOWED' }]);
  }
  const feeds = (await findFeedsOfCompany(db, caller.company.id)).filter(
    (row) => row.restrito === 0 || caller.seesRestricted,
  );
  const names = new Map(feeds.map((row) => [formatFeedId('empresa', row.id), row.name]));
  const chosen = input.id_alimento ?? null;
  if (chosen !== null && !names.has(chosen)) throw appError('NOT_FOUND');
  const feedWireIds = chosen === null ? [...names.keys()] : [chosen];
  if (feedWireIds.length === 0) return EMPTY;

  const linkedIds = [...(await findLinkedUserIds(db, caller.company.id))];
  const userId = input.id_usuario ?? null;
  const only = userId === null ? linkedIds : linkedIds.filter((id) => id === userId);
  if (linked && only.length === 0) return EMPTY;
  const rows = await findDietsWithFeeds(db, {
    feedWireIds,
    users: linked ? { only } : { except: linkedIds },
    from: input.de ?? null,
    toExclusive: input.ate ? nextDay(input.ate) : null,
    state: input.estado ? input.estado : null,
    limit: COMPANY_REPORT_MAX_DIETS + 1,
  });
  const wanted = chosen === null ? names : new Map([[chosen, names.get(chosen) ?? chosen]]);
  const diets = rows.slice(0, COMPANY_REPORT_MAX_DIETS).flatMap((row): TCompanyReportDiet[] => {
    const record = parseRecord(row);
    const alimentos = companyFeedsOf(record, wanted);
    if (alimentos.length === 0) return [];
    return [
      {
        id: row.id,
        nome: row.nome,
        data: row.updated_at,
        vinculado: linked,
        id_usuario: linked ? row.user_id : null,
        usuario_nome: linked ? row.usuario_nome : null,
        estado: row.estado,
        custo: row.custo,
        numero_animais: headCountOf(row, record),
        alimentos,
      },
    ];
  });
  return { dietas: diets, ...totalsOf(diets), truncado: rows.length > COMPANY_REPORT_MAX_DIETS };
}
