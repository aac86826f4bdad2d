/**
 * The default catalogue list of a Brazilian beef consultant (docs/decisions/brazilian-feed-library.md):
 * - which starter rows are listed by default (Brazilian rows made complete, and the NASEM rows kept only where
 *   no Brazilian value was found, saying so in the citation); the others (ILRI rows sampled in Ethiopia and
 *   Kenya, the NASEM rows a Brazilian value replaces or a Brazilian would not buy, Brazilian rows that stay
 *   incomplete) leave the default list but stay in the starter files, importable by an administrator;
 * - the documented estimates that complete a Brazilian row: a value its source does not give, taken from the
 *   row of the same feed in another table (NASEM 2021 feed library, or ILRI for elephant grass), each marked with
 *   the flag `ESTIMATED_FROM_SAME_FEED`, so the feed shows which values are estimated and from which row;
 *   NDT from composition, ED/EM from NDT, CNF and MO by difference follow in catalogue-rows.ts (computed keys);
 * - short plain names in Portuguese, English and Spanish for the listed rows (research details stay in the
 *   citation and the scientific name).
 */
import type { NutrientKey } from '@cocho/engine';
import { NUTRIENT_KEYS } from '@cocho/engine';
import { convertCatalogueRecord, PRODUCT_PROFILE } from './catalogue-rows';
import type { CatalogueRow } from './catalogue-rows';
import type { PlausibilityFlag } from './plausibility';

/** Minerals and protein/fibre details a Brazilian source rarely gives, taken from the same feed's row. */
const MINERAL_KEYS: readonly NutrientKey[] = [
  'Ca',
  'P',
  'Mg',
  'K',
  'Na',
  'S',
  'Co',
  'Cu',
  'I',
  'Mn',
  'Se',
  'Zn',
];
const DETAIL_KEYS: readonly NutrientKey[] = ['PNDR', 'lignina', 'AMIDO', ...MINERAL_KEYS];
/** Proximate composition, for rows whose Brazilian source gives only the energy value. */
const PROXIMATE_KEYS: readonly NutrientKey[] = ['MS', 'PB', 'FDN', 'FDA', 'EE', 'MM'];

/** One completed row: where its blank values come from. */
export type CatalogueEstimate = {
  readonly sourceId: string;
  /** The row of the same feed in another table whose values fill the blanks. */
  readonly fromSourceId: string;
  /** Keys filled when the row's source leaves them blank. */
  readonly keys: readonly NutrientKey[];
};

/**
 * The Brazilian rows completed from the same feed's row of another table. Reference choice: the NASEM (2021)
 * row describing the same feed (same species and processing); for elephant grass, which NASEM lacks, the ILRI
 * Pennisetum purpureum medians. PNDR is carried as a share of the crude protein (see estimateRow).
 */
export const CATALOGUE_ESTIMATES: readonly CatalogueEstimate[] = [
  { sourceId: 'BR:silagem_milho_hibridos', fromSourceId: 'NASEM2021:48', keys: DETAIL_KEYS },
  { sourceId: 'BR:casca_soja', fromSourceId: 'NASEM2021:140', keys: ['FDA', ...DETAIL_KEYS] },
  {
    sourceId: 'BR:polpa_citrica_peletizada',
    fromSourceId: 'NASEM2021:31',
    keys: ['EE', 'MM', ...DETAIL_KEYS],
  },
  { sourceId: 'BR:caroco_algodao', fromSourceId: 'NASEM2021:56', keys: [...PROXIMATE_KEYS, ...DETAIL_KEYS] },
  {
    sourceId: 'BR:farelo_gluten_milho',
    fromSourceId: 'NASEM2021:40',
    keys: [...PROXIMATE_KEYS, ...DETAIL_KEYS],
  },
  {
    sourceId: 'BR:feno_coastcross_a',
    fromSourceId: 'NASEM2021:17',
    keys: [...PROXIMATE_KEYS, ...DETAIL_KEYS],
  },
  {
    sourceId: 'BR:pre_secado_tifton',
    fromSourceId: 'NASEM2021:19',
    keys: [...PROXIMATE_KEYS, ...DETAIL_KEYS],
  },
  {
    sourceId: 'BR:silagem_sorgo_duplo_proposito',
    fromSourceId: 'NASEM2021:80',
    keys: ['PB', 'EE', ...DETAIL_KEYS],
  },
  {
    sourceId: 'BR:silagem_sorgo_forrageiro',
    fromSourceId: 'NASEM2021:133',
    keys: ['PB', 'EE', ...DETAIL_KEYS],
  },
  {
    sourceId: 'BR:capim_elefante_verde_picado',
    fromSourceId: 'ILRI:napier_grass',
    keys: ['PB', 'FDN', 'FDA', 'MM', ...DETAIL_KEYS],
  },
];

