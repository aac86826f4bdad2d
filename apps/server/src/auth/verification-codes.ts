/**
 * E-mailed 6-digit codes (registration, password reset): stored as a SHA-256 of e-mail and code, valid for
 * VERIFICATION_CODE_TTL_MINUTES, dead after VERIFICATION_CODE_MAX_ATTEMPTS tries, replaced by a newer
 * code. Issuing is limited per e-mail and purpose (one a minute, five an hour), whatever the e-mail's account status,
 * so the limit tells nothing about which e-mails are registered.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_CODES_PER_HOUR,
} from '@cocho/contracts';
import type { TCodePurpose } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appError } from '../errors';
import {
  closeOpenCodes,
  countCodesSince,
  findOpenCode,
  reserveCodeAttempt,
  insertEmailCode,
  markCodeUsed,
} from './repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export function generateVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashVerificationCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}\n${code}`, 'utf8').digest('hex');
}

/**
 * Records a code for `email` (RATE_LIMITED over the per-e-mail limits) and answers it; with `usable`
 * false the row only counts toward the limits and no code is answered (nothing can match it).
 */
export async function issueVerificationCode(
  db: Kysely<Database>,
  request: { email: string; finalidade: TCodePurpose; usable: boolean; ip: string | null },
  now: Date,
): Promise<string | null> {
  const nowIso = now.toISOString();
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = await countCodesSince(db, request.email, request.finalidade, hourAgo);
  const resendAfter = recent.latest ? Date.parse(recent.latest) + VERIFICATION_CODE_RESEND_SECONDS * 1000 : 0;
  if (recent.count >= VERIFICATION_CODES_PER_HOUR || now.getTime() < resendAfter) {
    throw appError('RATE_LIMITED');
  }
  await closeOpenCodes(db, request.email, request.finalidade, nowIso);
  const code = request.usable ? generateVerificationCode() : null;
  await insertEmailCode(db, {
    email: request.email,
    finalidade: request.finalidade,
    code_hash: code === null ? null : hashVerificationCode(request.email, code),
    created_at: nowIso,
    expires_at: new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * MINUTE_MS).toISOString(),
    ip: request.ip,
  });
  return code;
}

/**
 * Checks `code` against the open code of `email` for `finalidade`; a wrong try counts toward the limit.
 * Answers the code's id to pass to `consumeVerificationCode`, or throws CODE_INVALID (wrong, expired,
 * replaced, dead, or never usable).
 */
export async function checkVerificationCode(
  db: Kysely<Database>,
  request: { email: string; finalidade: TCodePurpose; codigo: string },
  now: Date,
): Promise<number> {
  const open = await findOpenCode(db, request.email, request.finalidade, now.toISOString());
  if (!open || open.code_hash === null) throw appError('CODE_INVALID');
  // The try takes its slot before the code is compared (a conditional UPDATE), so tries sent together
  // cannot compare more than VERIFICATION_CODE_MAX_ATTEMPTS codes (docs/decisions/concurrency-and-cluster.md).
  if (!(await reserveCodeAttempt(db, open.id, VERIFICATION_CODE_MAX_ATTEMPTS)))
    throw appError('CODE_INVALID');
  const expected = Buffer.from(open.code_hash, 'hex');
  const given = Buffer.from(hashVerificationCode(request.email, request.codigo), 'hex');
  if (!timingSafeEqual(expected, given)) throw appError('CODE_INVALID');
  return open.id;
}

/** Uses up a checked code; CODE_INVALID when another request used it first. */
export async function consumeVerificationCode(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  if (!(await markCodeUsed(db, id, now.toISOString()))) throw appError('CODE_INVALID');
}
