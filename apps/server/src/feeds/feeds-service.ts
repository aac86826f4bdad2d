/**
 * Use cases of the feed catalogue (issue 5 items 3, 6, 7). Handlers in feeds-routes.ts call these; SQL
 * lives in feeds-repository.ts and the visibility rules in feed-visibility.ts.
 */
import { LAB_REPORT_MAX_BYTES, PRODUCT_KEY } from '@cocho/contracts';
import type { TFeed, TImportProblem, TLabReport, TPendingFeed, TUserFeedInput } from '@cocho/contracts';
import { NUTRIENT_KEYS } from '@cocho/engine';
import type { NutrientKey } from '@cocho/engine';
import type { Kysely } from 'kysely';
import { hasRole } from '../auth/roles';
import type { Database } from '../db/schema';
import type { FeedKind } from '../db/tables/feeds';
import { appError } from '../errors';
import type { UserRecord } from '../users/repository';
import { CATALOGUE_COLUMNS, writeCsv } from './catalogue-csv';
import { NASEM_PROFILE, PRODUCT_PROFILE, readCatalogueCsv } from './catalogue-rows';
import { hintOfCategory, isRoughageCategory } from './feed-categories';
import { parseFeedId } from './feed-ids';
import { buildFeedLists, isCompanyFeedVisible, isSponsoredFeedShown } from './feed-visibility';
import type { FeedViewer } from './feed-visibility';
import { parseNutrientsJson, toWireFeed, toWireFlags, visibilityFactsOf } from './feed-wire';
import {
  deleteFeed,
  findCatalogueFeeds,
  findCatalogueIdsBySourceId,
  findCompanyFeeds,
  findListCandidates,
  findPendingFeeds,
  getCatalogueState,
  getFeed,
  getLabReport,
  getLabReportInfo,
  insertFeed,
  insertLabReport,
  touchCatalogue,
  updateFeed,
} from './feeds-repository';
import type { FeedRowWithOwner, NewFeedRow } from './feeds-repository';
import { catalogueRowToFeed } from './seed-catalogue';
import { readUserFeedInput } from './user-feed-input';
import type { UserFeedReading } from './user-feed-input';

type Db = Kysely<Database>;

/**
 * The viewer of the visibility rules. Company access level: 0 for a manager (gestor), otherwise unknown
 * until the company area stores collaborators' positions (spec 01 §3 emp_user.acesso).
 */
export function viewerOf(user: UserRecord, selectedClientId: number | null): FeedViewer {
  return {
    userId: user.id,
    isPremium: hasRole(user, 'premium'),
    companyId: user.empresa_vinculada,
    companyAccessLevel: user.gestor === 1 ? 0 : null,
    selectedClientId,
  };
}

