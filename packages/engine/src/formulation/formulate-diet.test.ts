import { describe, expect, it } from 'vitest';
import GLPK from 'glpk.js/node';
import type { GLPK as Glpk, LP } from 'glpk.js/node';
import { formulateDiet, PLAIN_LP_OPTIONS, UREA_MAX_PERCENT_OF_DM } from './formulate-diet';
import type { FormulationInput, FormulationResult } from './formulate-diet';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';
import { generateDietProblem } from './testing/random-problems';
import type { RandomDietProblem } from './testing/random-problems';
import type { RequirementKey } from './requirement-supply';
import { normalizeFeed } from '../feeds/feed';

const solver: LpSolver = await loadLpSolver();
const glpk: Glpk = await GLPK();

// ---- An independent formulation of the same LP, straight from the spec text, solved by GLPK. ----

// docs/product/calculation.md#records units: how 1 kg DM of feed supplies each requirement, written out again on purpose.
const FACTOR: Record<RequirementKey, number> = {
  CMS: NaN,
  EE: 0.01,
  CNF: 0.01,
  FDN: 0.01,
  FDNfe: 0.01,
  AMIDO: 0.01,
  NDT: 0.01,
  EL: 1,
  EM: 1,
  PDR: 10,
  PNDR: 10,
  PB: 10,
  PM: 10,
  Ca: 10,
  P: 10,
  Mg: 10,
  K: 10,
  Na: 10,
  S: 10,
  Co: 1,
  Cu: 1,
  I: 1,
  Mn: 1,
  Se: 1,
  Zn: 1,
};
function coef(problem: RandomDietProblem, key: RequirementKey, j: number): number {
  if (key === 'CMS') return 1;
  const nutrients = problem.feeds[j]?.nutrients as Record<string, number>;
  return (nutrients[key] ?? 0) * FACTOR[key];
}
type FeedBounds = { lo: number; hi: number | null; excluded: boolean };
function feedBounds(min: number | null, max: number | null): FeedBounds {
  if (max === 0 && (min === null || min === 0)) return { lo: 0, hi: null, excluded: true };
  const maxApplies = max !== null && max > 0 && (min === null || max >= min);
  if (!maxApplies) return { lo: min ?? 0, hi: null, excluded: false };
  return { lo: min ?? 0.3 * max, hi: max, excluded: false };
}

function referenceSolve(problem: RandomDietProblem): { feasible: boolean; cost: number } {
  const n = problem.feeds.length;
  const name = (j: number): string => `x${j}`;
  const all = (f: (j: number) => number) =>
    Array.from({ length: n }, (_, j) => ({ name: name(j), coef: f(j) })).filter((v) => v.coef !== 0);
  const rows: LP['subjectTo'] = [];
  const bnd = (lb: number | null, ub: number | null) =>
    lb !== null && ub !== null
      ? { type: lb === ub ? glpk.GLP_FX : glpk.GLP_DB, lb, ub }
      : lb !== null
        ? { type: glpk.GLP_LO, lb, ub: 0 }
        : { type: glpk.GLP_UP, lb: 0, ub: ub as number };
  for (const [key, b] of Object.entries(problem.requirements) as [
    RequirementKey,
    { min: number | null; max: number | null },
  ][]) {
    if (b.min === null && b.max === null) continue;
    rows.push({ name: `r_${key}`, vars: all((j) => coef(problem, key, j)), bnds: bnd(b.min, b.max) });
  }
  const bounds: NonNullable<LP['bounds']> = [];
  problem.feeds.forEach((feed, j) => {
    const fb = feedBounds(feed.minPercent, feed.maxPercent);
    if (fb.excluded) bounds.push({ name: name(j), type: glpk.GLP_FX, lb: 0, ub: 0 });
    if (fb.lo > 0)
      rows.push({ name: `fmin${j}`, vars: all((k) => (k === j ? 1 : 0) - fb.lo / 100), bnds: bnd(0, null) });
    if (fb.hi !== null)
      rows.push({
        name: `fmax${j}`,
        vars: all((k) => (k === j ? 1 : 0) - (fb.hi as number) / 100),
        bnds: bnd(null, 0),
      });
  });
  if (problem.roughagePercent !== null) {
    const share = problem.roughagePercent / 100;
    rows.push({
      name: 'vc',
      vars: all((k) => (problem.feeds[k]?.roughage ? 1 : 0) - share),
      bnds: { type: glpk.GLP_FX, lb: 0, ub: 0 },
    });
  }
  const lp: LP = {
    name: 'diet',
    objective: {
      direction: glpk.GLP_MIN,
      name: 'cost',
      vars: Array.from({ length: n }, (_, j) => {
        const f = problem.feeds[j];
        return { name: name(j), coef: (f?.costPerKg ?? 0) / ((f?.nutrients.MS ?? 100) / 100) };
      }),
    },
    subjectTo: rows,
    bounds,
  };
  const result = glpk.solve(lp, { msglev: glpk.GLP_MSG_OFF, presol: true });
  const feasible = result.result.status === glpk.GLP_OPT;
  return { feasible, cost: result.result.z };
}

