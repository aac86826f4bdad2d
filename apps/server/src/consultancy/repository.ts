/** SQL for a consultant's clients (tables/consultancy.ts). */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { lockUserRow } from '../db/dialects/lock-row';
import type { Database } from '../db/schema';
import type { ConsultancyClientsTable } from '../db/tables/consultancy';

type Db = Kysely<Database>;
export type ClientRow = Selectable<ConsultancyClientsTable>;
export type NewClientRow = Omit<Insertable<ConsultancyClientsTable>, 'id'>;
export type ClientChanges = Omit<Updateable<ConsultancyClientsTable>, 'id' | 'id_consultor' | 'vinculado_em'>;

/** A consultant's clients by name (then id); linked ones only unless `includeUnlinked`. */
export function findClientsOfConsultant(
  db: Db,
  consultantId: number,
  includeUnlinked: boolean,
): Promise<ClientRow[]> {
  let query = db.selectFrom('consultancy_clients').selectAll().where('id_consultor', '=', consultantId);
  if (!includeUnlinked) query = query.where('desvinculado_em', 'is', null);
  return query.orderBy('nome').orderBy('id').execute();
}

/** One client of one consultant (another consultant's client is not found). */
export function getClientOfConsultant(
  db: Db,
  consultantId: number,
  clientId: number,
): Promise<ClientRow | undefined> {
  return db
    .selectFrom('consultancy_clients')
    .selectAll()
    .where('id', '=', clientId)
    .where('id_consultor', '=', consultantId)
    .executeTakeFirst();
}

export async function countLinkedClients(db: Db, consultantId: number): Promise<number> {
  const row = await db
    .selectFrom('consultancy_clients')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .where('id_consultor', '=', consultantId)
    .where('desvinculado_em', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Holds the consultant's user row until the transaction ends (PostgreSQL), so two simultaneous creations
 * cannot both pass the client limit. SQLite runs one write transaction at a time already.
 */
export function lockConsultant(db: Db, consultantId: number): Promise<void> {
  return lockUserRow(db, consultantId);
}

export function insertClient(db: Db, row: NewClientRow): Promise<ClientRow> {
  return db.insertInto('consultancy_clients').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Applies `changes`; with `baseVersion` (an `atualizado_em`, null for never edited) only while the client is
 * still that version. Answers the updated row, or undefined when the version had changed.
 */
export function updateClientRow(
  db: Db,
  clientId: number,
  changes: ClientChanges,
  baseVersion?: string | null,
): Promise<ClientRow | undefined> {
  let query = db.updateTable('consultancy_clients').set(changes).where('id', '=', clientId);
  if (baseVersion !== undefined)
    query =
      baseVersion === null
        ? query.where('atualizado_em', 'is', null)
        : query.where('atualizado_em', '=', baseVersion);
  return query.returningAll().executeTakeFirst();
}
