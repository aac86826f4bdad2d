// Public API of @cocho/engine. One named re-export block per module folder.
export {
  KG_PER_UNIT,
  KG_PER_ARROBA,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  toKg,
  fromKg,
  pricePerKg,
  percentDmToGPerKg,
  gPerKgToPercentDm,
  kgToArroba,
  arrobaToKg,
  chooseDisplayUnit,
} from './units/units';
export type { Kg, MassUnit } from './units/units';
export {
  NUTRIENT_KEYS,
  NUTRIENT_UNITS,
  canonicalNutrientKey,
  MACRO_MINERALS,
  MICRO_MINERALS,
  ROUGHAGE_CATEGORIES,
  CATEGORY_DISPLAY_ORDER,
  CATEGORY_USER_FEEDS,
  CATEGORY_COMPANY_PRODUCTS,
  CATEGORY_HIDDEN_USER_FEEDS,
  CATEGORY_HIDDEN_COMPANY_FEEDS,
} from './feeds/nutrients';
export type { NutrientKey, Nutrients } from './feeds/nutrients';
export {
  LANGUAGES,
  LANGUAGE_INDEX,
  separatorsOf,
  parseLocaleNumber,
  parseMoney,
  parsePercent,
  parseFormNumber,
} from './locale/parse-number';
export type { Language } from './locale/parse-number';
export {
  BR_CORTE_DIGESTIBLE_NDF,
  NRC_2001_DIGESTIBLE_NDF,
  DE_MCAL_PER_KG_TDN,
  BR_CORTE_ME_FROM_DE,
  calculateDigestibleNdf,
  calculateDigestibleProtein,
  calculateTdnFromComposition,
  calculateDeFromTdn,
  calculateMeFromDe,
} from './feeds/energy-from-composition';
export type {
  FibreDigestibilityClass,
  DigestibleNdfParameters,
  SummativeCompositionInput,
  SummativeOptions,
  SummativeTdnResult,
  SummativeTdnValue,
  MeFromDeRelation,
} from './feeds/energy-from-composition';
export {
  calculateFinancialReport,
  calculateFinanceValues,
  scaleDailyGain,
  SCENARIO_MULTIPLIERS,
} from './finance/calculate-financial-report';
export type {
  FinanceNullReason,
  FinanceValue,
  FinanceIndicator,
  FinanceScenario,
  FinancialReport,
  FinancialReportResult,
  FinanceOptions,
} from './finance/calculate-financial-report';
export { validateFinanceInput } from './finance/validate-finance-input';
export type {
  FinanceAnimal,
  FinanceDiet,
  FinanceExtras,
  FinanceInput,
  FinanceFieldError,
  FinanceWarning,
  FinanceParameters,
  FinanceValidation,
} from './finance/validate-finance-input';
export { IAE_CODES, ATC_CODES, AUX_CODES, FINANCE_CODES, FINANCE_INDICATORS } from './finance/indicators';
export type {
  FinanceGroup,
  FinanceCode,
  IaeCode,
  AtcCode,
  AuxCode,
  FinanceUnit,
  Trilingual,
  FinanceIndicatorDefinition,
} from './finance/indicators';
export {
  calculateMixture,
  buildBatchSheet,
  DEFAULT_TOTAL_RATION_KG,
  MIXED_NUTRIENT_KEYS,
} from './mixture/calculate-mixture';
export type {
  MixtureFeed,
  MixtureInput,
  MixtureRow,
  BatchRow,
  BatchSheet,
  MixtureWarning,
  MixtureResult,
  MixtureFieldError,
  MixtureOutcome,
} from './mixture/calculate-mixture';