/** Largest relative violation of the problem's own constraints by a result. */
function worstViolation(problem: RandomDietProblem, result: FormulationResult): number {
  const x = result.feeds.map((f) => f.dryMatterKg);
  const dmi = x.reduce((a, b) => a + b, 0);
  let worst = 0;
  const rel = (excess: number, scale: number) => excess / Math.max(1, Math.abs(scale));
  for (const [key, b] of Object.entries(problem.requirements) as [
    RequirementKey,
    { min: number | null; max: number | null },
  ][]) {
    const s = x.reduce((sum, v, j) => sum + v * coef(problem, key, j), 0);
    if (b.min !== null) worst = Math.max(worst, rel(b.min - s, b.min));
    if (b.max !== null) worst = Math.max(worst, rel(s - b.max, b.max));
  }
  problem.feeds.forEach((feed, j) => {
    const fb = feedBounds(feed.minPercent, feed.maxPercent);
    const v = x[j] ?? 0;
    if (fb.excluded) worst = Math.max(worst, v);
    worst = Math.max(worst, rel((fb.lo / 100) * dmi - v, dmi));
    if (fb.hi !== null) worst = Math.max(worst, rel(v - (fb.hi / 100) * dmi, dmi));
    worst = Math.max(worst, -v);
  });
  if (problem.roughagePercent !== null) {
    const rough = x.reduce((sum, v, j) => sum + (problem.feeds[j]?.roughage ? v : 0), 0);
    worst = Math.max(worst, rel(Math.abs(rough - (problem.roughagePercent / 100) * dmi), dmi));
  }
  return worst;
}

