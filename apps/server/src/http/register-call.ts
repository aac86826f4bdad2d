/**
 * The one way to add an API call: `registerCall(app, contract, handler)` serves `POST /<contract.name>`,
 * validates the body with the contract's request schema (400 VALIDATION_FAILED with `fields`), resolves the
 * bearer token for `auth: true` calls (401 'Unauthenticated.'), and validates the handler's answer with
 * the response schema (a mismatch is logged and answered 500 INTERNAL).
 *
 * Large bodies and their answers are checked on a worker thread, small ones inline (off-loop/checker.ts).
 *
 * Every authenticated call's context carries the signed-in user with their access (users/load-user-view.ts:
 * one query for the plans; the feature flags as this process read them at most 2 s ago,
 * `readFeatureFlagsCached` of feature-flags/read-feature-flags.ts) so handlers and use cases run the one
 * ability check, `requireAbility(ctx, ability)` (access/require-ability.ts). A call that needs one
 * ability for everything names it in the options (`{ ability: 'administration' }`): it is checked before
 * the handler runs.
 *
 * Before the body is read, a signed request's x-signature, time window and copy check have passed
 * (http/request-signing.ts); an encrypted body has been checked and decrypted (http/payload-encryption.ts;
 * docs/decisions/request-signing.md).
 * A call whose client has closed its connection is dropped before its handler runs, and when the handler
 * throws ClientGoneError (auth/passwords.ts: a queued argon2id check), with nothing sent (http/client-gone.ts).
 * Before any handler, every body has passed `findUnsafeInput` (http/input-safety-hook.ts: nesting, NUL and
 * lone surrogates, ids beyond 32 bits; docs/decisions/input-safety.md).
 * Every call counts in RATE_LIMIT_MAX per minute, for its user when signed in and its address otherwise; calls
 * with `rateLimit: 'auth'` also share one AUTH_RATE_LIMIT_MAX counter (per address for calls without a
 * sign-in, per user for signed-in ones), so sign-in, registration and the code calls cannot each be tried the
 * full amount (http/rate-limits.ts; docs/decisions/fair-rate-limits.md).
 */
import type { Ability, CallContract } from '@cocho/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { CatalogueVersion, SessionRow } from '../auth/repository';
import { requireAbility } from '../access/require-ability';
import { buildUserAccess, toSignedInUser } from '../access/signed-in-user';
import type { SignedInUser, UserAccess } from '../access/signed-in-user';
import { readFeatureFlagsCached } from '../feature-flags/read-feature-flags';
import { loadUserView } from '../users/load-user-view';
import { readBearerToken } from '../auth/tokens';
import { resolveSession } from '../auth/use-cases/resolve-session';
import { appError } from '../errors';
import { ClientGoneError } from '../auth/passwords';
import { dropGoneCall, isClientGone } from './client-gone';
import { PreparedAnswer, sendPreparedAnswer } from './prepared-answer';
import { rateLimitHook, requestSession } from './rate-limits';

export type CallContext = {
  /**
   * The signed-in user with their access: always set for `auth: true` calls (unless registered with
   * `userAccess: false`), null otherwise. Check abilities with access/require-ability.ts (or the role
   * helpers of auth/roles.ts).
   */
  readonly user: SignedInUser | null;
  /** The signed-in user's access (view, flags, today, abilities); null for `auth: false` calls. */
  readonly access: UserAccess | null;
  readonly session: SessionRow | null;
  /**
   * The catalogue's version, read with the session in the same query (auth/repository.ts); null for
   * `auth: false` calls and before the catalogue's first use. The catalogue answers are keyed by it.
   */
  readonly catalogue: CatalogueVersion | null;
  /** The bearer token as sent (or null). */
  readonly token: string | null;
  readonly db: Kysely<Database>;
  readonly config: AppConfig;
  /** The request time; pass it down instead of reading the clock again. */
  readonly now: Date;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /**
   * True once the client has closed its connection: check before heavy work (argon2id, formulation) that
   * waits its turn; the password pool takes it as `clientGone` (http/client-gone.ts).
   */
  readonly clientGone: () => boolean;
};

