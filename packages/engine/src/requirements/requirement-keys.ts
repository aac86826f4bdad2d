/**
 * Keys and units of the requirement entries and their sub-items (docs/product/calculation.md#requirement-entry). The engine
 * returns these codes only: their names, codes and units in pt/en/es live in the one message catalogue of
 * @cocho/contracts (`messages/<language>.json`: `requirementNames`, `units`).
 */

/** Requirement keys in table order (docs/product/calculation.md#records). */
export const REQUIREMENT_KEYS = [
  'CMS',
  'EE',
  'CNF',
  'FDN',
  'FDNfe',
  'AMIDO',
  'NDT',
  'EL',
  'EM',
  'PDR',
  'PNDR',
  'PB',
  'PM',
  'Ca',
  'P',
  'Mg',
  'K',
  'Na',
  'S',
  'Co',
  'Cu',
  'I',
  'Mn',
  'Se',
  'Zn',
] as const;
export type RequirementKey = (typeof REQUIREMENT_KEYS)[number];

/** Unit kinds of the requirement table and sub-items. */
export type UnitKey = 'kgPerDay' | 'mcalPerDay' | 'gPerDay' | 'mgPerDay' | 'kg' | 'percent' | 'ratio';

/** Unit of each requirement (a key of the catalogue's `units`; formulation/requirement-supply.ts spells them). */
export const REQUIREMENT_UNIT_KEYS: Readonly<Record<RequirementKey, UnitKey>> = {
  CMS: 'kgPerDay',
  EE: 'kgPerDay',
  CNF: 'kgPerDay',
  FDN: 'kgPerDay',
  FDNfe: 'kgPerDay',
  AMIDO: 'kgPerDay',
  NDT: 'kgPerDay',
  EL: 'mcalPerDay',
  EM: 'mcalPerDay',
  PDR: 'gPerDay',
  PNDR: 'gPerDay',
  PB: 'gPerDay',
  PM: 'gPerDay',
  Ca: 'gPerDay',
  P: 'gPerDay',
  Mg: 'gPerDay',
  K: 'gPerDay',
  Na: 'gPerDay',
  S: 'gPerDay',
  Co: 'mgPerDay',
  Cu: 'mgPerDay',
  I: 'mgPerDay',
  Mn: 'mgPerDay',
  Se: 'mgPerDay',
  Zn: 'mgPerDay',
};

/** Keys of the sub-items (children) of the requirement entries. */
export const REQUIREMENT_CHILD_KEYS = [
  'PCJ',
  'PCVZ',
  'GPCVZ',
  'PCVZeq',
  'PCJ_gestante',
  'PCVZ_gestante',
  'utero_gravidico',
  'compostos_gestacao',
  'mantenca',
  'ganho',
  'lactacao',
  'gestacao',
  'energia_proteina_retida',
  'km',
  'kg',
  'PL',
  'PLCG',
  'ED',
  'proteina_liquida',
  'proteina_liquida_ganho',
  'eficiencia',
  'proteina_bruta_microbiana',
] as const;
export type RequirementChildKey = (typeof REQUIREMENT_CHILD_KEYS)[number];
