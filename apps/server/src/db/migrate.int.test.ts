import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { forEachDatabase } from '../testing/for-each-database';
import { openDatabase } from './database';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations/index';
import { dropSchemaExclusively } from './dialects/schema-drop-lock';
import { runSeeds } from './seeds/index';
import { SEED_COUNTS } from './seeds/reference-data';

forEachDatabase(
  'migrations and seeds',
  (t) => {
    it('applies every migration once; a second run applies nothing', async () => {
      // This database is a copy of the run's migrated database (testing/prepared-databases.ts): migrated once.
      const again = await migrateToLatest(t.db);
      expect(again).toEqual({ ok: true, applied: [] });
      const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        t.db,
      );
      expect(recorded.rows.map((row) => row.name)).toEqual(MIGRATIONS.map(([name]) => name));
    });

    it('seeds about 250 countries, 27 states and 5,570 municipalities, idempotently', async () => {
      expect(SEED_COUNTS).toEqual({ paises: 250, estados: 27, cidades: 5570 });
      const first = await runSeeds(t.db);
      expect(first.referenceData).toEqual(SEED_COUNTS);
      // A partly seeded database is completed without duplicates.
      await t.db.deleteFrom('paises').where('iso', 'in', ['BR', 'PT']).execute();
      const second = await runSeeds(t.db);
      expect(second.referenceData).toEqual(SEED_COUNTS);
      const brazil = await t.db
        .selectFrom('paises')
        .selectAll()
        .where('iso', '=', 'BR')
        .executeTakeFirstOrThrow();
      expect(brazil).toMatchObject({
        codigo: 76,
        fone: '55',
        iso3: 'BRA',
        nome_pt: 'Brasil',
        nome_en: 'Brazil',
      });
    });

    it('keeps municipalities linked to their state (São Paulo has 645, IBGE code 3550308 is São Paulo)', async () => {
      await runSeeds(t.db);
      const sp = await t.db
        .selectFrom('estados')
        .selectAll()
        .where('sigla', '=', 'SP')
        .executeTakeFirstOrThrow();
      expect(sp).toMatchObject({ nome: 'São Paulo', codigo_ibge: 35 });
      const count = await t.db
        .selectFrom('cidades')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('estado_id', '=', sp.id)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(645);
      const capital = await t.db
        .selectFrom('cidades')
        .selectAll()
        .where('codigo_ibge', '=', 3550308)
        .executeTakeFirstOrThrow();
      expect(capital).toMatchObject({ nome: 'São Paulo', estado_id: sp.id });
    });

    it('enforces foreign keys', async () => {
      await expect(
        t.db
          .insertInto('cidades')
          .values({ codigo_ibge: 9999999, nome: 'Nowhere', estado_id: 999999 })
          .execute(),
      ).rejects.toThrow();
    });

    it('runs SQLite in WAL mode with foreign keys on', async () => {
      if (t.kind !== 'sqlite') return;
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(t.db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
    });
  },
  { server: false, seed: false },
);

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on two schemas of one PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schemas = [`m_${randomBytes(5).toString('hex')}`, `m_${randomBytes(5).toString('hex')}`];
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.destroy();
    for (const schema of schemas) await dropSchemaExclusively(url, schema);
  });

  it('each migrates in its own schema, starts, and keeps its own data', async () => {
    // One after the other: the second finds the first one's migration tables in the database.
    for (const schema of schemas) {
      const config = loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SERVE_WEB: 'false',
        BUILD_ID: 'test',
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
        DATABASE_POOL_MAX: '2',
      });
      const handle = await openDatabase(config.database);
      handles.push(handle);
      const migrated = await migrateToLatest(handle.db);
      expect(migrated).toEqual({ ok: true, applied: MIGRATIONS.map(([name]) => name) });
      await runSeeds(handle.db);
      const app = await buildApp({ config, db: handle.db, dbKind: handle.kind });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }

    for (const [index, schema] of schemas.entries()) {
      const handle = handles[index] as DatabaseHandle;
      const app = apps[index] as FastifyInstance;
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      const tables = await sql<{ table_name: string }>`
        select table_name from information_schema.tables
        where table_schema = ${schema} and table_name like 'kysely_migration%' order by table_name`.execute(
        handle.db,
      );
      expect(tables.rows.map((row) => row.table_name)).toEqual(['kysely_migration', 'kysely_migration_lock']);
      // Running again is a no-op in each schema.
      expect(await migrateToLatest(handle.db)).toEqual({ ok: true, applied: [] });
    }

    // Side by side: a change in one schema is not seen by the other.
    const [first, second] = handles as [DatabaseHandle, DatabaseHandle];
    await first.db.deleteFrom('paises').where('iso', '=', 'PT').execute();
    const countOf = async (handle: DatabaseHandle) =>
      (await handle.db.selectFrom('paises').select('iso').where('iso', '=', 'PT').execute()).length;
    expect(await countOf(first)).toBe(0);
    expect(await countOf(second)).toBe(1);
  });
});
