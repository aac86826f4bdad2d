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
 * - for tropical pastures, whose sources rarely give dry matter as grazed or minerals, a value the source lacks
 *   taken as the mean of the same value measured in named cited rows of the same species and season, or else of
 *   the same class (flag `ESTIMATED_FROM_CLASS_MEAN`, the rows named in the flag);
 * - rows written here from a cited source (CATALOGUE_AUTHORED_ROWS: a Brazilian pasture row read from its
 *   paper, whole-shelled corn as the same grain as the NASEM ground-corn rows);
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
  // Wheat bran: the Brazilian TDN (sheep trial, R. Bras. Zootec. 32(2), 2003), the NASEM row's composition.
  { sourceId: 'BR:farelo_trigo', fromSourceId: 'NASEM2021:166', keys: [...PROXIMATE_KEYS, ...DETAIL_KEYS] },
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
 * A value a tropical pasture row's source lacks, taken as the mean of the same value measured (given by their
 * own source, never computed or estimated) in named cited rows: first of the same species and season, else of the same
 * class (docs/decisions/brazilian-feed-library.md, rule ESTIMATED_FROM_CLASS_MEAN). PNDR, when listed, is
 * carried as the mean share of crude protein.
 */
export type CatalogueClassEstimate = {
  readonly sourceId: string;
  readonly keys: readonly NutrientKey[];
  /** The cited rows whose measured values are averaged. */
  readonly fromSourceIds: readonly string[];
  /** What the reference rows have in common (named in the flag). */
  readonly classLabel: string;
};

/** Dry matter as fed of fresh tropical grass: the one cited Brazilian row that gives it (chopped elephant grass). */
const FRESH_TROPICAL_GRASS_DM = {
  fromSourceIds: ['BR:capim_elefante_verde_picado'],
  classLabel: 'fresh tropical grass, dry matter as fed',
} as const;
/** Calcium and phosphorus of Brazilian tropical grass pastures: the cited rows that measured them. */
const TROPICAL_GRASS_MINERALS = {
  fromSourceIds: ['BR:humidicola_35d', 'BR:coastcross_pasto_adubado'],
  classLabel: 'Brazilian tropical grass pastures',
} as const;
/** Marandu grass in the dry season: the cited row that measured its TDN (Agulhon et al. 2004). */
const MARANDU_DRY_SEASON = {
  fromSourceIds: ['BR:marandu_seca_inverno'],
  classLabel: 'Marandu grass, dry season',
} as const;
/**
 * Urochloa (Brachiaria) pastures in the dry season: the cited rows that measured the value (NDF: winter-grazed
 * Marandu, deferred Marandu and deferred decumbens; TDN: only the winter-grazed Marandu, Agulhon et al. 2004).
 */
const UROCHLOA_DRY_SEASON = {
  fromSourceIds: ['BR:marandu_seca_inverno', 'BR:marandu_seca_diferido', 'BR:decumbens_seca_diferido'],
  classLabel: 'Urochloa (Brachiaria) pastures, dry season',
} as const;
/** Cynodon: the NASEM bermudagrass hay row (the Tifton/Coastcross genus; fat, ash, lignin, RUP share). */
const CYNODON = { fromSourceIds: ['NASEM2021:17'], classLabel: 'Cynodon grasses' } as const;

/** The minerals a pasture row takes from its class when its source gives none (Mg, K, S, Cu, Zn, Mn: Coastcross). */
const PASTURE_MINERAL_KEYS: readonly NutrientKey[] = ['Ca', 'P', 'Mg', 'K', 'S', 'Cu', 'Zn', 'Mn'];

