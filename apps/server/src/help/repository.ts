/** SQL for help items and error reports (db/tables/help.ts). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { ErrorReportsTable, HelpItemsTable } from '../db/tables/help';

type Db = Kysely<Database>;
export type HelpItemRow = Selectable<HelpItemsTable>;
export type NewHelpItemRow = Omit<Insertable<HelpItemsTable>, 'id' | 'removido_em'>;
export type NewErrorReportRow = Omit<Insertable<ErrorReportsTable>, 'id'>;

export function findHelpItems(db: Db): Promise<HelpItemRow[]> {
  return db
    .selectFrom('help_items')
    .selectAll()
    .where('removido_em', 'is', null)
    .orderBy('rota')
    .orderBy('etapa')
    .orderBy('id')
    .execute();
}

/** Inserts the seeded items whose `chave_seed` is new; answers how many were inserted. */
export async function insertMissingSeedHelpItems(db: Db, rows: readonly NewHelpItemRow[]): Promise<number> {
  let inserted = 0;
  for (const row of rows) {
    const result = await db
      .insertInto('help_items')
      .values(row)
      .onConflict((oc) => oc.column('chave_seed').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

export async function insertErrorReport(db: Db, row: NewErrorReportRow): Promise<number> {
  const inserted = await db.insertInto('error_reports').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Error reports, newest first, with the reporter's name and e-mail (null once the account is gone). */
export function findErrorReports(db: Db, options: { id?: number | undefined; limit: number }) {
  let query = db
    .selectFrom('error_reports')
    .leftJoin('users', 'users.id', 'error_reports.user_id')
    .select([
      'error_reports.id',
      'error_reports.user_id',
      'users.nome',
      'users.email',
      'error_reports.id_ajuda',
      'error_reports.descricao',
      'error_reports.rota',
      'error_reports.etapa',
      'error_reports.video',
      'error_reports.captura',
      'error_reports.lido',
      'error_reports.created_at',
    ])
    .orderBy('error_reports.id', 'desc')
    .limit(options.limit);
  if (options.id !== undefined) query = query.where('error_reports.id', '=', options.id);
  return query.execute();
}
