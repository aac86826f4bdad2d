/**
 * The engine worker's `formulateDiet` operation: loads the HiGHS LP solver once (its WebAssembly file is
 * served by Vite from the `highs` package) and runs the least-cost formulation (docs/product/calculation.md#diet-solver).
 */
import { formulateDiet, loadLpSolver } from '@cocho/engine';
import type { FormulationError, FormulationInput, FormulationResult } from '@cocho/engine';
import highsWasmUrl from 'highs/runtime?url';

export type DietFormulationOutcome =
  | { readonly ok: true; readonly value: FormulationResult }
  | { readonly ok: false; readonly errors: readonly FormulationError[] };

/** Runs one formulation (in the worker, or inline where no Worker exists). */
export async function runFormulation(input: FormulationInput): Promise<DietFormulationOutcome> {
  // Under Vitest (Node) HiGHS finds its file by itself; in the browser it needs the served URL.
  const solver = await loadLpSolver(
    import.meta.env.MODE === 'test' ? undefined : { locateFile: () => highsWasmUrl },
  );
  return formulateDiet(input, solver);
}
