/**
 * Fair rate limits (docs/decisions/fair-rate-limits.md).
 *
 * - Only calls count: every POST call, the catalogue call, unknown paths that answer 404, and GET /health.
 *   The web app's files and pages (static files, index.html for client routes, the service worker's
 *   precache and navigation fetches) never count.
 * - RATE_LIMIT_MAX per minute counts a call for its **user** when it carries the bearer token of an active
 *   session, and for its **address** otherwise, so many people behind one address (a carrier's NAT, a
 *   university or a cooperative's office) each have their own budget.
 * - AUTH_RATE_LIMIT_MAX per minute is one counter for the guess-sensitive group (`rateLimit: 'auth'`):
 *   counted per address for calls made without a sign-in (sign-in, registration, codes, password reset),
 *   whatever token they carry, and per user for the signed-in ones (password change, coupon activation).
 *
 * Counters live in @fastify/rate-limit's store: in process, or in Redis (REDIS_URL) shared by every instance
 * (docs/decisions/concurrency-and-cluster.md). The bearer token's session is looked up once per request and
 * reused by the call's own sign-in check (`requestSession`).
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { findActiveSession } from '../auth/use-cases/resolve-session';
import type { ActiveSession } from '../auth/use-cases/resolve-session';
import { readBearerToken } from '../auth/tokens';
import { appError } from '../errors';

const WINDOW_MS = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Limiters = { readonly calls: Limiter; readonly auth: Limiter };

const limitersOf = new WeakMap<FastifyInstance, Limiters>();
const sessionLookups = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();
/** Requests of signed-in calls in the 'auth' group: their auth counter is the user's. */
const authCountedForUser = new WeakSet<FastifyRequest>();

/**
 * The active session of the request's bearer token (null without one, or when it is unknown, expired or
 * revoked), looked up at most once per request.
 */
export function requestSession(app: FastifyInstance, request: FastifyRequest): Promise<ActiveSession | null> {
  let lookup = sessionLookups.get(request);
  if (!lookup) {
    const token = readBearerToken(request.headers.authorization);
    lookup = token
      ? findActiveSession(app.deps.db, token, new Date()).then((found) => found ?? null)
      : Promise.resolve(null);
    sessionLookups.set(request, lookup);
  }
  return lookup;
}

/** The address a request counts for (an IPv6 address by its /64, as @fastify/rate-limit does). */
export function addressKey(request: FastifyRequest): string {
  return `ip:${normalizeIP(request.ip)}`;
}

/**
 * Who a request counts for: the signed-in user (`u:<id>`) when its bearer token belongs to an active session,
 * its address otherwise. The replay store bounds remembered signatures by the same key.
 */
export async function callerKey(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const found = await requestSession(app, request);
  return found ? `u:${found.user.id}` : addressKey(request);
}

/** Registers the limiter plugin (no limit of its own on any route: `rateLimitHook` adds them). */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  const { config, cluster } = app.deps;
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimitMax,
    timeWindow: WINDOW_MS,
    // With REDIS_URL the counters are shared by every instance (docs/decisions/concurrency-and-cluster.md).
    ...(cluster.redis ? { redis: cluster.redis, nameSpace: `${config.redisKeyPrefix}rate:` } : {}),
  });
  limitersOf.set(app, {
    calls: app.createRateLimit({
      max: config.rateLimitMax,
      timeWindow: WINDOW_MS,
      keyGenerator: async (request) => `calls:${await callerKey(app, request)}`,
    }),
    auth: app.createRateLimit({
      max: config.authRateLimitMax,
      timeWindow: WINDOW_MS,
      keyGenerator: async (request) =>
        `auth:${authCountedForUser.has(request) ? await callerKey(app, request) : addressKey(request)}`,
    }),
  });
}

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', result.ttlInSeconds);
  throw appError('RATE_LIMITED');
}

export type RateLimitHookOptions = {
  /** Also count the call in the AUTH_RATE_LIMIT_MAX group. */
  readonly group?: 'auth';
  /** The call needs a sign-in (its auth-group counter is then the user's). */
  readonly signedIn?: boolean;
};

/** Counts `request` in RATE_LIMIT_MAX (and the auth group when asked); throws RATE_LIMITED beyond them. */
export async function countRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: RateLimitHookOptions = {},
): Promise<void> {
  const limiters = limitersOf.get(app);
  if (!limiters) throw new Error('countRequest: installRateLimits has not run on this app');
  await enforce(limiters.calls, request, reply);
  if (options.group !== 'auth') return;
  if (options.signedIn) authCountedForUser.add(request);
  await enforce(limiters.auth, request, reply);
}

/** `countRequest` as a route's onRequest hook. */
export function rateLimitHook(
  app: FastifyInstance,
  options: RateLimitHookOptions = {},
): onRequestHookHandler {
  return async (request, reply) => {
    await countRequest(app, request, reply, options);
  };
}
