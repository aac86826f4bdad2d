/** Consultancy calls (packages/contracts/src/consultancy.ts; docs/product/calls.md#shell-calls consultoria/*). */
import { consultancyCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { createOnceCall } from '../http/create-once-call';
import { registerCall } from '../http/register-call';
import { createClient } from './use-cases/create-client';
import { deleteClient } from './use-cases/delete-client';
import { listClients } from './use-cases/list-clients';
import { updateClient } from './use-cases/update-client';

export function registerConsultancyRoutes(app: FastifyInstance): void {
  const options = { ability: 'consultancy' } as const;
  registerCall(
    app,
    consultancyCalls.listClients,
    async (input, ctx) => ({
      data: await listClients(ctx.db, requireUser(ctx.user), input.incluir_desvinculados ?? false),
    }),
    options,
  );
  registerCall(
    app,
    consultancyCalls.createClient,
    async (input, ctx) =>
      (
        await createOnceCall(ctx, consultancyCalls.createClient, input, async (db) => ({
          data: await createClient(db, requireUser(ctx.user), input, ctx.now),
        }))
      ).data,
    options,
  );
  registerCall(
    app,
    consultancyCalls.updateClient,
    async (input, ctx) => ({
      data: await updateClient(
        ctx.db,
        requireUser(ctx.user),
        input.id,
        input,
        ctx.now,
        input.base_atualizado_em,
      ),
    }),
    options,
  );
  registerCall(
    app,
    consultancyCalls.deleteClient,
    async (input, ctx) => ({ data: await deleteClient(ctx.db, requireUser(ctx.user), input.id, ctx.now) }),
    options,
  );
}
