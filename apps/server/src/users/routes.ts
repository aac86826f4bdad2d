/** The signed-in user's own account calls (contracts/src/auth.ts setIdioma). */
import { authCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { setLanguage } from './use-cases/set-language';

export function registerUserRoutes(app: FastifyInstance): void {
  registerCall(app, authCalls.setIdioma, (input, ctx) =>
    setLanguage(ctx.db, requireUser(ctx.user), input, ctx.now),
  );
}
