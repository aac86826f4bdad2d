/**
 * The one way to add an API call: `registerCall(app, contract, handler)` serves `POST /<contract.name>`,
 * validates the body with the contract's request schema (400 VALIDATION_FAILED with `fields`), resolves the
 * bearer token for `auth: true` calls (401 'Unauthenticated.'), and validates the handler's answer with
 * the response schema (a mismatch is logged and answered 500 INTERNAL).
 */
import type { CallContract } from '@cocho/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { SessionRow } from '../auth/repository';
import { readBearerToken } from '../auth/tokens';
import { resolveSession } from '../auth/use-cases/resolve-session';
import { appError, toFieldErrors } from '../errors';
import type { Issue } from '../errors';
import type { UserRecord } from '../users/repository';

export type CallContext = {
  /** The signed-in user: always set for `auth: true` calls, null otherwise. Check roles with auth/roles.ts. */
  readonly user: UserRecord | null;
  readonly session: SessionRow | null;
  /** The bearer token as sent (or null). */
  readonly token: string | null;
  readonly db: Kysely<Database>;
  readonly config: AppConfig;
  /** The request time; pass it down instead of reading the clock again. */
  readonly now: Date;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
};

export type CallHandler<Req extends z.ZodType, Res extends z.ZodType> = (
  input: z.output<Req>,
  ctx: CallContext,
) => Promise<z.input<Res>> | z.input<Res>;

export type RegisterCallOptions = {
  /** 'auth' applies the stricter AUTH_RATE_LIMIT_MAX (sign-in, registration). */
  readonly rateLimit?: 'default' | 'auth';
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function registerCall<Req extends z.ZodType, Res extends z.ZodType>(
  app: FastifyInstance,
  contract: CallContract<Req, Res>,
  handler: CallHandler<Req, Res>,
  options: RegisterCallOptions = {},
): void {
  const { config } = app.deps;
  const rateLimit =
    options.rateLimit === 'auth' ? { max: config.authRateLimitMax, timeWindow: 60_000 } : undefined;

  app.post(`/${contract.name}`, rateLimit ? { config: { rateLimit } } : {}, async (request, reply) => {
    const now = new Date();
    const body: unknown = request.body === undefined ? {} : request.body;
    if (!isPlainObject(body)) throw appError('MALFORMED_REQUEST');

    const { db } = app.deps;
    const token = readBearerToken(request.headers.authorization);
    const signedIn = contract.auth ? await resolveSession(db, token, now) : null;

    const parsed = contract.request.safeParse(body);
    if (!parsed.success) throw appError('VALIDATION_FAILED', toFieldErrors(parsed.error.issues as Issue[]));

    const result = await handler(parsed.data, {
      user: signedIn?.user ?? null,
      session: signedIn?.session ?? null,
      token,
      db,
      config,
      now,
      request,
      reply,
    });

    const checked = contract.response.safeParse(result);
    if (!checked.success) {
      request.log.error(
        { call: contract.name, issues: checked.error.issues },
        'response failed its contract',
      );
      throw appError('INTERNAL');
    }
    return reply.code(200).send(checked.data);
  });
}
