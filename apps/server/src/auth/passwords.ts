/**
 * Password hashing with argon2id (OWASP 2023 minimum: 19 MiB memory, 2 iterations, 1 lane).
 *
 * Every hash and check runs in one bounded pool (p-limit; PASSWORD_HASH_CONCURRENCY at once, the rest wait
 * in its queue), so a burst of sign-ins cannot fill libuv's 4 threads (which also compress answers and
 * read files) nor hold 19 MiB per attempt in flight; a queued check whose client has gone is dropped before
 * it starts (docs/decisions/sign-in-burst.md). The queue is bounded (PASSWORD_QUEUE_MAX): a sign-in that
 * finds it full is refused at once with 503 SERVER_BUSY and a Retry-After of the queue's expected wait,
 * before its lockout slot is reserved. Waiting in the queue is a pending promise: it holds no thread, no
 * database connection or transaction, and no event-loop time.
 */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import pLimit from 'p-limit';
import { ServerBusyError } from '../errors';

/** argon2id's parameters in production (OWASP 2023 minimum: 19 MiB, 2 iterations, 1 lane). */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;
/** The parameters new hashes get: ARGON2_OPTIONS, unless a test chose cheaper ones. */
let hashOptions: { type: typeof argon2.argon2id; memoryCost: number; timeCost: number; parallelism: number } =
  ARGON2_OPTIONS;
/** Until the app configures it (config PASSWORD_HASH_CONCURRENCY). */
const DEFAULT_CONCURRENCY = 1;
/** Until the app configures it (config PASSWORD_QUEUE_MAX). */
const DEFAULT_QUEUE_MAX = 64;
/** The first Retry-After estimate, before any run was timed: one argon2id run, ms. */
const FIRST_RUN_ESTIMATE_MS = 100;
/** Weight of the newest run in the running average of run times. */
const RUN_TIME_WEIGHT = 0.2;

/** Thrown instead of hashing when the client that asked has closed its connection while queued. */
export class ClientGoneError extends Error {
  constructor() {
    super('client closed the connection before its password check started');
    this.name = 'ClientGoneError';
  }
}

/** Tells whether the client that asked is still connected (http/client-gone.ts). */
export type PasswordWorkOptions = { readonly clientGone?: () => boolean };

let limit = pLimit(DEFAULT_CONCURRENCY);
let concurrency = DEFAULT_CONCURRENCY;
let queueMax = DEFAULT_QUEUE_MAX;
/** Running average of one argon2id run's wall time, ms (for Retry-After). */
let runMs = FIRST_RUN_ESTIMATE_MS;
const counts = { hashing: 0, peakHashing: 0, started: 0, dropped: 0, refused: 0 };

/**
 * Sets how many argon2id runs may go at once (config PASSWORD_HASH_CONCURRENCY) and how many sign-ins may
 * wait (PASSWORD_QUEUE_MAX); work already queued keeps its pool.
 */
export function configurePasswordPool(size: number, maxQueued: number = queueMax): void {
  queueMax = maxQueued;
  if (size === concurrency) return;
  concurrency = size;
  limit = pLimit(size);
}

/** Seconds until a sign-in queued now would start: the queue ahead of it at the average run time, at least 1. */
function expectedWaitSeconds(): number {
  return Math.max(1, Math.ceil(((limit.pendingCount + limit.activeCount) * runMs) / concurrency / 1000));
}

/**
 * Refuses a sign-in when PASSWORD_QUEUE_MAX checks wait already (ServerBusyError: 503 SERVER_BUSY with
 * Retry-After). Called before anything is written for the attempt. Sign-ins admitted at the same moment
 * can overshoot the bound by the few that are between this check and the queue.
 */
export function assertPasswordQueueRoom(): void {
  if (limit.pendingCount < queueMax) return;
  counts.refused += 1;
  throw new ServerBusyError(expectedWaitSeconds());
}

/**
 * The pool's figures, for tests and the load bench: running now, the most at once, queued, started, dropped
 * (client gone), refused (queue full), the bound and the average run time.
 */
export function passwordPoolStats(): {
  readonly concurrency: number;
  readonly hashing: number;
  readonly peakHashing: number;
  readonly queued: number;
  readonly started: number;
  readonly dropped: number;
  readonly refused: number;
  readonly queueMax: number;
  readonly runMs: number;
} {
  return { concurrency, queueMax, runMs, ...counts, queued: limit.pendingCount };
}

/** Starts counting the peak again (tests). */
export function resetPasswordPoolPeak(): void {
  counts.peakHashing = counts.hashing;
}

/** Runs `work` in the pool's turn, unless the client has gone by then (ClientGoneError). */
export function inPasswordPool<T>(work: () => Promise<T>, options: PasswordWorkOptions = {}): Promise<T> {
  return limit(async () => {
    if (options.clientGone?.() === true) {
      counts.dropped += 1;
      throw new ClientGoneError();
    }
    counts.started += 1;
    counts.hashing += 1;
    counts.peakHashing = Math.max(counts.peakHashing, counts.hashing);
    const started = performance.now();
    try {
      return await work();
    } finally {
      counts.hashing -= 1;
      runMs += (performance.now() - started - runMs) * RUN_TIME_WEIGHT;
    }
  });
}

export function hashPassword(password: string, options: PasswordWorkOptions = {}): Promise<string> {
  return inPasswordPool(() => argon2.hash(password, hashOptions), options);
}

/**
 * Test-only seam: new hashes use argon2id with `cost` (memory in KiB, iterations) instead of the
 * production parameters; without `cost`, ARGON2_OPTIONS again. The integration tests hash hundreds of
 * passwords and set a small cost (testing/cheap-password-hashing.setup.ts); checks read the
 * parameters from the stored hash, so they follow. Nothing in the app calls it.
 */
export function setPasswordHashCostForTests(cost?: { memoryCost: number; timeCost: number }): void {
  hashOptions = cost ? { ...ARGON2_OPTIONS, ...cost } : ARGON2_OPTIONS;
  dummyHash = undefined;
}

/**
 * True when `password` matches the PHC `hash`; false for a malformed hash. Throws only ClientGoneError,
 * when the client left while the check waited its turn.
 */
export async function verifyPassword(
  hash: string,
  password: string,
  options: PasswordWorkOptions = {},
): Promise<boolean> {
  return inPasswordPool(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the e-mail is unknown, so timing does not tell which
 * e-mails have accounts.
 */
export async function verifyAgainstDummy(
  password: string,
  options: PasswordWorkOptions = {},
): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password, options);
  return false;
}

/** A strong random password (24 characters, about 143 bits) for the generated first administrator. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
