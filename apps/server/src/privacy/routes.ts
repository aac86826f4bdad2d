/** LGPD calls (packages/contracts/src/privacy.ts): user/exportarDados, user/excluirConta. */
import { privacyCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { deleteMyAccount } from './use-cases/delete-my-account';
import { exportMyData } from './use-cases/export-my-data';

export function registerPrivacyRoutes(app: FastifyInstance): void {
  registerCall(app, privacyCalls.exportMyData, async (_input, ctx) => ({
    data: await exportMyData(ctx.db, requireUser(ctx.user).id, ctx.now),
  }));
  registerCall(app, privacyCalls.deleteMyAccount, async (input, ctx) => ({
    data: await deleteMyAccount(ctx.db, requireUser(ctx.user).id, input.senha, ctx.now),
  }));
}
