// Benchmark problems: 10, 30 and 60 feeds (with trace minerals in mg), feasible and infeasible, from the
// engine's seeded generator so that every run measures the same LPs.
import type { Feed, FormulationRequirements } from '@cocho/engine';
import { generateDietProblem } from '../../packages/engine/src/formulation/testing/random-problems';

/** One benchmark case. */
export type BenchCase = {
  readonly name: string;
  readonly feeds: Feed[];
  readonly requirements: FormulationRequirements;
  readonly roughagePercent: number | null;
};

/** The six cases of. */
export function benchCases(): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const feedCount of [10, 30, 60])
    for (const infeasible of [false, true]) {
      const problem = generateDietProblem(feedCount * 7 + (infeasible ? 1 : 0), {
        feedCount: feedCount - 1,
        traceMinerals: true,
        infeasible,
        restrictionRate: 0.15,
      });
      cases.push({
        name: `${feedCount} feeds, ${infeasible ? 'infeasible' : 'feasible'}`,
        feeds: problem.feeds,
        requirements: problem.requirements,
        roughagePercent: problem.roughagePercent,
      });
    }
  return cases;
}
