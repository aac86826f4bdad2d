/**
 * Reading the local outbox (no SMTP configured): the latest mail to an address and the 6-digit code in it.
 * Used by the integration tests and the end-to-end fixtures' equivalent to register like a user does.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findLatestOutboxMail } from './repository';
import type { OutboxMail } from './repository';

export function readLatestMail(db: Kysely<Database>, to: string): Promise<OutboxMail | undefined> {
  return findLatestOutboxMail(db, to);
}

/** The first 6-digit number of a mail's text, or null. */
export function readCodeFromMail(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}
