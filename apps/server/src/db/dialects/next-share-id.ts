/**
 * The next id of the shares' sequence, for a pending share (sharing/, docs/decisions/sharing.md): shares and
 * invitations take ids from one sequence, so an id never tells which kind a share is, and a claimed
 * invitation becomes a share with the same id. Call it inside a transaction.
 * PostgreSQL: nextval of the identity's sequence. SQLite: AUTOINCREMENT keeps the last id in
 * sqlite_sequence; it is moved on by one (write transactions run one at a time).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { isPostgres } from './dialect-of';

export async function nextShareId(db: Kysely<Database>): Promise<number> {
  if (isPostgres(db)) {
    const result = await sql<{
      id: string | number;
    }>`select nextval(pg_get_serial_sequence('diet_shares', 'id_compartilhamento')) as id`.execute(db);
    return Number(result.rows[0]?.id);
  }
  const sequence = await sql<{
    seq: number;
  }>`select seq from sqlite_sequence where name = 'diet_shares'`.execute(db);
  const highest = await sql<{ id: number | null }>`select max(id) as id from (
      select max(id_compartilhamento) as id from diet_shares
      union all select max(id_compartilhamento) as id from diet_share_invitations)`.execute(db);
  const next = Math.max(sequence.rows[0]?.seq ?? 0, highest.rows[0]?.id ?? 0) + 1;
  if (sequence.rows.length > 0)
    await sql`update sqlite_sequence set seq = ${next} where name = 'diet_shares'`.execute(db);
  else await sql`insert into sqlite_sequence (name, seq) values ('diet_shares', ${next})`.execute(db);
  return next;
}