/**
 * NASEM rows kept in the default list: pure chemical sources (their composition follows from the formula) and
 * feeds with no Brazilian table row in the starter data. Their citation says that no Brazilian value was found.
 */
export const NASEM_ROWS_KEPT: readonly string[] = [
  // Non-protein nitrogen and mineral sources.
  'NASEM2021:165', // urea
  'NASEM2021:221', // ammonium sulfate
  'NASEM2021:197', // limestone
  'NASEM2021:196', // dolomitic limestone
  'NASEM2021:191', // dicalcium phosphate
  'NASEM2021:192', // monocalcium phosphate
  'NASEM2021:201', // common salt
  'NASEM2021:217', // sodium bicarbonate
  'NASEM2021:204', // magnesium oxide
  'NASEM2021:200', // potassium chloride
  'NASEM2021:194', // calcium sulfate
  'NASEM2021:220', // sodium sulfate
  'NASEM2021:228', // copper sulfate
  'NASEM2021:251', // zinc sulfate
  'NASEM2021:250', // zinc oxide
  'NASEM2021:241', // manganese sulfate
  'NASEM2021:243', // manganese oxide
  'NASEM2021:225', // cobalt sulfate
  'NASEM2021:222', // cobalt carbonate
  'NASEM2021:245', // sodium selenite
  'NASEM2021:215', // potassium iodide
  'NASEM2021:232', // calcium iodate
  // Grains, by-products and fats with no complete Brazilian row in the starter data.
  'NASEM2021:254', // corn, finely ground
  'NASEM2021:44', // corn, medium ground
  'NASEM2021:255', // corn, coarsely ground (cracked)
  'NASEM2021:45', // high-moisture corn silage, fine
  'NASEM2021:46', // flaked corn
  'NASEM2021:53', // MDPS
  'NASEM2021:36', // corn and cob meal
  'NASEM2021:134', // sorghum grain
  'NASEM2021:158', // dried cassava
  'NASEM2021:99', // molasses
  'NASEM2021:259', // glycerol
  'NASEM2021:166', // wheat bran
  'NASEM2021:170', // wheat middlings
  'NASEM2021:116', // rice bran
  'NASEM2021:141', // soybean meal
  'NASEM2021:145', // raw soybeans
  'NASEM2021:58', // cottonseed meal
  'NASEM2021:42', // corn gluten meal
  'NASEM2021:39', // corn germ meal
  'NASEM2021:59', // DDGS, high fat
  'NASEM2021:61', // DDGS, low fat
  'NASEM2021:63', // WDG
  'NASEM2021:22', // wet brewers grains
  'NASEM2021:21', // dried brewers grains
  'NASEM2021:154', // sunflower meal
  'NASEM2021:109', // peanut meal
  'NASEM2021:25', // calcium soaps of fatty acids
  'NASEM2021:71', // soybean oil
  'NASEM2021:282', // generic vitamin-mineral premix
  // Roughages with no Brazilian row (Cynodon hay: the Tifton group; the Brazilian Coastcross row is another cultivar).
  'NASEM2021:17', // bermudagrass (Cynodon) hay
  'NASEM2021:152', // sugarcane bagasse
  'NASEM2021:57', // cottonseed hulls
];

