/**
 * Generic mineral mixes and supplements built from catalogue ingredients. Each is a recipe
 * in kg per 100 kg as fed of starter-library rows; its composition is computed at seed time by the engine's
 * mixture calculation (DM-weighted mean of the ingredients, packages/engine/src/mixture), so it follows from
 * its ingredients and changes with them. Sources and the choices behind each recipe:
 * docs/decisions/catalogue-mixtures.md.
 */
import { calculateMixture } from '@cocho/engine';
import type { NutrientKey } from '@cocho/engine';
import type { CatalogueRow } from './catalogue-rows';
import { categoryFromHint, isRoughageCategory } from './feed-categories';

/** One ingredient of a recipe: a catalogue row by `source_id`, or a pure chemical defined here. */
export type MixtureIngredient = {
  readonly sourceId: string;
  /** kg per 100 kg of the mix, as fed. */
  readonly kg: number;
};

export type CatalogueMixture = {
  readonly sourceId: string;
  readonly namePt: string;
  readonly nameEn: string;
  readonly nameEs: string;
  readonly categoryHint: string;
  readonly ingredients: readonly MixtureIngredient[];
  /** The citation shown to users. */
  readonly source: string;
};

/**
 * Elemental sulfur ("flor de enxofre"), not a starter-library row: by its formula it is sulfur only, so S
 * 100 % of DM, ash 100 %, no protein, fibre or energy (the mixture recipe of Lopes and Pereira uses it).
 */
export const ELEMENTAL_SULFUR_ID = 'COCHO:flor_de_enxofre';
const ELEMENTAL_SULFUR: Readonly<Partial<Record<NutrientKey, number>>> = {
  MS: 100,
  PB: 0,
  NDT: 0,
  FDN: 0,
  EE: 0,
  MM: 100,
  Ca: 0,
  P: 0,
  S: 100,
};

/** Citations (shown as the rows' source). */
const NICODEMO_2001 =
  'Nicodemo, M.L.F. (2001). Cálculo de misturas minerais para bovinos. Embrapa Gado de Corte, Documentos 109; ' +
  'Valadares Filho, S.C. et al. (2016). BR-CORTE: Exigências nutricionais de zebuínos puros e cruzados, 3rd ed.; ' +
  'NASEM (2021). Nutrient Requirements of Dairy Cattle, 8th rev. ed., feed library.';
const EMBRAPA_GADO_DE_LEITE_2019 =
  'Embrapa Gado de Leite, fórmula 1. In: Globo Rural (2019). GR Responde: confira três fórmulas de sal ' +
  'mineral para gado de leite; Olson, L.W. (2006). Free-Choice Mineral Guidelines. Clemson University ' +
  'Extension, BC-3001.';
const LOPES_PEREIRA_MISTURA_MULTIPLA =
  'Lopes, H.O.S.; Pereira, E.A. Mistura múltipla para o gado na seca. Embrapa Cerrados.';

