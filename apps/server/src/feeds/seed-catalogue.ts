/**
 * Idempotent seed of the feed catalogue (issue 5 item 2): the feed types, every starter-library file in
 * ./seed-data (copies of shared/data/feeds with their README credit) and the additives with a cited
 * source. Rows are keyed by `source_id` / category number / additive `source_id`; existing rows are
 * never overwritten, so an administrator's edits and imports survive restarts. Cited amendments
 * (catalogue-amendments.ts) fill cells the files leave blank: on new rows, and on existing rows only while
 * they are still exactly as the file gave them (docs/decisions/mineral-salt-dry-matter.md).
 *
 * Category mapping of the files' `category_hint`: see CATEGORY_HINT_MAP in feed-categories.ts
 * (volumoso:pasto_fresco → 6, volumoso:silagem → 1, volumoso:feno and volumoso:palha_residuo → 7,
 * concentrado:energetico, concentrado:gordura, subproduto:energetico → 3, concentrado:proteico and
 * subproduto:proteico → 2, mineral and mineral:* → 4, mineral:proteinado, aditivo:NNP, aditivo:tamponante
 * → 8, aditivo:ionoforo → 5, i.e. the additive list).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { amendCatalogueRow } from './catalogue-amendments';
import type { ImportProfile } from './catalogue-rows';
import { NASEM_PROFILE, PRODUCT_PROFILE, readCatalogueCsv } from './catalogue-rows';
import type { CatalogueRow } from './catalogue-rows';
import { FEED_CATEGORIES, isRoughageCategory } from './feed-categories';
import { parseNutrientsJson } from './feed-wire';
import type { FeedRow, NewFeedRow } from './feeds-repository';
import {
  findCatalogueIdsBySourceId,
  getCatalogueState,
  getFeed,
  touchCatalogue,
  updateFeed,
} from './feeds-repository';
import type { SeedFileName } from './seed-data/seed-file-names';
import { SEED_FILES } from './seed-data/seed-files';

/** How each starter file is read (shared/data/README.md "Units and caveats"). */
export const SEED_FILE_PROFILES: Readonly<Record<SeedFileName, ImportProfile>> = {
  'nasem-2021-starter.csv': NASEM_PROFILE,
  'ilri-tropical-roughages.csv': PRODUCT_PROFILE,
  'brazil-tropical-cited.csv': PRODUCT_PROFILE,
};

/**
 * Additives seeded only with a cited public source (shared/data/README.md: "Additives need a dose field
 * ... only with a cited public source"). Monensin: CFIA Medicating Ingredient Brochure MIB 57, beef cattle
 * fed in confinement, 33 mg/kg of complete diet on a 100 % DM basis. Others (lasalocid, virginiamycin,
 * salinomycin, yeast) are left for companies and administrators to add with their label.
 */
export const SEEDED_ADDITIVES = [
  {
    source_id: 'BR:monensina',
    sigla: 'MON',
    nome: 'Monensina sódica',
    nome_ingles: 'Monensin sodium',
    nome_espanhol: 'Monensina sódica',
    fator: 33,
    unidade: 'mg',
    dose_min: null,
    dose_max: null,
  },
] as const;

/** Builds a catalogue feed row from a converted CSV row. */
export function catalogueRowToFeed(row: CatalogueRow, now: string): NewFeedRow {
  return {
    kind: 'catalogo',
    tipo: row.category,
    name: row.namePt,
    name_en: row.nameEn,
    name_es: row.nameEs,
    name_sci: row.nameSci,
    nutrientes: JSON.stringify(row.nutrients),
    nutrientes_originais: JSON.stringify(row.originalNutrients),
    nutrientes_calculados: JSON.stringify(row.computedKeys),
    alertas: JSON.stringify(row.flags),
    fonte: row.source,
    source_id: row.sourceId,
    category_hint: row.categoryHint,
    custo: null,
    unidade: 'kg',
    volumoso: isRoughageCategory(row.category) ? 1 : 0,
    excluido: 0,
    id_alimento_pai: null,
    user_id: null,
    id_cliente: null,
    empresa: null,
    restrito: 0,
    patrocinado: 0,
    visibilidade: 'todos',
    recomendado: 0,
    min_100: null,
    max_100: null,
    status: null,
    motivo_rejeicao: null,
    enviado_em: null,
    id_alimento_catalogo: null,
    created_at: now,
    updated_at: now,
  };
}