/** Appended to a kept NASEM row's citation (the row stays a US value). */
export const NASEM_KEPT_NOTE =
  'US value kept in the default list: no Brazilian table value for this feed was found in the sources used.';

/** The required keys of a default-list row (the diet wizard's; apps/web feed-completeness.ts). */
export const REQUIRED_KEYS: readonly NutrientKey[] = ['MS', 'PB', 'NDT', 'FDN', 'Ca', 'P'];

/** Whether a row has every required key. */
export function isCompleteRow(row: Pick<CatalogueRow, 'nutrients'>): boolean {
  return REQUIRED_KEYS.every((key) => Number.isFinite(row.nutrients[key]));
}

/** Short names of the listed rows (pt, en, es); the scientific name where the row is a plant. */
export type CatalogueName = {
  readonly pt: string;
  readonly en: string;
  readonly es: string;
  readonly sci?: string;
};

export const CATALOGUE_SHORT_NAMES: Readonly<Record<string, CatalogueName>> = {
  'BR:silagem_milho_hibridos': {
    pt: 'Silagem de milho',
    en: 'Corn silage',
    es: 'Ensilaje de maíz',
    sci: 'Zea mays',
  },
  'BR:casca_soja': { pt: 'Casca de soja', en: 'Soybean hulls', es: 'Cascarilla de soja', sci: 'Glycine max' },
  'BR:polpa_citrica_peletizada': {
    pt: 'Polpa cítrica peletizada',
    en: 'Citrus pulp, pelleted',
    es: 'Pulpa de cítricos peletizada',
  },
  'BR:caroco_algodao': {
    pt: 'Caroço de algodão',
    en: 'Whole cottonseed',
    es: 'Semilla de algodón',
    sci: 'Gossypium hirsutum',
  },
  'BR:farelo_gluten_milho': {
    pt: 'Farelo de glúten de milho (gluten feed)',
    en: 'Corn gluten feed',
    es: 'Gluten feed de maíz',
  },
  'BR:feno_coastcross_a': {
    pt: 'Feno de coastcross',
    en: 'Coastcross hay',
    es: 'Heno de coastcross',
    sci: 'Cynodon dactylon cv. Coastcross',
  },
  'BR:pre_secado_tifton': {
    pt: 'Pré-secado de tifton',
    en: 'Tifton haylage',
    es: 'Henolaje de tifton',
    sci: 'Cynodon spp.',
  },
  'BR:silagem_sorgo_duplo_proposito': {
    pt: 'Silagem de sorgo, duplo propósito',
    en: 'Sorghum silage, dual-purpose',
    es: 'Ensilaje de sorgo, doble propósito',
    sci: 'Sorghum bicolor',
  },
  'BR:silagem_sorgo_forrageiro': {
    pt: 'Silagem de sorgo forrageiro',
    en: 'Forage sorghum silage',
    es: 'Ensilaje de sorgo forrajero',
    sci: 'Sorghum bicolor',
  },
  'BR:capim_elefante_verde_picado': {
    pt: 'Capim-elefante picado',
    en: 'Elephant grass, chopped',
    es: 'Pasto elefante picado',
    sci: 'Pennisetum purpureum',
  },
  'BR:sal_mineral_minimos_leite_globorural': {
    pt: 'Sal mineral para gado de leite (níveis mínimos, referência)',
    en: 'Dairy mineral salt (minimum levels, reference)',
    es: 'Sal mineral para ganado lechero (niveles mínimos, referencia)',
  },
  'NASEM2021:254': { pt: 'Milho moído fino', en: 'Corn, finely ground', es: 'Maíz molido fino' },
  'NASEM2021:44': { pt: 'Milho moído médio', en: 'Corn, medium ground', es: 'Maíz molido medio' },
  'NASEM2021:255': { pt: 'Milho quebrado (moagem grossa)', en: 'Corn, cracked', es: 'Maíz partido' },
  'NASEM2021:45': {
    pt: 'Silagem de grão úmido de milho',
    en: 'High-moisture corn silage',
    es: 'Ensilaje de grano húmedo de maíz',
  },
  'NASEM2021:46': { pt: 'Milho floculado', en: 'Steam-flaked corn', es: 'Maíz rolado al vapor' },
  'NASEM2021:53': {
    pt: 'Milho desintegrado com palha e sabugo (MDPS)',
    en: 'Ground ear corn with husks (MDPS)',
    es: 'Maíz molido con chala y marlo',
  },
  'NASEM2021:36': {
    pt: 'Milho desintegrado com sabugo (MDS)',
    en: 'Corn and cob meal',
    es: 'Maíz molido con marlo',
  },
  'NASEM2021:134': { pt: 'Sorgo grão moído', en: 'Sorghum grain, ground', es: 'Sorgo grano molido' },
  'NASEM2021:141': { pt: 'Farelo de soja', en: 'Soybean meal', es: 'Harina de soja' },
  'NASEM2021:145': { pt: 'Soja grão crua', en: 'Soybeans, raw', es: 'Soja grano cruda' },
  'NASEM2021:58': { pt: 'Farelo de algodão', en: 'Cottonseed meal', es: 'Harina de algodón' },
  'NASEM2021:59': {
    pt: 'DDGS de milho (alto teor de gordura)',
    en: 'Corn DDGS, high fat',
    es: 'DDGS de maíz, alto en grasa',
  },
  'NASEM2021:61': {
    pt: 'DDGS de milho (baixo teor de gordura)',
    en: 'Corn DDGS, low fat',
    es: 'DDGS de maíz, bajo en grasa',
  },
  'NASEM2021:63': {
    pt: 'WDG de milho (úmido)',
    en: 'Corn wet distillers grains',
    es: 'Burlanda húmeda de maíz',
  },
  'NASEM2021:165': { pt: 'Ureia pecuária', en: 'Feed-grade urea', es: 'Urea de uso pecuario' },
  'NASEM2021:197': { pt: 'Calcário calcítico', en: 'Limestone', es: 'Carbonato de calcio (calcita)' },
  'NASEM2021:191': { pt: 'Fosfato bicálcico', en: 'Dicalcium phosphate', es: 'Fosfato dicálcico' },
  'NASEM2021:201': { pt: 'Sal comum', en: 'Common salt', es: 'Sal común' },
};