/** The four mixes, ids stable (`COCHO:`), names with the intake they are meant for. */
export const CATALOGUE_MIXTURES: readonly CatalogueMixture[] = [
  {
    sourceId: 'COCHO:mistura_mineral_cria',
    namePt: 'Mistura mineral para bovinos a pasto (cria e recria; P 10,7 %) – consumo 60 a 110 g/cab/dia',
    nameEn: 'Mineral mix for grazing cattle (cow-calf and stockers; P 10.7 %) – intake 60 to 110 g/head/day',
    nameEs: 'Mezcla mineral para bovinos en pastoreo (cría y recría; P 10,7 %) – consumo 60 a 110 g/cab/día',
    categoryHint: 'mineral:sal_mineral',
    ingredients: [
      { sourceId: 'NASEM2021:191', kg: 55.5 }, // dicalcium phosphate
      { sourceId: 'NASEM2021:201', kg: 43.431 }, // common salt (43.43 + rounding of the trace sources)
      { sourceId: 'NASEM2021:228', kg: 0.5 }, // copper sulfate 5H2O
      { sourceId: 'NASEM2021:250', kg: 0.5 }, // zinc oxide
      { sourceId: 'NASEM2021:232', kg: 0.03 }, // calcium iodate
      { sourceId: 'NASEM2021:225', kg: 0.03 }, // cobalt sulfate 7H2O
      { sourceId: 'NASEM2021:245', kg: 0.009 }, // sodium selenite
    ],
    source: EMBRAPA_GADO_DE_LEITE_2019,
  },
  {
    sourceId: 'COCHO:mistura_mineral_confinamento',
    namePt: 'Mistura mineral para confinamento (bovinos de corte) – consumo 100 g/cab/dia',
    nameEn: 'Feedlot mineral mix (beef cattle) – intake 100 g/head/day',
    nameEs: 'Mezcla mineral para engorde a corral (bovinos de carne) – consumo 100 g/cab/día',
    categoryHint: 'mineral:sal_mineral',
    ingredients: [
      // Recipe computed by Nicodemo's (2001) method so that 100 g/day covers, with a 50 % corn silage and corn
      // diet, the BR-CORTE (2016) Co, Se, Zn, Na, Ca and S minima of a 470 kg Nellore bull gaining 1.3 kg/day
      // (Co 7.4, Se 5.4, Zn 617 mg/day; docs/decisions/catalogue-mixtures.md). Limestone is the carrier.
      { sourceId: 'NASEM2021:197', kg: 27.83 }, // limestone
      { sourceId: 'NASEM2021:201', kg: 28 }, // common salt
      { sourceId: 'NASEM2021:194', kg: 22 }, // calcium sulfate (S source)
      { sourceId: 'NASEM2021:191', kg: 21 }, // dicalcium phosphate
      { sourceId: 'NASEM2021:250', kg: 0.51 }, // zinc oxide
      { sourceId: 'NASEM2021:228', kg: 0.4 }, // copper sulfate 5H2O
      { sourceId: 'NASEM2021:243', kg: 0.2 }, // manganese oxide
      { sourceId: 'NASEM2021:225', kg: 0.038 }, // cobalt sulfate 7H2O
      { sourceId: 'NASEM2021:245', kg: 0.012 }, // sodium selenite
      { sourceId: 'NASEM2021:232', kg: 0.01 }, // calcium iodate
    ],
    source: NICODEMO_2001,
  },
  {
    sourceId: 'COCHO:nucleo_confinamento',
    namePt: 'Núcleo mineral com ureia para confinamento – consumo 250 g/cab/dia',
    nameEn: 'Feedlot mineral and urea premix (núcleo) – intake 250 g/head/day',
    nameEs: 'Núcleo mineral con urea para engorde a corral – consumo 250 g/cab/día',
    categoryHint: 'mineral:proteinado',
    ingredients: [
      { sourceId: 'NASEM2021:197', kg: 30 }, // limestone
      { sourceId: 'NASEM2021:165', kg: 20 }, // urea
      { sourceId: 'NASEM2021:44', kg: 19.5856 }, // ground corn (carrier)
      { sourceId: 'NASEM2021:201', kg: 16 }, // common salt
      { sourceId: 'NASEM2021:191', kg: 10 }, // dicalcium phosphate
      { sourceId: 'NASEM2021:194', kg: 4 }, // calcium sulfate
      { sourceId: 'NASEM2021:228', kg: 0.16 }, // copper sulfate 5H2O
      { sourceId: 'NASEM2021:250', kg: 0.16 }, // zinc oxide
      { sourceId: 'NASEM2021:243', kg: 0.08 }, // manganese oxide
      { sourceId: 'NASEM2021:225', kg: 0.008 }, // cobalt sulfate 7H2O
      { sourceId: 'NASEM2021:232', kg: 0.004 }, // calcium iodate
      { sourceId: 'NASEM2021:245', kg: 0.0024 }, // sodium selenite
    ],
    source: NICODEMO_2001,
  },
  {
    sourceId: 'COCHO:proteinado_seca',
    namePt: 'Mistura múltipla (proteinado) para bovinos a pasto na seca – consumo 200 a 300 g/cab/dia',
    nameEn:
      'Multiple mixture (protein supplement) for grazing cattle in the dry season – intake 200 to 300 g/head/day',
    nameEs:
      'Mezcla múltiple (suplemento proteico) para bovinos en pastoreo en la seca – consumo 200 a 300 g/cab/día',
    categoryHint: 'mineral:proteinado',
    ingredients: [
      { sourceId: 'NASEM2021:201', kg: 30 }, // common salt
      { sourceId: 'NASEM2021:44', kg: 27 }, // ground corn
      { sourceId: 'NASEM2021:191', kg: 16 }, // dicalcium phosphate (for bone meal)
      { sourceId: 'NASEM2021:141', kg: 15 }, // soybean meal
      { sourceId: 'NASEM2021:165', kg: 10 }, // urea
      { sourceId: ELEMENTAL_SULFUR_ID, kg: 1.3 }, // flor de enxofre
      { sourceId: 'NASEM2021:251', kg: 0.6 }, // zinc sulfate
      { sourceId: 'NASEM2021:228', kg: 0.08 }, // copper sulfate
      { sourceId: 'NASEM2021:225', kg: 0.02 }, // cobalt sulfate
    ],
    source: LOPES_PEREIRA_MISTURA_MULTIPLA,
  },
];

