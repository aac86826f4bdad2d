/**
 * SQL of the administration tools: sent general messages, error reports with their answers, help items,
 * the formulations saved across the product and the product counts. The tables belong to their features
 * (notifications, help, diets, users); these are the administrators' reads and the few writes no other
 * feature makes (read and answered marks, help item edits).
 */
import { sql } from 'kysely';
import type { Expression, Kysely, Selectable, SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { ErrorReportsTable, HelpItemsTable } from '../db/tables/help';

type Db = Kysely<Database>;

export type Page = { offset: number; limit: number };

/** `%text%` for LIKE with its wildcards escaped (ESCAPE '\'), lower-case. */
const containing = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function likeLower(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** The first instant after day `day` (YYYY-MM-DD) in ISO text, for `created_at < end`. */
export function dayAfterIso(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

// --- Sent messages --------------------------------------------------------------------------------------

export type SentMessageRow = {
  id: number;
  titulo: string;
  mensagem: string;
  destino_tipo: string;
  destino_perfil: string | null;
  destino_idioma: number | null;
  created_at: string;
  enviado_por: string | null;
  lidas: number | string | bigint;
};

export async function findSentMessages(
  db: Db,
  page: Page,
): Promise<{ rows: SentMessageRow[]; total: number }> {
  const rows = await db
    .selectFrom('notifications as n')
    .leftJoin('users as u', 'u.id', 'n.created_by')
    .select([
      'n.id',
      'n.titulo',
      'n.mensagem',
      'n.destino_tipo',
      'n.destino_perfil',
      'n.destino_idioma',
      'n.created_at',
      'u.nome as enviado_por',
    ])
    .select((eb) =>
      eb
        .selectFrom('notification_reads as r')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('r.ref_id', '=', 'n.id')
        .where('r.tipo', '=', 'mensagem')
        .as('lidas'),
    )
    .orderBy('n.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const count = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows: rows.map((row) => ({ ...row, lidas: row.lidas ?? 0 })), total: Number(count.total) };
}

export async function findRecipientIds(
  db: Db,
  notificationIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byMessage = new Map<number, number[]>();
  if (notificationIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('notification_recipients')
    .select(['notification_id', 'user_id'])
    .where('notification_id', 'in', [...notificationIds])
    .orderBy('user_id')
    .execute();
  for (const row of rows)
    byMessage.set(row.notification_id, [...(byMessage.get(row.notification_id) ?? []), row.user_id]);
  return byMessage;
}

// --- Error reports --------------------------------------------------------------------------------------

export type ErrorReportFilters = {
  id?: number | undefined;
  situacao?: 'novos' | 'lidos' | 'respondidos' | undefined;
  texto?: string | undefined;
  de?: string | undefined;
  ate?: string | undefined;
};

export type AdminErrorReportRow = Selectable<ErrorReportsTable> & {
  nome: string | null;
  email: string | null;
};

function errorReportQuery(db: Db, filters: ErrorReportFilters) {
  return db
    .selectFrom('error_reports')
    .leftJoin('users', 'users.id', 'error_reports.user_id')
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filters.id !== undefined) conditions.push(eb('error_reports.id', '=', filters.id));
      if (filters.situacao === 'novos') conditions.push(eb('error_reports.lido', '=', 0));
      if (filters.situacao === 'lidos')
        conditions.push(
          eb.and([eb('error_reports.lido', '=', 1), eb('error_reports.respondido_em', 'is', null)]),
        );
      if (filters.situacao === 'respondidos')
        conditions.push(eb('error_reports.respondido_em', 'is not', null));
      if (filters.texto) {
        const pattern = containing(filters.texto);
        conditions.push(
          eb.or([
            likeLower('error_reports.descricao', pattern),
            likeLower('error_reports.rota', pattern),
            likeLower('users.nome', pattern),
            likeLower('users.email', pattern),
          ]),
        );
      }
      if (filters.de) conditions.push(eb('error_reports.created_at', '>=', `${filters.de}T00:00:00.000Z`));
      if (filters.ate) conditions.push(eb('error_reports.created_at', '<', dayAfterIso(filters.ate)));
      return eb.and(conditions);
    });
}

export async function findAdminErrorReports(
  db: Db,
  filters: ErrorReportFilters,
  page: Page,
): Promise<{ rows: AdminErrorReportRow[]; total: number }> {
  const rows = await errorReportQuery(db, filters)
    .selectAll('error_reports')
    .select(['users.nome', 'users.email'])
    .orderBy('error_reports.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const count = await errorReportQuery(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

export async function getAdminErrorReport(db: Db, id: number): Promise<AdminErrorReportRow | undefined> {
  return errorReportQuery(db, { id })
    .selectAll('error_reports')
    .select(['users.nome', 'users.email'])
    .executeTakeFirst();
}

export async function markErrorReportRead(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('error_reports')
    .set({ lido: 1 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setErrorReportAnswer(
  db: Db,
  id: number,
  answer: { resposta: string; canal: string; adminId: number; at: string },
): Promise<void> {
  await db
    .updateTable('error_reports')
    .set({
      lido: 1,
      resposta: answer.resposta,
      canal_resposta: answer.canal,
      respondido_por: answer.adminId,
      respondido_em: answer.at,
    })
    .where('id', '=', id)
    .execute();
}

// --- Help items -----------------------------------------------------------------------------------------

export type HelpItemValues = Pick<
  Selectable<HelpItemsTable>,
  'titulo' | 'descricao' | 'video' | 'rota' | 'etapa' | 'idioma'
>;

export async function insertHelpItem(
  db: Db,
  values: HelpItemValues,
  createdAt: string,
): Promise<Selectable<HelpItemsTable>> {
  return db
    .insertInto('help_items')
    .values({ ...values, chave_seed: null, created_at: createdAt, removido_em: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateHelpItem(
  db: Db,
  id: number,
  values: HelpItemValues,
): Promise<Selectable<HelpItemsTable> | undefined> {
  return db
    .updateTable('help_items')
    .set(values)
    .where('id', '=', id)
    .where('removido_em', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Marks the item removed (ajuda no longer lists it); answers whether an item in use was there. */
export async function removeHelpItem(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('help_items')
    .set({ removido_em: at })
    .where('id', '=', id)
    .where('removido_em', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// --- Formulations ---------------------------------------------------------------------------------------

export type AdminDietFilters = {
  de?: string | undefined;
  ate?: string | undefined;
  usuario?: string | undefined;
  perfil?: string | undefined;
  estado?: string | undefined;
  pais?: number | undefined;
  alimento?: string | undefined;
  modo?: 'FD' | 'PD' | undefined;
  /** Only ids below this one (the previous page's last id). */
  cursor?: number | undefined;
};

export type AdminDietRow = {
  id: number;
  modo: string;
  nome: string;
  user_id: number;
  usuario_nome: string;
  usuario_email: string;
  perfil: string | null;
  estado: string | null;
  pais: string | null;
  custo: number | null;
  moeda: string | null;
  dieta: string;
  created_at: string;
};

/**
 * Saved diets and predictions (hidden auto-saved predictions left out), newest id first. A feed name is
 * matched roughly in the stored record here; the caller keeps the rows whose selected feeds really match.
 */
export function findAdminDiets(db: Db, filters: AdminDietFilters, limit: number): Promise<AdminDietRow[]> {
  return db
    .selectFrom('diets as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('paises as p', 'p.id', 'u.pais')
    .select([
      'd.id',
      'd.modo',
      'd.nome',
      'd.user_id',
      'u.nome as usuario_nome',
      'u.email as usuario_email',
      'u.perfil',
      'u.estado',
      'p.iso as pais',
      'd.custo',
      'd.moeda',
      'd.dieta',
      'd.created_at',
    ])
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [eb('d.oculta', '=', 0)];
      if (filters.cursor !== undefined) conditions.push(eb('d.id', '<', filters.cursor));
      if (filters.de) conditions.push(eb('d.created_at', '>=', `${filters.de}T00:00:00.000Z`));
      if (filters.ate) conditions.push(eb('d.created_at', '<', dayAfterIso(filters.ate)));
      if (filters.usuario) {
        const pattern = containing(filters.usuario);
        conditions.push(eb.or([likeLower('u.nome', pattern), likeLower('u.email', pattern)]));
      }
      if (filters.perfil) conditions.push(eb('u.perfil', '=', filters.perfil));
      if (filters.estado) conditions.push(eb('u.estado', '=', filters.estado.toUpperCase()));
      if (filters.pais !== undefined) conditions.push(eb('u.pais', '=', filters.pais));
      // Formulations across users: diets and predictions, not saved requirements tables (mode E).
      conditions.push(eb('d.modo', 'in', ['FD', 'PD']));
      if (filters.modo) conditions.push(eb('d.modo', '=', filters.modo));
      if (filters.alimento) conditions.push(likeLower('d.dieta', containing(filters.alimento)));
      return eb.and(conditions);
    })
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
}

// --- Product counts -------------------------------------------------------------------------------------

export type KeyCount = { chave: string | null; total: number | string | bigint };

const toCounts = (rows: readonly KeyCount[]) =>
  rows.map((row) => ({ chave: row.chave ?? '', total: Number(row.total) }));

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function countUsersBy(
  db: Db,
  column: 'perfil' | 'estado',
): Promise<{ chave: string; total: number }[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [eb.ref(column).as('chave'), eb.fn.countAll<number | string>().as('total')])
    .groupBy(column)
    .orderBy(column)
    .execute();
  return toCounts(rows);
}

/** Accounts by premium kind today: permanent flag, premium (flag or valid type-1 plan), the rest free. */
export async function countUsersByPlan(db: Db, today: string): Promise<{ chave: string; total: number }[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      eb
        .case()
        .when('users.premium_infinito', '=', 1)
        .then('premium_infinito')
        .when(
          eb.or([
            eb('users.premium', '=', 1),
            eb.exists(
              eb
                .selectFrom('plans')
                .select('plans.id')
                .whereRef('plans.user_id', '=', 'users.id')
                .where('plans.tipo', '=', 1)
                .where('plans.revogado', '=', 0)
                .where('plans.data_inicio', '<=', today)
                .where((inner) =>
                  inner.or([inner('plans.data_final', 'is', null), inner('plans.data_final', '>=', today)]),
                ),
            ),
          ]),
        )
        .then('premium')
        .else('gratuito')
        .end()
        .as('chave'),
    ])
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.chave, (counts.get(row.chave) ?? 0) + 1);
  return ['premium_infinito', 'premium', 'gratuito'].map((chave) => ({
    chave,
    total: counts.get(chave) ?? 0,
  }));
}

const monthOf = (iso: string): string => iso.slice(0, 7);

function perMonth(rows: readonly { mes: string; total: number | string | bigint }[]) {
  return rows.map((row) => ({ mes: monthOf(row.mes), total: Number(row.total) }));
}

/** Accounts made per UTC month (YYYY-MM) within [from, to). */
export async function countNewUsersPerMonth(db: Db, period: { from: string; to: string }) {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn<string>('substr', [eb.ref('created_at'), eb.val(1), eb.val(7)]).as('mes'),
      eb.fn.countAll<number | string>().as('total'),
    ])
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.to)
    .groupBy('mes')
    .orderBy('mes')
    .execute();
  return perMonth(rows);
}

/** Saved diets ('FD') or predictions ('PD', hidden auto-saves left out) per UTC month within [from, to). */
export async function countDietsPerMonth(db: Db, modo: 'FD' | 'PD', period: { from: string; to: string }) {
  const rows = await db
    .selectFrom('diets')
    .select((eb) => [
      eb.fn<string>('substr', [eb.ref('created_at'), eb.val(1), eb.val(7)]).as('mes'),
      eb.fn.countAll<number | string>().as('total'),
    ])
    .where('modo', '=', modo)
    .where('oculta', '=', 0)
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.to)
    .groupBy('mes')
    .orderBy('mes')
    .execute();
  return perMonth(rows);
}

/** Accounts with a session started or used within [from, to). */
export async function countActiveUsers(db: Db, period: { from: string; to: string }): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.count<number | string>('user_id').distinct().as('total'))
    .where((eb) =>
      eb.or([
        eb.and([eb('created_at', '>=', period.from), eb('created_at', '<', period.to)]),
        eb.and([eb('last_seen_at', '>=', period.from), eb('last_seen_at', '<', period.to)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The account's e-mail, name and language, or undefined when it is gone. */
export function findAccountLanguage(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'nome', 'idioma'])
    .where('id', '=', id)
    .executeTakeFirst();
}
