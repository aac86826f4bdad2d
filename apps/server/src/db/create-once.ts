/**
 * Creates with an idempotency key (docs/decisions/one-pass-saves.md): the same key sent again by the same user
 * with the same request answers the first answer and creates nothing; with another request it is refused
 * (VALIDATION_FAILED, `idempotency_key`/`key_reused`). The record and its key are stored in one transaction,
 * and the key's primary key settles two concurrent creates with one key: the loser rolls back and answers the
 * winner's answer. Without a key the create runs as before. Keys are kept 30 days.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ZodType } from 'zod';
import { appError } from '../errors';
import type { Database } from './schema';

/** How long a create's key is remembered: longer than any retry or offline outbox in practice. */
const KEY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CreateRequest<T> = {
  readonly userId: number;
  /** The call's name: one key belongs to one call. */
  readonly call: string;
  readonly key: string | undefined;
  /** The request as checked, without its key: the same key with another request is refused. */
  readonly request: unknown;
  readonly now: Date;
  /** Reads a stored answer back. */
  readonly answer: ZodType<T>;
};

/** What a create answers, and whether this request created it (false: the key's earlier answer). */
export type Created<T> = { readonly data: T; readonly isNew: boolean };

function hashOf(call: string, request: unknown): string {
  return createHash('sha256').update(`${call}\n`).update(JSON.stringify(request)).digest('hex');
}

async function earlierAnswer<T>(
  db: Kysely<Database>,
  create: CreateRequest<T>,
  key: string,
  hash: string,
): Promise<T | undefined> {
  const row = await db
    .selectFrom('create_keys')
    .select(['request_hash', 'answer'])
    .where('user_id', '=', create.userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== hash)
    throw appError('VALIDATION_FAILED', [{ field: 'idempotency_key', code: 'key_reused' }]);
  return create.answer.parse(JSON.parse(row.answer));
}

/** Runs `work` once per key: `work` gets the transaction to store the record in (pass it as the db). */
export async function createOnce<T>(
  db: Kysely<Database>,
  create: CreateRequest<T>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<Created<T>> {
  const key = create.key;
  if (key === undefined) return { data: await work(db), isNew: true };
  const hash = hashOf(create.call, create.request);
  const earlier = await earlierAnswer(db, create, key, hash);
  if (earlier !== undefined) return { data: earlier, isNew: false };
  try {
    const data = await db.transaction().execute(async (trx) => {
      const made = await work(trx);
      const nowIso = create.now.toISOString();
      await trx
        .deleteFrom('create_keys')
        .where('user_id', '=', create.userId)
        .where('created_at', '<', new Date(create.now.getTime() - KEY_DAYS * DAY_MS).toISOString())
        .execute();
      await trx
        .insertInto('create_keys')
        .values({
          user_id: create.userId,
          idempotency_key: key,
          call: create.call,
          request_hash: hash,
          answer: JSON.stringify(made),
          created_at: nowIso,
        })
        .execute();
      return made;
    });
    return { data, isNew: true };
  } catch (error) {
    // A concurrent create with this key won (its key row, or the record's own unique index, stopped this
    // one): answer what it answered.
    const winner = await earlierAnswer(db, create, key, hash);
    if (winner !== undefined) return { data: winner, isNew: false };
    throw error;
  }
}
