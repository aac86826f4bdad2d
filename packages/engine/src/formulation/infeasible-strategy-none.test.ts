// infeasibleStrategy 'none' (exact diets only, docs/decisions/engine-speed.md): the same exact diets as the
// default, and 'inviavel' at once where the default relaxes.
import { describe, expect, it } from 'vitest';
import { formulateDiet } from './formulate-diet';
import { loadLpSolver } from './lp-solver';
import { generateDietProblem } from './testing/random-problems';

const solver = await loadLpSolver();

describe("infeasibleStrategy 'none'", () => {
  it('gives the default exact diets, and no relaxed diet, conflicts or extra LPs when there is none', () => {
    let exact = 0;
    let relaxed = 0;
    for (let i = 0; i < 24; i++) {
      const problem = generateDietProblem(4400 + i, {
        feedCount: 6 + (i % 5) * 4,
        infeasible: i % 2 === 1,
        traceMinerals: i % 3 === 0,
      });
      const byDefault = formulateDiet(problem, solver);
      const none = formulateDiet(problem, solver, { infeasibleStrategy: 'none' });
      if (!byDefault.ok || !none.ok) throw new Error('invalid problem');
      if (byDefault.value.status === 'otima') {
        exact++;
        expect(none.value).toEqual(byDefault.value);
        continue;
      }
      relaxed++;
      expect(none.value.status).toBe('inviavel');
      expect(none.value.feeds.every((feed) => feed.dryMatterKg === 0)).toBe(true);
      expect(none.value.conflicts).toEqual([]);
      expect(none.value.relaxation).toBeNull();
      expect(none.value.lpCount).toBeLessThan(byDefault.value.lpCount);
    }
    expect(exact).toBeGreaterThan(5);
    expect(relaxed).toBeGreaterThan(5);
  }, 60_000);
});
