// `npx tsx apps/server/src/db/measure-statement-reuse.ts` (the last phase of `npm run bench:load`): PostgreSQL queries of every signed-in call (the session, its
// user, the catalogue version, a user's feed candidates), each run BENCH_STATEMENT_RUNS times (default
// 2,000) on one connection with the server's statement reuse off (every run parsed and planned anew, as
// before) and on (named prepared statements, apps/server/src/db/dialects/postgres-statements.ts). Prints
// wall time and the database backend's CPU per query (from /proc of the backend, so run it on the
// database's machine), with the ratio on/off; each side runs twice (off, on, on, off) and its better run counts. Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { openDatabase } from './database';
import { statementPoolOf } from './dialects/postgres';
import { dropSchemaExclusively } from './dialects/schema-drop-lock';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { runSeeds } from './seeds/index';

const URL_ = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const RUNS = Number(process.env.BENCH_STATEMENT_RUNS ?? 2000);

/** CPU time of a process so far, µs (utime + stime of /proc/<pid>/stat). */
function cpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
}

const NOW = new Date(1_800_000_000_000).toISOString();

/** The shapes of the reads every signed-in call and the feed list make (auth and feeds repositories). */
const QUERIES: Readonly<Record<string, (db: Kysely<Database>, i: number) => Promise<unknown>>> = {
  'session by token hash': (db, i) =>
    db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', `hash-${i % 7}`)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', NOW)
      .executeTakeFirst(),
  'user by id': (db, i) =>
    db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 1 + (i % 3))
      .executeTakeFirst(),
  'catalogue version': (db) =>
    db
      .selectFrom('feed_catalogue_state')
      .select(['version', 'updated_at'])
      .where('id', '=', 1)
      .executeTakeFirst(),
  "a user's feed candidates": (db, i) =>
    db
      .selectFrom('feeds')
      .leftJoin('users', 'users.id', 'feeds.user_id')
      .leftJoin('companies', 'companies.id', 'feeds.empresa')
      .selectAll('feeds')
      .select(['users.empresa_vinculada as owner_company_id', 'companies.ativo as company_ativo'])
      .where((eb) =>
        eb.or([
          eb.and([eb('feeds.kind', '=', 'usuario'), eb('feeds.user_id', '=', 1 + (i % 5))]),
          eb.and([
            eb('feeds.kind', '=', 'empresa'),
            eb.or([
              eb('feeds.visibilidade', '=', 'todos'),
              eb('feeds.patrocinado', '=', 1),
              eb('feeds.user_id', '=', 1 + (i % 5)),
            ]),
          ]),
        ]),
      )
      .orderBy('feeds.tipo')
      .orderBy('feeds.name')
      .orderBy('feeds.id')
      .execute(),
};

if (!URL_) {
  console.log('statement reuse skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
} else {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const handle = await openDatabase({ kind: 'postgres', url: URL_, schema, poolMax: 1 });
  try {
    const migrated = await migrateToLatest(handle.db);
    if (!migrated.ok) throw migrated.error;
    await runSeeds(handle.db);
    const pool = statementPoolOf(handle.db);
    if (!pool) throw new Error('no statement pool');
    const backend = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]
      ?.pid as number;
    console.log(
      `Statement reuse, PostgreSQL, ${RUNS} runs per query on one connection (backend ${backend}).`,
    );
    for (const [label, query] of Object.entries(QUERIES)) {
      const measure = async () => {
        for (let i = 0; i < 50; i += 1) await query(handle.db, i);
        const cpuBefore = cpuUs(backend);
        const started = performance.now();
        for (let i = 0; i < RUNS; i += 1) await query(handle.db, i);
        return {
          wallUs: ((performance.now() - started) * 1000) / RUNS,
          dbCpuUs: (cpuUs(backend) - cpuBefore) / RUNS,
        };
      };
      // off, on, on, off: each side's better run, so a change in the machine's load between them evens out.
      const better = (a: Awaited<ReturnType<typeof measure>>, b: Awaited<ReturnType<typeof measure>>) =>
        a.wallUs <= b.wallUs ? a : b;
      const off1 = await pool.paused(measure);
      const on = better(await measure(), await measure());
      const off = better(off1, await pool.paused(measure));
      console.log(
        `postgres ${label.padEnd(32)} off ${off.wallUs.toFixed(0).padStart(5)} µs (db CPU ${off.dbCpuUs.toFixed(0).padStart(4)} µs)` +
          `  on ${on.wallUs.toFixed(0).padStart(5)} µs (db CPU ${on.dbCpuUs.toFixed(0).padStart(4)} µs)` +
          `  wall ×${(on.wallUs / off.wallUs).toFixed(2)}, db CPU ×${(on.dbCpuUs / off.dbCpuUs).toFixed(2)}`,
      );
    }
  } finally {
    await handle.destroy();
    await dropSchemaExclusively(URL_, schema);
  }
}
