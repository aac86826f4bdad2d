import type { RequirementEntry } from './calculate-requirements';
import type { RequirementKey } from './requirement-keys';

/**
 * Plain bounds of one requirement, in the requirement's unit (CMS, NDT, EE, CNF, FDN, FDNfe, AMIDO kg/day;
 * EL, EM Mcal/day; PB, PM, PDR, PNDR g/day; Ca, P, Mg, K, Na, S g/day; Co, Cu, I, Mn, Se, Zn mg/day).
 * `min`/`max` null: no bound.
 */
export type RequirementBound = { min: number | null; max: number | null; ideal: number };

/**
 * Turns requirement entries into plain bounds keyed by requirement, the shape the formulation LP takes
 * (and, with the wire keys of @cocho/contracts, the `exigencias` of `cocho formulate`). A bound of 0 is kept
 * as 0 (only null means none). Every entry is included unless `onlySelected` is set, which keeps the
 * entries with `selected` true (one energy and one protein alternative, the fibre and fat bounds, CMS and
 * the minerals by default).
 */
export function toRequirementBounds(
  requirements: readonly RequirementEntry[],
  options: { readonly onlySelected?: boolean } = {},
): Partial<Record<RequirementKey, RequirementBound>> {
  const bounds: Partial<Record<RequirementKey, RequirementBound>> = {};
  for (const entry of requirements)
    if (!options.onlySelected || entry.selected)
      bounds[entry.key] = { min: entry.min, max: entry.max, ideal: entry.ideal };
  return bounds;
}
