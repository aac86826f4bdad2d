// Each feed's price range over random problems, verified by re-solving at the range ends ± 1 %.
import { describe, expect, it } from 'vitest';
import { applyDefaultInclusionCaps } from '../feeds/feed-class';
import { formulateDiet, PLAIN_LP_OPTIONS } from '../formulation/formulate-diet';
import type { FormulationInput } from '../formulation/formulate-diet';
import { loadLpSolver } from '../formulation/lp-solver';
import { generateDietProblem } from '../formulation/testing/random-problems';
import { calculatePriceRanging, priceRangesOf } from './price-ranging';

const solver = await loadLpSolver();

/** kg DM per feed of the least-cost diet with one feed's price changed; null unless 'otima'. */
function dietWithPrice(input: FormulationInput, id: string, price: number): Map<string, number> | null {
  const feeds = input.feeds.map((f) => (f.id === id ? { ...f, costPerKg: price } : f));
  const result = formulateDiet({ ...input, feeds }, solver, {
    economics: false,
    explainConflicts: false,
    ...PLAIN_LP_OPTIONS,
  });
  if (!result.ok || result.value.status !== 'otima') return null;
  return new Map(result.value.feeds.map((f) => [f.id, f.dryMatterKg]));
}

const same = (a: Map<string, number>, b: Map<string, number>) =>
  [...a].every(([id, kg]) => Math.abs(kg - (b.get(id) ?? 0)) <= 1e-6 * Math.max(1, kg));

describe('calculatePriceRanging, verified by re-solving at the range ends ± 1 %', () => {
  const problems = Array.from({ length: 30 }, (_, i) =>
    generateDietProblem(7000 + i, {
      feedCount: 6 + (i % 4),
      traceMinerals: i % 3 === 0,
      restrictionRate: 0.2,
    }),
  );

  it('inside each end the diet is the same; past it the feed takes more, less, or enters', () => {
    let checkedEnds = 0;
    let solved = 0;
    for (const problem of problems) {
      const input: FormulationInput = { ...problem, feeds: applyDefaultInclusionCaps(problem.feeds) };
      const ranging = calculatePriceRanging(input, solver, PLAIN_LP_OPTIONS);
      if (!ranging.ok) continue;
      solved++;
      const base = dietWithPrice(input, '', 0);
      expect(base).not.toBeNull();
      if (!base) continue;
      for (const range of ranging.value) {
        const kg = base.get(range.id) ?? 0;
        expect(range.inDiet).toBe(kg > 1e-9);
        if (range.inDiet) {
          expect(range.entryPrice).toBeNull();
          if (range.highPrice !== null) {
            expect(range.highPrice).toBeGreaterThanOrEqual(range.price - 1e-9);
            const inside = dietWithPrice(input, range.id, range.highPrice * 0.99);
            const past = dietWithPrice(input, range.id, range.highPrice * 1.01);
            expect(inside && same(inside, base), `${range.id} below its high price`).toBe(true);
            expect(past?.get(range.id) ?? 0, `${range.id} above its high price`).toBeLessThan(kg - 1e-7);
            checkedEnds++;
          }
          if (range.lowPrice !== null) {
            expect(range.lowPrice).toBeLessThanOrEqual(range.price + 1e-9);
            const inside = dietWithPrice(input, range.id, range.lowPrice * 1.01);
            const past = dietWithPrice(input, range.id, range.lowPrice * 0.99);
            expect(inside && same(inside, base), `${range.id} above its low price`).toBe(true);
            expect(past?.get(range.id) ?? 0, `${range.id} below its low price`).toBeGreaterThan(kg + 1e-7);
            checkedEnds++;
          }
        } else if (range.entryPrice !== null) {
          expect(range.entryPrice).toBeLessThanOrEqual(range.price + 1e-9);
          const stays = dietWithPrice(input, range.id, range.entryPrice * 1.01);
          const enters = dietWithPrice(input, range.id, range.entryPrice * 0.99);
          expect(stays?.get(range.id) ?? 0, `${range.id} above its entry price`).toBeLessThanOrEqual(1e-9);
          expect(enters?.get(range.id) ?? 0, `${range.id} below its entry price`).toBeGreaterThan(1e-7);
          checkedEnds++;
        }
      }
    }
    expect(solved).toBeGreaterThan(15);
    expect(checkedEnds).toBeGreaterThan(60);
  }, 60_000);
});

describe('priceRangesOf: the formulation economics carry the same ranges', () => {
  it('equals calculatePriceRanging on random problems', () => {
    let compared = 0;
    for (let i = 0; i < 30; i++) {
      const problem = generateDietProblem(7300 + i, { feedCount: 7, traceMinerals: i % 2 === 0 });
      const input: FormulationInput = { ...problem, feeds: applyDefaultInclusionCaps(problem.feeds) };
      const ranging = calculatePriceRanging(input, solver, PLAIN_LP_OPTIONS);
      const result = formulateDiet(input, solver, PLAIN_LP_OPTIONS);
      if (!ranging.ok || !result.ok) continue;
      compared++;
      const fromResult = priceRangesOf(result.value, input.feeds);
      expect(fromResult).not.toBeNull();
      for (const range of ranging.value) {
        const other = fromResult?.find((r) => r.id === range.id);
        expect(other?.inDiet).toBe(range.inDiet);
        for (const key of ['lowPrice', 'highPrice', 'entryPrice'] as const) {
          const a = range[key];
          const b = other?.[key] ?? null;
          if (a === null) expect(b, `${range.id} ${key}`).toBeNull();
          else expect(b, `${range.id} ${key}`).toBeCloseTo(a, 9);
        }
      }
    }
    expect(compared).toBeGreaterThan(12);
  }, 60_000);
});
