/**
 * empresa/aprovaVinculo and empresa/reprovaVinculo (docs/product/calculation.md#visibility, docs/product/calls.md#calculation-calls): a manager of the link's company
 * answers a link the user requested. Only a pending request can be answered (CONFLICT otherwise).
 */
import type { TCollaborator } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { ACTIVE_STATE, MANAGERS, requireCompanyAccess } from '../company-access';
import { toCollaborator } from '../company-wire';
import { getCollaborator, updateLinkRow } from '../repository';

export async function decideLink(
  db: Kysely<Database>,
  user: SignedInUser,
  linkId: number,
  decision: 'approve' | 'reject',
  now: Date,
): Promise<TCollaborator> {
  const link = await getCollaborator(db, linkId);
  if (!link) throw appError('NOT_FOUND');
  // A link of a company the caller does not manage answers as a missing one: its existence is not told.
  await requireCompanyAccess(db, user, link.id_empresa, MANAGERS).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'FORBIDDEN') throw appError('NOT_FOUND');
    throw error;
  });
  if (link.situacao !== 'solicitado') throw appError('CONFLICT');
  const approved = decision === 'approve';
  const decided = await updateLinkRow(
    db,
    link.id,
    {
      situacao: approved ? ACTIVE_STATE : 'reprovado',
      autorizado: approved ? 1 : 0,
      ativo: approved ? 1 : 0,
      decided_at: now.toISOString(),
    },
    link.situacao,
  );
  // Another manager answered it meanwhile.
  if (!decided) throw appError('CONFLICT');
  const row = await getCollaborator(db, link.id);
  if (!row) throw appError('NOT_FOUND');
  return toCollaborator(row);
}
