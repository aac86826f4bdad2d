// The seed on a real database: the reworked catalogue on a fresh database, an old
// database migrated in place (rows updated by source id, withdrawn rows removed, saved diets still readable),
// and an administrator's edit left alone.
import type { TFeed } from '@cocho/contracts';
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { CATALOGUE_COLUMNS, writeCsv } from './catalogue-csv';
import {
  catalogueRowToFeed,
  digestOfSeedColumns,
  readSeedFileRows,
  readSeedRows,
  seedFeedCatalogue,
} from './seed-catalogue';
import type { FeedRow } from './repository';

const SEED_ROWS = readSeedRows();
const seedRow = (sourceId: string) => {
  const row = SEED_ROWS.find((item) => item.sourceId === sourceId);
  if (!row) throw new Error(`no seed row ${sourceId}`);
  return row;
};

async function ok<T>(t: TestEnvironment, name: string, body: unknown, token: string): Promise<T> {
  const res = await t.call(name, body, { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return (res.body as { data: T }).data;
}

async function catalogue(t: TestEnvironment, token: string): Promise<TFeed[]> {
  return (await ok<{ cocho: TFeed[] }>(t, 'alimentos/getListaAlimentos', {}, token)).cocho;
}

async function storedBySourceId(t: TestEnvironment, sourceId: string) {
  return t.db.selectFrom('feeds').selectAll().where('source_id', '=', sourceId).executeTakeFirst();
}

/** Writes a row as a seed before this change did: old source text, no digest, never updated. */
async function insertLegacyRow(t: TestEnvironment, sourceId: string, overrides: Record<string, unknown>) {
  const stamp = '2026-01-01T00:00:00.000Z';
  await t.db
    .insertInto('feeds')
    .values({
      kind: 'catalogo',
      tipo: 4,
      name: `legacy ${sourceId}`,
      nutrientes: '{"MS":100,"Ca":12}',
      nutrientes_calculados: '[]',
      alertas: '[]',
      fonte: 'github:someone/repo src/data.csv (blob 6ab80b0)',
      source_id: sourceId,
      unidade: 'kg',
      volumoso: 0,
      excluido: 0,
      restrito: 0,
      patrocinado: 0,
      visibilidade: 'todos',
      recomendado: 0,
      created_at: stamp,
      updated_at: stamp,
      ...overrides,
    })
    .execute();
}

forEachDatabase('feed catalogue seed updates', (t) => {
  let admin: SignedUp;
  let user: SignedUp;

  beforeAll(async () => {
    admin = await t.signUp();
    await t.db.updateTable('users').set({ administrador: 1 }).where('id', '=', admin.user.id).execute();
    user = await t.signUp();
  });

  it('seeds the mixes with their citation, Spanish names and no internal text in any source', async () => {
    const feeds = await catalogue(t, user.token);
    const feedlot = feeds.find((feed) => feed.name === seedRow('COCHO:mistura_mineral_confinamento').namePt);
    expect(feedlot?.name_es).toContain('engorde a corral');
    expect(feedlot?.fonte).toContain('Nicodemo');
    expect(feedlot?.nutrientes.NDT).toBe(0);
    expect(feedlot?.alertas).toContainEqual({ code: 'MIXTURE_OF_INGREDIENTS', key: null });
    for (const feed of feeds) {
      expect(feed.name_es, feed.name).toBeTruthy();
      expect(feed.fonte ?? '', feed.name).not.toMatch(/github|blob|commit|§|\.csv|\/src\//i);
    }
    expect(feeds.some((feed) => feed.name.includes('HGM'))).toBe(false);
  });

  it('migrates an old database in place: updates rows by source id, removes withdrawn ones, keeps diets', async () => {
    // An old seed's rows: the urea as it was (no TDN, old source) and a withdrawn label row.
    await t.db.deleteFrom('feeds').where('source_id', '=', 'NASEM2021:165').execute();
    await insertLegacyRow(t, 'NASEM2021:165', {
      tipo: 8,
      nutrientes: '{"MS":99,"PB":281,"ED":2.21,"EM":1.79}',
    });
    await insertLegacyRow(t, 'BR:sal_mineral_hgm60', {});
    const withdrawn = await storedBySourceId(t, 'BR:sal_mineral_hgm60');
    if (!withdrawn) throw new Error('legacy row not inserted');
    // A saved diet that used the withdrawn feed: the record holds a snapshot of it.
    const snapshot = {
      id: String(withdrawn.id),
      tipo: 4,
      name: withdrawn.name,
      name_en: null,
      name_es: null,
    };
    const dietRecord = {
      nome: 'Old diet',
      alimentos_selecionados: [{ ...snapshot, volumoso: false, nutrientes: { MS: 100, Ca: 12 } }],
    };
    const stamp = '2026-01-02T00:00:00.000Z';
    const diet = await t.db
      .insertInto('diets')
      .values({
        user_id: user.user.id,
        modo: 'FD',
        nome: 'Old diet',
        oculta: 0,
        id_cliente: null,
        time: 1,
        custo: null,
        status: null,
        obs: null,
        dieta: JSON.stringify(dietRecord),
        ciclo_tipo: null,
        situacao: null,
        inicio_previsto: null,
        fim_previsto: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const counts = await seedFeedCatalogue(t.db, new Date().toISOString());
    expect(counts).toMatchObject({ alimentos: 0, alimentosAtualizados: 1, alimentosRemovidos: 1 });

    const urea = await storedBySourceId(t, 'NASEM2021:165');
    expect(urea?.fonte).toBe(seedRow('NASEM2021:165').source);
    expect(JSON.parse(urea?.nutrientes ?? '{}')).toMatchObject({ NDT: 0, EM: 0, PB: 281 });
    expect(urea?.name_es).toBe('Urea de uso pecuario');
    expect(urea?.seed_digest).toBe(digestOfSeedColumns(urea as NonNullable<typeof urea>));
    expect(await storedBySourceId(t, 'BR:sal_mineral_hgm60')).toBeUndefined();

    // The diet still opens with the snapshot of the removed feed.
    const stored = await t.db
      .selectFrom('diets')
      .select('dieta')
      .where('id', '=', diet.id)
      .executeTakeFirst();
    expect(JSON.parse(stored?.dieta ?? '{}').alimentos_selecionados[0]).toMatchObject(snapshot);

    // Idempotent.
    expect(await seedFeedCatalogue(t.db, new Date().toISOString())).toMatchObject({
      alimentos: 0,
      alimentosAtualizados: 0,
      alimentosRemovidos: 0,
    });
  });

  it("leaves an administrator's imported row alone, also when the seed withdraws it", async () => {
    const row = seedRow('NASEM2021:197');
    const cells: Record<string, string> = {
      source_id: row.sourceId,
      name_pt: row.namePt,
      name_en: row.nameEn ?? '',
      category_hint: row.categoryHint,
      source: 'Laboratório da fazenda, 2026',
      ...Object.fromEntries(
        Object.entries(row.originalNutrients).map(([key, value]) => [key, String(value)]),
      ),
      Ca: '36',
    };
    const csv = writeCsv(CATALOGUE_COLUMNS, [CATALOGUE_COLUMNS.map((column) => cells[column] ?? '')]);
    await ok(t, 'alimentos/importarCsv', { csv, simular: false }, admin.token);
    // An administrator's own row under a withdrawn id (imported after the old seed).
    await insertLegacyRow(t, 'BR:sal_proteinado_campo40', {
      fonte: 'Laboratório da fazenda, 2026',
      updated_at: '2026-02-01T00:00:00.000Z',
    });

    const counts = await seedFeedCatalogue(t.db, new Date().toISOString());
    expect(counts).toMatchObject({ alimentosAtualizados: 0, alimentosRemovidos: 0 });
    const limestone = await storedBySourceId(t, 'NASEM2021:197');
    expect(limestone?.fonte).toBe('Laboratório da fazenda, 2026');
    expect(JSON.parse(limestone?.nutrientes ?? '{}').Ca).toBe(36);
    expect(await storedBySourceId(t, 'BR:sal_proteinado_campo40')).toBeDefined();
  });

  it('moves an existing database to the default list in place: Brazilian rows updated, foreign rows out, diets kept', async () => {
    // The rows as the previous seed wrote them: straight from the starter files, with their seed digest.
    const fileRows = new Map(readSeedFileRows().map((row) => [row.sourceId, row]));
    const stamp = '2026-03-01T00:00:00.000Z';
    const previous = ['NASEM2021:48', 'ILRI:teff_straw', 'ILRI:wheat_straw', 'BR:silagem_milho_hibridos'];
    await t.db.deleteFrom('feeds').where('source_id', 'in', previous).execute();
    const ids = new Map<string, number>();
    for (const sourceId of previous) {
      const fileRow = fileRows.get(sourceId);
      if (!fileRow) throw new Error(`no file row ${sourceId}`);
      const values = catalogueRowToFeed(fileRow, stamp);
      const inserted = await t.db
        .insertInto('feeds')
        .values({ ...values, seed_digest: digestOfSeedColumns(values as FeedRow) })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(sourceId, inserted.id);
    }
    // An administrator edited one ILRI row: it is theirs now and stays.
    await t.db
      .updateTable('feeds')
      .set({ fonte: 'Análise do laboratório da fazenda, 2026', updated_at: '2026-03-02T00:00:00.000Z' })
      .where('source_id', '=', 'ILRI:wheat_straw')
      .execute();
    // A saved diet with the NASEM corn silage: the record holds its copy.
    const silageRow = fileRows.get('NASEM2021:48');
    const copy = {
      id: `CAT|${ids.get('NASEM2021:48')}`,
      tipo: 1,
      name: silageRow?.namePt,
      name_en: silageRow?.nameEn,
      name_es: null,
      volumoso: true,
      nutrientes: silageRow?.nutrients,
    };
    const diet = await t.db
      .insertInto('diets')
      .values({
        user_id: user.user.id,
        modo: 'FD',
        nome: 'Dieta com silagem NASEM',
        oculta: 0,
        id_cliente: null,
        time: 1,
        custo: null,
        status: null,
        obs: null,
        dieta: JSON.stringify({ nome: 'Dieta com silagem NASEM', alimentos_selecionados: [copy] }),
        ciclo_tipo: null,
        situacao: null,
        inicio_previsto: null,
        fim_previsto: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const counts = await seedFeedCatalogue(t.db, new Date().toISOString());
    expect(counts).toMatchObject({ alimentos: 0, alimentosAtualizados: 1, alimentosRemovidos: 2 });

    // The Brazilian corn silage: same row, short names, Ca estimated from the NASEM row, new citation.
    const silage = await storedBySourceId(t, 'BR:silagem_milho_hibridos');
    expect(silage?.id).toBe(ids.get('BR:silagem_milho_hibridos'));
    expect(silage).toMatchObject({ name: 'Silagem de milho', name_es: 'Ensilaje de maíz' });
    expect(silage?.fonte).toContain('Carvalho, J.F.F.S. (2008)');
    expect(JSON.parse(silage?.nutrientes ?? '{}')).toMatchObject({ NDT: 64.71, Ca: 0.237 });
    expect(JSON.parse(silage?.alertas ?? '[]')).toContainEqual(
      expect.objectContaining({ code: 'ESTIMATED_FROM_SAME_FEED', key: 'Ca' }),
    );
    // Out of the default list while unedited; the administrator's edited row stays.
    expect(await storedBySourceId(t, 'NASEM2021:48')).toBeUndefined();
    expect(await storedBySourceId(t, 'ILRI:teff_straw')).toBeUndefined();
    expect((await storedBySourceId(t, 'ILRI:wheat_straw'))?.fonte).toBe(
      'Análise do laboratório da fazenda, 2026',
    );
    const listed = await catalogue(t, user.token);
    expect(listed.some((feed) => feed.name.includes('teff'))).toBe(false);
    expect(listed.some((feed) => feed.name === 'Silagem de milho')).toBe(true);

    // The saved diet keeps its copy of the removed feed, numbers included.
    const stored = await t.db
      .selectFrom('diets')
      .select('dieta')
      .where('id', '=', diet.id)
      .executeTakeFirst();
    expect(JSON.parse(stored?.dieta ?? '{}').alimentos_selecionados[0]).toEqual(
      JSON.parse(JSON.stringify(copy)),
    );

    // Idempotent.
    expect(await seedFeedCatalogue(t.db, new Date().toISOString())).toMatchObject({
      alimentos: 0,
      alimentosAtualizados: 0,
      alimentosRemovidos: 0,
    });
  });
  it('adds the pasture and whole-corn rows to a database seeded before them, with their estimates marked', async () => {
    // A database seeded before these rows existed: they are absent (the dry-season Marandu rows were then
    // outside the default list, the Coastcross pasture and whole corn not written yet).
    const added = [
      'BR:marandu_seca_inverno',
      'BR:marandu_seca_diferido',
      'BR:coastcross_pasto_adubado',
      'COCHO:milho_grao_inteiro',
    ];
    await t.db.deleteFrom('feeds').where('source_id', 'in', added).execute();
    const counts = await seedFeedCatalogue(t.db, new Date().toISOString());
    expect(counts).toMatchObject({ alimentos: added.length, alimentosAtualizados: 0, alimentosRemovidos: 0 });

    const deferred = await storedBySourceId(t, 'BR:marandu_seca_diferido');
    expect(deferred).toMatchObject({
      name: 'Capim-marandu, seca (vedado)',
      name_es: 'Pasto marandú, época seca (diferido)',
    });
    expect(JSON.parse(deferred?.nutrientes ?? '{}')).toMatchObject({ PB: 7, FDN: 72.7, NDT: 53.52 });
    expect(JSON.parse(deferred?.alertas ?? '[]')).toContainEqual(
      expect.objectContaining({ code: 'ESTIMATED_FROM_CLASS_MEAN', key: 'NDT', value: 53.52 }),
    );
    expect(deferred?.fonte).toContain('Silva, C.S. et al. (2016)');
    const wholeCorn = await storedBySourceId(t, 'COCHO:milho_grao_inteiro');
    expect(JSON.parse(wholeCorn?.nutrientes ?? '{}')).toMatchObject({
      PB: seedRow('NASEM2021:254').nutrients.PB,
    });
    const listed = await catalogue(t, user.token);
    expect(listed.some((feed) => feed.name === 'Milho grão inteiro')).toBe(true);

    // Idempotent.
    expect(await seedFeedCatalogue(t.db, new Date().toISOString())).toMatchObject({
      alimentos: 0,
      alimentosAtualizados: 0,
      alimentosRemovidos: 0,
    });
  });
  it("renames a listed row in place (the cottonseed meal's grade), leaving saved diets' copies as they were", async () => {
    // The row as the previous seed wrote it: same values, the name without its grade, and its seed digest.
    const current = seedRow('NASEM2021:58');
    const stamp = '2026-04-01T00:00:00.000Z';
    await t.db.deleteFrom('feeds').where('source_id', '=', current.sourceId).execute();
    const previous = catalogueRowToFeed(
      { ...current, namePt: 'Farelo de algodão', nameEn: 'Cottonseed meal', nameEs: 'Harina de algodón' },
      stamp,
    );
    const inserted = await t.db
      .insertInto('feeds')
      .values({ ...previous, seed_digest: digestOfSeedColumns(previous as FeedRow) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const copy = {
      id: `CAT|${inserted.id}`,
      tipo: 2,
      name: 'Farelo de algodão',
      nutrientes: current.nutrients,
    };
    const diet = await t.db
      .insertInto('diets')
      .values({
        user_id: user.user.id,
        modo: 'FD',
        nome: 'Dieta com farelo de algodão',
        oculta: 0,
        id_cliente: null,
        time: 1,
        custo: null,
        status: null,
        obs: null,
        dieta: JSON.stringify({ nome: 'Dieta com farelo de algodão', alimentos_selecionados: [copy] }),
        ciclo_tipo: null,
        situacao: null,
        inicio_previsto: null,
        fim_previsto: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await seedFeedCatalogue(t.db, new Date().toISOString())).toMatchObject({
      alimentos: 0,
      alimentosAtualizados: 1,
      alimentosRemovidos: 0,
    });
    const renamed = await storedBySourceId(t, current.sourceId);
    expect(renamed?.id).toBe(inserted.id);
    expect(renamed).toMatchObject({
      name: 'Farelo de algodão (alta proteína, 47 % PB)',
      name_es: 'Harina de algodón (alta proteína, 47 % PB)',
    });
    const stored = await t.db
      .selectFrom('diets')
      .select('dieta')
      .where('id', '=', diet.id)
      .executeTakeFirst();
    expect(JSON.parse(stored?.dieta ?? '{}').alimentos_selecionados[0]).toEqual(
      JSON.parse(JSON.stringify(copy)),
    );
  });
  it('swaps the NASEM wheat bran for the Brazilian one in place: one "Farelo de trigo" listed', async () => {
    // A database seeded when the Brazilian wheat bran was withdrawn: the NASEM row listed, as that seed wrote it.
    const nasem = readSeedFileRows().find((item) => item.sourceId === 'NASEM2021:166');
    if (!nasem) throw new Error('no NASEM wheat bran');
    await t.db.deleteFrom('feeds').where('source_id', 'in', ['NASEM2021:166', 'BR:farelo_trigo']).execute();
    const previous = catalogueRowToFeed(nasem, '2026-05-01T00:00:00.000Z');
    await t.db
      .insertInto('feeds')
      .values({ ...previous, seed_digest: digestOfSeedColumns(previous as FeedRow) })
      .execute();

    expect(await seedFeedCatalogue(t.db, new Date().toISOString())).toMatchObject({
      alimentos: 1,
      alimentosRemovidos: 1,
    });
    expect(await storedBySourceId(t, 'NASEM2021:166')).toBeUndefined();
    const bran = await storedBySourceId(t, 'BR:farelo_trigo');
    expect(bran).toMatchObject({ name: 'Farelo de trigo', name_es: 'Salvado (afrecho) de trigo' });
    expect(JSON.parse(bran?.nutrientes ?? '{}')).toMatchObject({ NDT: 74.28, PB: nasem.nutrients.PB });
    const listed = await catalogue(t, user.token);
    expect(listed.filter((feed) => feed.name === 'Farelo de trigo')).toHaveLength(1);
  });
});
