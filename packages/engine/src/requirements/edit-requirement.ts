import type { RequirementEntry } from './calculate-requirements';
import type { RequirementKey } from './requirement-keys';

/** The editable value of a requirement entry. */
export type RequirementField = 'ideal' | 'min' | 'max';

const clean = (x: number | null): number | null =>
  x === null || !Number.isFinite(x) ? null : Math.max(0, x);

/** Sets a new ideal and rescales min and max in proportion (docs/product/calculation.md#states). */
function withIdeal(entry: RequirementEntry, ideal: number, atMs: number | null): RequirementEntry {
  const old = entry.ideal;
  const scale = (bound: number | null): number | null => {
    if (bound === null) return null;
    if (old > 0) return bound * (ideal / old);
    return bound;
  };
  let min = scale(entry.min);
  let max = scale(entry.max);
  if (min !== null && min > ideal) min = ideal;
  if (max !== null && max < ideal) max = ideal;
  return { ...entry, ideal, min, max, changed: true, modifiedAt: atMs };
}

/**
 * Applies one edit to a requirement table and returns a new table (the input is not mutated), following
 * docs/product/calculation.md#states: editing the ideal rescales min and max in proportion; among PDR, PNDR and PB, when one
 * ideal changes the third is derived so that PB = PDR + PNDR (editing PDR or PNDR derives PB; editing PB
 * keeps PDR and derives PNDR = PB − PDR, or, when PB is below PDR, sets PDR = PB and PNDR = 0); a minimum
 * above the ideal or a maximum below it is clamped to the ideal. `value` null empties a bound (the screen's
 * "-"); an empty or non-finite ideal counts as 0; negative values count as 0. Edited entries get
 * `changed: true` and `modifiedAt = atMs` (the engine has no clock: pass the time in).
 */
export function editRequirement(
  requirements: readonly RequirementEntry[],
  key: RequirementKey,
  field: RequirementField,
  value: number | null,
  atMs: number | null = null,
): RequirementEntry[] {
  const table = requirements.map((entry) => entry);
  const index = (k: RequirementKey): number => table.findIndex((entry) => entry.key === k);
  const at = index(key);
  if (at < 0) return table;
  const entry = table[at] as RequirementEntry;
  const v = clean(value);
  if (field === 'min') {
    table[at] = {
      ...entry,
      min: v !== null && v > entry.ideal ? entry.ideal : v,
      changed: true,
      modifiedAt: atMs,
    };
    return table;
  }
  if (field === 'max') {
    table[at] = {
      ...entry,
      max: v !== null && v < entry.ideal ? entry.ideal : v,
      changed: true,
      modifiedAt: atMs,
    };
    return table;
  }
  const ideal = v ?? 0;
  table[at] = withIdeal(entry, ideal, atMs);
  if (key !== 'PB' && key !== 'PDR' && key !== 'PNDR') return table;
  const iPb = index('PB');
  const iPdr = index('PDR');
  const iPndr = index('PNDR');
  if (iPb < 0 || iPdr < 0 || iPndr < 0) return table;
  const pb = table[iPb] as RequirementEntry;
  const pdr = table[iPdr] as RequirementEntry;
  const pndr = table[iPndr] as RequirementEntry;
  if (key === 'PDR' || key === 'PNDR') {
    table[iPb] = withIdeal(pb, pdr.ideal + pndr.ideal, atMs);
  } else if (pb.ideal >= pdr.ideal) {
    table[iPndr] = withIdeal(pndr, pb.ideal - pdr.ideal, atMs);
  } else {
    table[iPdr] = withIdeal(pdr, pb.ideal, atMs);
    table[iPndr] = withIdeal(pndr, 0, atMs);
  }
  return table;
}
