/**
 * Password hashing with argon2id (OWASP 2023 minimum: 19 MiB memory, 2 iterations, 1 lane).
 *
 * Every hash and check runs in one bounded pool (p-limit; PASSWORD_HASH_CONCURRENCY at once, the rest wait
 * in its queue), so a burst of sign-ins cannot fill libuv's 4 threads (which also compress answers and
 * read files) nor hold 19 MiB per attempt in flight; a queued check whose client has gone is dropped before
 * it starts (docs/decisions/sign-in-burst.md).
 */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import pLimit from 'p-limit';

const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/** Until the app configures it (config PASSWORD_HASH_CONCURRENCY). */
const DEFAULT_CONCURRENCY = 1;

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
const counts = { hashing: 0, peakHashing: 0, started: 0, dropped: 0 };

/** Sets how many argon2id runs may go at once (config PASSWORD_HASH_CONCURRENCY); work already queued keeps its pool. */
export function configurePasswordPool(size: number): void {
  if (size === concurrency) return;
  concurrency = size;
  limit = pLimit(size);
}

/** The pool's figures, for tests and the load bench: running now, the most at once, queued, started, dropped. */
export function passwordPoolStats(): {
  readonly concurrency: number;
  readonly hashing: number;
  readonly peakHashing: number;
  readonly queued: number;
  readonly started: number;
  readonly dropped: number;
} {
  return { concurrency, ...counts, queued: limit.pendingCount };
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
    try {
      return await work();
    } finally {
      counts.hashing -= 1;
    }
  });
}

export function hashPassword(password: string, options: PasswordWorkOptions = {}): Promise<string> {
  return inPasswordPool(() => argon2.hash(password, ARGON2_OPTIONS), options);
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
