/**
 * The engine worker's `runDietObjective` operation: the objective's gain search, the least-cost
 * comparison, price ranging and alternatives, on the HiGHS solver the formulation loads.
 */
import { loadLpSolver, runDietObjective } from '@cocho/engine';
import type { DietObjectiveInput, DietObjectiveOutcome } from '@cocho/engine';
import highsWasmUrl from 'highs/runtime?url';

/** Runs the objective (in the worker, or inline where no Worker exists). */
export async function runObjective(input: DietObjectiveInput): Promise<DietObjectiveOutcome> {
  // Under Vitest (Node) HiGHS finds its file by itself; in the browser it needs the served URL.
  const solver = await loadLpSolver(
    import.meta.env.MODE === 'test' ? undefined : { locateFile: () => highsWasmUrl },
  );
  return runDietObjective(input, solver);
}
