/** Password hashing with argon2id (OWASP 2023 minimum: 19 MiB memory, 2 iterations, 1 lane). */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** True when `password` matches the PHC `hash`; false (never throws) for a malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the e-mail is unknown, so timing does not tell which
 * e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A strong random password (24 characters, about 143 bits) for the generated first administrator. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
