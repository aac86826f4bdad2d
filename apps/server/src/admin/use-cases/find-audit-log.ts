/** adm/logs: the audit log by acting account (name or e-mail), action and days, one page at a time. */
import type { TAuditEntry } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findAuditEntries } from '../repository';
import { auditAdminRead } from './audit-admin-read';

export type AuditQuery = {
  ator?: string | undefined;
  acao?: string | undefined;
  de?: string | undefined;
  ate?: string | undefined;
  pagina: number;
  por_pagina: number;
};

/** The day after a YYYY-MM-DD day, as the exclusive end of a UTC range. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

export async function findAuditLog(
  db: Kysely<Database>,
  adminId: number,
  query: AuditQuery,
  now: Date,
): Promise<{ data: TAuditEntry[]; total: number; pagina: number; por_pagina: number }> {
  const { rows, total } = await findAuditEntries(
    db,
    {
      ator: query.ator || undefined,
      acao: query.acao || undefined,
      from: query.de ? `${query.de}T00:00:00.000Z` : undefined,
      until: query.ate ? dayAfter(query.ate) : undefined,
    },
    { offset: (query.pagina - 1) * query.por_pagina, limit: query.por_pagina },
  );
  // Recorded after the read, so the page shows what was there before this look.
  await auditAdminRead(db, { adminId, call: 'adm/logs', now });
  const data = rows.map((row) => ({
    id: row.id,
    at: row.at,
    action: row.action,
    actor_user_id: row.actor_user_id,
    actor_email: row.actor_email,
    subject_user_id: row.subject_user_id,
    subject_email: row.subject_email,
    ip: row.ip,
    detail: row.detail,
  }));
  return { data, total, pagina: query.pagina, por_pagina: query.por_pagina };
}
