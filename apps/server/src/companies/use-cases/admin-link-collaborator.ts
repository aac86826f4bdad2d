/**
 * adm/empresas/vincular (/adm/vincular-colaborador): an administrator links the active account of an e-mail
 * to a company with a position, in force at once. An existing link of any state is reused and takes the new
 * position, so the same call also changes a collaborator's position.
 */
import type { TCollaborator } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { ACTIVE_STATE } from '../company-access';
import { toCollaborator } from '../company-wire';
import {
  findActiveUserIdByEmail,
  getCollaborator,
  getCompanyById,
  getLinkOf,
  insertLink,
  updateLinkRow,
} from '../repository';

export async function linkCollaboratorAsAdministrator(
  db: Kysely<Database>,
  input: { id_empresa: number; email: string; acesso: number },
  now: Date,
): Promise<TCollaborator> {
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await getCompanyById(trx, input.id_empresa))) throw appError('NOT_FOUND');
    const userId = await findActiveUserIdByEmail(trx, input.email);
    if (userId === undefined) throw appError('COMPANY_USER_NOT_FOUND');
    const values = {
      acesso: input.acesso,
      autorizado: 1,
      ativo: 1,
      situacao: ACTIVE_STATE,
      decided_at: nowIso,
    };
    const existing = await getLinkOf(trx, input.id_empresa, userId);
    const link = existing
      ? await updateLinkRow(trx, existing.id, values, existing.situacao)
      : await insertLink(trx, {
          id_empresa: input.id_empresa,
          id_usuario: userId,
          requested_at: nowIso,
          ...values,
        });
    if (!link) throw appError('COMPANY_LINK_EXISTS');
    const row = await getCollaborator(trx, link.id);
    if (!row) throw appError('NOT_FOUND');
    return toCollaborator(row);
  });
}
