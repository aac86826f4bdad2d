/**
 * The engine worker's `formulateSupplement` operation: loads the HiGHS LP solver (its WebAssembly file is
 * served by Vite from the `highs` package) and runs the supplement solver (docs/product/calculation.md#supplement-solver).
 */
import { formulateSupplement, loadLpSolver } from '@cocho/engine';
import type { SupplementError, SupplementInput, SupplementResult } from '@cocho/engine';
import highsWasmUrl from 'highs/runtime?url';

export type SupplementOutcome =
  | { readonly ok: true; readonly value: SupplementResult }
  | { readonly ok: false; readonly errors: readonly SupplementError[] };

/** Runs one supplement formulation (in the worker, or inline where no Worker exists). */
export async function runSupplement(input: SupplementInput): Promise<SupplementOutcome> {
  // Under Vitest (Node) HiGHS finds its file by itself; in the browser it needs the served URL.
  const solver = await loadLpSolver(
    import.meta.env.MODE === 'test' ? undefined : { locateFile: () => highsWasmUrl },
  );
  return formulateSupplement(input, solver);
}
