/**
 * empresa/add-colaborador: a manager invites the active account of an e-mail with a position. The link
 * waits for the user (convidado; neither authorised nor in force, so it gives no access) until they accept
 * or decline.
 * A former link (rejected, declined, unlinked) is reused; an active or pending one is COMPANY_LINK_EXISTS.
 * Two concurrent invitations of the same user race on the unique (company, user) index: the loser's insert
 * fails, and it answers COMPANY_LINK_EXISTS too (never 500).
 */
import type { TCollaborator } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/in-transaction';
import { isUniqueViolation } from '../../db/dialects/unique-violation';
import { appError } from '../../errors';
import { toCollaborator } from '../company-wire';
import {
  findActiveUserIdByEmail,
  getCollaborator,
  getLinkOf,
  insertLink,
  updateLinkRow,
} from '../repository';

const OPEN_STATES = ['convidado', 'solicitado', 'ativo'];

export async function addCollaborator(
  db: Kysely<Database>,
  companyId: number,
  input: { email: string; acesso: number },
  now: Date,
): Promise<TCollaborator> {
  const nowIso = now.toISOString();
  const invite = inTransaction(db, async (trx) => {
    const userId = await findActiveUserIdByEmail(trx, input.email);
    if (userId === undefined) throw appError('COMPANY_USER_NOT_FOUND');
    const existing = await getLinkOf(trx, companyId, userId);
    if (existing && OPEN_STATES.includes(existing.situacao)) throw appError('COMPANY_LINK_EXISTS');
    const values = {
      acesso: input.acesso,
      autorizado: 0,
      ativo: 0,
      situacao: 'convidado',
      requested_at: nowIso,
      decided_at: null,
    };
    const link = existing
      ? await updateLinkRow(trx, existing.id, values, existing.situacao)
      : await insertLink(trx, { id_empresa: companyId, id_usuario: userId, ...values });
    if (!link) throw appError('COMPANY_LINK_EXISTS');
    const row = await getCollaborator(trx, link.id);
    if (!row) throw appError('NOT_FOUND');
    return toCollaborator(row);
  });
  return invite.catch((error: unknown) => {
    throw isUniqueViolation(error) ? appError('COMPANY_LINK_EXISTS') : error;
  });
}
