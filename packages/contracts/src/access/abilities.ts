/**
 * Abilities (the spec's modules) and the profiles they are assigned to (docs/product/shell.md#roles). The module names are
 * not given by the spec; these codes and their default assignment are ours
 * (docs/decisions/roles-and-abilities.md). Administrators may change the assignment (feature flags).
 */
/** Every ability the access check answers. The first one is "the first module" of docs/product/shell.md#roles. */
export const ABILITIES = [
  'formulate_diet',
  'edit_requirement',
  'roughage_ratio',
  'edit_cqbal_feed',
  'send_feed',
  'list_user_feeds',
  'charts',
  'calculate_ration',
  'formulate_supplement',
  'prediction_compatible',
  'pdf_export',
  'save_diet',
  'activate_diet',
  'save_prediction',
  'create_supplement',
  'refine',
  'reoptimise',
  'unlimited_active_diets',
  'full_financial_report',
  'premix',
  'ad_free',
  'consultancy',
  'share_with_permissions',
  'company_area',
  'company_feeds',
  'company_management',
  'administration',
] as const;
export type Ability = (typeof ABILITIES)[number];

/** The first module: what a revoked plan still allows (docs/product/shell.md#roles). */
export const FIRST_MODULE: Ability = 'formulate_diet';

/**
 * Profiles derived from the account's flags and plans (docs/product/shell.md#roles Profiles). `free` is everyone;
 * `university` is the university area.
 */
export const PROFILES = [
  'free',
  'pecuarista',
  'premium',
  'consultant',
  'linked',
  'manager',
  'university',
  'administrator',
] as const;
export type Profile = (typeof PROFILES)[number];

/** The free set: everything the spec does not call premium-only (docs/product/shell.md#roles "Premium-only"). */
const FREE_SET: readonly Ability[] = [
  'formulate_diet',
  'edit_requirement',
  'roughage_ratio',
  'edit_cqbal_feed',
  'send_feed',
  'list_user_feeds',
  'charts',
  'calculate_ration',
  'formulate_supplement',
  'prediction_compatible',
];
/** A producer plan (type 0) saves and activates diets, exports the field report and sees no ads. */
const PECUARISTA_SET: readonly Ability[] = [
  ...FREE_SET,
  'save_diet',
  'activate_diet',
  'pdf_export',
  'ad_free',
];
/** Premium: every premium-only item of docs/product/shell.md#roles. */
const PREMIUM_SET: readonly Ability[] = [
  ...PECUARISTA_SET,
  'save_prediction',
  'create_supplement',
  'refine',
  'reoptimise',
  'unlimited_active_diets',
  'full_financial_report',
  'premix',
];
/** Consultant adds the consultancy (clients, saving for a client) with sharing. */
const CONSULTANT_SET: readonly Ability[] = [...PREMIUM_SET, 'consultancy', 'share_with_permissions'];
/** Linked adds two: the company area and the company's feeds. */
const LINKED_SET: readonly Ability[] = [...PREMIUM_SET, 'company_area', 'company_feeds'];
/** Manager adds the company's management. */
const MANAGER_SET: readonly Ability[] = [...LINKED_SET, 'company_management'];
/** University area: the free set without ads. */
const UNIVERSITY_SET: readonly Ability[] = [...FREE_SET, 'ad_free'];

/** The default ability assignment per profile (nested as docs/product/shell.md#roles describes). */
export const DEFAULT_PROFILE_ABILITIES: Readonly<Record<Profile, readonly Ability[]>> = {
  free: FREE_SET,
  pecuarista: PECUARISTA_SET,
  premium: PREMIUM_SET,
  consultant: CONSULTANT_SET,
  linked: LINKED_SET,
  manager: MANAGER_SET,
  university: UNIVERSITY_SET,
  administrator: ABILITIES,
};
