/** Help calls (packages/contracts/src/help.ts; docs/product/calls.md#calculation-calls ajuda, ajuda/reportar). */
import { helpCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { listErrorReports } from './use-cases/list-error-reports';
import { listHelpItems } from './use-cases/list-help-items';
import { reportError } from './use-cases/report-error';

export function registerHelpRoutes(app: FastifyInstance): void {
  registerCall(app, helpCalls.listHelpItems, async (_input, ctx) => ({
    data: await listHelpItems(ctx.db, ctx.now),
  }));
  registerCall(app, helpCalls.reportError, async (input, ctx) => ({
    data: await reportError(ctx.db, requireUser(ctx.user).id, input, ctx.now),
  }));
  registerCall(
    app,
    helpCalls.listErrorReports,
    async (input, ctx) => ({ data: await listErrorReports(ctx.db, input.id) }),
    { ability: 'administration' },
  );
}
