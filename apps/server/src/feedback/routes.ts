/** Feedback call (packages/contracts/src/help.ts feedback/enviar). */
import { helpCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { findMyFeedback, listFeedback, replyFeedback } from './use-cases/feedback-replies';
import { sendFeedback } from './use-cases/send-feedback';

export function registerFeedbackRoutes(app: FastifyInstance): void {
  registerCall(app, helpCalls.sendFeedback, async (input, ctx) => ({
    data: await sendFeedback(ctx.db, requireUser(ctx.user).id, input, ctx.now),
  }));
  registerCall(app, helpCalls.findMyFeedback, async (_input, ctx) => ({
    data: await findMyFeedback(ctx.db, requireUser(ctx.user).id),
  }));
  registerCall(
    app,
    helpCalls.listFeedback,
    async (input, ctx) => ({ data: await listFeedback(ctx.db, input) }),
    { ability: 'administration' },
  );
  registerCall(
    app,
    helpCalls.replyFeedback,
    async (input, ctx) => ({
      data: await replyFeedback(ctx.db, requireUser(ctx.user), input, ctx.now),
    }),
    { ability: 'administration' },
  );
}