export const CATALOGUE_CLASS_ESTIMATES: readonly CatalogueClassEstimate[] = [
  { sourceId: 'BR:marandu_seca_inverno', keys: ['MS'], ...FRESH_TROPICAL_GRASS_DM },
  { sourceId: 'BR:marandu_seca_inverno', keys: PASTURE_MINERAL_KEYS, ...TROPICAL_GRASS_MINERALS },
  { sourceId: 'BR:marandu_seca_diferido', keys: ['NDT'], ...MARANDU_DRY_SEASON },
  { sourceId: 'BR:marandu_seca_diferido', keys: ['MS'], ...FRESH_TROPICAL_GRASS_DM },
  { sourceId: 'BR:marandu_seca_diferido', keys: PASTURE_MINERAL_KEYS, ...TROPICAL_GRASS_MINERALS },
  // Deferred signal grass (Silva et al. 2016: CP, NDF): its TDN from the dry-season Urochloa rows.
  { sourceId: 'BR:decumbens_seca_diferido', keys: ['NDT'], ...UROCHLOA_DRY_SEASON },
  { sourceId: 'BR:decumbens_seca_diferido', keys: ['MS'], ...FRESH_TROPICAL_GRASS_DM },
  { sourceId: 'BR:decumbens_seca_diferido', keys: PASTURE_MINERAL_KEYS, ...TROPICAL_GRASS_MINERALS },
  // Dry-season humidicola (Martins et al. 2013: CP only): NDF and TDN from the dry-season Urochloa rows.
  { sourceId: 'BR:humidicola_seca', keys: ['FDN', 'NDT'], ...UROCHLOA_DRY_SEASON },
  { sourceId: 'BR:humidicola_seca', keys: ['MS'], ...FRESH_TROPICAL_GRASS_DM },
  { sourceId: 'BR:humidicola_seca', keys: PASTURE_MINERAL_KEYS, ...TROPICAL_GRASS_MINERALS },
  { sourceId: 'BR:coastcross_pasto_adubado', keys: ['MS'], ...FRESH_TROPICAL_GRASS_DM },
  { sourceId: 'BR:coastcross_pasto_adubado', keys: ['EE', 'MM', 'lignina', 'PNDR', 'Na'], ...CYNODON },
];

/** A catalogue row written here from its cited source (not in the starter files). */
export type CatalogueAuthoredRecord = {
  readonly sourceId: string;
  readonly namePt: string;
  readonly nameEn: string;
  readonly categoryHint: string;
  /** The values the source gives (units of the starter files: % DM, minerals mg/kg DM for Co…Zn). */
  readonly values: Readonly<Partial<Record<NutrientKey, number>>>;
  readonly source: string;
};

/**
 * Rows read from a cited paper. Coastcross pasture: the abstract gives the forage available to the calves as
 * g/kg DM (Ca 3.9, Mg 2.0, P 2.5, K 22.7, S 2.8 g/kg → % DM here) and mg/kg DM (Cu, Zn, Mn); its in vitro DM
 * digestibility (62.3 %) is not a nutrient key and is kept in the citation.
 */
export const CATALOGUE_AUTHORED_RECORDS: readonly CatalogueAuthoredRecord[] = [
  {
    sourceId: 'BR:coastcross_pasto_adubado',
    namePt: 'Capim-coastcross (Cynodon dactylon cv. Coastcross), pastagem adubada sob pastejo rotacionado',
    nameEn: 'Coastcross bermudagrass, fertilised pasture under rotational grazing',
    categoryHint: 'volumoso:pasto_fresco',
    values: { PB: 13.6, FDN: 79.8, Ca: 0.39, Mg: 0.2, P: 0.25, K: 2.27, S: 0.28, Cu: 9.9, Zn: 22.5, Mn: 98 },
    source:
      'Desempenho de bezerros da raça Nelore e cruzados desmamados recebendo concentrado em pastagem adubada de ' +
      'Cynodon dactylon cv. Coastcross. Revista Brasileira de Zootecnia 38(1), 2009. Resumo: forragem disponível ' +
      '(média de três anos, pastejo rotacionado); digestibilidade in vitro da matéria seca 62,3 %.',
  },
];

/**
 * Whole-shelled corn (milho grão inteiro): the same grain as the NASEM (2021) dry corn rows, whose three grinds
 * share one composition; TDN of the coarsely ground row, the least processed in that table. Processing changes
 * the grain's digestibility, not its composition.
 */
