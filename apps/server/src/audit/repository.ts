/** SQL of the audit log (db/tables/audit.ts). */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditLogTable } from '../db/tables/audit';

export async function insertAuditEntry(
  db: Kysely<Database>,
  entry: Insertable<AuditLogTable>,
): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

/** Times (ISO text, newest first) of one action on one e-mail since `since`, at most `limit`. */
export async function findAuditTimesByEmail(
  db: Kysely<Database>,
  query: { email: string; action: string; since: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('at')
    .where('subject_email', '=', query.email)
    .where('action', '=', query.action)
    .where('at', '>', query.since)
    .orderBy('at', 'desc')
    .limit(query.limit)
    .execute();
  return rows.map((row) => row.at);
}
