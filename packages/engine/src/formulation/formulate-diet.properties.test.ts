/**
 * formulateDiet over generated problems: the same optimum as an independent formulation solved by GLPK,
 * and metamorphic properties of the least-cost LP.
 */
import { describe, expect, it } from 'vitest';
import GLPK from 'glpk.js/node';
import type { GLPK as Glpk, LP } from 'glpk.js/node';
import { formulateDiet, PLAIN_LP_OPTIONS } from './formulate-diet';
import type { FormulationInput, FormulationResult } from './formulate-diet';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';
import { generateDietProblem } from './testing/random-problems';
import type { RandomDietProblem } from './testing/random-problems';
import type { RequirementKey } from './requirement-supply';

const solver: LpSolver = await loadLpSolver();
const glpk: Glpk = await GLPK();

// ---- An independent formulation of the same LP, straight from the product's text, solved by GLPK. ----

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
  // The plain LP: these properties are those of the product's linear program (the guards: diet-guards tests).
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
