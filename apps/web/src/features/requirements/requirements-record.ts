/**
 * A requirements table as a saved record (mode E, docs/decisions/saved-requirements.md): the animal of the
 * form, the requirement selection and edited rows as shown, and the engine's result (`resultado_simplex`)
 * when it belongs to exactly the animal on screen. No feeds, diet result or lifecycle. Reopening gives back
 * the animal and the table with the same numbers, without calculating again.
 */
import { fromWireAlteredRequirement, toWireAlteredRequirement } from '@cocho/contracts';
import type { TDietRecord } from '@cocho/contracts';
import type { Animal, RequirementEntry, RequirementsResult } from '@cocho/engine';
import { asStoredResult, blankRecord } from '../records/record-shape';
import type { RecordBase } from '../records/record-shape';
import { applySavedRequirements } from './apply-saved-requirements';

/** What the screen saves: the animal of the form and the table as shown (with its selection and edits). */
export type RequirementsInputs = {
  readonly animal: Animal;
  readonly requirements: readonly RequirementEntry[];
};

/** A calculated table: the engine's result and the animal it was calculated for. */
export type CalculatedRequirements = {
  readonly result: RequirementsResult;
  readonly animal: Animal;
};

export type RequirementsRecordMeta = Required<RecordBase>;

/**
 * The record of the inputs on screen. `calculated` is the result shown when it belongs to exactly these
 * inputs' animal (else null: the inputs are saved without a result, status null).
 */
export function toRequirementsRecord(
  inputs: RequirementsInputs,
  calculated: CalculatedRequirements | null,
  meta: RequirementsRecordMeta,
): TDietRecord {
  const isFresh = calculated !== null && calculated.animal === inputs.animal;
  return {
    ...blankRecord(meta),
    tipoEntrada: '/MS',
    animal: inputs.animal,
    exigencias_selecionadas: inputs.requirements.filter((entry) => entry.selected).map((entry) => entry.key),
    exigencias_alteradas: inputs.requirements
      .filter((entry) => entry.changed)
      .map((entry) =>
        toWireAlteredRequirement({
          key: entry.key,
          min: entry.min,
          ideal: entry.ideal,
          max: entry.max,
          modifiedAt: entry.modifiedAt,
        }),
      ),
    status: isFresh ? 1 : null,
    resultado_simplex: isFresh ? asStoredResult(calculated.result) : null,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The engine's result kept in a record, or null when there is none (saved before a calculation). */
function readStoredResult(stored: unknown): RequirementsResult | null {
  if (!isObject(stored) || !Array.isArray(stored.requirements) || !Array.isArray(stored.warnings))
    return null;
  if (!isObject(stored.numbers) || typeof stored.numbers.liveWeightKg !== 'number') return null;
  if (!isObject(stored.animal)) return null;
  // Written by toRequirementsRecord from the engine's own result (JSON keeps every field of it).
  return stored as unknown as RequirementsResult;
}

/** A reopened table: the inputs and, when the record kept one, the result they were calculated to. */
export type ReopenedRequirements = {
  readonly inputs: RequirementsInputs;
  readonly calculated: CalculatedRequirements | null;
};

/** The screen's inputs and result from a saved requirements table. */
export function fromRequirementsRecord(record: TDietRecord): ReopenedRequirements {
  const result = readStoredResult(record.resultado_simplex);
  const animal = record.animal;
  if (result === null) return { inputs: { animal, requirements: [] }, calculated: null };
  const requirements = applySavedRequirements(
    result.requirements,
    record.exigencias_selecionadas,
    record.exigencias_alteradas.map(fromWireAlteredRequirement),
  );
  return { inputs: { animal, requirements }, calculated: { result, animal } };
}
