/** adm/usuarios/list: accounts by name/e-mail text, state, profile, premium or ids, one page at a time. */
import type { TAdminUser, TAdminUserState, TUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toAdminUser } from '../admin-wire';
import { findAdminUsers as findRows } from '../repository';
import { auditAdminRead } from './audit-admin-read';

export type AdminUserQuery = {
  texto?: string | undefined;
  situacao?: TAdminUserState | undefined;
  perfil?: NonNullable<TUser['perfil']> | undefined;
  premium?: boolean | undefined;
  ids?: number[] | undefined;
  pagina: number;
  por_pagina: number;
};

export async function findAdminUsers(
  db: Kysely<Database>,
  adminId: number,
  query: AdminUserQuery,
  today: string,
  now: Date,
): Promise<{ data: TAdminUser[]; total: number; pagina: number; por_pagina: number }> {
  const { rows, total } = await findRows(
    db,
    { ...query, texto: query.texto || undefined, today },
    { offset: (query.pagina - 1) * query.por_pagina, limit: query.por_pagina },
  );
  await auditAdminRead(db, { adminId, call: 'adm/usuarios/list', now });
  return { data: rows.map(toAdminUser), total, pagina: query.pagina, por_pagina: query.por_pagina };
}
