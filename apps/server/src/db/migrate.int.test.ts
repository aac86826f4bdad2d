import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../testing/for-each-database';
import { migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations/index';
import { runSeeds } from './seeds/index';
import { SEED_COUNTS } from './seeds/reference-data';

forEachDatabase(
  'migrations and seeds',
  (t) => {
    it('applies every migration once; a second run applies nothing', async () => {
      // forEachDatabase already migrated this database once.
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
