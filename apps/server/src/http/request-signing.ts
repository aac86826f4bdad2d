/**
 * Request signatures of docs/product/calls.md#shell-calls (docs/decisions/request-signing.md).
 *
 * The client signs, with HMAC-SHA256 in lower-case hex (`x-signature`), the canonical text
 *
 *   cocho-request-v1 \n METHOD \n /<call name> \n x-timestamp \n x-client-env \n x-device-id \n x-request-id
 *
 * with its session's request key when it sends a bearer token (the key is derived from the token and
 * REQUEST_SIGNING_SECRET, and handed to the client once, in the answer that starts the session), or with the
 * public key `PUBLIC_REQUEST_KEY` before sign-in. `x-request-id` is a fresh random value per request, so two
 * real requests never share a signature while a copy of one always does.
 *
 * REQUEST_SIGNING=off ignores all this; `optional` checks a signature that is present (unsigned requests
 * pass); `required` refuses unsigned ones. A checked request is refused with SIGNATURE_INVALID (wrong or
 * malformed), REQUEST_EXPIRED (timestamp further than REQUEST_MAX_AGE_SECONDS from the server clock) or
 * REQUEST_REPLAYED (the same signature was already accepted within the window).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  CALLS,
  canonicalRequest,
  PUBLIC_REQUEST_KEY,
  SIGNING_HEADERS,
  type SignedParts,
} from '@cocho/contracts';
export { canonicalRequest, PUBLIC_REQUEST_KEY, SIGNATURE_SCHEME, SIGNING_HEADERS } from '@cocho/contracts';
export type { SignedParts } from '@cocho/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { readBearerToken } from '../auth/tokens';
import type { ReplayStore } from '../cluster/replay-store';
import { appError } from '../errors';
import { callerKey } from './rate-limits';

/** HMAC-SHA256 of the canonical text, lower-case hex. */
export function signRequest(key: Uint8Array, parts: SignedParts): string {
  return createHmac('sha256', key).update(canonicalRequest(parts), 'utf8').digest('hex');
}

/**
 * The request key of the session whose bearer token is `token`: HMAC-SHA256(secret, SHA-256(token)), 32
 * bytes. Nothing is stored per session: every instance sharing the secret derives the same key, and it
 * never travels again after sign-in. The secret is REQUEST_SIGNING_SECRET, or when that is unset one the
 * server generated and keeps in the database (buildApp fills it in: http/server-secrets.ts).
 */
export function sessionRequestKey(config: Pick<AppConfig, 'requestSigningSecret'>, token: string): Buffer {
  if (config.requestSigningSecret === undefined)
    throw new Error('sessionRequestKey: no request-signing secret (buildApp fills in a stored one)');
  const tokenHash = createHash('sha256').update(token, 'utf8').digest();
  return createHmac('sha256', config.requestSigningSecret).update(tokenHash).digest();
}

/** The key a request must be signed with: its bearer token's session key, or the public key. */
export function requestKeyFor(
  config: Pick<AppConfig, 'requestSigningSecret'>,
  authorization: string | undefined,
): Buffer {
  const token = readBearerToken(authorization);
  return token ? sessionRequestKey(config, token) : Buffer.from(PUBLIC_REQUEST_KEY, 'utf8');
}

/** What the answer that starts a session carries (contracts' ZRequestKey). */
export function requestKeyAnswer(config: AppConfig, token: string): { chave: string; criptografia: boolean } {
  return {
    chave: sessionRequestKey(config, token).toString('base64url'),
    criptografia: config.payloadEncryption,
  };
}

const HEX_SIGNATURE = /^[0-9a-f]{64}$/;
/** Request ids and device ids: 16 to 128 URL-safe characters. */
const TOKEN_TEXT = /^[A-Za-z0-9_-]{16,128}$/;
const CLIENT_ENV = /^[a-z0-9_-]{1,32}$/;
const TIMESTAMP = /^[0-9]{1,15}$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Requests whose signature was checked with their bearer token's session key (proof the key is held). */
const signedWithSessionKey = new WeakSet<FastifyRequest>();

/** Requests whose answer starts a new session, so it may carry that session's key (once). */
const startedSessions = new WeakSet<FastifyRequest>();

