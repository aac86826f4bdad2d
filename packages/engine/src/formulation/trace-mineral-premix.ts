/**
 * The trace-mineral premix a diet needs (docs/decisions/trace-mineral-premix.md): when the bulk feeds cannot
 * carry Co, Cu, I, Mn, Se and Zn without changing the diet, the gaps are supplied by a custom premix fed at
 * a few grams per head per day, made of the usual inorganic sources on a carrier. Pure.
 */
import { MICRO_MINERALS } from '../feeds/nutrients';
import type { RequirementKey } from './requirement-supply';

/**
 * A mineral the premix carries: the trace minerals (mg/kg DM in feeds, mg/day in requirements) and sulfur
 * (% of DM, g/day), whose minimum would otherwise buy protein meal for its 0.4 % S.
 */
export type TraceMineral = (typeof MICRO_MINERALS)[number] | 'S';

/** The premix's minerals, in output order. */
export const PREMIX_MINERALS: readonly TraceMineral[] = [...MICRO_MINERALS, 'S'];

/** mg per requirement unit: trace minerals are in mg/day, sulfur in g/day. */
export function mgPerRequirementUnit(key: TraceMineral): number {
  return key === 'S' ? 1000 : 1;
}

/**
 * Inorganic sources of each trace mineral and their element content, % (NASEM 2021, Nutrient Requirements of
 * Dairy Cattle, 8th rev. ed., feed library: copper sulfate 5H2O 25.5 % Cu, zinc oxide 78 % Zn, manganese
 * oxide 77.5 % Mn, cobalt sulfate 7H2O 21 % Co, calcium iodate 63.5 % I, sodium selenite 45.6 % Se,
 * calcium sulfate 23.5 % S as listed there).
 */
export const PREMIX_SOURCES: Readonly<
  Record<TraceMineral, { readonly source: string; readonly percent: number }>
> = {
  Co: { source: 'cobaltSulfate', percent: 21 },
  Cu: { source: 'copperSulfate', percent: 25.5 },
  I: { source: 'calciumIodate', percent: 63.5 },
  Mn: { source: 'manganeseOxide', percent: 77.5 },
  Se: { source: 'sodiumSelenite', percent: 45.6 },
  Zn: { source: 'zincOxide', percent: 78 },
  S: { source: 'calciumSulfate', percent: 23.5 },
};

/** Default premix dose, g per head per day (a feedlot premix added to the ration at the mixer). */
export const DEFAULT_PREMIX_GRAMS_PER_HEAD = 20;

/** One trace mineral of the premix. */
export type PremixMineral = {
  readonly key: TraceMineral;
  /** mg of the element per head per day (the diet's gap; sulfur too in mg). */
  readonly mgPerDay: number;
  /** mg of the element per kg of premix. */
  readonly mgPerKg: number;
  /** The inorganic source (copperSulfate, zincOxide, …) and its grams per kg of premix. */
  readonly source: string;
  readonly sourceGramsPerKg: number;
};

/** A custom premix: what to send to a feed mill. */
export type TraceMineralPremix = {
  /** Dose, g per head per day. */
  readonly gramsPerHeadPerDay: number;
  readonly minerals: readonly PremixMineral[];
  /** The carrier (ground corn) that completes 1 kg. */
  readonly carrier: 'groundCorn';
  readonly carrierGramsPerKg: number;
};

/** True for a requirement key the premix can carry. */
export function isTraceMineral(key: RequirementKey): key is TraceMineral {
  return (PREMIX_MINERALS as readonly string[]).includes(key);
}

/**
 * The premix that closes each gap (required minimum − supplied, mg/day for every mineral, sulfur included;
 * gaps ≤ 0 are left out) at `grams` per head per day; null when nothing is short. When the sources alone would weigh more
 * than the dose, the dose grows to hold them on at least 10 % carrier.
 */
export function computeTraceMineralPremix(
  gaps: Readonly<Partial<Record<TraceMineral, number>>>,
  grams: number = DEFAULT_PREMIX_GRAMS_PER_HEAD,
): TraceMineralPremix | null {
  const short = PREMIX_MINERALS.filter((key) => (gaps[key] ?? 0) > 1e-9);
  if (short.length === 0) return null;
  // Source mass per day, g: element mg ÷ element fraction ÷ 1000.
  const sourceGrams = short.map((key) => (gaps[key] as number) / (PREMIX_SOURCES[key].percent / 100) / 1000);
  const totalSource = sourceGrams.reduce((a, b) => a + b, 0);
  const dose = Math.max(grams, Math.ceil(totalSource / 0.9));
  const kgPerDay = dose / 1000;
  const minerals = short.map((key, i): PremixMineral => ({
    key,
    mgPerDay: gaps[key] as number,
    mgPerKg: (gaps[key] as number) / kgPerDay,
    source: PREMIX_SOURCES[key].source,
    sourceGramsPerKg: (sourceGrams[i] as number) / kgPerDay,
  }));
  const carrierGramsPerKg = 1000 - minerals.reduce((sum, m) => sum + m.sourceGramsPerKg, 0);
  return { gramsPerHeadPerDay: dose, minerals, carrier: 'groundCorn', carrierGramsPerKg };
}
