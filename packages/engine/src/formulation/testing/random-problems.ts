/**
 * Seeded generator of diet problems for tests and benchmarks (not part of the public API). Feed
 * compositions are drawn around typical tropical feeds (roughages, energy and protein concentrates,
 * mineral sources) so that the LPs have realistic magnitudes, including trace minerals in mg.
 */
import type { Feed } from '../../feeds/feed';
import type { RequirementKey, Requirements } from '../requirement-supply';
import { supplyPerKgDm } from '../requirement-supply';

/** Mulberry32: a small seeded PRNG (Tommy Ettinger, public domain). Returns numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Archetype = {
  readonly prefix: string;
  readonly volumoso: boolean;
  readonly ms: [number, number];
  readonly pb: [number, number];
  readonly ndt: [number, number];
  readonly fdn: [number, number];
  readonly ee: [number, number];
  readonly ca: [number, number];
  readonly p: [number, number];
  readonly cost: [number, number];
};

const ARCHETYPES: readonly Archetype[] = [
  {
    prefix: 'silage',
    volumoso: true,
    ms: [25, 38],
    pb: [6, 9],
    ndt: [55, 68],
    fdn: [45, 60],
    ee: [2, 4],
    ca: [0.2, 0.4],
    p: [0.15, 0.25],
    cost: [0.12, 0.25],
  },
  {
    prefix: 'hay',
    volumoso: true,
    ms: [85, 90],
    pb: [5, 12],
    ndt: [45, 58],
    fdn: [60, 75],
    ee: [1, 2.5],
    ca: [0.3, 0.6],
    p: [0.1, 0.25],
    cost: [0.3, 0.6],
  },
  {
    prefix: 'grain',
    volumoso: false,
    ms: [86, 90],
    pb: [8, 12],
    ndt: [78, 88],
    fdn: [9, 20],
    ee: [2, 5],
    ca: [0.02, 0.06],
    p: [0.25, 0.4],
    cost: [0.7, 1.2],
  },
  {
    prefix: 'meal',
    volumoso: false,
    ms: [88, 91],
    pb: [28, 50],
    ndt: [70, 82],
    fdn: [12, 35],
    ee: [1, 9],
    ca: [0.2, 0.4],
    p: [0.6, 1.1],
    cost: [1.4, 2.6],
  },
  {
    prefix: 'byproduct',
    volumoso: false,
    ms: [88, 92],
    pb: [12, 20],
    ndt: [65, 80],
    fdn: [35, 50],
    ee: [3, 10],
    ca: [0.1, 0.6],
    p: [0.5, 1.2],
    cost: [0.5, 1.0],
  },
];

const TRACE: readonly { key: 'Co' | 'Cu' | 'I' | 'Mn' | 'Se' | 'Zn'; range: [number, number] }[] = [
  { key: 'Co', range: [0.05, 0.5] },
  { key: 'Cu', range: [3, 15] },
  { key: 'I', range: [0.05, 0.5] },
  { key: 'Mn', range: [15, 60] },
  { key: 'Se', range: [0.03, 0.3] },
  { key: 'Zn', range: [15, 50] },
];

/** A generated problem. */
export type RandomDietProblem = {
  readonly feeds: Feed[];
  readonly requirements: Requirements;
  readonly roughagePercent: number | null;
};

/** Options of the generator. */
export type RandomDietOptions = {
  readonly feedCount: number;
  /** Make the requirements contradictory on purpose (a protein minimum no mix can reach). */
  readonly infeasible?: boolean;
  /** Add a mineral premix feed and trace-mineral requirements (mg). */
  readonly traceMinerals?: boolean;
  /** Probability of per-feed restrictions. */
  readonly restrictionRate?: number;
  /** Fix the roughage share. */
  readonly fixRoughage?: boolean;
  /**
   * Add cheap mineral and NPN sources (salt, limestone, dicalcium phosphate, urea; NASEM 2021 feed library
   * compositions) and a sodium minimum, drawn from a separate random stream so that the other feeds and
   * requirements of a seed do not change. Without inclusion caps they can fill dry-matter intake.
   */
  readonly mineralSources?: boolean;
};

/** Mineral and NPN sources of `mineralSources` (NASEM 2021 feed library rows 201, 197, 191, 165). */
const MINERAL_SOURCES: readonly { id: string; nutrientes: Record<string, number>; cost: [number, number] }[] =
  [
    { id: 'salt', nutrientes: { MS: 100, MM: 100, Na: 39.3 }, cost: [0.3, 0.8] },
    { id: 'limestone', nutrientes: { MS: 100, MM: 100, Ca: 35, Mg: 1 }, cost: [0.1, 0.4] },
    { id: 'dicalcium', nutrientes: { MS: 100, MM: 100, Ca: 22, P: 19.3 }, cost: [2, 4] },
    { id: 'urea', nutrientes: { MS: 99, PB: 281 }, cost: [2.5, 4] },
  ];

