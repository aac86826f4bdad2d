/** auth/encerrarOutrasSessoes: revokes every session of the user but the current one. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { countActiveSessions, revokeUserSessions } from '../repository';
import type { SessionRow } from '../repository';

export async function endOtherSessions(
  db: Kysely<Database>,
  user: UserRecord,
  session: SessionRow,
  now: Date,
): Promise<{ ok: true; sessoes: number }> {
  const nowIso = now.toISOString();
  await revokeUserSessions(db, user.id, nowIso, session.id);
  return { ok: true, sessoes: await countActiveSessions(db, user.id, nowIso) };
}