/** Keys a mix row carries: every key the mixture calculation gives, plus the mix's own dry matter. */
const DECIMALS = 4;
const round = (value: number) => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS;

/**
 * The catalogue row of a mix, its composition computed from the ingredient rows (DM-weighted, engine
 * calculateMixture). Throws when an ingredient is missing: the recipes are committed code.
 */
export function buildMixtureRow(
  mixture: CatalogueMixture,
  ingredientRows: ReadonlyMap<string, CatalogueRow>,
  line: number,
): CatalogueRow {
  const alimentos = mixture.ingredients.map((ingredient) => {
    const nutrients =
      ingredient.sourceId === ELEMENTAL_SULFUR_ID
        ? ELEMENTAL_SULFUR
        : ingredientRows.get(ingredient.sourceId)?.nutrients;
    if (!nutrients) throw new Error(`${mixture.sourceId}: ingredient ${ingredient.sourceId} not in the seed`);
    return { id: ingredient.sourceId, nutrientes: nutrients, proporcao: ingredient.kg };
  });
  const result = calculateMixture({ alimentos, base: 'MN' });
  if (!result.ok) throw new Error(`${mixture.sourceId}: ${JSON.stringify(result.errors)}`);
  const nutrients: Partial<Record<NutrientKey, number>> = { MS: round(result.value.dryMatterPercent) };
  for (const [key, value] of Object.entries(result.value.compositionDm) as [NutrientKey, number][]) {
    nutrients[key] = round(value);
  }
  const mapped = categoryFromHint(mixture.categoryHint);
  if (!mapped) throw new Error(`${mixture.sourceId}: unknown hint ${mixture.categoryHint}`);
  return {
    line,
    sourceId: mixture.sourceId,
    namePt: mixture.namePt,
    nameEn: mixture.nameEn,
    nameEs: mixture.nameEs,
    nameSci: null,
    categoryHint: mixture.categoryHint,
    category: mapped.category,
    group: mapped.group,
    isRoughage: isRoughageCategory(mapped.category),
    isAdditive: false,
    nutrients,
    originalNutrients: {},
    // Given, not derived: the export writes the mix's values, so it imports back the same; the
    // MIXTURE_OF_INGREDIENTS flag tells users the values come from the recipe.
    computedKeys: [],
    flags: [{ code: 'MIXTURE_OF_INGREDIENTS', key: null, reason: 'composition computed from the recipe' }],
    source: mixture.source,
  };
}
