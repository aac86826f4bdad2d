/** Sign-in, registration and session calls (contracts/src/auth.ts; setIdioma is in users/routes.ts). */
import { authCalls } from '@cocho/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../http/register-call';
import { loadUserView } from '../users/load-user-view';
import { requireUser } from './roles';
import { readBearerToken } from './tokens';
import { registerUser } from './use-cases/register-user';
import { signInWithPassword } from './use-cases/sign-in-with-password';
import { signInWithToken } from './use-cases/sign-in-with-token';
import { signOut } from './use-cases/sign-out';
import type { SessionOrigin } from './use-cases/start-session';

const originOf = (request: FastifyRequest): SessionOrigin => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

export function registerAuthRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    authCalls.appLogin,
    (input, ctx) => {
      if (input.loginByToken === true) return signInWithToken(ctx.db, input.accessToken, ctx.now);
      return signInWithPassword(ctx.db, input, {
        now: ctx.now,
        ttlHours: ctx.config.sessionTtlHours,
        origin: originOf(ctx.request),
      });
    },
    { rateLimit: 'auth' },
  );

  registerCall(
    app,
    authCalls.register,
    async (input, ctx) => ({
      liberado: true as const,
      ...(await registerUser(ctx.db, input, {
        now: ctx.now,
        ttlHours: ctx.config.sessionTtlHours,
        origin: originOf(ctx.request),
      })),
    }),
    { rateLimit: 'auth' },
  );

  registerCall(app, authCalls.logout, (input, ctx) =>
    signOut(ctx.db, input.token ?? readBearerToken(ctx.request.headers.authorization), ctx.now),
  );

  registerCall(app, authCalls.verificaToken, async (_input, ctx) => ({
    user: await loadUserView(ctx.db, requireUser(ctx.user), ctx.now),
  }));

  registerCall(app, authCalls.meuIP, (_input, ctx) => ({ ip: ctx.request.ip }));
}
