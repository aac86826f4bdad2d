/**
 * empresa/desvincular: a manager of the link's company ends a collaborator's link, or the user ends their
 * own. The company keeps at least one active manager (CONFLICT when the last one would go); an
 * administrator may unlink anyone.
 */
import { isAdministrator } from '@cocho/contracts';
import type { TCollaborator } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import { lockCompanyRow } from '../../db/dialects/lock-row';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { ACTIVE_STATE, MANAGERS, requireCompanyAccess } from '../company-access';
import { toCollaborator } from '../company-wire';
import { countActiveManagers, getCollaborator, updateLinkRow } from '../repository';

export async function unlinkCollaborator(
  db: Kysely<Database>,
  user: SignedInUser,
  linkId: number,
  now: Date,
): Promise<TCollaborator> {
  return db.transaction().execute(async (trx) => {
    const found = await getCollaborator(trx, linkId);
    if (!found) throw appError('NOT_FOUND');
    // Two managers unlinking each other at once must not leave the company without one: the company's row
    // is held, and the link read again under it.
    await lockCompanyRow(trx, found.id_empresa);
    const link = await getCollaborator(trx, linkId);
    if (!link) throw appError('NOT_FOUND');
    if (link.id_usuario !== user.id) await requireCompanyAccess(trx, user, link.id_empresa, MANAGERS);
    if (link.situacao === 'desvinculado') throw appError('CONFLICT');
    if (
      link.acesso === 0 &&
      link.situacao === ACTIVE_STATE &&
      !isAdministrator(user.access.view) &&
      (await countActiveManagers(trx, link.id_empresa)) <= 1
    ) {
      throw appError('CONFLICT');
    }
    const unlinked = await updateLinkRow(
      trx,
      link.id,
      { situacao: 'desvinculado', autorizado: 0, ativo: 0, decided_at: now.toISOString() },
      link.situacao,
    );
    if (!unlinked) throw appError('CONFLICT');
    const row = await getCollaborator(trx, link.id);
    if (!row) throw appError('NOT_FOUND');
    return toCollaborator(row);
  });
}