/**
 * Citations that replace a starter file's citation where it lacks the author or year (the files are copies and
 * stay unedited). Carvalho (2008): the thesis behind "Evaluation and in vitro digestibility of corn hybrid
 * silages of different grain textures", whose Table 2 gives the row's values (checked against the thesis text).
 */
export const CATALOGUE_SOURCE_OVERRIDES: Readonly<Record<string, string>> = {
  'BR:silagem_milho_hibridos':
    'Carvalho, J.F.F.S. (2008). Processamento e textura de grãos na ensilagem de híbridos de milho. ' +
    'Dissertação (Mestrado em Zootecnia), Universidade Federal de Lavras. Tabela 2: média das silagens de ' +
    'cinco híbridos (BRS 3150, BRS 3003, BM 2202, BM 3061, AG-1051).',
};

/** Flag a value taken from the same feed's row in another table (the UI names the rule and the row). */
function estimatedFlag(key: NutrientKey, value: number, fromSourceId: string): PlausibilityFlag {
  return {
    code: 'ESTIMATED_FROM_SAME_FEED',
    key,
    value,
    reason: `value not in the row's source; taken from ${fromSourceId}, the same feed in another table`,
  };
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * The row completed by its estimate: each listed key its source leaves blank takes the reference row's value
 * (PNDR as the same share of crude protein), and the derivations of catalogue-rows.ts (PDR, MO or MM by
 * difference, CNF, NDT from composition, ED, EM) run again on the completed composition.
 * `originalNutrients` keeps the source's numbers only.
 */
export function estimateRow(
  row: CatalogueRow,
  estimate: CatalogueEstimate,
  reference: CatalogueRow,
): CatalogueRow {
  const given = row.originalNutrients;
  const values: Partial<Record<NutrientKey, number>> = { ...given };
  const estimatedFlags: PlausibilityFlag[] = [];
  for (const key of estimate.keys) {
    if (values[key] !== undefined) continue;
    let value = reference.nutrients[key];
    if (value === undefined) continue;
    if (key === 'PNDR') {
      const referenceCp = reference.nutrients.PB;
      const cp = values.PB;
      if (referenceCp === undefined || referenceCp <= 0 || cp === undefined) continue;
      value = round4((cp * value) / referenceCp);
    }
    values[key] = value;
    estimatedFlags.push(estimatedFlag(key, value, estimate.fromSourceId));
  }
  // The record holds the source's values and the estimates only: the derivations (PDR, MO, CNF, NDT from
  // composition, ED and EM) are recomputed from the completed composition.
  const record: Record<string, string> = {
    source_id: row.sourceId,
    name_pt: row.namePt,
    category_hint: row.categoryHint,
    source: row.source,
  };
  for (const key of NUTRIENT_KEYS) {
    const value = values[key];
    if (value !== undefined) record[key] = String(value);
  }
  const result = convertCatalogueRecord(record, row.line, PRODUCT_PROFILE);
  if (!result.ok) throw new Error(`${row.sourceId}: estimate failed ${JSON.stringify(result.problems)}`);
  const converted = result.value;
  const estimatedKeys = new Set(estimatedFlags.map((flag) => flag.key));
  return {
    ...row,
    nutrients: converted.nutrients,
    originalNutrients: given,
    computedKeys: converted.computedKeys.filter((key) => !estimatedKeys.has(key)),
    flags: [...converted.flags, ...estimatedFlags],
  };
}

/** Whether a starter row belongs to the default list (see the module comment). */
export function isDefaultListRow(row: CatalogueRow): boolean {
  if (row.isAdditive) return true;
  if (row.sourceId.startsWith('ILRI:')) return false;
  if (row.sourceId.startsWith('NASEM2021:')) return NASEM_ROWS_KEPT.includes(row.sourceId);
  return isCompleteRow(row);
}

/**
 * The starter rows as the seed writes them: short names, estimates applied, the NASEM note in kept rows'
 * citations; and the ids of the starter rows outside the default list.
 */
export function buildLibraryRows(fileRows: readonly CatalogueRow[]): {
  readonly listed: CatalogueRow[];
  readonly unlisted: string[];
} {
  const bySourceId = new Map(fileRows.map((row) => [row.sourceId, row]));
  const estimates = new Map(CATALOGUE_ESTIMATES.map((estimate) => [estimate.sourceId, estimate]));
  const listed: CatalogueRow[] = [];
  const unlisted: string[] = [];
  for (const fileRow of fileRows) {
    let row = fileRow;
    const estimate = estimates.get(row.sourceId);
    if (estimate) {
      const reference = bySourceId.get(estimate.fromSourceId);
      if (!reference) throw new Error(`${row.sourceId}: reference ${estimate.fromSourceId} missing`);
      row = estimateRow(row, estimate, reference);
      const own = CATALOGUE_SOURCE_OVERRIDES[row.sourceId] ?? row.source;
      row = { ...row, source: `${own} Values this source lacks (shown as estimated): ${reference.source}` };
    }
    const name = CATALOGUE_SHORT_NAMES[row.sourceId];
    if (name) {
      row = { ...row, namePt: name.pt, nameEn: name.en, nameEs: name.es, nameSci: name.sci ?? row.nameSci };
    }
    if (NASEM_ROWS_KEPT.includes(row.sourceId) && !row.source.includes(NASEM_KEPT_NOTE)) {
      row = { ...row, source: `${row.source} ${NASEM_KEPT_NOTE}` };
    }
    if (isDefaultListRow(row)) listed.push(row);
    else unlisted.push(row.sourceId);
  }
  return { listed, unlisted };
}
