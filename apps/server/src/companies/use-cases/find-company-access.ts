/**
 * What the user view (users/load-user-view.ts) reads of the user's company links (docs/product/shell.md#records emp_user,
 * empresa_vinculada, empresaParceira; docs/product/shell.md#states inactive company). Pending links are listed unauthorised and not in
 * force, so they give no access; rejected, declined and unlinked ones are left out.
 */
import type { TCompanyLink } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ACTIVE_STATE } from '../company-access';
import { asAccess } from '../company-wire';
import { findLinksOfUser } from '../repository';

export type CompanyAccessFacts = {
  emp_user: TCompanyLink[];
  /** The first company of an active link, or null. */
  empresa_vinculada: number | null;
  /** Whether an active link makes the user a manager. */
  isManager: boolean;
  empresaParceira: { id: number } | null;
  /** An active link to an inactive company. */
  empresa_inativa: boolean;
};

export async function findCompanyAccess(db: Kysely<Database>, userId: number): Promise<CompanyAccessFacts> {
  const rows = await findLinksOfUser(db, userId, ['convidado', 'solicitado', ACTIVE_STATE]);
  const active = rows.filter((row) => row.situacao === ACTIVE_STATE);
  const activeInActiveCompany = active.filter((row) => row.empresa_ativo === 1);
  const partner = activeInActiveCompany.find((row) => row.parceira === 1);
  return {
    emp_user: rows.map((row) => ({
      id_empresa: row.id_empresa,
      acesso: asAccess(row.acesso),
      autorizado: row.situacao === ACTIVE_STATE && row.autorizado === 1,
      ativo: row.situacao === ACTIVE_STATE && row.ativo === 1,
    })),
    empresa_vinculada: (activeInActiveCompany[0] ?? active[0])?.id_empresa ?? null,
    isManager: activeInActiveCompany.some((row) => row.acesso === 0),
    empresaParceira: partner ? { id: partner.id_empresa } : null,
    empresa_inativa: active.some((row) => row.empresa_ativo !== 1),
  };
}
