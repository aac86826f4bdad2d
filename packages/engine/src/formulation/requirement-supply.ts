/**
 * Requirement keys and how a feed supplies each one (docs/product/calculation.md#requirement-entry, units table).
 * Feed composition is per kg of dry matter (DM); requirements are per animal per day.
 */
import { MACRO_MINERALS, MICRO_MINERALS } from '../feeds/nutrients';
import { percentDmToGPerKg } from '../units/units';
import type { FeedNutrients } from '../feeds/feed';
import { REQUIREMENT_KEYS } from '../requirements/requirement-keys';
import type { RequirementKey } from '../requirements/requirement-keys';

// One list of requirement keys for the engine: the requirements table's (docs/product/calculation.md#records).
export { REQUIREMENT_KEYS } from '../requirements/requirement-keys';
export type { RequirementKey } from '../requirements/requirement-keys';

/** Lower and upper bound of one requirement (null: no bound), in its unit (`REQUIREMENT_UNIT_KEYS`). */
export type RequirementBounds = {
  readonly min: number | null;
  readonly max: number | null;
  readonly ideal?: number | null;
};

/** Requirements by key; a missing key does not constrain the diet. */
export type Requirements = Readonly<Partial<Record<RequirementKey, RequirementBounds>>>;

/** Macro and micro minerals: never relaxed or removed (docs/product/calculation.md#diet-solver step 3). */
export const MINERAL_REQUIREMENT_KEYS: readonly RequirementKey[] = [...MACRO_MINERALS, ...MICRO_MINERALS];

/** True for a mineral requirement key. */
export function isMineralRequirement(key: RequirementKey): boolean {
  return MINERAL_REQUIREMENT_KEYS.includes(key);
}

/** True when `key` is a requirement key. */
export function isRequirementKey(key: string): key is RequirementKey {
  return (REQUIREMENT_KEYS as readonly string[]).includes(key);
}

/**
 * Amount of requirement `key` supplied by 1 kg of feed dry matter, in the requirement's unit
 * (docs/product/calculation.md#records units and docs/product/calculation.md#validation "g/kg equals %DM times 10"):
 * CMS 1 kg; NDT, EE, CNF, FDN, FDNfe, AMIDO % DM / 100 kg; EL, EM Mcal/kg DM; PB, PDR, PNDR, PM and
 * Ca, P, Mg, K, Na, S % DM × 10 g; Co, Cu, I, Mn, Se, Zn mg/kg DM.
 */
export function supplyPerKgDm(nutrients: FeedNutrients, key: RequirementKey): number {
  switch (key) {
    case 'CMS':
      return 1;
    case 'NDT':
    case 'EE':
    case 'CNF':
    case 'FDN':
    case 'FDNfe':
    case 'AMIDO':
      return (nutrients[key] ?? 0) / 100;
    case 'EL':
    case 'EM':
      return nutrients[key] ?? 0;
    case 'PB':
    case 'PDR':
    case 'PNDR':
    case 'PM':
    case 'Ca':
    case 'P':
    case 'Mg':
    case 'K':
    case 'Na':
    case 'S':
      // docs/product/calculation.md#validation: g/kg = % DM × 10.
      return percentDmToGPerKg(nutrients[key] ?? 0);
    case 'Co':
    case 'Cu':
    case 'I':
    case 'Mn':
    case 'Se':
    case 'Zn':
      return nutrients[key] ?? 0;
  }
}
