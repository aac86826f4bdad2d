/** Formulation without conflict explanations or economics, for tests that solve many diets. */
import type { Feed } from '../../feeds/feed';
import { formulateDiet } from '../formulate-diet';
import type { FormulationInput, FormulationResult } from '../formulate-diet';
import type { LpSolver } from '../lp-solver';

export const FAST = { explainConflicts: false, economics: false } as const;

/** `run(input, relaxGuards)`: the diet, or a thrown error when the input is rejected. */
export function createFastFormulation(
  solver: LpSolver,
): (input: FormulationInput, relaxGuards?: boolean) => FormulationResult {
  return (input, relaxGuards = true) => {
    const result = formulateDiet(input, solver, { ...FAST, relaxGuards });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.value;
  };
}

/** Crude protein of a diet, % of DM, from the feeds' own PB and DM amounts (not the engine's sum). */
export function proteinPercent(feeds: readonly Feed[], diet: FormulationResult): number {
  let protein = 0;
  let dm = 0;
  diet.feeds.forEach((f, i) => {
    protein += f.dryMatterKg * (feeds[i]?.nutrients.PB ?? 0);
    dm += f.dryMatterKg;
  });
  return dm > 0 ? protein / dm : 0;
}
