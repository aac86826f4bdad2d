/**
 * consultoria/clientes/update: edits one of the caller's linked clients (link state becomes "updated").
 * With a base version (`atualizado_em` as read, null for never edited) the edit applies only while the
 * client is still that version (a conditional UPDATE), else CONFLICT; each edit gets a later version.
 */
import type { TClient } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { toClient } from '../client-wire';
import { getClientOfConsultant, updateClientRow } from '../repository';
import type { ClientValues } from './create-client';
import { requireConsultant } from './require-consultant';

export async function updateClient(
  db: Kysely<Database>,
  user: SignedInUser,
  clientId: number,
  values: ClientValues,
  now: Date,
  baseVersion?: string | null,
): Promise<TClient> {
  const consultantId = requireConsultant(user, values.id_consultor);
  const existing = await getClientOfConsultant(db, consultantId, clientId);
  // Another consultant's client answers as a missing one, so ids cannot be probed.
  if (!existing || existing.desvinculado_em !== null) throw appError('NOT_FOUND');
  if (baseVersion !== undefined && baseVersion !== existing.atualizado_em) throw appError('CONFLICT');
  const before = existing.atualizado_em === null ? Number.NaN : Date.parse(existing.atualizado_em);
  const version = new Date(Number.isNaN(before) ? now.getTime() : Math.max(now.getTime(), before + 1));
  const row = await updateClientRow(
    db,
    existing.id,
    {
      nome: values.nome,
      email: values.email,
      telefone: values.telefone,
      nome_fazenda: values.nome_fazenda,
      obs: values.obs,
      atualizado_em: version.toISOString(),
    },
    baseVersion,
  );
  if (!row) throw appError(baseVersion === undefined ? 'NOT_FOUND' : 'CONFLICT');
  return toClient(row);
}
