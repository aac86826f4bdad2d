/**
 * Idempotent seed of the feed catalogue: the feed types, every starter-library file in
 * ./seed-data (the starter feed files, credited in seed-data/README.md) and the additives with a cited
 * source, plus the mixes built from catalogue ingredients (catalogue-mixtures.ts). Rows are keyed by
 * `source_id` / category number / additive `source_id`. A catalogue row the seed wrote is updated in place
 * when the seed changes, and a withdrawn one removed, only while its columns are still the ones the seed wrote
 * (`seed_digest`), so an administrator's edits and imports survive restarts and upgrades
 * (docs/decisions/catalogue-seed-updates.md). Cited amendments (catalogue-amendments.ts) fill cells the files
 * leave blank (docs/decisions/mineral-salt-dry-matter.md).
 *
 * Category mapping of the files' `category_hint`: see CATEGORY_HINT_MAP in feed-categories.ts
 * (volumoso:pasto_fresco → 6, volumoso:silagem → 1, volumoso:feno and volumoso:palha_residuo → 7,
 * concentrado:energetico, concentrado:gordura, subproduto:energetico → 3, concentrado:proteico and
 * subproduto:proteico → 2, mineral and mineral:* → 4, mineral:proteinado, aditivo:NNP, aditivo:tamponante
 * → 8, aditivo:ionoforo → 5, i.e. the additive list).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { amendCatalogueRow } from './catalogue-amendments';
import { buildLibraryRows } from './catalogue-library';
import { buildMixtureRow, CATALOGUE_MIXTURES } from './catalogue-mixtures';
import { CATALOGUE_NAME_OVERRIDES, CATALOGUE_NAMES_ES, WITHDRAWN_SOURCE_IDS } from './catalogue-names';
import type { ImportProfile } from './catalogue-rows';
import { NASEM_PROFILE, PRODUCT_PROFILE, readCatalogueCsv } from './catalogue-rows';
import type { CatalogueRow } from './catalogue-rows';
import { FEED_CATEGORIES, isRoughageCategory } from './feed-categories';
import type { FeedRow, NewFeedRow } from './repository';
import {
  deleteFeed,
  findCatalogueIdsBySourceId,
  getCatalogueState,
  getFeed,
  touchCatalogue,
  updateFeed,
} from './repository';
import type { SeedFileName } from './seed-data/seed-file-names';
import { SEED_FILES } from './seed-data/seed-files';

/** How each starter file is read (apps/server/src/feeds/seed-data/README.md "Units and caveats"). */
export const SEED_FILE_PROFILES: Readonly<Record<SeedFileName, ImportProfile>> = {
  'nasem-2021-starter.csv': NASEM_PROFILE,
  'ilri-tropical-roughages.csv': PRODUCT_PROFILE,
  'brazil-tropical-cited.csv': PRODUCT_PROFILE,
  'brazil-pastures-cited.csv': PRODUCT_PROFILE,
};