/**
 * Generates a problem: random feeds, and requirements built around a random reference mix so that most
 * problems are feasible (min = supply × U(0.75, 1), max = supply × U(1.02, 1.4), bounds dropped at random).
 */
export function generateDietProblem(seed: number, options: RandomDietOptions): RandomDietProblem {
  const random = createRandom(seed);
  const between = ([lo, hi]: [number, number]): number => lo + (hi - lo) * random();
  const feeds: Feed[] = [];
  for (let i = 0; i < options.feedCount; i++) {
    const a = ARCHETYPES[i < 2 ? i % 2 : Math.floor(random() * ARCHETYPES.length)] as Archetype;
    const nutrientes: Record<string, number> = {
      MS: between(a.ms),
      PB: between(a.pb),
      NDT: between(a.ndt),
      FDN: between(a.fdn),
      EE: between(a.ee),
      Ca: between(a.ca),
      P: between(a.p),
      EM: 0,
    };
    nutrientes.EM = (nutrientes.NDT as number) * 0.04409 * 0.82; // Mcal/kg DM (NRC 2001 DE; ME ≈ 0.82 DE)
    if (options.traceMinerals) for (const t of TRACE) nutrientes[t.key] = between(t.range);
    const restricted = random() < (options.restrictionRate ?? 0.15);
    const max = restricted ? 5 + 45 * random() : null;
    const min = restricted && random() < 0.4 ? (max as number) * 0.2 * random() : null;
    feeds.push({
      id: `${a.prefix}-${i}`,
      category: a.volumoso ? 1 : 3,
      name: `${a.prefix} ${i}`,
      nutrients: nutrientes,
      costPerKg: between(a.cost),
      unit: 'kg',
      minPercent: min,
      maxPercent: max,
      roughage: a.volumoso,
      edited: false,
      quantityKg: null,
    });
  }
  if (options.traceMinerals) {
    const premix: Record<string, number> = { MS: 98, Ca: 15, P: 6 };
    for (const t of TRACE) premix[t.key] = between(t.range) * 400;
    feeds.push({
      id: 'premix',
      category: 8,
      name: 'premix',
      nutrients: premix,
      costPerKg: 2.5 + random(),
      unit: 'kg',
      minPercent: null,
      maxPercent: null,
      roughage: false,
      edited: false,
      quantityKg: null,
    });
  }
  // A reference mix of 6–12 kg DM.
  const weights = feeds.map(() => random() + 0.05);
  const weightTotal = weights.reduce((x, y) => x + y, 0);
  const dmi = 6 + 6 * random();
  const mix = weights.map((w) => (w / weightTotal) * dmi);
  const keys: RequirementKey[] = ['CMS', 'PB', 'NDT', 'EM', 'FDN', 'EE', 'Ca', 'P'];
  if (options.traceMinerals) keys.push(...TRACE.map((t) => t.key));
  const requirements: Partial<Record<RequirementKey, { min: number | null; max: number | null }>> = {};
  for (const key of keys) {
    if (key === 'EM' && random() < 0.5) continue;
    const supply = feeds.reduce(
      (sum, feed, j) => sum + supplyPerKgDm(feed.nutrients, key) * (mix[j] ?? 0),
      0,
    );
    const hasMin = key === 'CMS' || random() < 0.8;
    const hasMax = key === 'CMS' || key === 'EE' || random() < 0.4;
    requirements[key] = {
      min: hasMin ? supply * (0.75 + 0.25 * random()) : null,
      max: hasMax ? supply * (1.02 + 0.38 * random()) : null,
    };
  }
  if (options.infeasible) {
    const best = Math.max(...feeds.map((f) => supplyPerKgDm(f.nutrients, 'PB')));
    const cmsMax = requirements.CMS?.max ?? dmi;
    requirements.PB = { min: best * cmsMax * (1.1 + 0.3 * random()), max: null };
    if (random() < 0.5) requirements.NDT = { min: null, max: (requirements.NDT?.min ?? dmi * 0.6) * 0.5 };
  }
  const roughageDm = feeds.reduce((sum, f, j) => sum + (f.roughage ? (mix[j] ?? 0) : 0), 0);
  const roughagePercent = options.fixRoughage ? Math.round((roughageDm / dmi) * 100) : null;
  if (options.mineralSources) {
    const extra = createRandom(seed ^ 0x5bd1e995);
    for (const source of MINERAL_SOURCES) {
      const [lo, hi] = source.cost;
      feeds.push({
        id: source.id,
        category: 4,
        name: source.id,
        nutrients: source.nutrientes,
        costPerKg: lo + (hi - lo) * extra(),
        unit: 'kg',
        minPercent: null,
        maxPercent: null,
        roughage: false,
        edited: false,
        quantityKg: null,
      });
    }
    // Na 0.08–0.12 % of the reference intake (NASEM 2016 beef: 0.06–0.08 % of DM).
    requirements.Na = { min: dmi * (0.8 + 0.4 * extra()), max: null };
  }
  return { feeds, requirements, roughagePercent };
}