/** A handler answers a value (validated against the contract here) or a PreparedAnswer (sent as is). */
export type CallHandler<Req extends z.ZodType, Res extends z.ZodType> = (
  input: z.output<Req>,
  ctx: CallContext,
) => Promise<z.input<Res> | PreparedAnswer> | z.input<Res> | PreparedAnswer;

export type RegisterCallOptions = {
  /**
   * 'auth' also counts the call in the stricter AUTH_RATE_LIMIT_MAX per minute that every 'auth' call shares
   * (sign-in, registration, codes, password reset: per address; password change, coupons: per user).
   */
  readonly rateLimit?: 'default' | 'auth';
  /** The ability the whole call needs (the contract must be `auth: true`); checked before the handler. */
  readonly ability?: Ability;
  /**
   * false: the answer is the same for every signed-in user (the kept catalogue answers), so only the session
   * is checked and the user's access (plans, company links, flags: two queries) is not read; the handler
   * gets `user` and `access` null. Not with `ability`.
   */
  readonly userAccess?: false;
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
  const { config, checks } = app.deps;
  if (options.ability && !contract.auth)
    throw new Error(`${contract.name}: an ability needs an authenticated call (auth: true)`);
  if (options.ability && options.userAccess === false)
    throw new Error(`${contract.name}: an ability needs the user's access (userAccess)`);
  const onRequest = rateLimitHook(app, {
    ...(options.rateLimit === 'auth' ? { group: 'auth' as const } : {}),
    signedIn: contract.auth,
  });

  app.post(`/${contract.name}`, { onRequest }, async (request, reply) => {
    const now = new Date();
    const body: unknown = request.body === undefined ? {} : request.body;
    if (!isPlainObject(body)) throw appError('MALFORMED_REQUEST');

    // Nobody reads the answer of a client that has gone (a burst's closed connections): skip the work,
    // before the session and the user's access are read, and again before the handler.
    const clientGone = () => isClientGone(request);
    if (clientGone()) return dropGoneCall(request, reply);
    const { db } = app.deps;
    const token = readBearerToken(request.headers.authorization);
    const signedIn = contract.auth
      ? await resolveSession(db, token, now, await requestSession(app, request))
      : null;
    let user: SignedInUser | null = null;
    if (signedIn && options.userAccess !== false) {
      const [view, flags] = await Promise.all([
        loadUserView(db, signedIn.user, now),
        readFeatureFlagsCached(db),
      ]);
      user = toSignedInUser(signedIn.user, buildUserAccess(view, flags, now));
    }
    if (options.ability) requireAbility(user, options.ability);

    // A large body is checked on a worker thread (off-loop/checker.ts); its answer too, since it is
    // usually as large (a saved record comes back whole).
    const bodyBytes = Number(request.headers['content-length'] ?? 0) || 0;
    const parsed = await checks.check({ kind: 'request', call: contract.name, body }, bodyBytes, contract);
    if (!parsed.ok) throw appError('VALIDATION_FAILED', parsed.fields);

    if (clientGone()) return dropGoneCall(request, reply);
    const context: CallContext = {
      user,
      access: user?.access ?? null,
      session: signedIn?.session ?? null,
      catalogue: signedIn?.catalogue ?? null,
      token,
      db,
      config,
      now,
      request,
      reply,
      clientGone,
    };
    let result: z.input<Res> | PreparedAnswer;
    try {
      result = await handler(parsed.value as z.output<Req>, context);
    } catch (error) {
      if (error instanceof ClientGoneError) return dropGoneCall(request, reply);
      throw error;
    }
    // Bytes checked when they were made, kept with their compressed forms (http/prepared-answer.ts).
    if (result instanceof PreparedAnswer) return sendPreparedAnswer(request, reply, result);

    const checked = await checks.check(
      { kind: 'answer', call: contract.name, value: result },
      bodyBytes,
      contract,
    );
    if (!checked.ok) {
      request.log.error({ call: contract.name, fields: checked.fields }, 'response failed its contract');
      throw appError('INTERNAL');
    }
    return reply.code(200).send(checked.value);
  });
}
