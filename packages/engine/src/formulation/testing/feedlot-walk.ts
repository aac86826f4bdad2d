/**
 * The standard Brazilian feedlot diet ("the walk"), as a test fixture: corn silage, ground corn,
 * soybean meal, urea and a feedlot mineral mix for the default animal. Numbers are copied from the starter
 * library (apps/server/src/feeds/seed-data/nasem-2021-starter.csv, rows named by `sourceId`; NASEM (2021) Nutrient
 * Requirements of Dairy Cattle, 8th rev. ed., feed library) and converted as the catalogue seed converts
 * them: PNDR is % of CP in the file (PNDR % DM = PB × PNDR / 100), PDR = PB − PNDR, EM = 0.9455 × ED −
 * 0.3032 (BR-CORTE chain, engine `calculateMeFromDe`); Co and I zeros of plant feeds mean "not analysed"
 * and are left out; urea has no energy.
 */
import { calculateMeFromDe } from '../../feeds/energy-from-composition';
import type { Feed, FeedNutrients } from '../../feeds/feed';
import { MACRO_MINERALS, MICRO_MINERALS } from '../../feeds/nutrients';
import type { NutrientKey } from '../../feeds/nutrients';

type Row = Readonly<Partial<Record<NutrientKey, number>>>;

/** File rows (nasem-2021-starter.csv), values as in the file. */
const ROWS: Readonly<Record<string, Row>> = {
  // Corn silage, typical
  'NASEM2021:48': {
    MS: 35.361,
    PB: 7.707,
    PNDR: 32.917,
    ED: 2.932,
    NDT: 68.82,
    FDN: 40.931,
    AMIDO: 32.867,
    EE: 2.916,
    MM: 3.843,
    Ca: 0.237,
    P: 0.232,
    Mg: 0.168,
    K: 0.986,
    Na: 0.026,
    S: 0.105,
    Cu: 6.217,
    Mn: 29.55,
    Se: 0.04,
    Zn: 27.401,
  },
  // Corn grain dry, medium grind
  'NASEM2021:44': {
    MS: 86.907,
    PB: 8.514,
    PNDR: 43.24,
    ED: 3.452,
    NDT: 88.69,
    FDN: 9.761,
    AMIDO: 70.367,
    EE: 3.845,
    MM: 1.504,
    Ca: 0.035,
    P: 0.309,
    Mg: 0.132,
    K: 0.557,
    Na: 0.018,
    S: 0.104,
    Cu: 2.069,
    Mn: 7.152,
    Se: 0.07,
    Zn: 23.428,
  },
  // Soybean meal, solvent 48CP
  'NASEM2021:141': {
    MS: 89.267,
    PB: 52.644,
    PNDR: 32.746,
    ED: 3.967,
    NDT: 81.39,
    FDN: 11.065,
    AMIDO: 1.879,
    EE: 1.815,
    MM: 7.237,
    Ca: 0.4,
    P: 0.739,
    Mg: 0.327,
    K: 2.421,
    Na: 0.019,
    S: 0.413,
    Cu: 16.058,
    Mn: 41.372,
    Se: 0.2,
    Zn: 52.924,
  },
  // Urea (no energy: the seed sets NDT, ED and EM to 0 for non-protein nitrogen)
  'NASEM2021:165': { MS: 99, PB: 281, PNDR: 0, NDT: 0, ED: 0, FDN: 0, EE: 0, MM: 0 },
  // Mineral sources
  'NASEM2021:197': { MS: 100, MM: 100, Ca: 35, Mg: 1 }, // limestone
  'NASEM2021:201': { MS: 100, MM: 100, Na: 39.3 }, // sodium chloride
  'NASEM2021:191': { MS: 100, MM: 100, Ca: 22, P: 19.3 }, // dicalcium phosphate
  'NASEM2021:194': { MS: 100, MM: 100, Ca: 23.3, S: 23.5 }, // calcium sulfate 2H2O
  'NASEM2021:228': { MS: 100, MM: 100, S: 12.8, Cu: 255000 }, // copper sulfate 5H2O
  'NASEM2021:250': { MS: 100, MM: 100, Zn: 780000 }, // zinc oxide
  'NASEM2021:243': { MS: 100, MM: 100, Mn: 775000 }, // manganese oxide
  'NASEM2021:225': { MS: 100, MM: 100, S: 11.4, Co: 210000 }, // cobalt sulfate 7H2O
  'NASEM2021:232': { MS: 100, MM: 100, Ca: 10, I: 635000 }, // calcium iodate
  'NASEM2021:245': { MS: 100, MM: 100, Na: 36.6, Se: 456000 }, // sodium selenite
};

