/**
 * Properties of the guard relaxation (docs/decisions/guard-relaxation.md): a diet impossible only because of
 * the Ca:P guard is given as 'aproximada', at the Ca:P nearest the guard that any diet reaches, with the miss
 * named; a diet that meets its guards is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';
import { generateDietProblem } from './testing/random-problems';
import { createFastFormulation } from './testing/formulate-fast';

const solver: LpSolver = await loadLpSolver();
const run = createFastFormulation(solver);

const problems = Array.from({ length: 40 }, (_, i) => generateDietProblem(7300 + i, { feedCount: 5 }));

describe('guard relaxation: Ca:P out of reach', () => {
  for (const side of ['min', 'max'] as const) {
    it(`${side === 'min' ? 'a minimum above' : 'a maximum below'} every diet's Ca:P: the nearest Ca:P, named`, () => {
      let checked = 0;
      for (const problem of problems) {
        // Only problems whose hard rows hold without the guard (else nothing can be given).
        if (run({ ...problem, caPRatio: null }).status === 'inviavel') continue;
        const guard = side === 'min' ? { min: 20, max: null } : { min: null, max: 0.05 };
        const diet = run({ ...problem, caPRatio: guard });
        const reached = diet.caPRatio?.value ?? null;
        if (reached === null) continue;
        if (side === 'min' ? reached >= 20 : reached <= 0.05) continue;
        checked++;
        expect(diet.status).toBe('aproximada');
        expect(diet.dryMatterIntakeKg).toBeGreaterThan(0);
        expect(diet.warnings).toContainEqual(
          expect.objectContaining({
            code: 'CA_P_RATIO_MISSED',
            bound: side,
            add: side === 'min' ? 'calciumSource' : 'phosphorusSource',
          }),
        );
        // Nearest: 0.1 % closer to the guard, no diet exists; 0.1 % farther, one does.
        const closer =
          side === 'min' ? { min: reached * 1.001, max: null } : { min: null, max: reached / 1.001 };
        const farther =
          side === 'min' ? { min: reached / 1.001, max: null } : { min: null, max: reached * 1.001 };
        expect(run({ ...problem, caPRatio: closer }, false).status).toBe('inviavel');
        expect(run({ ...problem, caPRatio: farther }, false).status).not.toBe('inviavel');
      }
      expect(checked).toBeGreaterThan(10);
    });
  }

  it('a diet that meets its guards is the same with and without the relaxation', () => {
    let checked = 0;
    for (const problem of problems.slice(0, 15)) {
      const input = { ...problem, caPRatio: { min: 0.5, max: 7 } };
      const strict = run(input, false);
      if (strict.status === 'inviavel') continue;
      checked++;
      const relaxed = run(input);
      expect(relaxed.status).toBe(strict.status);
      relaxed.feeds.forEach((f, i) =>
        expect(f.dryMatterKg).toBeCloseTo(strict.feeds[i]?.dryMatterKg ?? NaN, 9),
      );
    }
    expect(checked).toBeGreaterThan(5);
  });
});
