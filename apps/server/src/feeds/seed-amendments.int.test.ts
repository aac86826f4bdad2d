// The seed's cited amendments (catalogue-amendments.ts) on a real database: the mineral-salt rows get their
// assumed dry matter with its citation, an old database is completed, and an administrator's edit survives.
import type { TFeed } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { CATALOGUE_AMENDMENTS } from './catalogue-amendments';
import { CATALOGUE_COLUMNS, writeCsv } from './catalogue-csv';
import type { CatalogueRow } from './catalogue-rows';
import { catalogueRowToFeed, readSeedRows, seedFeedCatalogue } from './seed-catalogue';

const MINERAL_SALTS = [
  'BR:sal_mineral_hgm60',
  'BR:sal_mineral_minimos_leite_globorural',
  'BR:sal_proteinado_campo40',
  'BR:proteico_energetico_hgm_pac400',
] as const;

const SEED_ROWS = readSeedRows();

function fileRow(sourceId: string): CatalogueRow {
  const row = SEED_ROWS.find((item) => item.sourceId === sourceId);
  if (!row) throw new Error(`no seed row ${sourceId}`);
  return row;
}

async function ok<T>(t: TestEnvironment, name: string, body: unknown, token: string): Promise<T> {
  const res = await t.call(name, body, { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return (res.body as { data: T }).data;
}

async function catalogueFeed(t: TestEnvironment, token: string, sourceId: string): Promise<TFeed> {
  const lists = await ok<{ cocho: TFeed[] }>(t, 'alimentos/getListaAlimentos', {}, token);
  const feed = lists.cocho.find((item) => item.name === fileRow(sourceId).namePt);
  if (!feed) throw new Error(`catalogue feed not listed: ${sourceId}`);
  return feed;
}

async function catalogueVersion(t: TestEnvironment, token: string): Promise<number> {
  return (await ok<[number, string]>(t, 'alimentos/lastUpdateAt', {}, token))[0];
}

/** Puts a row back as a seed without amendments wrote it (a database seeded before this change). */
async function resetToFileRow(t: TestEnvironment, sourceId: string): Promise<void> {
  const { nutrientes, alertas, fonte } = catalogueRowToFeed(fileRow(sourceId), new Date().toISOString());
  await t.db
    .updateTable('feeds')
    .set({ nutrientes, alertas, fonte })
    .where('source_id', '=', sourceId)
    .execute();
}

forEachDatabase('seed amendments of the feed catalogue', (t) => {
  let admin: SignedUp;
  let user: SignedUp;

  beforeAll(async () => {
    admin = await t.signUp();
    await t.db.updateTable('users').set({ administrador: 1 }).where('id', '=', admin.user.id).execute();
    user = await t.signUp();
  });

  it('seeds the mineral salts with the assumed 100 % DM, its citation in the source and an assumed mark', async () => {
    for (const sourceId of MINERAL_SALTS) {
      const file = fileRow(sourceId);
      expect(file.nutrients.MS, `${sourceId} has no MS in the file`).toBeUndefined();
      const feed = await catalogueFeed(t, user.token, sourceId);
      expect(feed.nutrientes.MS, sourceId).toBe(100);
      // The file's own numbers and source are kept; the citation follows.
      expect(feed.nutrientes.Ca, sourceId).toBe(file.nutrients.Ca);
      expect(feed.nutrientes_originais?.MS, sourceId).toBeUndefined();
      expect(feed.fonte?.startsWith(file.source), sourceId).toBe(true);
      expect(feed.fonte, sourceId).toContain('MS (as fed) = 100 % ASSUMED');
      expect(feed.fonte, sourceId).toContain('NASEM2021:191 dicalcium phosphate');
      expect(feed.alertas, sourceId).toContainEqual({ code: 'ASSUMED_VALUE', key: 'MS', value: 100 });
    }
  });

  it('leaves every other row as its file gives it', async () => {
    const amended = new Set(CATALOGUE_AMENDMENTS.map((amendment) => amendment.sourceId));
    const lists = await ok<{ cocho: TFeed[] }>(t, 'alimentos/getListaAlimentos', {}, user.token);
    const flagged = lists.cocho.filter((feed) => feed.alertas.some((flag) => flag.code === 'ASSUMED_VALUE'));
    expect(flagged.map((feed) => feed.name).sort()).toEqual(
      [...amended].map((sourceId) => fileRow(sourceId).namePt).sort(),
    );
  });

  it('completes a row seeded before the amendment, once, and tells clients the catalogue changed', async () => {
    const sourceId = 'BR:sal_mineral_hgm60';
    await resetToFileRow(t, sourceId);
    expect((await catalogueFeed(t, user.token, sourceId)).nutrientes.MS).toBeUndefined();
    const version = await catalogueVersion(t, user.token);

    const first = await seedFeedCatalogue(t.db, new Date().toISOString());
    expect(first).toEqual({ tipos: 0, alimentos: 0, aditivos: 0, alimentosCompletados: 1 });
    const feed = await catalogueFeed(t, user.token, sourceId);
    expect(feed.nutrientes.MS).toBe(100);
    expect(feed.fonte).toContain('ASSUMED');
    expect(feed.alertas).toContainEqual({ code: 'ASSUMED_VALUE', key: 'MS', value: 100 });
    expect(await catalogueVersion(t, user.token)).toBeGreaterThan(version);

    const again = await seedFeedCatalogue(t.db, new Date().toISOString());
    expect(again.alimentosCompletados).toBe(0);
  });

  describe("an administrator's edit survives re-seeding", () => {
    function importLine(row: CatalogueRow, changes: Record<string, string>): string {
      const cells: Record<string, string> = {
        source_id: row.sourceId,
        name_pt: row.namePt,
        name_en: row.nameEn ?? '',
        category_hint: row.categoryHint,
        source: row.source,
        ...Object.fromEntries(
          Object.entries(row.originalNutrients).map(([key, value]) => [key, String(value)]),
        ),
        ...changes,
      };
      return writeCsv(CATALOGUE_COLUMNS, [CATALOGUE_COLUMNS.map((column) => cells[column] ?? '')]);
    }

    it('an imported composition with MS still blank is not completed', async () => {
      const sourceId = 'BR:sal_mineral_minimos_leite_globorural';
      const row = fileRow(sourceId);
      const csv = importLine(row, { Ca: '10' });
      const summary = await ok<{ aplicado: boolean; atualizados: number }>(
        t,
        'alimentos/importarCsv',
        { csv, simular: false },
        admin.token,
      );
      expect(summary).toMatchObject({ aplicado: true, atualizados: 1 });
      const edited = await catalogueFeed(t, user.token, sourceId);
      expect(edited.nutrientes.MS).toBeUndefined();
      expect(edited.nutrientes.Ca).toBe(10);

      const seeded = await seedFeedCatalogue(t.db, new Date().toISOString());
      expect(seeded.alimentosCompletados).toBe(0);
      const after = await catalogueFeed(t, user.token, sourceId);
      expect(after.nutrientes).toEqual(edited.nutrientes);
      expect(after.fonte).toBe(row.source);
      expect(after.alertas.some((flag) => flag.code === 'ASSUMED_VALUE')).toBe(false);
    });

    it('an imported MS of its own is kept', async () => {
      const sourceId = 'BR:sal_proteinado_campo40';
      const csv = importLine(fileRow(sourceId), { MS: '97.5', source: 'Laboratório da fazenda, 2026' });
      await ok(t, 'alimentos/importarCsv', { csv, simular: false }, admin.token);

      expect((await seedFeedCatalogue(t.db, new Date().toISOString())).alimentosCompletados).toBe(0);
      const feed = await catalogueFeed(t, user.token, sourceId);
      expect(feed.nutrientes.MS).toBe(97.5);
      expect(feed.fonte).toBe('Laboratório da fazenda, 2026');
    });
  });
});
