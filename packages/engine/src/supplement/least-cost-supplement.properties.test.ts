// formulateLeastCostSupplement on random prices against random feasible mixes.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../formulation/testing/random-problems';
import { milho, sal, soja, ureia } from '../formulation/testing/supplement-feeds';
import { loadLpSolver } from '../formulation/lp-solver';
import type { LpSolver } from '../formulation/lp-solver';
import { formulateLeastCostSupplement } from './least-cost-supplement';

const solver: LpSolver = await loadLpSolver();

describe('formulateLeastCostSupplement (docs/decisions/least-cost-supplement.md)', () => {
  it('property: on random prices the result is no dearer than any feasible mix tried at random', () => {
    const random = createRandom(4242);
    for (let i = 0; i < 20; i++) {
      const feeds = [
        { ...milho, costPerKg: 0.8 + random() },
        { ...soja, costPerKg: 1.5 + 2 * random() },
        { ...ureia, costPerKg: 2.5 + 2 * random() },
        { ...sal, costPerKg: 0.5 + random() },
      ];
      const input = { feeds, proteinPercent: 30, bodyWeightKg: 400, intakePercentOfBw: 0.2 };
      const result = formulateLeastCostSupplement(input, solver);
      if (!result.ok) throw new Error('supplement');
      const best = result.value.costPerKgAsFed;
      // Random mixes with the same salt share and urea ceiling (20 % of 0.8 kg = 160 g: u ≤ 0.2).
      for (let k = 0; k < 200; k++) {
        const u = 0.2 * random();
        const rest = 0.875 - u;
        const s = rest * random();
        const m = rest - s;
        const cp = (0.88 * m * 9 + 0.89 * s * 48 + 0.99 * u * 281) / (0.88 * m + 0.89 * s + 0.99 * u + 0.125);
        if (cp < 30) continue;
        const cost =
          m * feeds[0]!.costPerKg! +
          s * feeds[1]!.costPerKg! +
          u * feeds[2]!.costPerKg! +
          0.125 * feeds[3]!.costPerKg!;
        expect(best).toBeLessThanOrEqual(cost + 1e-9);
      }
    }
  });
});
