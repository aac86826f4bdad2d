/**
 * What an edit and a create carry against lost updates and double records (docs/decisions/one-pass-saves.md):
 * the version an edit was based on, and a create's idempotency key.
 */
import { z } from 'zod';

/** A save's or create's idempotency key: 16 to 64 URL-safe characters, chosen by the client once (a UUID). */
export const ZIdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/**
 * The record's `updated_at` as the editor read it: the edit applies only while the record is still that
 * version, else CONFLICT (409). Optional: without it the edit applies as before (older clients).
 */
export const ZBaseVersion = z.string().min(1).max(40);