/** Reads every seed file; a problem in a committed file is a programming error. */
export function readSeedRows(): CatalogueRow[] {
  const rows: CatalogueRow[] = [];
  for (const [name, profile] of Object.entries(SEED_FILE_PROFILES) as [SeedFileName, ImportProfile][]) {
    const result = readCatalogueCsv(SEED_FILES[name], profile);
    if (result.problems.length > 0) {
      throw new Error(`seed file ${name} has problems: ${JSON.stringify(result.problems.slice(0, 5))}`);
    }
    rows.push(...result.rows);
  }
  return rows;
}

/**
 * What a seed run wrote: new types, feeds and additives, and existing feeds completed with cited
 * amendments (`alimentosCompletados`).
 */
export type FeedSeedCounts = {
  tipos: number;
  alimentos: number;
  aditivos: number;
  alimentosCompletados: number;
};

function sameNutrients(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** A stored catalogue row is unedited when its composition and source text are still the file's. */
export function isUneditedSeedRow(stored: FeedRow, fileRow: CatalogueRow): boolean {
  const nutrients = parseNutrientsJson(stored.nutrientes) ?? {};
  return stored.fonte === fileRow.source && sameNutrients(nutrients, fileRow.nutrients);
}

/** Inserts the missing types, catalogue feeds and additives; answers how many were inserted. */
export async function seedFeedCatalogue(db: Kysely<Database>, now: string): Promise<FeedSeedCounts> {
  const rows = readSeedRows();
  return db.transaction().execute(async (trx) => {
    const existingTypes = new Set(
      (await trx.selectFrom('feed_types').select('id').execute()).map((row) => row.id),
    );
    const newTypes = FEED_CATEGORIES.filter((category) => !existingTypes.has(category.id));
    for (const category of newTypes) {
      await trx
        .insertInto('feed_types')
        .values({
          id: category.id,
          nome: category.namePt,
          nome_ingles: category.nameEn,
          nome_espanhol: category.nameEs,
          volumoso: isRoughageCategory(category.id) ? 1 : 0,
          ordem: category.displayOrder,
        })
        .execute();
    }

    const feedRows = rows.filter((row) => !row.isAdditive);
    const existing = await findCatalogueIdsBySourceId(
      trx,
      feedRows.map((row) => row.sourceId),
    );
    const newFeeds = feedRows.filter((row) => !existing.has(row.sourceId));
    for (const row of newFeeds) {
      await trx
        .insertInto('feeds')
        .values(catalogueRowToFeed(amendCatalogueRow(row), now))
        .execute();
    }

    // Existing rows get an amendment only while unedited, so an administrator's edit or import survives.
    let completed = 0;
    for (const row of feedRows) {
      const id = existing.get(row.sourceId);
      const amended = amendCatalogueRow(row);
      if (id === undefined || amended === row) continue;
      const stored = await getFeed(trx, 'catalogo', id);
      if (!stored || !isUneditedSeedRow(stored, row)) continue;
      const { nutrientes, alertas, fonte } = catalogueRowToFeed(amended, now);
      await updateFeed(trx, id, { nutrientes, alertas, fonte, updated_at: now });
      completed += 1;
    }

    const existingAdditives = new Set(
      (await trx.selectFrom('additives').select('source_id').execute()).map((row) => row.source_id),
    );
    let additives = 0;
    for (const additive of SEEDED_ADDITIVES) {
      if (existingAdditives.has(additive.source_id)) continue;
      const sourceRow = rows.find((row) => row.sourceId === additive.source_id);
      await trx
        .insertInto('additives')
        .values({
          ...additive,
          fonte: sourceRow?.source ?? 'CFIA Medicating Ingredient Brochure MIB 57 (monensin)',
          excluido: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      additives += 1;
    }

    await getCatalogueState(trx, now);
    if (newTypes.length + newFeeds.length + additives + completed > 0) await touchCatalogue(trx, now);
    return {
      tipos: newTypes.length,
      alimentos: newFeeds.length,
      aditivos: additives,
      alimentosCompletados: completed,
    };
  });
}
