/**
 * Public read-only links (docs/product/shell.md#screens public link generation; docs/decisions/sharing.md): each link is a record
 * (`share_links`: listed, revocable, ending with the share it came from) and its `assinatura` is
 * `<link id>.<expiry in Unix seconds>.<HMAC-SHA256 of link id, record id and expiry, base64url>` under the
 * server's link key, so the database holds no usable link and a link names its record. A link ends when it
 * expires, is revoked, its record is removed, its share ends, or the key changes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { findStoredLinkSecret, storeLinkSecret } from './repository';

const SIGNATURE = /^([0-9]{1,10})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

function macOf(secret: string, linkId: number, dietId: number, expirySeconds: number): Buffer {
  return createHmac('sha256', secret)
    .update(`cocho/share-link/v2|${linkId}|${dietId}|${expirySeconds}`)
    .digest();
}

export type ShareLinkClaim = { readonly linkId: number; readonly dietId: number; readonly expiresAt: Date };

/** The signature of link `linkId` to record `dietId`, valid until `expiresAt` (whole seconds). */
export function signShareLink(secret: string, claim: ShareLinkClaim): string {
  const expirySeconds = Math.floor(claim.expiresAt.getTime() / 1000);
  const mac = macOf(secret, claim.linkId, claim.dietId, expirySeconds).toString('base64url');
  return `${claim.linkId}.${expirySeconds}.${mac}`;
}

/**
 * The link id of `signature` when it was made with `secret` for record `dietId` and has not expired at
 * `now`; null otherwise (whether it is revoked is the link record's to say).
 */
export function readShareLink(secret: string, dietId: number, signature: string, now: Date): number | null {
  const match = SIGNATURE.exec(signature);
  if (!match) return null;
  const linkId = Number(match[1]);
  const expirySeconds = Number(match[2]);
  const given = Buffer.from(match[3] ?? '', 'base64url');
  const expected = macOf(secret, linkId, dietId, expirySeconds);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expirySeconds * 1000 > now.getTime() ? linkId : null;
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
