// formulateSupplementForGain on random prices and targets.
import { describe, expect, it } from 'vitest';
import { loadLpSolver } from '../formulation/lp-solver';
import type { LpSolver } from '../formulation/lp-solver';
import { createRandom } from '../formulation/testing/random-problems';
import { FEEDS, drySeason, steer } from '../formulation/testing/supplement-feeds';
import { formulateSupplementForGain } from './supplement-for-gain';

const solver: LpSolver = await loadLpSolver();

describe('formulateSupplementForGain', () => {
  it('a dearer feed never makes the supplement cheaper', () => {
    const random = createRandom(9090);
    const animal = steer(350);
    for (let i = 0; i < 12; i++) {
      const prices = FEEDS.map((f) => (f.costPerKg ?? 1) * (0.6 + random()));
      const priced = FEEDS.map((f, j) => ({ ...f, costPerKg: prices[j] ?? 1 }));
      const target = 0.15 + 0.35 * random();
      const base = formulateSupplementForGain(
        { feeds: priced, pasture: drySeason, animal, targetGainKg: target },
        solver,
      );
      if (!base.ok) continue;
      const k = Math.floor(random() * FEEDS.length);
      const dearer = priced.map((f, j) =>
        j === k ? { ...f, costPerKg: (f.costPerKg ?? 1) * (1 + random()) } : f,
      );
      const after = formulateSupplementForGain(
        { feeds: dearer, pasture: drySeason, animal, targetGainKg: target },
        solver,
      );
      expect(after.ok).toBe(true);
      if (!after.ok) continue;
      expect(after.value.costPerHeadPerDay).toBeGreaterThanOrEqual(base.value.costPerHeadPerDay * (1 - 1e-6));
    }
  });
});
