/**
 * The engine operations the worker hosts. Adding one is one line in `ENGINE_OPERATIONS`: a name and a
 * handler `(input, reportProgress) => output` (or a promise of it). Inputs and outputs cross the worker
 * boundary by structured clone, so they are plain data.
 */
import { calculateRequirements, predictPerformance } from '@cocho/engine';
import type { Animal, DietFeed, PredictionOptions, RequirementOptions } from '@cocho/engine';
import { runFormulation } from './run-formulation';
import { runObjective } from './run-objective';
import { runSupplement } from './run-supplement';

/** Progress of a running operation: a fraction 0–1 and an optional stage code (translated by the screen). */
export type EngineProgress = { readonly fraction: number; readonly stage?: string };
export type ReportProgress = (progress: EngineProgress) => void;

export const ENGINE_OPERATIONS = {
  calculateRequirements: (input: { animal: Animal; options?: RequirementOptions }) =>
    calculateRequirements(input.animal, input.options),
  predictPerformance: (input: { animal: Animal; feeds: DietFeed[]; options?: PredictionOptions }) =>
    predictPerformance(input.animal, input.feeds, input.options),
  formulateDiet: runFormulation,
  formulateSupplement: runSupplement,
  runDietObjective: runObjective,
} satisfies Record<string, (input: never, reportProgress: ReportProgress) => unknown>;

export type EngineOperations = typeof ENGINE_OPERATIONS;
export type EngineOperationName = keyof EngineOperations;
export type EngineInput<K extends EngineOperationName> = Parameters<EngineOperations[K]>[0];
export type EngineOutput<K extends EngineOperationName> = Awaited<ReturnType<EngineOperations[K]>>;

/** Runs one operation in the current thread (the worker, or the main thread where no Worker exists). */
export async function runEngineOperation<K extends EngineOperationName>(
  name: K,
  input: EngineInput<K>,
  reportProgress: ReportProgress,
): Promise<EngineOutput<K>> {
  const handler = ENGINE_OPERATIONS[name] as unknown as (
    input: EngineInput<K>,
    reportProgress: ReportProgress,
  ) => EngineOutput<K> | Promise<EngineOutput<K>>;
  return handler(input, reportProgress);
}