/**
 * Feedlot mineral mix, kg per 100 kg: the recipe of the catalogue row `COCHO:mistura_mineral_confinamento`
 * (apps/server/src/feeds/catalogue-mixtures.ts; calculation method of Nicodemo, M.L.F. (2001). Cálculo de
 * misturas minerais para bovinos. Embrapa Gado de Corte, Documentos 109), meant for 100 g per head and day.
 */
export const FEEDLOT_MINERAL_MIX_RECIPE: readonly { readonly sourceId: string; readonly kg: number }[] = [
  { sourceId: 'NASEM2021:197', kg: 36.664 },
  { sourceId: 'NASEM2021:201', kg: 30.5 },
  { sourceId: 'NASEM2021:191', kg: 23.3 },
  { sourceId: 'NASEM2021:194', kg: 8.5 },
  { sourceId: 'NASEM2021:228', kg: 0.4 },
  { sourceId: 'NASEM2021:250', kg: 0.4 },
  { sourceId: 'NASEM2021:243', kg: 0.2 },
  { sourceId: 'NASEM2021:225', kg: 0.02 },
  { sourceId: 'NASEM2021:232', kg: 0.01 },
  { sourceId: 'NASEM2021:245', kg: 0.006 },
];

/** Composition of the mix: kg-weighted mean of its ingredients (all 100 % DM, so as fed = DM). */
export function calculateFeedlotMineralMix(): FeedNutrients {
  const total = FEEDLOT_MINERAL_MIX_RECIPE.reduce((sum, item) => sum + item.kg, 0);
  const out: Partial<Record<NutrientKey, number>> = { MS: 100, MM: 100, PB: 0, NDT: 0, EE: 0, FDN: 0 };
  for (const key of [...MACRO_MINERALS, ...MICRO_MINERALS]) {
    out[key] =
      FEEDLOT_MINERAL_MIX_RECIPE.reduce((sum, item) => sum + (ROWS[item.sourceId]?.[key] ?? 0) * item.kg, 0) /
      total;
  }
  return out;
}

/** A plant feed or urea with the catalogue seed's conversions. */
function fromRow(sourceId: string): FeedNutrients {
  const row = ROWS[sourceId] as Row;
  const out: Partial<Record<NutrientKey, number>> = { ...row };
  if (row.PB !== undefined && row.PNDR !== undefined) {
    out.PNDR = (row.PB * row.PNDR) / 100;
    out.PDR = row.PB - out.PNDR;
  }
  if (row.ED !== undefined) out.EM = row.ED > 0 ? calculateMeFromDe(row.ED) : 0;
  return out;
}

/**
 * Illustrative prices, R$ per kg as fed (Brazilian feedlot inputs, order of magnitude of 2024 quotes; not a
 * market reference): corn silage 0.25, ground corn 1.10, soybean meal 2.30, urea 3.50, mineral mix 4.50.
 */
const PRICES: Readonly<Record<string, number>> = {
  silage: 0.25,
  corn: 1.1,
  soybeanMeal: 2.3,
  urea: 3.5,
  mineralMix: 4.5,
};

function feed(id: string, name: string, nutrientes: FeedNutrients, volumoso: boolean, tipo: number): Feed {
  return {
    id,
    category: tipo,
    name,
    nutrients: nutrientes,
    costPerKg: PRICES[id] ?? null,
    unit: 'kg',
    minPercent: null,
    maxPercent: null,
    roughage: volumoso,
    edited: false,
    quantityKg: null,
  };
}

/** The five feeds of the walk, no restrictions given (the default caps apply through the caller). */
export function createFeedlotWalkFeeds(): Feed[] {
  return [
    feed('silage', 'Corn silage (NASEM2021:48)', fromRow('NASEM2021:48'), true, 1),
    feed('corn', 'Ground corn (NASEM2021:44)', fromRow('NASEM2021:44'), false, 3),
    feed('soybeanMeal', 'Soybean meal 48 (NASEM2021:141)', fromRow('NASEM2021:141'), false, 2),
    feed('urea', 'Urea (NASEM2021:165)', fromRow('NASEM2021:165'), false, 8),
    feed('mineralMix', 'Feedlot mineral mix', calculateFeedlotMineralMix(), false, 4),
  ];
}

/** Only the corn silage of the walk (the infeasible example of). */
export function createSilageOnlyFeeds(): Feed[] {
  return [feed('silage', 'Corn silage (NASEM2021:48)', fromRow('NASEM2021:48'), true, 1)];
}