function formulate(problem: RandomDietProblem, options = {}): FormulationResult {
  const input: FormulationInput = {
    feeds: problem.feeds,
    requirements: problem.requirements,
    roughagePercent: problem.roughagePercent,
  };
  // The plain LP: these properties are those of the spec's linear program (the guards: diet-guards tests).
  const result = formulateDiet(input, solver, { ...PLAIN_LP_OPTIONS, ...options });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('formulateDiet against an independent solver (GLPK)', () => {
  const cases: { seed: number; feedCount: number; traceMinerals: boolean; fixRoughage: boolean }[] = [];
  for (let seed = 1; seed <= 300; seed++)
    cases.push({
      seed,
      feedCount: 3 + (seed % 12),
      traceMinerals: seed % 3 === 0,
      fixRoughage: seed % 4 === 0,
    });
  // Larger catalogues, as in the benchmarks.
  for (let seed = 301; seed <= 360; seed++)
    cases.push({
      seed,
      feedCount: 20 + (seed % 41),
      traceMinerals: seed % 2 === 0,
      fixRoughage: seed % 3 === 0,
    });

  it('finds the same optimum on 360 generated diets, violating no constraint', () => {
    let feasibleCount = 0;
    for (const c of cases) {
      const problem = generateDietProblem(c.seed, {
        feedCount: c.feedCount,
        traceMinerals: c.traceMinerals,
        fixRoughage: c.fixRoughage,
        restrictionRate: 0.2,
      });
      const reference = referenceSolve(problem);
      const result = formulate(problem);
      expect(result.status === 'otima', `seed ${c.seed}`).toBe(reference.feasible);
      if (!reference.feasible) continue;
      feasibleCount++;
      expect(
        Math.abs(result.costPerDay - reference.cost) / Math.max(1e-9, Math.abs(reference.cost)),
        `seed ${c.seed}`,
      ).toBeLessThan(1e-6);
      expect(worstViolation(problem, result), `seed ${c.seed}`).toBeLessThan(1e-6);
    }
    // The generator must exercise the feasible path most of the time.
    expect(feasibleCount).toBeGreaterThan(180);
  }, 60_000);

  it('agrees on infeasibility for contradictory requirements', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const problem = generateDietProblem(seed, {
        feedCount: 8,
        infeasible: true,
        traceMinerals: seed % 2 === 0,
      });
      expect(referenceSolve(problem).feasible).toBe(false);
      expect(formulate(problem).status).not.toBe('otima');
    }
  });
});

describe('metamorphic properties', () => {
  const problems = Array.from({ length: 60 }, (_, i) =>
    generateDietProblem(1000 + i, {
      feedCount: 4 + (i % 8),
      traceMinerals: i % 2 === 0,
      restrictionRate: 0.1,
    }),
  ).filter((p) => formulate(p).status === 'otima');

  it('has enough feasible problems to test', () => {
    expect(problems.length).toBeGreaterThan(30);
  });

  it('adding a feed never raises the cost', () => {
    for (const p of problems) {
      const base = formulate(p).costPerDay;
      const extra = generateDietProblem(7, { feedCount: 3 }).feeds.map((f, i) => ({
        ...f,
        id: `extra-${i}`,
      }));
      const more = formulate({ ...p, feeds: [...p.feeds, ...extra] });
      expect(more.status).toBe('otima');
      expect(more.costPerDay).toBeLessThanOrEqual(base * (1 + 1e-9) + 1e-12);
    }
  });

  it('loosening a requirement never raises the cost', () => {
    for (const p of problems) {
      const base = formulate(p).costPerDay;
      for (const [key, b] of Object.entries(p.requirements)) {
        const loosened = {
          ...p.requirements,
          [key]: {
            min: b.min === null ? null : b.min * 0.9,
            max: b.max === null ? null : b.max * 1.1,
          },
        };
        const result = formulate({ ...p, requirements: loosened });
        expect(result.status).toBe('otima');
        expect(result.costPerDay).toBeLessThanOrEqual(base * (1 + 1e-9) + 1e-12);
      }
    }
  }, 30_000);

  it('scaling all prices scales the cost', () => {
    for (const p of problems) {
      const base = formulate(p).costPerDay;
      const scaled = formulate({
        ...p,
        feeds: p.feeds.map((f) => ({ ...f, costPerKg: (f.costPerKg ?? 0) * 3.7 })),
      });
      expect(Math.abs(scaled.costPerDay - 3.7 * base) / Math.max(1e-9, 3.7 * base)).toBeLessThan(1e-6);
    }
  });

  it('never mutates its input', () => {
    const p = problems[0] as RandomDietProblem;
    const copy = JSON.parse(JSON.stringify(p)) as RandomDietProblem;
    formulate(p);
    formulate({ ...p, requirements: { ...p.requirements, PB: { min: 1e6, max: null } } });
    expect(p).toEqual(copy);
  });
});