/**
 * Additives seeded only with a cited public source (apps/server/src/feeds/seed-data/README.md: "Additives need a dose field
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

/** Reads every seed file as it is; a problem in a committed file is a programming error. */
export function readSeedFileRows(): CatalogueRow[] {
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
 * The catalogue rows the seed writes: the files' rows without the withdrawn ones, with their Spanish names,
 * clean names and amendments, completed and renamed for the default list (catalogue-library.ts), then the mixes
 * computed from them (catalogue-mixtures.ts; their ingredients may be rows outside the default list).
 */
export function readSeedRows(): CatalogueRow[] {
  return readSeedCatalogue().rows;
}

/** The seed's rows and the starter rows it leaves out of the default list (removed while unedited). */
export function readSeedCatalogue(): { rows: CatalogueRow[]; unlistedSourceIds: string[] } {
  const withdrawn = new Set(WITHDRAWN_SOURCE_IDS);
  const fileRows = readSeedFileRows()
    .filter((row) => !withdrawn.has(row.sourceId))
    .map((row) => {
      const override = CATALOGUE_NAME_OVERRIDES[row.sourceId];
      return amendCatalogueRow({
        ...row,
        namePt: override?.pt ?? row.namePt,
        nameEn: override?.en ?? row.nameEn,
        nameEs: row.nameEs ?? CATALOGUE_NAMES_ES[row.sourceId] ?? null,
      });
    });
  const bySourceId = new Map(fileRows.map((row) => [row.sourceId, row]));
  const { listed, unlisted } = buildLibraryRows(fileRows);
  const mixtures = CATALOGUE_MIXTURES.map((mixture, index) =>
    buildMixtureRow(mixture, bySourceId, index + 1),
  );
  return { rows: [...listed, ...mixtures], unlistedSourceIds: unlisted };
}

/**
 * What a seed run wrote: new types, feeds and additives, catalogue feeds updated in place to the current
 * seed (`alimentosAtualizados`) and withdrawn catalogue feeds removed (`alimentosRemovidos`).
 */
export type FeedSeedCounts = {
  tipos: number;
  alimentos: number;
  aditivos: number;
  alimentosAtualizados: number;
  alimentosRemovidos: number;
};

/** The catalogue columns the seed owns (what an update in place rewrites). */
const SEED_OWNED_COLUMNS = [
  'tipo',
  'name',
  'name_en',
  'name_es',
  'name_sci',
  'nutrientes',
  'nutrientes_originais',
  'nutrientes_calculados',
  'alertas',
  'fonte',
  'category_hint',
  'volumoso',
] as const;

/** Digest of a row's seed-owned columns (stored as `seed_digest`). */
export function digestOfSeedColumns(row: Pick<FeedRow, (typeof SEED_OWNED_COLUMNS)[number]>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(SEED_OWNED_COLUMNS.map((column) => row[column] ?? null)));
  return hash.digest('hex');
}

/**
 * Whether the seed still owns a stored catalogue row, so that it may update or remove it. With a
 * `seed_digest`: while the seed-owned columns still match it (an administrator's import or edit changes
 * them). Rows written before the digest existed: while never updated (`updated_at` = `created_at`) or
 * updated only by the earlier seed amendment (its source text carries that amendment's note).
 */
export function isSeedOwnedRow(stored: FeedRow): boolean {
  if (stored.kind !== 'catalogo') return false;
  if (stored.seed_digest !== null) return digestOfSeedColumns(stored) === stored.seed_digest;
  return stored.updated_at === stored.created_at || (stored.fonte ?? '').includes('Cocho seed amendment:');
}

/**
 * Idempotent seed of the catalogue: inserts missing types, feeds and additives; updates in place (by
 * `source_id`) the catalogue rows it still owns whose columns differ from the current seed; removes the
 * withdrawn rows it still owns. Saved diets keep working: they store a snapshot of every feed they use.
 */
export async function seedFeedCatalogue(db: Kysely<Database>, now: string): Promise<FeedSeedCounts> {
  const { rows, unlistedSourceIds } = readSeedCatalogue();
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
    let inserted = 0;
    let updated = 0;
    for (const row of feedRows) {
      const values = catalogueRowToFeed(row, now);
      const digest = digestOfSeedColumns(values as FeedRow);
      const id = existing.get(row.sourceId);
      if (id === undefined) {
        await trx
          .insertInto('feeds')
          .values({ ...values, seed_digest: digest })
          .execute();
        inserted += 1;
        continue;
      }
      const stored = await getFeed(trx, 'catalogo', id);
      if (!stored || !isSeedOwnedRow(stored)) continue;
      if (digestOfSeedColumns(stored) === digest) {
        if (stored.seed_digest !== digest) await updateFeed(trx, id, { seed_digest: digest });
        continue;
      }
      const { created_at: _created, ...patch } = values;
      await updateFeed(trx, id, { ...patch, seed_digest: digest });
      updated += 1;
    }

    let removed = 0;
    // Withdrawn rows and starter rows outside the default list (catalogue-library.ts) leave the catalogue
    // while unedited; saved diets keep their stored copies, and the rows stay importable from the files.
    const withdrawn = await findCatalogueIdsBySourceId(trx, [...WITHDRAWN_SOURCE_IDS, ...unlistedSourceIds]);
    for (const id of withdrawn.values()) {
      const stored = await getFeed(trx, 'catalogo', id);
      if (!stored || !isSeedOwnedRow(stored)) continue;
      await deleteFeed(trx, id);
      removed += 1;
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
    if (newTypes.length + inserted + additives + updated + removed > 0) await touchCatalogue(trx, now);
    return {
      tipos: newTypes.length,
      alimentos: inserted,
      aditivos: additives,
      alimentosAtualizados: updated,
      alimentosRemovidos: removed,
    };
  });
}
