/** Sign-in, registration, session and language calls (contracts/src/auth.ts). */
import { authCalls } from '@cocho/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readBearerToken } from '../auth/tokens';
import { registerCall } from '../http/register-call';
import { registerUser } from '../services/auth/register-user';
import { setLanguage } from '../services/auth/set-language';
import { signInWithPassword, signInWithToken } from '../services/auth/sign-in';
import { signOut } from '../services/auth/sign-out';
import type { SessionOrigin } from '../services/auth/start-session';
import { toUserView } from '../services/auth/user-view';
import { requireUser } from '../auth/roles';

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
    (input, ctx) =>
      registerUser(ctx.db, input, {
        now: ctx.now,
        ttlHours: ctx.config.sessionTtlHours,
        origin: originOf(ctx.request),
      }),
    { rateLimit: 'auth' },
  );

  registerCall(app, authCalls.logout, (input, ctx) =>
    signOut(ctx.db, input.token ?? readBearerToken(ctx.request.headers.authorization), ctx.now),
  );

  registerCall(app, authCalls.verificaToken, (_input, ctx) => ({ user: toUserView(requireUser(ctx.user)) }));

  registerCall(app, authCalls.setIdioma, (input, ctx) =>
    setLanguage(ctx.db, requireUser(ctx.user), input, ctx.now),
  );

  registerCall(app, authCalls.meuIP, (_input, ctx) => ({ ip: ctx.request.ip }));
}
