// `npx tsx apps/server/src/db/measure-statement-reuse.ts` (the last phase of `npm run bench:load`): PostgreSQL queries of every signed-in call (the session, its
// user, the catalogue version, a user's feed candidates), each run BENCH_STATEMENT_RUNS times (default
// 2,000) on one connection with the server's statement reuse off (every run parsed and planned anew, as
// before) and on (named prepared statements, apps/server/src/db/dialects/postgres-statements.ts). Prints
// wall time and the database backend's CPU per query (from /proc of the backend, so run it on the
// database's machine), with the ratio on/off; each side runs twice (off, on, on, off) and its better run counts.
// Then a signed-in catalogue call's reads, statements kept: the session, its user and the catalogue version
// as three queries (before) against the one joined query of auth/repository.ts (now), with this process's
// CPU beside the backend's (the driver's work per query). Needs BENCH_DATABASE_URL (or TEST_DATABASE_URL).
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
import { findActiveSession } from '../auth/use-cases/resolve-session';
import { hashSessionToken } from '../auth/tokens';
import { ensureFirstAdmin } from '../users/use-cases/ensure-first-admin';

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

    // A signed-in catalogue call's reads: three queries as before, one joined query now.
    await ensureFirstAdmin(handle.db, {
      email: 'bench-statements@cocho.local',
      password: 'bench-statements-Password-1',
      now: new Date(NOW),
    });
    const user = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'bench-statements@cocho.local')
      .executeTakeFirstOrThrow();
    const token = 'bench-session-token';
    const tokenHash = hashSessionToken(token);
    await handle.db
      .insertInto('sessions')
      .values({
        user_id: user.id,
        token_hash: tokenHash,
        created_at: NOW,
        expires_at: '9999-12-31T00:00:00.000Z',
      })
      .execute();
    const threeQueries = async () => {
      const session = await handle.db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', NOW)
        .executeTakeFirst();
      if (!session) throw new Error('no session');
      await handle.db.selectFrom('users').selectAll().where('id', '=', session.user_id).executeTakeFirst();
      await QUERIES['catalogue version']?.(handle.db, 0);
    };
    const oneJoin = async () => {
      if (!(await findActiveSession(handle.db, token, new Date(NOW)))) throw new Error('no session');
    };
    const perCall = async (reads: () => Promise<void>) => {
      for (let i = 0; i < 50; i += 1) await reads();
      const cpuBefore = cpuUs(backend);
      const ownBefore = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < RUNS; i += 1) await reads();
      const own = process.cpuUsage(ownBefore);
      return {
        wallUs: ((performance.now() - started) * 1000) / RUNS,
        dbCpuUs: (cpuUs(backend) - cpuBefore) / RUNS,
        ownCpuUs: (own.user + own.system) / RUNS,
      };
    };
    type PerCall = Awaited<ReturnType<typeof perCall>>;
    const best = (a: PerCall, b: PerCall) => (a.wallUs <= b.wallUs ? a : b);
    // before, now, now, before, as above.
    const before1 = await perCall(threeQueries);
    const now = best(await perCall(oneJoin), await perCall(oneJoin));
    const before = best(before1, await perCall(threeQueries));
    const show = (figures: PerCall) =>
      `${figures.wallUs.toFixed(0).padStart(5)} µs (db CPU ${figures.dbCpuUs.toFixed(0).padStart(4)} µs, ` +
      `client CPU ${figures.ownCpuUs.toFixed(0).padStart(4)} µs)`;
    console.log(
      `postgres ${'session, user, version per call'.padEnd(32)} 3 queries ${show(before)}  1 join ${show(now)}` +
        `  wall ×${(now.wallUs / before.wallUs).toFixed(2)}, db CPU ×${(now.dbCpuUs / before.dbCpuUs).toFixed(2)}, ` +
        `client CPU ×${(now.ownCpuUs / before.ownCpuUs).toFixed(2)}`,
    );
  } finally {
    await handle.destroy();
    await dropSchemaExclusively(URL_, schema);
  }
}