describe('results', () => {
  it('reports as fed and DM amounts, shares, batch and cost consistently', () => {
    const feeds = [
      normalizeFeed({ id: 'silagem', tipo: 1, nutrientes: { MS: '30', PB: '7', NDT: 62 }, custo: 'R$0,20' }),
      normalizeFeed({ id: 'milho', tipo: 3, nutrientes: { MS: '88', PB: '9', NDT: '85' }, custo: 0.9 }),
      normalizeFeed({ id: 'soja', tipo: 2, nutrientes: { MS: 89, PB: '48', NDT: 81 }, custo: 2.1 }),
    ];
    const result = formulateDiet(
      {
        feeds,
        requirements: {
          CMS: { min: 9, max: 9.45 },
          NDT: { min: 6.5, max: null },
          PB: { min: 1100, max: null },
        },
        roughagePercent: 40,
        batchKg: 1000,
        dailyGainKg: 1.3,
      },
      solver,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const r = result.value;
    expect(r.status).toBe('otima');
    expect(r.dryMatterIntakeKg).toBeCloseTo(9, 9);
    expect(r.roughagePercent).toBeCloseTo(40, 9);
    expect(r.concentratePercent).toBeCloseTo(60, 9);
    const silage = r.feeds[0];
    expect(silage?.dryMatterKg).toBeCloseTo(3.6, 9);
    expect(silage?.asFedKg).toBeCloseTo(12, 9);
    expect(r.feeds.reduce((s, f) => s + f.asFedPercent, 0)).toBeCloseTo(100, 9);
    expect(r.feeds.reduce((s, f) => s + f.batchKg, 0)).toBeCloseTo(1000, 6);
    expect(r.costPerDay).toBeCloseTo(
      r.feeds.reduce((s, f) => s + f.asFedKg * (f.id === 'silagem' ? 0.2 : f.id === 'milho' ? 0.9 : 2.1), 0),
      9,
    );
    expect(r.nutrients.PB).toBeGreaterThanOrEqual(1100 - 1e-6);
    expect(r.feedEfficiency).toBeCloseTo(1.3 / 9, 9);
  });

  it('rejects feeds without dry matter, as values', () => {
    const result = formulateDiet(
      {
        feeds: [normalizeFeed({ id: 'a', nutrientes: { PB: 10 }, custo: 1 })],
        requirements: { PB: { min: 10, max: 5 } },
      },
      solver,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.code)).toEqual(['FEED_DRY_MATTER_REQUIRED']);
  });

  it('excludes a feed whose minimum and maximum are both zero', () => {
    const feeds = [
      normalizeFeed({ id: 'cheap', nutrientes: { MS: 90, PB: 20 }, custo: 0.1, minimo: 0, maximo: 0 }),
      normalizeFeed({ id: 'dear', nutrientes: { MS: 90, PB: 20 }, custo: 1 }),
    ];
    const result = formulateDiet({ feeds, requirements: { CMS: { min: 5, max: 6 } } }, solver);
    expect(result.ok && result.value.feeds[0]?.dryMatterKg).toBe(0);
    expect(result.ok && result.value.feeds[1]?.dryMatterKg).toBeCloseTo(5, 9);
  });

  it('applies the default minimum of 30 % of the maximum', () => {
    const feeds = [
      normalizeFeed({ id: 'dear', nutrientes: { MS: 90 }, custo: 5, maximo: '20' }),
      normalizeFeed({ id: 'cheap', nutrientes: { MS: 90 }, custo: 1 }),
    ];
    const result = formulateDiet({ feeds, requirements: { CMS: { min: 10, max: 10 } } }, solver);
    expect(result.ok && result.value.feeds[0]?.dryMatterPercent).toBeCloseTo(6, 6);
  });

  it('applies the mineral-share rule to named mineral feeds when the roughage share is fixed', () => {
    const feeds = [
      normalizeFeed({ id: 'feno', tipo: 7, nutrientes: { MS: 88 }, custo: 0.3 }),
      normalizeFeed({ id: 'milho', tipo: 3, nutrientes: { MS: 88 }, custo: 0.9 }),
      normalizeFeed({ id: 'sal', tipo: 4, nutrientes: { MS: 99, Ca: 20 }, custo: 2 }),
    ];
    const requirements = { CMS: { min: 9, max: 10 } };
    const free = formulateDiet({ feeds, requirements, roughagePercent: 50 }, solver);
    expect(free.ok && free.value.feeds[2]?.dryMatterKg).toBe(0);
    const ruled = formulateDiet(
      { feeds, requirements, roughagePercent: 50, mineralFeedIds: ['sal'] },
      solver,
    );
    // docs/product/calculation.md#constants: at least 4 % of the maximum CMS (10 kg) → 0.4 kg DM of mineral feeds.
    expect(ruled.ok && ruled.value.feeds[2]?.dryMatterKg).toBeCloseTo(0.4, 9);
  });

  it('warns about a feed without a price (none or 0), which the least-cost solver takes as free', () => {
    const feeds = [
      normalizeFeed({ id: 'feno', tipo: 7, nutrientes: { MS: 88, PB: 8 }, custo: 0.3 }),
      normalizeFeed({ id: 'milho', tipo: 3, nutrientes: { MS: 88, PB: 9 }, custo: null }),
      normalizeFeed({ id: 'soja', tipo: 2, nutrientes: { MS: 89, PB: 50 }, custo: 0 }),
      normalizeFeed({
        id: 'fora',
        tipo: 3,
        nutrientes: { MS: 88, PB: 9 },
        custo: null,
        minimo: 0,
        maximo: 0,
      }),
    ];
    const result = formulateDiet({ feeds, requirements: { CMS: { min: 10, max: 10 } } }, solver);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const unpriced = result.value.warnings.filter((w) => w.code === 'FEED_WITHOUT_PRICE').map((w) => w.id);
    // A feed left out by both limits 0 is not in the diet, so its missing price does not matter.
    expect(unpriced).toEqual(['milho', 'soja']);
  });

  it('warns about an edited requirement that is not selected (docs/product/calculation.md#validation), and not about a selected one', () => {
    const feeds = [normalizeFeed({ id: 'feno', tipo: 7, nutrientes: { MS: 88, PB: 8 }, custo: 0.3 })];
    const requirements = { CMS: { min: 10, max: 10 }, PB: { min: 700, max: null } };
    const result = formulateDiet(
      { feeds, requirements, editedUnselectedRequirements: ['PM', 'EL', 'PM', 'PB'] },
      solver,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const edited = result.value.warnings.filter((w) => w.code === 'EDITED_REQUIREMENT_NOT_SELECTED');
    expect(edited).toEqual([
      { code: 'EDITED_REQUIREMENT_NOT_SELECTED', key: 'PM' },
      { code: 'EDITED_REQUIREMENT_NOT_SELECTED', key: 'EL' },
    ]);
    const none = formulateDiet({ feeds, requirements }, solver);
    expect(none.ok && none.value.warnings.some((w) => w.code === 'EDITED_REQUIREMENT_NOT_SELECTED')).toBe(
      false,
    );
  });

  it('warns (docs/product/calculation.md#validation): percent above 100, urea excess, minerals above 4 %, edited composition, forced supply', () => {
    const feeds = [
      normalizeFeed({
        id: 'feno',
        tipo: 7,
        nutrientes: { MS: 88, FDN: 120, PB: 8 },
        custo: 0.3,
        alterado: true,
      }),
      normalizeFeed({
        id: 'ureia',
        tipo: 8,
        nutrientes: { MS: 99, PB: 281, PBA: 281 },
        custo: 0.1,
        minimo: 3,
      }),
      normalizeFeed({ id: 'calcario', tipo: 4, nutrientes: { MS: 99, Ca: 37 }, custo: 0.05, minimo: 12 }),
    ];
    const result = formulateDiet(
      { feeds, requirements: { CMS: { min: 10, max: 10 }, PB: { min: null, max: 1000 } } },
      solver,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const codes = result.value.warnings.map((w) => w.code);
    expect(codes).toContain('PERCENT_ABOVE_100');
    expect(codes).toContain('EDITED_COMPOSITION');
    expect(codes).toContain('UREA_EXCESS');
    // Limestone at 12 % of DM: 37 % Ca → 4.4 % of DM as Ca alone.
    expect(codes).toContain('MINERALS_ABOVE_4_PERCENT');
    // Urea at 3 % of 10 kg DM supplies 843 g PB against a maximum of 1000: no warning; at 4 % it would.
    expect(codes).not.toContain('MINIMUM_RESTRICTION_ABOVE_MAXIMUM_REQUIREMENT');
    const forced = formulateDiet(
      { feeds, requirements: { CMS: { min: 10, max: 10 }, PB: { min: null, max: 800 } } },
      solver,
    );
    expect(forced.ok && forced.value.warnings).toContainEqual(
      expect.objectContaining({
        code: 'MINIMUM_RESTRICTION_ABOVE_MAXIMUM_REQUIREMENT',
        id: 'ureia',
        key: 'PB',
      }),
    );
    // Urea's protein fraction A (281 % of DM, its whole crude-protein equivalent) is not a typing error.
    expect(result.value.warnings.filter((w) => w.code === 'PERCENT_ABOVE_100')).toEqual([
      { code: 'PERCENT_ABOVE_100', id: 'feno', field: 'FDN', value: 120 },
    ]);
  });

  it('flags urea above 1 % of diet DM, not at 1 % (UREA_MAX_PERCENT_OF_DM, Embrapa Gado de Corte)', () => {
    const dietWithUrea = (percentOfDm: number) =>
      formulateDiet(
        {
          feeds: [
            normalizeFeed({ id: 'milho', tipo: 3, nutrientes: { MS: 88, PB: 9 }, custo: 0.9 }),
            normalizeFeed({
              id: 'u1',
              name: 'Ureia pecuária',
              tipo: 8,
              nutrientes: { MS: 99, PB: 281 },
              custo: 3.5,
              minimo: percentOfDm,
              maximo: percentOfDm,
            }),
          ],
          requirements: { CMS: { min: 10, max: 10 } },
        },
        solver,
      );
    const at = (percent: number) => {
      const result = dietWithUrea(percent);
      expect(result.ok).toBe(true);
      return result.ok ? result.value.warnings.filter((w) => w.code === 'UREA_EXCESS') : [];
    };
    expect(UREA_MAX_PERCENT_OF_DM).toBe(1);
    expect(at(1)).toEqual([]);
    expect(at(1.2)).toEqual([{ code: 'UREA_EXCESS', id: 'u1', percentOfDm: expect.closeTo(1.2, 9) }]);
  });

  it('finds urea by its composition (feed class npn), not by its name', () => {
    const warnedIds = (feed: ReturnType<typeof normalizeFeed>) => {
      const result = formulateDiet(
        {
          feeds: [
            normalizeFeed({ id: 'milho', tipo: 3, nutrientes: { MS: 88, PB: 9 }, custo: 0.9 }),
            { ...feed, minPercent: 2, maxPercent: 2 },
          ],
          requirements: { CMS: { min: 10, max: 10 } },
        },
        solver,
      );
      expect(result.ok).toBe(true);
      return result.ok ? result.value.warnings.filter((w) => w.code === 'UREA_EXCESS').map((w) => w.id) : [];
    };
    // A non-protein-nitrogen source named without "urea" (biuret, 230 % CP equivalent) is flagged ...
    expect(
      warnedIds(normalizeFeed({ id: 'nnp', name: 'Biureto', tipo: 8, nutrientes: { MS: 99, PB: 230 } })),
    ).toEqual(['nnp']);
    // ... and a concentrate whose name mentions urea is not.
    expect(
      warnedIds(
        normalizeFeed({
          id: 'racao-ureia',
          name: 'Ração com ureia',
          tipo: 3,
          nutrientes: { MS: 88, PB: 30 },
        }),
      ),
    ).toEqual([]);
  });
});
