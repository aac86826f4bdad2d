/**
 * consultoria/clientes/create: a new linked client of the caller. The consultancy's max_clientes bounds the
 * linked clients (docs/product/shell.md#validation: the server rejects a client beyond the limit); a consultant without a
 * consultancy record (the consultor flag, administrators) has no limit.
 */
import type { TClient, ZClientFields } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/in-transaction';
import { appError } from '../../errors';
import { toClient } from '../client-wire';
import { countLinkedClients, insertClient, lockConsultant } from '../repository';
import { requireConsultant } from './require-consultant';

export type ClientValues = z.output<typeof ZClientFields>;

export async function createClient(
  db: Kysely<Database>,
  user: SignedInUser,
  values: ClientValues,
  now: Date,
): Promise<TClient> {
  const consultantId = requireConsultant(user, values.id_consultor);
  const maxClients = user.access.view.consultoria?.max_clientes ?? null;
  return inTransaction(db, async (trx) => {
    if (maxClients !== null) {
      await lockConsultant(trx, consultantId);
      if ((await countLinkedClients(trx, consultantId)) >= maxClients) throw appError('CLIENT_LIMIT_REACHED');
    }
    const row = await insertClient(trx, {
      id_consultor: consultantId,
      nome: values.nome,
      email: values.email,
      telefone: values.telefone,
      nome_fazenda: values.nome_fazenda,
      obs: values.obs,
      vinculado_em: now.toISOString(),
      atualizado_em: null,
      desvinculado_em: null,
    });
    return toClient(row);
  });
}
