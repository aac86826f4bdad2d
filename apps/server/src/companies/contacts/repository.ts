/** SQL for sales-technician contacts and the consent to partner contact (tables/company-contacts.ts). */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CompanyContactsTable } from '../../db/tables/company-contacts';

type Db = Kysely<Database>;
export type ContactRow = Selectable<CompanyContactsTable>;
export type NewContactRow = Omit<Insertable<CompanyContactsTable>, 'id'>;
export type ContactChanges = Omit<Updateable<CompanyContactsTable>, 'id' | 'id_empresa' | 'id_usuario'>;

/** A contact with its company's name and both people's contact details (country as ISO alpha-2). */
export type ContactDetailRow = ContactRow & {
  nome_empresa: string;
  tecnico_nome: string;
  tecnico_email: string;
  tecnico_telefone: string | null;
  tecnico_cidade: string | null;
  tecnico_estado: string | null;
  tecnico_pais: string | null;
  usuario_nome: string;
  usuario_email: string;
  usuario_telefone: string | null;
  usuario_cidade: string | null;
  usuario_estado: string | null;
  usuario_pais: string | null;
};

const details = (db: Db) =>
  db
    .selectFrom('company_contacts')
    .innerJoin('companies', 'companies.id', 'company_contacts.id_empresa')
    .innerJoin('users as tecnico', 'tecnico.id', 'company_contacts.id_tecnico')
    .innerJoin('users as usuario', 'usuario.id', 'company_contacts.id_usuario')
    .leftJoin('paises as tecnico_pais', 'tecnico_pais.id', 'tecnico.pais')
    .leftJoin('paises as usuario_pais', 'usuario_pais.id', 'usuario.pais')
    .selectAll('company_contacts')
    .select([
      'companies.nome_fantasia as nome_empresa',
      'tecnico.nome as tecnico_nome',
      'tecnico.email as tecnico_email',
      'tecnico.telefone as tecnico_telefone',
      'tecnico.cidade as tecnico_cidade',
      'tecnico.estado as tecnico_estado',
      'tecnico_pais.iso as tecnico_pais',
      'usuario.nome as usuario_nome',
      'usuario.email as usuario_email',
      'usuario.telefone as usuario_telefone',
      'usuario.cidade as usuario_cidade',
      'usuario.estado as usuario_estado',
      'usuario_pais.iso as usuario_pais',
    ]);

export function getContactDetail(db: Db, contactId: number): Promise<ContactDetailRow | undefined> {
  return details(db).where('company_contacts.id', '=', contactId).executeTakeFirst();
}

/** Who a page of contacts belongs to: a company (optionally one technician's), or a user. */
export type ContactOwner =
  { readonly companyId: number; readonly technicianId?: number | undefined } | { readonly userId: number };

/** Newest first (by id), after the id `beforeId` when given, at most `limit` rows. */
export function findContactDetails(
  db: Db,
  owner: ContactOwner,
  page: { beforeId: number | null; limit: number },
): Promise<ContactDetailRow[]> {
  let query = details(db);
  if ('userId' in owner) {
    query = query.where('company_contacts.id_usuario', '=', owner.userId);
  } else {
    query = query.where('company_contacts.id_empresa', '=', owner.companyId);
    if (owner.technicianId !== undefined)
      query = query.where('company_contacts.id_tecnico', '=', owner.technicianId);
  }
  if (page.beforeId !== null) query = query.where('company_contacts.id', '<', page.beforeId);
  return query.orderBy('company_contacts.id', 'desc').limit(page.limit).execute();
}

export function getContactOf(db: Db, companyId: number, userId: number): Promise<ContactRow | undefined> {
  return db
    .selectFrom('company_contacts')
    .selectAll()
    .where('id_empresa', '=', companyId)
    .where('id_usuario', '=', userId)
    .executeTakeFirst();
}

export function insertContact(db: Db, row: NewContactRow): Promise<ContactRow> {
  return db.insertInto('company_contacts').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Moves a contact from the state it was read in (`fromState`) in one conditional statement, so of two
 * concurrent changes of one contact only one applies. Whether it did.
 */
export async function updateContactRow(
  db: Db,
  contactId: number,
  changes: ContactChanges,
  fromState: string,
): Promise<boolean> {
  const result = await db
    .updateTable('company_contacts')
    .set(changes)
    .where('id', '=', contactId)
    .where('situacao', '=', fromState)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends the user's pending requests (consent withdrawn); the ids of the contacts it ended. */
export async function declinePendingContactsOf(db: Db, userId: number, nowIso: string): Promise<number[]> {
  const rows = await db
    .updateTable('company_contacts')
    .set({ situacao: 'desativado', decided_at: nowIso, desativado_por: userId })
    .where('id_usuario', '=', userId)
    .where('situacao', '=', 'pendente')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The user's stored answer on partner contact: true, false, or undefined when never answered. */
export async function getConsent(db: Db, userId: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('partner_contact_consents')
    .select('aceita')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row === undefined ? undefined : row.aceita === 1;
}

export async function setConsent(db: Db, userId: number, accepts: boolean, nowIso: string): Promise<void> {
  await db
    .insertInto('partner_contact_consents')
    .values({ user_id: userId, aceita: accepts ? 1 : 0, updated_at: nowIso })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ aceita: accepts ? 1 : 0, updated_at: nowIso }))
    .execute();
}