export const WHOLE_CORN_ID = 'COCHO:milho_grao_inteiro';
export const WHOLE_CORN_FROM = 'NASEM2021:255';
const WHOLE_CORN_SOURCE =
  'Composition of the NASEM (2021) dry corn grain rows (Nutrient Requirements of Dairy Cattle, 8th rev. ed., ' +
  'feed library; the fine, medium and coarse grinds share one composition) and TDN of its coarsely ground row, ' +
  'the least processed in that table: whole corn is the same grain, processing changes its digestibility, not ' +
  'its composition. US value: no Brazilian table value for whole corn was found in the sources used.';

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
  'BR:farelo_trigo': { pt: 'Farelo de trigo', en: 'Wheat bran', es: 'Salvado (afrecho) de trigo' },
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
  'BR:marandu_seca_inverno': {
    pt: 'Capim-marandu, seca (pastejo no inverno)',
    en: 'Marandu grass, dry season (winter grazing)',
    es: 'Pasto marandú, época seca (pastoreo invernal)',
    sci: 'Urochloa brizantha cv. Marandu',
  },
  'BR:marandu_seca_diferido': {
    pt: 'Capim-marandu, seca (vedado)',
    en: 'Marandu grass, dry season (deferred)',
    es: 'Pasto marandú, época seca (diferido)',
    sci: 'Urochloa brizantha cv. Marandu',
  },
  'BR:decumbens_seca_diferido': {
    pt: 'Capim-braquiária (decumbens), seca (vedado)',
    en: 'Signal grass (decumbens), dry season (deferred)',
    es: 'Pasto braquiaria (decumbens), época seca (diferido)',
    sci: 'Urochloa decumbens cv. Basilisk',
  },
  'BR:humidicola_seca': {
    pt: 'Capim-humidícola, seca',
    en: 'Koronivia grass (humidicola), dry season',
    es: 'Pasto humidícola, época seca',
    sci: 'Urochloa humidicola (cv. BRS Tupi e comum)',
  },
  'BR:humidicola_aguas': {
    pt: 'Capim-humidícola, águas',
    en: 'Koronivia grass (humidicola), rainy season',
    es: 'Pasto humidícola, época de lluvias',
    sci: 'Urochloa humidicola (cv. BRS Tupi e comum)',
  },
  'BR:coastcross_pasto_adubado': {
    pt: 'Capim-coastcross, pasto adubado',
    en: 'Coastcross grass, fertilised pasture',
    es: 'Pasto coastcross, pastura fertilizada',
    sci: 'Cynodon dactylon cv. Coastcross',
  },
  [WHOLE_CORN_ID]: {
    pt: 'Milho grão inteiro',
    en: 'Corn, whole shelled',
    es: 'Maíz grano entero',
    sci: 'Zea mays',
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
  // The grade in the name: Brazilian cottonseed meals are sold as 28, 38 or 46 % CP, and this row is the high
  // one (46.7 % CP); no Brazilian 28 or 38 % row was found (docs/decisions/brazilian-feed-library.md).
  'NASEM2021:58': {
    pt: 'Farelo de algodão (alta proteína, 47 % PB)',
    en: 'Cottonseed meal (high protein, 47 % CP)',
    es: 'Harina de algodón (alta proteína, 47 % PB)',
  },
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
  'BR:marandu_seca_diferido':
    'Silva, C.S. et al. (2016). Desempenho de novilhos de corte em pastos diferidos de Brachiaria brizantha e ' +
    'Brachiaria decumbens. Ciência Rural. Resumo: pasto de capim-marandu vedado por 126 dias, usado de julho a ' +
    'outubro de 2014; digestibilidade in vitro da matéria orgânica 53,9 %.',
  'BR:decumbens_seca_diferido':
    'Silva, C.S. et al. (2016). Desempenho de novilhos de corte em pastos diferidos de Brachiaria brizantha e ' +
    'Brachiaria decumbens. Ciência Rural. Resumo: pasto de capim-braquiária (cv. Basilisk) vedado por 126 dias, ' +
    'usado de julho a outubro de 2014; digestibilidade in vitro da matéria orgânica 57,7 %.',
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

/** A value filled in a row's blank, with the flag that says by which rule and from which rows. */
type Fill = { readonly key: NutrientKey; readonly value: number; readonly flag: PlausibilityFlag };

/** The blanks a same-feed estimate fills (PNDR as the reference row's share of crude protein). */
function sameFeedFills(row: CatalogueRow, estimate: CatalogueEstimate, reference: CatalogueRow): Fill[] {
  const given = row.originalNutrients;
  const fills: Fill[] = [];
  for (const key of estimate.keys) {
    if (given[key] !== undefined) continue;
    let value = reference.nutrients[key];
    if (value === undefined) continue;
    if (key === 'PNDR') {
      const referenceCp = reference.nutrients.PB;
      const cp = given.PB;
      if (referenceCp === undefined || referenceCp <= 0 || cp === undefined) continue;
      value = round4((cp * value) / referenceCp);
    }
    fills.push({ key, value, flag: estimatedFlag(key, value, estimate.fromSourceId) });
  }
  return fills;
}

/**
 * The blanks the class-mean estimates fill: the mean of the value each reference row's own source gives (not
 * computed, not assumed), PNDR as the mean share of crude protein. A reference row missing the value is skipped;
 * none giving it is a programming error (the lists are committed code).
 */
function classMeanFills(
  row: CatalogueRow,
  estimates: readonly CatalogueClassEstimate[],
  rowsById: ReadonlyMap<string, CatalogueRow>,
  filledBefore: ReadonlySet<NutrientKey>,
): Fill[] {
  const given = row.originalNutrients;
  const fills: Fill[] = [];
  for (const estimate of estimates) {
    const references = estimate.fromSourceIds.map((id) => {
      const reference = rowsById.get(id);
      if (!reference) throw new Error(`${row.sourceId}: class reference ${id} missing`);
      return reference;
    });
    for (const key of estimate.keys) {
      if (given[key] !== undefined || filledBefore.has(key) || fills.some((fill) => fill.key === key))
        continue;
      const cp = given.PB;
      const samples = references.flatMap((reference) => {
        // Measured by the reference row's own source: not computed, not assumed (units as converted).
        const isMeasured =
          !reference.computedKeys.includes(key) &&
          !reference.flags.some((flag) => flag.key === key && flag.code === 'ASSUMED_VALUE');
        const value = isMeasured ? reference.nutrients[key] : undefined;
        if (value === undefined) return [];
        if (key !== 'PNDR') return [{ id: reference.sourceId, value }];
        const referenceCp = reference.nutrients.PB;
        if (referenceCp === undefined || referenceCp <= 0 || cp === undefined) return [];
        return [{ id: reference.sourceId, value: (cp * value) / referenceCp }];
      });
      if (samples.length === 0) throw new Error(`${row.sourceId}: no class reference gives ${key}`);
      const value = round4(samples.reduce((sum, sample) => sum + sample.value, 0) / samples.length);
      fills.push({
        key,
        value,
        flag: {
          code: 'ESTIMATED_FROM_CLASS_MEAN',
          key,
          value,
          reason:
            `value not in the row's source; mean of ${samples.map((sample) => sample.id).join(', ')} ` +
            `(${estimate.classLabel})`,
        },
      });
    }
  }
  return fills;
}

/**
 * The row completed by its fills, and the derivations of catalogue-rows.ts (PDR, MO or MM by difference, CNF,
 * NDT from composition, ED, EM) run again on the completed composition. `originalNutrients` keeps the source's
 * numbers only.
 */
function completeRow(row: CatalogueRow, fills: readonly Fill[]): CatalogueRow {
  const given = row.originalNutrients;
  const values: Partial<Record<NutrientKey, number>> = { ...given };
  for (const fill of fills) values[fill.key] = fill.value;
  // The record holds the source's values and the estimates only: the derivations are recomputed from them.
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
  const estimatedKeys = new Set(fills.map((fill) => fill.key));
  return {
    ...row,
    nutrients: converted.nutrients,
    originalNutrients: given,
    computedKeys: converted.computedKeys.filter((key) => !estimatedKeys.has(key)),
    flags: [...converted.flags, ...fills.map((fill) => fill.flag)],
  };
}

/**
 * The row completed by its same-feed estimate: each listed key its source leaves blank takes the reference
 * row's value (PNDR as the same share of crude protein), then the derivations run again.
 */
export function estimateRow(
  row: CatalogueRow,
  estimate: CatalogueEstimate,
  reference: CatalogueRow,
): CatalogueRow {
  return completeRow(row, sameFeedFills(row, estimate, reference));
}

/**
 * The rows written here from a cited source (CATALOGUE_AUTHORED_RECORDS, and whole-shelled corn from the NASEM
 * corn row), read as a starter file's rows are.
 */
export function buildAuthoredRows(fileRows: readonly CatalogueRow[]): CatalogueRow[] {
  const authored = CATALOGUE_AUTHORED_RECORDS.map((item) => {
    const record: Record<string, string> = {
      source_id: item.sourceId,
      name_pt: item.namePt,
      name_en: item.nameEn,
      category_hint: item.categoryHint,
      source: item.source,
    };
    for (const [key, value] of Object.entries(item.values)) record[key] = String(value);
    const result = convertCatalogueRecord(record, 0, PRODUCT_PROFILE);
    if (!result.ok) throw new Error(`${item.sourceId}: ${JSON.stringify(result.problems)}`);
    return result.value;
  });
  const corn = fileRows.find((row) => row.sourceId === WHOLE_CORN_FROM);
  if (!corn) throw new Error(`${WHOLE_CORN_ID}: ${WHOLE_CORN_FROM} missing`);
  return [...authored, { ...corn, sourceId: WHOLE_CORN_ID, source: WHOLE_CORN_SOURCE }];
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
  const allRows = [...fileRows, ...buildAuthoredRows(fileRows)];
  const bySourceId = new Map(allRows.map((row) => [row.sourceId, row]));
  const estimates = new Map(CATALOGUE_ESTIMATES.map((estimate) => [estimate.sourceId, estimate]));
  const listed: CatalogueRow[] = [];
  const unlisted: string[] = [];
  for (const fileRow of allRows) {
    let row = fileRow;
    const estimate = estimates.get(row.sourceId);
    const classEstimates = CATALOGUE_CLASS_ESTIMATES.filter((item) => item.sourceId === row.sourceId);
    const fills: Fill[] = [];
    const notes: string[] = [];
    if (estimate) {
      const reference = bySourceId.get(estimate.fromSourceId);
      if (!reference) throw new Error(`${row.sourceId}: reference ${estimate.fromSourceId} missing`);
      fills.push(...sameFeedFills(row, estimate, reference));
      notes.push(reference.source);
    }
    if (classEstimates.length > 0) {
      const classFills = classMeanFills(
        row,
        classEstimates,
        bySourceId,
        new Set(fills.map((fill) => fill.key)),
      );
      fills.push(...classFills);
      const ids = [...new Set(classFills.flatMap((fill) => idsOfFlag(fill.flag)))];
      notes.push(...ids.map((id) => `${bySourceId.get(id)?.source ?? id}`));
    }
    if (fills.length > 0) row = completeRow(row, fills);
    const own = CATALOGUE_SOURCE_OVERRIDES[row.sourceId] ?? row.source;
    if (notes.length > 0) {
      row = { ...row, source: `${own} Values this source lacks (shown as estimated): ${notes.join('; ')}` };
    } else if (own !== row.source) {
      row = { ...row, source: own };
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

/** The reference rows a class-mean flag names. */
function idsOfFlag(flag: PlausibilityFlag): string[] {
  const match = /mean of (.+) \(/.exec(flag.reason);
  return match?.[1] ? match[1].split(', ') : [];
}
