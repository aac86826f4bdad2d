/** Reads when an action last happened to one e-mail (the sign-in lockout's input). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditAction } from './audit-actions';
import { findAuditTimesByEmail } from './repository';

/** The times of `action` on `email` after `since`, newest first, at most `limit`. */
export async function findAuditTimes(
  db: Kysely<Database>,
  query: { email: string; action: AuditAction; since: Date; limit: number },
): Promise<Date[]> {
  const times = await findAuditTimesByEmail(db, {
    email: query.email.toLowerCase(),
    action: query.action,
    since: query.since.toISOString(),
    limit: query.limit,
  });
  return times.map((time) => new Date(time));
}
