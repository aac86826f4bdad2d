/** adm/reportes/buscar: error reports by state, text and period, newest first (or one, by id). */
import type { TAdminErrorReport, TErrorReportState } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { auditAdminRead } from '../../admin/use-cases/audit-admin-read';
import type { Database } from '../../db/schema';
import { toAdminErrorReport } from '../admin-tools-wire';
import { findAdminErrorReports } from '../repository';

export type ErrorReportQuery = {
  id?: number | undefined;
  situacao?: TErrorReportState | undefined;
  texto?: string | undefined;
  de?: string | undefined;
  ate?: string | undefined;
  pagina: number;
  por_pagina: number;
};

export async function findErrorReports(
  db: Kysely<Database>,
  adminId: number,
  query: ErrorReportQuery,
  now: Date,
): Promise<{ data: TAdminErrorReport[]; total: number; pagina: number; por_pagina: number }> {
  const { pagina, por_pagina, ...filters } = query;
  const { rows, total } = await findAdminErrorReports(db, filters, {
    offset: (pagina - 1) * por_pagina,
    limit: por_pagina,
  });
  await auditAdminRead(db, { adminId, call: 'adm/reportes/buscar', now });
  return { data: rows.map(toAdminErrorReport), total, pagina, por_pagina };
}
