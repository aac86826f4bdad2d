/**
 * SQL of the administration area: searching accounts, the audit log, ads and coupons for administrators.
 * The tables belong to their features (users, audit, ads, coupons); these are the administrators' reads
 * and the few writes no other feature makes (account flags, ads).
 */
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, Insertable, Kysely, Selectable, SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { AdsTable } from '../db/tables/ads';
import type { AuditLogTable } from '../db/tables/audit';
import type { CouponsTable } from '../db/tables/coupons';
import type { UsersTable } from '../db/tables/users';

type Db = Kysely<Database>;
type UsersEb = ExpressionBuilder<Database, 'users'>;

export type AdminUserRow = Omit<Selectable<UsersTable>, 'password_hash'> & { plano_premium: number };
export type AuditRow = Selectable<AuditLogTable> & { actor_email: string | null };
export type AdminAdRow = Selectable<AdsTable> & { cliques: number };
export type CouponRow = Selectable<CouponsTable>;

export type Page = { offset: number; limit: number };

export type UserFilters = {
  texto?: string | undefined;
  situacao?: 'em_analise' | 'ativo' | 'inativo' | 'suspenso' | undefined;
  perfil?: string | undefined;
  premium?: boolean | undefined;
  ids?: readonly number[] | undefined;
  /** YYYY-MM-DD: plans are valid on this day. */
  today: string;
};

/** `%text%` for LIKE with its wildcards escaped (ESCAPE '\'), lower-case. */
const containing = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function likeLower(column: string, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

function validPremiumPlan(eb: UsersEb, today: string) {
  return eb.exists(
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
  );
}

function userConditions(eb: UsersEb, filters: UserFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.texto) {
    const pattern = containing(filters.texto);
    conditions.push(eb.or([likeLower('users.nome', pattern), likeLower('users.email', pattern)]));
  }
  switch (filters.situacao) {
    case 'inativo':
      conditions.push(eb('users.excluido', '=', 1));
      break;
    case 'suspenso':
      conditions.push(eb.and([eb('users.excluido', '=', 0), eb('users.suspenso', '=', 1)]));
      break;
    case 'em_analise':
      conditions.push(
        eb.and([eb('users.excluido', '=', 0), eb('users.suspenso', '=', 0), eb('users.liberado', '<>', 1)]),
      );
      break;
    case 'ativo':
      conditions.push(
        eb.and([eb('users.excluido', '=', 0), eb('users.suspenso', '=', 0), eb('users.liberado', '=', 1)]),
      );
      break;
    case undefined:
      break;
  }
  if (filters.perfil) conditions.push(eb('users.perfil', '=', filters.perfil));
  if (filters.premium !== undefined) {
    const premium = eb.or([
      eb('users.premium', '=', 1),
      eb('users.premium_infinito', '=', 1),
      validPremiumPlan(eb, filters.today),
    ]);
    conditions.push(filters.premium ? premium : eb.not(premium));
  }
  if (filters.ids)
    // No ids matches nothing (a SQL constant: SQLite cannot bind a boolean).
    conditions.push(filters.ids.length ? eb('users.id', 'in', [...filters.ids]) : sql<SqlBool>`1 = 0`);
  return eb.and(conditions);
}

const USER_COLUMNS = [
  'id',
  'nome',
  'email',
  'perfil',
  'idioma',
  'liberado',
  'excluido',
  'suspenso',
  'administrador',
  'permissao',
  'premium',
  'premium_infinito',
  'consultor',
  'pecuarista',
  'gestor',
  'vinculado',
  'area_universitaria',
  'empresa_vinculada',
  'data_nascimento',
  'sexo',
  'created_at',
  'updated_at',
  'senha_temporaria',
  'telefone',
  'como_conheceu',
  'numero_documento',
  'pais',
  'estado',
  'cidade',
  'logradouro',
  'numero',
  'bairro',
  'complemento',
  'referencia',
  'cep',
  'ddd',
  'ddi',
  'foto',
  'aceite_em',
  'moeda',
] as const;

function selectAdminUsers(db: Db, today: string) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS.map((column) => `users.${column}` as const))
    .select((eb) => eb.case().when(validPremiumPlan(eb, today)).then(1).else(0).end().as('plano_premium'));
}