/** Marks `request` as the one that created its answer's session: only then is the request key handed out. */
export function markSessionStarted(request: FastifyRequest): void {
  startedSessions.add(request);
}

/**
 * Whether `request` proves possession of the session key of `token` (docs/decisions/request-signing.md):
 * it carries `token` as its bearer token and a signature checked with that token's key. With signatures
 * off there is no key, and the bearer token is all a client holds.
 */
export function provesSessionKey(config: AppConfig, request: FastifyRequest, token: string): boolean {
  if (readBearerToken(request.headers.authorization) !== token) return false;
  return config.requestSigning === 'off' || signedWithSessionKey.has(request);
}

/** Checks one request; throws the AppError to answer, or returns when it may go on. */
export async function checkRequestSignature(
  config: AppConfig,
  replay: ReplayStore,
  request: FastifyRequest,
  nowMs: number,
  client: (request: FastifyRequest) => Promise<string> | string = (sent) => sent.ip,
): Promise<void> {
  if (config.requestSigning === 'off' || request.method !== 'POST') return;
  const signature = header(request, SIGNING_HEADERS.signature);
  if (signature === undefined) {
    if (config.requestSigning === 'required') throw appError('SIGNATURE_INVALID');
    return;
  }
  const parts = {
    method: request.method,
    path: pathOf(request.url),
    timestamp: header(request, SIGNING_HEADERS.timestamp) ?? '',
    clientEnv: header(request, SIGNING_HEADERS.environment) ?? '',
    deviceId: header(request, SIGNING_HEADERS.deviceId) ?? '',
    requestId: header(request, SIGNING_HEADERS.requestId) ?? '',
  };
  if (
    !HEX_SIGNATURE.test(signature) ||
    !TIMESTAMP.test(parts.timestamp) ||
    !CLIENT_ENV.test(parts.clientEnv) ||
    !TOKEN_TEXT.test(parts.deviceId) ||
    !TOKEN_TEXT.test(parts.requestId)
  ) {
    throw appError('SIGNATURE_INVALID');
  }
  const expected = Buffer.from(
    signRequest(requestKeyFor(config, request.headers.authorization), parts),
    'hex',
  );
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw appError('SIGNATURE_INVALID');

  const windowMs = config.requestMaxAgeSeconds * 1000;
  const timestamp = Number(parts.timestamp);
  if (Math.abs(nowMs - timestamp) > windowMs) throw appError('REQUEST_EXPIRED');
  // Remembered until the timestamp leaves the window (a copy after that is REQUEST_EXPIRED), bounded per
  // client: the signed-in user (the signature proved their session key) or the address.
  const outcome = await replay.remember(
    signature,
    await client(request),
    timestamp + windowMs + 1 - nowMs,
    nowMs,
  );
  if (outcome === 'replayed') throw appError('REQUEST_REPLAYED');
  if (outcome === 'full') throw appError('RATE_LIMITED');
  if (readBearerToken(request.headers.authorization) !== null) signedWithSessionKey.add(request);
}

/** The calls whose answer starts a session and so hands the client its request key. */
const SESSION_STARTING_PATHS = new Set([`/${CALLS.appLogin.name}`, `/${CALLS.register.name}`]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks every POST once the rate limits have counted it (preParsing, before the body is read), and adds the session's
 * request key (`assinatura`) to the answers that start a session (after registerCall checked them against
 * the contract, where the field is optional).
 */
export function installRequestSigning(app: FastifyInstance): void {
  const { config, cluster } = app.deps;
  // preParsing: after every onRequest hook, so after the rate limits (route onRequest hooks), which cut a
  // flood before it reaches the replay store; still before the body is read.
  app.addHook('preParsing', async (request, _reply, payload) => {
    await checkRequestSignature(config, cluster.replay, request, Date.now(), (sent) => callerKey(app, sent));
    return payload;
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (config.requestSigning === 'off' && !config.payloadEncryption) return payload;
    if (reply.statusCode !== 200 || !SESSION_STARTING_PATHS.has(pathOf(request.url))) return payload;
    // The key goes out once, with the session's creation; a token sign-in proves it instead.
    if (!startedSessions.has(request)) return payload;
    if (!isRecord(payload) || typeof payload.token !== 'string') return payload;
    return { ...payload, assinatura: requestKeyAnswer(config, payload.token) };
  });
}
