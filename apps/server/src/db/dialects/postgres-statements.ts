/**
 * PostgreSQL statements prepared once per connection and reused across requests
 * (docs/decisions/catalogue-answers-and-statements.md). Kysely's driver hands node-postgres only a text and
 * its values, which pg parses and plans anew every time; this pool gives Kysely clients that send each
 * query with values as a named prepared statement (`{ name, text, values }`, pg's own API): the first
 * run on a connection parses it, later runs only bind and execute. Queries without values (`begin`,
 * `commit`, DDL, several statements in one text) go as before.
 *
 * - Names come from the text's hash, so one text has one name and two texts never share one.
 * - At most STATEMENT_TEXTS_NAMED distinct texts are named (lists of `in ($1, …)` vary in length); later
 *   ones go unnamed.
 * - Migrations run with naming paused, and each finished run starts a new generation of names, so no
 *   statement prepared before a schema change of this process is reused after it.
 * - A schema change made by another process (a rolling deploy's migration) can make PostgreSQL refuse a
 *   kept `select *` ("cached plan must not change result type"): that connection moves to new names,
 *   and the query is run again unnamed when no transaction is open (inside one, the error stands and the
 *   transaction fails once, as any conflict would).
 */
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Distinct statement texts given a name, per process. */
export const STATEMENT_TEXTS_NAMED = 500;

type ClientState = { epoch: number; inTransaction: boolean };

function isStalePlan(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test(String((error as { message?: unknown }).message))
  );
}

export class StatementReusingPool implements PostgresPool {
  readonly #pool: pg.Pool;
  readonly #clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  readonly #hashes = new Map<string, string>();
  #paused = 0;
  #generation = 0;
  /** Named runs and unnamed runs so far (tests and the decision record's figures). */
  readonly counts = { named: 0, unnamed: 0, retried: 0 };

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.#pool.connect();
    let wrapped = this.#clients.get(client);
    if (!wrapped) {
      wrapped = this.#wrap(client);
      this.#clients.set(client, wrapped);
    }
    return wrapped;
  }

  end(): Promise<void> {
    return this.#pool.end();
  }

  /** Runs `work` (migrations) with every query unnamed; names made afterwards are new ones. */
  async paused<T>(work: () => Promise<T>): Promise<T> {
    this.#paused += 1;
    try {
      return await work();
    } finally {
      this.#paused -= 1;
      this.#generation += 1;
    }
  }

  #nameOf(text: string, state: ClientState): string | null {
    if (this.#paused > 0) return null;
    let hash = this.#hashes.get(text);
    if (hash === undefined) {
      if (this.#hashes.size >= STATEMENT_TEXTS_NAMED) return null;
      hash = createHash('sha1').update(text).digest('base64url').slice(0, 22);
      this.#hashes.set(text, hash);
    }
    return `k${this.#generation}_${state.epoch}_${hash}`;
  }

  #wrap(client: pg.PoolClient): PostgresPoolClient {
    const state: ClientState = { epoch: 0, inTransaction: false };
    const run = async (text: string, values: readonly unknown[]) => {
      const head = text.trimStart().slice(0, 17).toLowerCase();
      if (head.startsWith('begin') || head.startsWith('start transaction')) state.inTransaction = true;
      else if (head.startsWith('commit') || (head.startsWith('rollback') && !head.startsWith('rollback to')))
        state.inTransaction = false;
      const name = values.length > 0 ? this.#nameOf(text, state) : null;
      if (name === null) {
        this.counts.unnamed += 1;
        return client.query(text, [...values]);
      }
      this.counts.named += 1;
      try {
        return await client.query({ name, text, values: [...values] });
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        state.epoch += 1;
        if (state.inTransaction) throw error;
        this.counts.retried += 1;
        return client.query(text, [...values]);
      }
    };
    return {
      // Kysely's streams pass a cursor (pg-cursor), which goes to pg as is.
      query: ((textOrCursor: unknown, values?: readonly unknown[]) =>
        typeof textOrCursor === 'string'
          ? run(textOrCursor, values ?? [])
          : client.query(textOrCursor as pg.Submittable)) as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  }
}
