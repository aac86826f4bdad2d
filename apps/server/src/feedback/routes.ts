/** Feedback call (packages/contracts/src/help.ts feedback/enviar). */
import { helpCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { sendFeedback } from './use-cases/send-feedback';

export function registerFeedbackRoutes(app: FastifyInstance): void {
  registerCall(app, helpCalls.sendFeedback, async (input, ctx) => ({
    data: await sendFeedback(ctx.db, requireUser(ctx.user).id, input, ctx.now),
  }));
}
