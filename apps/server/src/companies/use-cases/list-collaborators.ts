/**
 * empresa/colaboradores, empresa/getVinculados, empresa/getNaoVinculados: the company's links for its staff
 * (managers and regional managers; company-access.ts checked the caller). Collaborators: every link but
 * declined invitations; linked producers: active level-3 links; not linked: pending, rejected and unlinked.
 */
import type { TCollaborator } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toCollaborator } from '../company-wire';
import { findCollaborators } from '../repository';

export type CollaboratorList = 'colaboradores' | 'vinculados' | 'nao_vinculados';

const STATES: Record<CollaboratorList, readonly string[]> = {
  colaboradores: ['convidado', 'solicitado', 'ativo', 'reprovado', 'desvinculado'],
  vinculados: ['ativo'],
  nao_vinculados: ['convidado', 'solicitado', 'reprovado', 'desvinculado'],
};

export async function listCollaborators(
  db: Kysely<Database>,
  companyId: number,
  list: CollaboratorList,
): Promise<TCollaborator[]> {
  const rows = await findCollaborators(db, companyId, STATES[list]);
  const wanted = list === 'vinculados' ? rows.filter((row) => row.acesso === 3) : rows;
  return wanted.map(toCollaborator);
}
