// searchObjectiveGain against a brute-force scan of the 0.01 kg/day grid over random cases.
import { describe, expect, it } from 'vitest';
import { loadLpSolver } from '../formulation/lp-solver';
import { randomCase } from '../formulation/testing/gain-cases';
import { evaluateGain, objectiveScore, searchObjectiveGain } from './optimize-gain';
import type { GainSearchInput } from './optimize-gain';

const solver = await loadLpSolver();

/** Every gain of the 0.01 kg/day grid from 0.3 to 2.5: the best score and the gains that reach it. */
function bruteForce(input: GainSearchInput, objective: 'lucro' | 'custo_arroba') {
  let best = -Infinity;
  const scores = new Map<number, number>();
  for (let k = 30; k <= 250; k++) {
    const gain = k / 100;
    const score = objectiveScore(evaluateGain(input, solver, gain).point, objective);
    scores.set(gain, score);
    if (score > best) best = score;
  }
  return { best, scores };
}

describe('searchObjectiveGain against a brute-force scan at 0.01 kg/day', () => {
  // 24 random cases: both objectives, with the sale weight fixed (days follow) and with the days fixed.
  const cases = Array.from({ length: 24 }, (_, i) => ({
    seed: 100 + i,
    daysFixed: i % 4 >= 2,
    objective: i % 2 === 0 ? ('lucro' as const) : ('custo_arroba' as const),
  }));
  for (const { seed, daysFixed, objective } of cases) {
    it(`seed ${seed} (${objective}, ${daysFixed ? 'days fixed' : 'sale weight fixed'})`, () => {
      const { input } = randomCase(seed, daysFixed);
      const search = searchObjectiveGain(input, solver, objective);
      const brute = bruteForce(input, objective);
      if (brute.best === -Infinity) {
        expect(search.best).toBeNull();
        return;
      }
      expect(search.best).not.toBeNull();
      const chosen = search.best?.point;
      if (!chosen) return;
      const score = objectiveScore(chosen, objective);
      // As good as every grid point, to rounding ...
      expect(score).toBeGreaterThanOrEqual(brute.best - 1e-9 * Math.max(1, Math.abs(brute.best)));
      // ... and within 0.01 kg/day of a brute-force best gain (a flat top may hold several).
      const bestGains = [...brute.scores].filter(([, s]) => s >= brute.best - 1e-9).map(([g]) => g);
      expect(Math.min(...bestGains.map((g) => Math.abs(g - chosen.gainKg)))).toBeLessThanOrEqual(0.01 + 1e-9);
      // Far fewer LPs than the scan's 221.
      expect(search.evaluations).toBeLessThan(90);
    }, 60_000);
  }
});
