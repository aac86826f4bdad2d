/** SQL for plan offers, users' plans and premium requests (tables/plans.ts). */
import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { PlanOffersTable, PlansTable, PremiumRequestsTable } from '../db/tables/plans';

type Db = Kysely<Database>;
export type PlanRow = Selectable<PlansTable>;
export type NewPlanRow = Omit<Insertable<PlansTable>, 'id'>;
export type PlanOfferRow = Selectable<PlanOffersTable>;
export type NewPlanOfferRow = Omit<Insertable<PlanOffersTable>, 'id'>;
export type PremiumRequestRow = Selectable<PremiumRequestsTable>;
/** A premium request with its requester's name and e-mail. */
export type PremiumRequestWithUser = PremiumRequestRow & { nome: string; email: string };

/** Every plan of a user, oldest first. */
export function findPlanRowsOfUser(db: Db, userId: number): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export function getPlanRowById(db: Db, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertPlanRow(db: Db, values: NewPlanRow): Promise<PlanRow> {
  return db.insertInto('plans').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Inserts the trial plan; undefined when the user already has one (partial unique index; the conflict
 * target repeats the index predicate as a literal, which PostgreSQL needs to infer a partial index).
 */
export function insertTrialPlanRow(db: Db, values: NewPlanRow): Promise<PlanRow | undefined> {
  return db
    .insertInto('plans')
    .values({ ...values, origem: 'teste' })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .where(sql<boolean>`origem = 'teste'`)
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

export function updatePlanRow(
  db: Db,
  id: number,
  values: Updateable<PlansTable>,
): Promise<PlanRow | undefined> {
  return db.updateTable('plans').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export function findActiveOfferRows(db: Db): Promise<PlanOfferRow[]> {
  return db
    .selectFrom('plan_offers')
    .selectAll()
    .where('ativo', '=', 1)
    .orderBy('ordem')
    .orderBy('id')
    .execute();
}

export function getOfferRowById(db: Db, id: number): Promise<PlanOfferRow | undefined> {
  return db.selectFrom('plan_offers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the offers whose `codigo` is new; answers how many were inserted. */
export async function insertMissingOfferRows(db: Db, rows: readonly NewPlanOfferRow[]): Promise<number> {
  let inserted = 0;
  for (const row of rows) {
    const result = await db
      .insertInto('plan_offers')
      .values(row)
      .onConflict((oc) => oc.column('codigo').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

/** Inserts a pending request; undefined when the user already has one pending (partial unique index). */
export function insertPendingRequestRow(
  db: Db,
  values: Omit<Insertable<PremiumRequestsTable>, 'id' | 'status'>,
): Promise<PremiumRequestRow | undefined> {
  return db
    .insertInto('premium_requests')
    .values({ ...values, status: 'pendente' })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .where(sql<boolean>`status = 'pendente'`)
        .doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

const requestWithUser = (db: Db) =>
  db
    .selectFrom('premium_requests')
    .innerJoin('users', 'users.id', 'premium_requests.user_id')
    .selectAll('premium_requests')
    .select(['users.nome as nome', 'users.email as email']);

export function getRequestById(db: Db, id: number): Promise<PremiumRequestWithUser | undefined> {
  return requestWithUser(db).where('premium_requests.id', '=', id).executeTakeFirst();
}

/** The offers of these ids (retired ones too). */
export function findOfferRowsByIds(db: Db, ids: readonly number[]): Promise<PlanOfferRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('plan_offers')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Requests, newest first, optionally of one status, one id or one user. */
export function findRequests(
  db: Db,
  filter: { status?: string | undefined; id?: number | undefined; userId?: number | undefined },
): Promise<PremiumRequestWithUser[]> {
  let query = requestWithUser(db);
  if (filter.userId !== undefined) query = query.where('premium_requests.user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('premium_requests.status', '=', filter.status);
  if (filter.id !== undefined) query = query.where('premium_requests.id', '=', filter.id);
  return query
    .orderBy('premium_requests.created_at', 'desc')
    .orderBy('premium_requests.id', 'desc')
    .execute();
}

/** Decides a pending request; undefined when it is no longer pending (someone decided first). */
export function decideRequestRow(
  db: Db,
  id: number,
  values: Pick<
    Updateable<PremiumRequestsTable>,
    'status' | 'id_plano' | 'motivo' | 'decidido_por' | 'decidido_em' | 'updated_at'
  >,
): Promise<PremiumRequestRow | undefined> {
  return db
    .updateTable('premium_requests')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'pendente')
    .returningAll()
    .executeTakeFirst();
}
