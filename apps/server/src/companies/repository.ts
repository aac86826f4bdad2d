/** SQL for companies and their collaborator links (tables/companies.ts). */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { CompaniesTable, CompanyUsersTable } from '../db/tables/companies';

type Db = Kysely<Database>;
export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompanyRow = Omit<Insertable<CompaniesTable>, 'id'>;
export type CompanyChanges = Omit<Updateable<CompaniesTable>, 'id' | 'created_at'>;
export type LinkRow = Selectable<CompanyUsersTable>;
export type NewLinkRow = Omit<Insertable<CompanyUsersTable>, 'id'>;
export type LinkChanges = Omit<Updateable<CompanyUsersTable>, 'id' | 'id_empresa' | 'id_usuario'>;
/** A link with its user's name and e-mail. */
export type CollaboratorRow = LinkRow & { nome: string; email: string };
/** A link with its company's name and status. */
export type UserLinkRow = LinkRow & { nome_fantasia: string; empresa_ativo: number; parceira: number };

export function findCompanies(db: Db): Promise<CompanyRow[]> {
  return db.selectFrom('companies').selectAll().orderBy('nome_fantasia').orderBy('id').execute();
}

/** Active partner companies by name. */
export function findActivePartners(db: Db): Promise<CompanyRow[]> {
  return db
    .selectFrom('companies')
    .selectAll()
    .where('parceira', '=', 1)
    .where('ativo', '=', 1)
    .orderBy('nome_fantasia')
    .orderBy('id')
    .execute();
}

export function getCompanyById(db: Db, companyId: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
}

export function getCompanyByCnpj(db: Db, cnpj: string): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('cnpj', '=', cnpj).executeTakeFirst();
}

export function insertCompany(db: Db, row: NewCompanyRow): Promise<CompanyRow> {
  return db.insertInto('companies').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Applies `changes`; with `baseVersion` (an `updated_at`) only while the company is still that version.
 * Answers the updated row, or undefined when it is gone or its version changed.
 */
export function updateCompanyRow(
  db: Db,
  companyId: number,
  changes: CompanyChanges,
  baseVersion?: string,
): Promise<CompanyRow | undefined> {
  let query = db.updateTable('companies').set(changes).where('id', '=', companyId);
  if (baseVersion !== undefined) query = query.where('updated_at', '=', baseVersion);
  return query.returningAll().executeTakeFirst();
}

/** The id of the active, released account of an e-mail (stored lower-case), or undefined. */
export async function findActiveUserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('excluido', '=', 0)
    .executeTakeFirst();
  return row?.id;
}

const collaborators = (db: Db) =>
  db
    .selectFrom('company_users')
    .innerJoin('users', 'users.id', 'company_users.id_usuario')
    .selectAll('company_users')
    .select(['users.nome as nome', 'users.email as email']);

/** The company's links in the given states, by state then name. */
export function findCollaborators(
  db: Db,
  companyId: number,
  states: readonly string[],
): Promise<CollaboratorRow[]> {
  return collaborators(db)
    .where('company_users.id_empresa', '=', companyId)
    .where('company_users.situacao', 'in', states)
    .orderBy('users.nome')
    .orderBy('company_users.id')
    .execute();
}

export function getCollaborator(db: Db, linkId: number): Promise<CollaboratorRow | undefined> {
  return collaborators(db).where('company_users.id', '=', linkId).executeTakeFirst();
}

export function getLinkOf(db: Db, companyId: number, userId: number): Promise<LinkRow | undefined> {
  return db
    .selectFrom('company_users')
    .selectAll()
    .where('id_empresa', '=', companyId)
    .where('id_usuario', '=', userId)
    .executeTakeFirst();
}

export function insertLink(db: Db, row: NewLinkRow): Promise<LinkRow> {
  return db.insertInto('company_users').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Moves a link from the state it was read in (`fromState`) in one conditional statement, so of two concurrent
 * changes of one link only one applies. Answers the updated row, or undefined when the state had changed.
 */
export function updateLinkRow(
  db: Db,
  linkId: number,
  changes: LinkChanges,
  fromState: string,
): Promise<LinkRow | undefined> {
  return db
    .updateTable('company_users')
    .set(changes)
    .where('id', '=', linkId)
    .where('situacao', '=', fromState)
    .returningAll()
    .executeTakeFirst();
}

/** The user's links in the given states with their companies, oldest first. */
export function findLinksOfUser(db: Db, userId: number, states: readonly string[]): Promise<UserLinkRow[]> {
  return db
    .selectFrom('company_users')
    .innerJoin('companies', 'companies.id', 'company_users.id_empresa')
    .selectAll('company_users')
    .select([
      'companies.nome_fantasia as nome_fantasia',
      'companies.ativo as empresa_ativo',
      'companies.parceira as parceira',
    ])
    .where('company_users.id_usuario', '=', userId)
    .where('company_users.situacao', 'in', states)
    .orderBy('company_users.id')
    .execute();
}

export async function countActiveManagers(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('company_users')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .where('id_empresa', '=', companyId)
    .where('acesso', '=', 0)
    .where('situacao', '=', 'ativo')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