export async function listFeeds(
  db: Db,
  user: UserRecord,
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

export async function lastUpdate(db: Db, now: Date): Promise<[number, string]> {
  const state = await getCatalogueState(db, now.toISOString());
  return [state.version, state.updated_at];
}

function isCompanyMember(user: UserRecord, companyId: number | null | undefined): boolean {
  return companyId !== null && companyId !== undefined && user.empresa_vinculada === companyId;
}

/** Company feeds: the company area sees all of its feeds; elsewhere the visibility rules apply. */
export async function listCompanyFeeds(
  db: Db,
  user: UserRecord,
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

function readInputOrThrow(input: TUserFeedInput): UserFeedReading {
  const reading = readUserFeedInput(input);
  if (!reading.ok) throw appError('VALIDATION_FAILED', reading.fields);
  return reading.value;
}

/** The parent feed must exist and be visible to the user (a catalogue feed or one of the user's own). */
async function checkParent(
  db: Db,
  user: UserRecord,
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

/** Source text of an adapted feed: the parent it started from and the parent's own source. */
async function adaptedSource(db: Db, parentId: string | null): Promise<string | null> {
  if (parentId === null) return null;
  const parsed = parseFeedId(parentId);
  const parent = parsed && (await getFeed(db, parsed.kind, parsed.id));
  if (!parent) return null;
  return `Adapted from ${parentId} (${parent.name})${parent.fonte ? `; original source: ${parent.fonte}` : ''}`;
}

function userFeedColumns(reading: UserFeedReading, input: TUserFeedInput) {
  const { row } = reading;
  return {
    tipo: row.category,
    name: row.namePt,
    name_en: row.nameEn,
    name_es: row.nameEs,
    name_sci: row.nameSci,
    nutrientes: JSON.stringify(row.nutrients),
    nutrientes_calculados: JSON.stringify(row.computedKeys),
    alertas: JSON.stringify(row.flags),
    custo: reading.cost,
    unidade: input.unidade ?? 'kg',
    volumoso: isRoughageCategory(row.category) ? 1 : 0,
    id_cliente: input.id_cliente ?? null,
    visibilidade: input.visibilidade ?? 'privado',
  };
}

async function loadOwnFeed(db: Db, user: UserRecord, wireId: string): Promise<FeedRowWithOwner> {
  const parsed = parseFeedId(wireId);
  if (!parsed || parsed.kind !== 'usuario') throw appError('NOT_FOUND');
  const row = await getFeed(db, 'usuario', parsed.id);
  if (!row) throw appError('NOT_FOUND');
  if (row.user_id !== user.id && !hasRole(user, 'admin')) throw appError('FORBIDDEN');
  return row;
}

async function reload(db: Db, kind: FeedKind, id: number): Promise<TFeed> {
  const row = await getFeed(db, kind, id);
  if (!row) throw appError('NOT_FOUND');
  return toWireFeed(row);
}

function newUserFeed(
  user: UserRecord,
  reading: UserFeedReading,
  input: TUserFeedInput,
  now: string,
): NewFeedRow {
  return {
    kind: 'usuario',
    ...userFeedColumns(reading, input),
    nutrientes_originais: null,
    fonte: null,
    source_id: null,
    category_hint: null,
    excluido: 0,
    id_alimento_pai: null,
    user_id: user.id,
    empresa: null,
    restrito: 0,
    patrocinado: 0,
    recomendado: 0,
    min_100: null,
    max_100: null,
    status: null,
    motivo_rejeicao: null,
    enviado_em: null,
    id_alimento_catalogo: null,
    created_at: now,
    updated_at: now,
  };
}

export async function createUserFeed(
  db: Db,
  user: UserRecord,
  input: TUserFeedInput,
  now: Date,
): Promise<TFeed> {
  const reading = readInputOrThrow(input);
  const parentId = await checkParent(db, user, input.id_alimento_pai);
  const id = await insertFeed(db, {
    ...newUserFeed(user, reading, input, now.toISOString()),
    id_alimento_pai: parentId,
    fonte: await adaptedSource(db, parentId),
  });
  return reload(db, 'usuario', id);
}

export async function updateUserFeed(
  db: Db,
  user: UserRecord,
  input: TUserFeedInput & { id: string },
  now: Date,
): Promise<TFeed> {
  const row = await loadOwnFeed(db, user, input.id);
  if (row.status === 'aprovado') throw appError('CONFLICT');
  const reading = readInputOrThrow(input);
  const parentId =
    input.id_alimento_pai === undefined
      ? row.id_alimento_pai
      : await checkParent(db, user, input.id_alimento_pai);
  await updateFeed(db, row.id, {
    ...userFeedColumns(reading, input),
    id_alimento_pai: parentId,
    updated_at: now.toISOString(),
  });
  return reload(db, 'usuario', row.id);
}

export async function hideUserFeed(
  db: Db,
  user: UserRecord,
  wireId: string,
  hidden: boolean,
  now: Date,
): Promise<TFeed> {
  const row = await loadOwnFeed(db, user, wireId);
  await updateFeed(db, row.id, { excluido: hidden ? 1 : 0, updated_at: now.toISOString() });
  return reload(db, 'usuario', row.id);
}

export async function removeUserFeed(db: Db, user: UserRecord, wireId: string): Promise<{ id: string }> {
  const row = await loadOwnFeed(db, user, wireId);
  await deleteFeed(db, row.id);
  return { id: wireId };
}

/** Magic numbers of the accepted lab report types. */
const FILE_SIGNATURES: Readonly<Record<TLabReport['tipo_mime'], readonly number[]>> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Sends a feed to the public catalogue with its lab report: a private user feed, pending approval. */
export async function sendFeedForApproval(
  db: Db,
  user: UserRecord,
  input: TUserFeedInput & { laudo: TLabReport },
  now: Date,
): Promise<TFeed> {
  const reading = readInputOrThrow(input);
  const content = Buffer.from(input.laudo.conteudo_base64, 'base64');
  if (content.length > LAB_REPORT_MAX_BYTES) throw appError('PAYLOAD_TOO_LARGE');
  const signature = FILE_SIGNATURES[input.laudo.tipo_mime];
  if (content.length < signature.length || signature.some((byte, index) => content[index] !== byte)) {
    throw appError('VALIDATION_FAILED', [{ field: 'laudo.conteudo_base64', code: 'FILE_TYPE_MISMATCH' }]);
  }
  const parentId = await checkParent(db, user, input.id_alimento_pai);
  const stamp = now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const feedId = await insertFeed(trx, {
      ...newUserFeed(user, reading, input, stamp),
      id_alimento_pai: parentId,
      visibilidade: 'privado',
      status: 'pendente',
      enviado_em: stamp,
    });
    await insertLabReport(
      trx,
      {
        feed_id: feedId,
        file_name: input.laudo.nome_arquivo,
        mime_type: input.laudo.tipo_mime,
        size_bytes: content.length,
        content_base64: input.laudo.conteudo_base64,
      },
      stamp,
    );
    return feedId;
  });
  return reload(db, 'usuario', id);
}

function requireAdmin(user: UserRecord): void {
  if (!hasRole(user, 'admin')) throw appError('FORBIDDEN');
}

export async function listPendingFeeds(db: Db, user: UserRecord): Promise<TPendingFeed[]> {
  requireAdmin(user);
  const rows = await findPendingFeeds(db);
  return Promise.all(
    rows.map(async (row) => {
      const report = await getLabReportInfo(db, row.id);
      return {
        ...toWireFeed(row),
        user_id: row.user_id ?? 0,
        enviado_em: row.enviado_em ?? row.created_at,
        laudo: report
          ? { nome_arquivo: report.file_name, tipo_mime: report.mime_type, tamanho_bytes: report.size_bytes }
          : null,
      };
    }),
  );
}

export async function readLabReport(db: Db, user: UserRecord, wireId: string): Promise<TLabReport> {
  const row = await loadOwnFeed(db, user, wireId);
  const report = await getLabReport(db, row.id);
  if (!report) throw appError('NOT_FOUND');
  const mime = report.mime_type;
  if (mime !== 'application/pdf' && mime !== 'image/png' && mime !== 'image/jpeg') throw appError('INTERNAL');
  return { nome_arquivo: report.file_name, tipo_mime: mime, conteudo_base64: report.content_base64 };
}

async function loadPending(db: Db, user: UserRecord, wireId: string): Promise<FeedRowWithOwner> {
  requireAdmin(user);
  const parsed = parseFeedId(wireId);
  if (!parsed || parsed.kind !== 'usuario') throw appError('NOT_FOUND');
  const row = await getFeed(db, 'usuario', parsed.id);
  if (!row || row.status === null) throw appError('NOT_FOUND');
  if (row.status !== 'pendente') throw appError('CONFLICT');
  return row;
}

/** Approves a sent feed: a catalogue copy is made (source: the submission) and the catalogue version moves. */
export async function approveFeed(
  db: Db,
  user: UserRecord,
  wireId: string,
  now: Date,
): Promise<{ enviado: TFeed; catalogo: TFeed }> {
  const row = await loadPending(db, user, wireId);
  const stamp = now.toISOString();
  const report = await getLabReportInfo(db, row.id);
  const source =
    `User submission ${wireId} by user #${row.user_id ?? '?'}, sent ${row.enviado_em ?? row.created_at}` +
    `${report ? `, lab report "${report.file_name}"` : ''}; approved by administrator #${user.id} on ${stamp}.`;
  const catalogueId = await db.transaction().execute(async (trx) => {
    const id = await insertFeed(trx, {
      kind: 'catalogo',
      tipo: row.tipo,
      name: row.name,
      name_en: row.name_en,
      name_es: row.name_es,
      name_sci: row.name_sci,
      nutrientes: row.nutrientes,
      nutrientes_originais: row.nutrientes,
      nutrientes_calculados: row.nutrientes_calculados,
      alertas: row.alertas,
      fonte: source,
      source_id: `USR:${row.id}`,
      category_hint: hintOfCategory(row.tipo),
      custo: null,
      unidade: 'kg',
      volumoso: row.volumoso,
      excluido: 0,
      id_alimento_pai: wireId,
      user_id: null,
      id_cliente: null,
      empresa: null,
      restrito: 0,
      patrocinado: 0,
      visibilidade: 'todos',
      recomendado: 0,
      min_100: null,
      max_100: null,
      status: null,
      motivo_rejeicao: null,
      enviado_em: null,
      id_alimento_catalogo: null,
      created_at: stamp,
      updated_at: stamp,
    });
    await updateFeed(trx, row.id, { status: 'aprovado', id_alimento_catalogo: id, updated_at: stamp });
    await touchCatalogue(trx, stamp);
    return id;
  });
  return {
    enviado: await reload(db, 'usuario', row.id),
    catalogo: await reload(db, 'catalogo', catalogueId),
  };
}

export async function rejectFeed(
  db: Db,
  user: UserRecord,
  input: { id: string; motivo?: string | undefined },
  now: Date,
): Promise<TFeed> {
  const row = await loadPending(db, user, input.id);
  await updateFeed(db, row.id, {
    status: 'rejeitado',
    motivo_rejeicao: input.motivo ?? null,
    updated_at: now.toISOString(),
  });
  return reload(db, 'usuario', row.id);
}

export type ImportSummary = {
  simulacao: boolean;
  aplicado: boolean;
  linhas: number;
  novos: number;
  atualizados: number;
  problemas: TImportProblem[];
  avisos: TImportProblem[];
  alertas: { row: number; source_id: string; alertas: ReturnType<typeof toWireFlags> }[];
};

/**
 * Administrator CSV import (issue 5 item 7): the dry run (`simular`) lists every row's problems and
 * writes nothing; a real import with any problem writes nothing either; otherwise every row is inserted
 * or updated (by source_id) in one transaction, so a failure rolls all of it back.
 */
export async function importCatalogue(
  db: Db,
  user: UserRecord,
  input: { csv: string; perfil?: 'produto' | 'nasem' | undefined; simular: boolean },
  now: Date,
): Promise<ImportSummary> {
  requireAdmin(user);
  const profile = input.perfil === 'nasem' ? NASEM_PROFILE : PRODUCT_PROFILE;
  const read = readCatalogueCsv(input.csv, profile);
  const warnings = [...read.warnings];
  const rows = read.rows.filter((row) => {
    if (!row.isAdditive) return true;
    warnings.push({ row: row.line, column: 'category_hint', code: 'ADDITIVE_ROW_SKIPPED' });
    return false;
  });
  const existing = await findCatalogueIdsBySourceId(
    db,
    rows.map((row) => row.sourceId),
  );
  const summary: ImportSummary = {
    simulacao: input.simular,
    aplicado: false,
    linhas: read.recordCount,
    novos: rows.filter((row) => !existing.has(row.sourceId)).length,
    atualizados: rows.filter((row) => existing.has(row.sourceId)).length,
    problemas: [...read.problems],
    avisos: warnings,
    alertas: rows
      .filter((row) => row.flags.some((flag) => flag.code !== 'ZERO_READ_AS_UNKNOWN'))
      .map((row) => ({ row: row.line, source_id: row.sourceId, alertas: toWireFlags(row.flags) })),
  };
  if (input.simular || summary.problemas.length > 0) return summary;

  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // Re-read inside the transaction: a concurrent import may have added a source id since the check.
    const current = await findCatalogueIdsBySourceId(
      trx,
      rows.map((row) => row.sourceId),
    );
    for (const row of rows) {
      const values = catalogueRowToFeed(row, stamp);
      const id = current.get(row.sourceId);
      if (id === undefined) {
        await insertFeed(trx, values);
      } else {
        const { created_at: _created, ...patch } = values;
        await updateFeed(trx, id, patch);
      }
    }
    await touchCatalogue(trx, stamp);
  });
  return { ...summary, aplicado: true };
}

