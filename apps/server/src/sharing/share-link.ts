/**
 * Public read-only links (spec 01 §2 public link generation; docs/decisions/sharing.md): `assinatura` is
 * `<expiry in Unix seconds>.<HMAC-SHA256 of the record id and the expiry, base64url>` under the server's
 * link key. Nothing is stored per link: a link ends when it expires, when its record is removed, or when
 * the key changes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { findStoredLinkSecret, storeLinkSecret } from './repository';

const SIGNATURE = /^([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

function macOf(secret: string, dietId: number, expirySeconds: number): Buffer {
  return createHmac('sha256', secret).update(`cocho/share-link/v1|${dietId}|${expirySeconds}`).digest();
}

/** The signature of a link to record `dietId` valid until `expiresAt`. */
export function signShareLink(secret: string, dietId: number, expiresAt: Date): string {
  const expirySeconds = Math.floor(expiresAt.getTime() / 1000);
  return `${expirySeconds}.${macOf(secret, dietId, expirySeconds).toString('base64url')}`;
}

/** Whether `signature` was made with `secret` for record `dietId` and has not expired at `now`. */
export function isShareLinkValid(secret: string, dietId: number, signature: string, now: Date): boolean {
  const match = SIGNATURE.exec(signature);
  if (!match) return false;
  const expirySeconds = Number(match[1]);
  const given = Buffer.from(match[2] ?? '', 'base64url');
  const expected = macOf(secret, dietId, expirySeconds);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return expirySeconds * 1000 > now.getTime();
}

const generatedSecrets = new WeakMap<Kysely<Database>, Promise<string>>();

/**
 * The link key: SHARE_LINK_SECRET, else one generated at first use and kept in the database (share_link_keys),
 * so links survive restarts and every instance on the same database agrees.
 */
export function shareLinkSecretOf(db: Kysely<Database>, config: AppConfig, now: Date): Promise<string> {
  if (config.shareLinkSecret !== undefined) return Promise.resolve(config.shareLinkSecret);
  let secret = generatedSecrets.get(db);
  if (!secret) {
    secret = (async () =>
      (await findStoredLinkSecret(db)) ??
      storeLinkSecret(db, randomBytes(32).toString('base64url'), now.toISOString()))();
    // A failed read is tried again on the next link.
    secret.catch(() => generatedSecrets.delete(db));
    generatedSecrets.set(db, secret);
  }
  return secret;
}