/** One page of accounts matching the filters, newest first, and how many match in all. */
export async function findAdminUsers(
  db: Db,
  filters: UserFilters,
  page: Page,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const rows = await selectAdminUsers(db, filters.today)
    .where((eb) => userConditions(eb, filters))
    .orderBy('users.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const count = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where((eb) => userConditions(eb, filters))
    .executeTakeFirstOrThrow();
  return { rows: rows.map(normalizeCount), total: Number(count.total) };
}

const normalizeCount = (row: AdminUserRow): AdminUserRow => ({
  ...row,
  plano_premium: Number(row.plano_premium),
});

export async function getAdminUserById(db: Db, id: number, today: string): Promise<AdminUserRow | undefined> {
  const row = await selectAdminUsers(db, today).where('users.id', '=', id).executeTakeFirst();
  return row && normalizeCount(row);
}

export type AccountChanges = Partial<
  Record<
    | 'liberado'
    | 'suspenso'
    | 'excluido'
    | 'premium'
    | 'premium_infinito'
    | 'consultor'
    | 'area_universitaria'
    | 'administrador',
    0 | 1
  >
>;

/** Writes the changed flags; answers whether the account exists. */
export async function updateAccountFlags(
  db: Db,
  id: number,
  changes: AccountChanges,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type AuditFilters = {
  ator?: string | undefined;
  acao?: string | undefined;
  /** ISO timestamps, inclusive start and exclusive end. */
  from?: string | undefined;
  until?: string | undefined;
};

function auditConditions(eb: ExpressionBuilder<Database, 'audit_log' | 'users'>, filters: AuditFilters) {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.ator) {
    const pattern = containing(filters.ator);
    conditions.push(eb.or([likeLower('users.nome', pattern), likeLower('users.email', pattern)]));
  }
  if (filters.acao) conditions.push(eb('audit_log.action', '=', filters.acao));
  if (filters.from) conditions.push(eb('audit_log.at', '>=', filters.from));
  if (filters.until) conditions.push(eb('audit_log.at', '<', filters.until));
  return eb.and(conditions);
}

/** One page of the audit log, newest first, with the acting account's e-mail. */
export async function findAuditEntries(
  db: Db,
  filters: AuditFilters,
  page: Page,
): Promise<{ rows: AuditRow[]; total: number }> {
  const base = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_user_id');
  const rows = await base
    .selectAll('audit_log')
    .select('users.email as actor_email')
    .where((eb) => auditConditions(eb, filters))
    .orderBy('audit_log.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const count = await base
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where((eb) => auditConditions(eb, filters))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

function selectAds(db: Db) {
  return db
    .selectFrom('ads')
    .selectAll('ads')
    .select((eb) =>
      eb
        .selectFrom('ad_clicks')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('ad_clicks.anuncio_id', '=', 'ads.id')
        .as('cliques'),
    );
}

const toAdRow = (row: Selectable<AdsTable> & { cliques: number | string | null }): AdminAdRow => ({
  ...row,
  cliques: Number(row.cliques ?? 0),
});

export async function findAllAds(db: Db): Promise<AdminAdRow[]> {
  const rows = await selectAds(db).orderBy('ads.id', 'desc').execute();
  return rows.map(toAdRow);
}

export async function getAdWithClicks(db: Db, id: number): Promise<AdminAdRow | undefined> {
  const row = await selectAds(db).where('ads.id', '=', id).executeTakeFirst();
  return row && toAdRow(row);
}

export async function insertAd(db: Db, ad: Omit<Insertable<AdsTable>, 'id'>): Promise<number> {
  const row = await db.insertInto('ads').values(ad).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdRow(
  db: Db,
  id: number,
  changes: Partial<Omit<Insertable<AdsTable>, 'id' | 'created_at' | 'chave_seed'>>,
): Promise<boolean> {
  const result = await db.updateTable('ads').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findAllCoupons(db: Db): Promise<CouponRow[]> {
  return db.selectFrom('coupons').selectAll().orderBy('id', 'desc').execute();
}

/** Whether an account has this e-mail (stored lower-case). */
export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts an account made by an administrator; undefined when its e-mail already has one. */
export async function insertAccount(
  db: Db,
  account: Omit<Insertable<UsersTable>, 'id'>,
): Promise<{ id: number; email: string; nome: string; idioma: number } | undefined> {
  return db
    .insertInto('users')
    .values({ ...account, email: account.email.toLowerCase() })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(['id', 'email', 'nome', 'idioma'])
    .executeTakeFirst();
}