function formatNumber(value: number): string {
  return String(value);
}

/**
 * Catalogue export in the data files' column layout (issue 5 item 7). Values are in the product's units
 * and computed values are left blank, so importing the file with the `produto` profile gives back the same
 * catalogue (the derivations are redone).
 */
export async function exportCatalogue(
  db: Db,
  user: UserRecord,
  now: Date,
): Promise<{ nome_arquivo: string; csv: string }> {
  requireAdmin(user);
  const feeds = await findCatalogueFeeds(db);
  const rows = feeds
    .filter((feed) => feed.excluido === 0)
    .map((feed) => {
      const nutrients = parseNutrientsJson(feed.nutrientes) ?? {};
      const computed = new Set<string>(JSON.parse(feed.nutrientes_calculados) as string[]);
      const cells: Record<string, string> = {
        source_id: feed.source_id ?? `COCHO:${feed.id}`,
        name_pt: feed.name,
        name_en: feed.name_en ?? '',
        category_hint: feed.category_hint ?? hintOfCategory(feed.tipo),
        source: feed.fonte ?? '',
      };
      for (const key of NUTRIENT_KEYS as readonly NutrientKey[]) {
        const value = nutrients[key];
        cells[key] = value === undefined || computed.has(key) ? '' : formatNumber(value);
      }
      return CATALOGUE_COLUMNS.map((column) => cells[column] ?? '');
    });
  const date = now.toISOString().slice(0, 10);
  return { nome_arquivo: `catalogo-alimentos-${date}.csv`, csv: writeCsv(CATALOGUE_COLUMNS, rows) };
}
