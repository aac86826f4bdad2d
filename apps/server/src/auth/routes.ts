/**
 * Sign-in, registration, session and password calls (contracts/src/auth.ts and account.ts; setIdioma and the
 * profile are in users/routes.ts).
 */
import { accountCalls, authCalls } from '@cocho/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../errors';
import { registerCall } from '../http/register-call';
import { markSessionStarted, provesSessionKey } from '../http/request-signing';
import { mailerForRequest } from '../mail/mailer-for-request';
import { loadUserView } from '../users/load-user-view';
import { requireUser } from './roles';
import { issueLoginCode } from './login-codes';
import { readBearerToken } from './tokens';
import type { SessionRow } from './repository';
import { changePassword } from './use-cases/change-password';
import { endOtherSessions } from './use-cases/end-other-sessions';
import { registerUser } from './use-cases/register-user';
import { requestPasswordReset } from './use-cases/request-password-reset';
import { resetPassword } from './use-cases/reset-password';
import { sendRegistrationCode } from './use-cases/send-registration-code';
import { setTemporaryPassword } from './use-cases/set-temporary-password';
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
    async (input, ctx) => {
      const options = { now: ctx.now, ttlHours: ctx.config.sessionTtlHours, origin: originOf(ctx.request) };
      if (input.loginByToken === true) {
        const { answer, started } = await signInWithToken(ctx.db, input.accessToken, {
          ...options,
          provesSessionKey: provesSessionKey(ctx.config, ctx.request, input.accessToken),
        });
        if (started) markSessionStarted(ctx.request);
        return answer;
      }
      const answer = await signInWithPassword(ctx.db, input, { ...options, clientGone: ctx.clientGone });
      markSessionStarted(ctx.request);
      return answer;
    },
    { rateLimit: 'auth' },
  );

  registerCall(
    app,
    authCalls.register,
    async (input, ctx) => {
      const answer = await registerUser(ctx.db, input, {
        now: ctx.now,
        ttlHours: ctx.config.sessionTtlHours,
        origin: originOf(ctx.request),
      });
      if (answer.liberado) markSessionStarted(ctx.request);
      return answer;
    },
    { rateLimit: 'auth' },
  );

  registerCall(app, authCalls.logout, (input, ctx) =>
    signOut(
      ctx.db,
      input.token ?? readBearerToken(ctx.request.headers.authorization),
      (token) => provesSessionKey(ctx.config, ctx.request, token),
      ctx.now,
    ),
  );

  registerCall(app, authCalls.loginCode, (_input, ctx) => {
    const session = requireSession(ctx.session);
    // Only a request signed with the session's own key may turn it into a code (a leaked token may not).
    if (ctx.token === null || !provesSessionKey(ctx.config, ctx.request, ctx.token)) {
      throw appError('SIGNATURE_INVALID');
    }
    return issueLoginCode(ctx.db, session, ctx.now);
  });

  registerCall(app, authCalls.verificaToken, async (_input, ctx) => ({
    user: await loadUserView(ctx.db, requireUser(ctx.user), ctx.now),
  }));

  registerCall(app, authCalls.meuIP, (_input, ctx) => ({ ip: ctx.request.ip }));

  registerCall(
    app,
    accountCalls.sendCode,
    (input, ctx) =>
      sendRegistrationCode(ctx.db, input, {
        now: ctx.now,
        ip: ctx.request.ip ?? null,
        mailer: mailerForRequest(ctx),
      }),
    { rateLimit: 'auth' },
  );

  registerCall(
    app,
    accountCalls.forgotPassword,
    (input, ctx) =>
      requestPasswordReset(ctx.db, input, {
        now: ctx.now,
        ip: ctx.request.ip ?? null,
        mailer: mailerForRequest(ctx),
      }),
    { rateLimit: 'auth' },
  );

  registerCall(app, accountCalls.resetPassword, (input, ctx) => resetPassword(ctx.db, input, ctx.now), {
    rateLimit: 'auth',
  });

  registerCall(app, accountCalls.encerrarOutrasSessoes, (_input, ctx) =>
    endOtherSessions(ctx.db, requireUser(ctx.user), requireSession(ctx.session), ctx.now),
  );

  registerCall(
    app,
    accountCalls.alterarSenha,
    (input, ctx) =>
      changePassword(
        ctx.db,
        { user: requireUser(ctx.user), session: requireSession(ctx.session) },
        input,
        ctx.now,
      ),
    { rateLimit: 'auth' },
  );

  registerCall(app, accountCalls.senhaTemporaria, (input, ctx) =>
    setTemporaryPassword(ctx.db, requireUser(ctx.user), input, {
      now: ctx.now,
      mailer: mailerForRequest(ctx),
    }),
  );
}

/** The session of a signed-in call (always set for `auth: true` calls). */
function requireSession(session: SessionRow | null): SessionRow {
  if (!session) throw appError('UNAUTHENTICATED');
  return session;
}
