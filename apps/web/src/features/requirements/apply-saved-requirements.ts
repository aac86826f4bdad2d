/**
 * A saved record's requirement selection and edited rows put back on freshly calculated (or stored)
 * entries: step 2 of a reopened diet and a reopened requirements table (docs/decisions/saved-diets.md,
 * saved-requirements.md).
 */
import type { AlteredRequirement } from '@cocho/contracts';
import type { RequirementEntry, RequirementKey } from '@cocho/engine';

/** `entries` with the saved selection (`selected`) and the saved edits (`altered`) applied. */
export function applySavedRequirements(
  entries: readonly RequirementEntry[],
  selected: readonly RequirementKey[],
  altered: readonly AlteredRequirement[],
): RequirementEntry[] {
  const edits = new Map(altered.map((edit) => [edit.key, edit]));
  return entries.map((entry) => {
    const edit = edits.get(entry.key);
    const base = { ...entry, selected: selected.includes(entry.key) };
    return edit
      ? {
          ...base,
          min: edit.min,
          ideal: edit.ideal,
          max: edit.max,
          changed: true,
          modifiedAt: edit.modifiedAt,
        }
      : base;
  });
}
