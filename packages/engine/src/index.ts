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
  fromPricePerKgAsFed,
  isPriceBasis,
  isPurchaseUnit,
  KG_PER_PURCHASE_UNIT,
  PRICE_BASES,
  PURCHASE_UNITS,
  toPricePerKgAsFed,
} from './units/purchase-price';
export type { PriceBasis, PurchasePrice, PurchaseUnit } from './units/purchase-price';
export { CURRENCIES, CURRENCY_MINOR_DIGITS, DEFAULT_CURRENCY, isCurrency } from './locale/currency';
export type { Currency } from './locale/currency';
export {
  checkFeedPrice,
  CURRENCY_UNITS_PER_BRL,
  FEED_PRICE_CLASSES,
  findFeedPriceClass,
  findTypicalPrice,
  PRICE_PLAUSIBILITY_FACTOR,
  TYPICAL_PRICE_BRL_PER_KG_AS_FED,
} from './plausibility/check-feed-price';
export type { FeedPriceClass, FeedPriceWarning } from './plausibility/check-feed-price';
export {
  checkAnimalPlausibility,
  MATURE_WEIGHT_KG,
  MAX_PLAUSIBLE_DAILY_GAIN_KG,
} from './plausibility/check-animal-plausibility';
export type { AnimalPlausibilityWarning } from './plausibility/check-animal-plausibility';
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
export { readLocaleNumber, localeNumberValue } from './locale/read-locale-number';
export type {
  LocaleNumberReading,
  LocaleNumberInvalidReason,
  LocaleNumberOptions,
} from './locale/read-locale-number';
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
  FinanceIndicatorDefinition,
} from './finance/indicators';
export {
  calculateFeedingSheet,
  apportionSteps,
  calculateRationPerHead,
  createWeighedAmount,
  validateRationInput,
  ROUNDING_WARNING_PERCENT,
} from './batch-sheet/calculate-feeding-sheet';
export type {
  FeedingSheetFeed,
  FeedingSheetPen,
  FeedingSheetInput,
  FeedingSheetHeadRow,
  FeedingSheetAmount,
  FeedingSheetPenSheet,
  FeedingSheetLoad,
  FeedingSheet,
  FeedingSheetFieldError,
  FeedingSheetOutcome,
} from './batch-sheet/calculate-feeding-sheet';
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
export {
  ANIMAL_FIELDS,
  ANIMAL_FIELD_KEYS,
  FIELD_SECTIONS,
  ANIMAL_TYPES,
  BREEDS,
  REGIMES,
  SEXES,
  PHYSIOLOGICAL_STATES,
  PARITIES,
  FINANCIAL_FIELDS,
  NUMERIC_FIELDS,
  CHOICE_FIELDS,
  CHOICE_OPTIONS,
  RESET_DEFAULTS,
  MAX_DAILY_GAIN_KG,
  BODY_SCORE_MIN,
  BODY_SCORE_MAX,
  MAX_DAYS_PREGNANT,
  MAX_LACTATION_WEEK,
  MAX_CALF_BIRTH_WEIGHT_KG,
  fieldSpecOf,
  choiceSpecOf,
  numberSpecOf,
  isChoiceField,
  isNumericField,
  isOptionOf,
  minimumOf,
  isComputedField,
  isPregnant,
  isLactating,
} from './animal/animal-fields';
export type {
  Animal,
  AnimalChoices,
  AnimalType,
  Breed,
  Regime,
  Sex,
  PhysiologicalState,
  Parity,
  FinancialField,
  NumericField,
  ChoiceField,
  AnimalField,
  FormVariant,
  FieldKind,
  NumberKind,
  FieldUnit,
  FieldSection,
  FieldRequirement,
  FieldSpec,
  ChoiceFieldSpec,
  NumberFieldSpec,
} from './animal/animal-fields';
export {
  DEFAULT_FINANCIAL_SAMPLE,
  DEFAULT_ANIMAL,
  resetAnimal,
  calculateLiveWeightKg,
} from './animal/animal';
export {
  findRegimeOptions,
  findSexOptions,
  findVisibleFields,
  isMeanWeightComputed,
} from './animal/visible-fields';
export {
  CALF_REFERENCE_TABLE,
  validateAnimal,
  findCalfWeightBand,
  findAnimalWarnings,
} from './animal/validate-animal';
export type { AnimalProblem, AnimalProblemCode, ValidateAnimalOptions } from './animal/validate-animal';
export { normalizeAnimal } from './animal/normalize-animal';
export { parseAnimalForm, parseAnimalJson } from './animal/parse-animal';
export {
  REQUIREMENT_KEYS,
  REQUIREMENT_UNIT_KEYS,
  REQUIREMENT_CHILD_KEYS,
} from './requirements/requirement-keys';
export type { RequirementKey, RequirementChildKey, UnitKey } from './requirements/requirement-keys';
export { SOURCE_IDS } from './requirements/sources';
export type { SourceId } from './requirements/sources';
export {
  MINERAL_KEYS,
  MINERAL_RETENTION,
  buildRequirementModel,
  adjustPregnantCowWeight,
  calculateDefaultMilkYieldKg,
  fillEstimatedMilkYield,
  calculateFatCorrectedMilkKg,
  calculateConceptusEnergyMcal,
  calculateConceptusProteinG,
} from './requirements/requirement-model';
export type {
  MineralKey,
  MineralRequirement,
  RequirementModel,
  RequirementModelOptions,
  RequirementNumbers,
} from './requirements/requirement-model';
export {
  solveMicrobialProtein,
  calculateMicrobialProteinG,
  calculateMetabolizableProteinG,
} from './requirements/microbial-protein';
export {
  MINERAL_TOLERANCE,
  calculateRequirements,
  buildRequirementEntries,
} from './requirements/calculate-requirements';
export type {
  RequirementEntry,
  RequirementChild,
  RequirementOptions,
  RequirementsResult,
  RequirementWarning,
} from './requirements/calculate-requirements';
export {
  MINERAL_MAXIMUM_TOLERABLE,
  SULFUR_MAXIMUM_TOLERABLE,
  findMaximumTolerableConcentration,
  findSulfurDietBasis,
} from './requirements/mineral-maxima';
export type { SulfurDietBasis } from './requirements/mineral-maxima';
export { editRequirement } from './requirements/edit-requirement';
export type { RequirementField } from './requirements/edit-requirement';
export { toRequirementBounds } from './requirements/requirement-bounds';
export type { RequirementBound } from './requirements/requirement-bounds';
export {
  parseDecimal,
  parseFeedCost,
  normalizeNutrients,
  normalizeFeed,
  isRoughageCategory,
  resolveFeedRestriction,
  DEFAULT_MINIMUM_SHARE_OF_MAXIMUM,
} from './feeds/feed';
export type { Feed, FeedNutrients, RawFeed, FeedRestriction } from './feeds/feed';
export { COW_MILK_FEED, COW_MILK_FEED_ID, COW_MILK_DRY_MATTER_PERCENT } from './feeds/cow-milk';
export { orderFeeds, isCowMilkAnimalType, SKIPPED_CATEGORIES } from './feeds/order-feeds';
export {
  FEED_CLASSES,
  FEED_CLASS_MAX_PERCENT_OF_DM,
  applyDefaultInclusionCaps,
  classifyFeed,
  findDefaultMaximumPercent,
  isMineralOrNpnClass,
} from './feeds/feed-class';
export type { FeedClass } from './feeds/feed-class';
export { loadLpSolver } from './formulation/lp-solver';
export type {
  LpProblem,
  LpRow,
  LpSolution,
  LpSolver,
  LpSolverLoadOptions,
  LpStatus,
} from './formulation/lp-solver';
export { supplyPerKgDm, isMineralRequirement } from './formulation/requirement-supply';
export type {
  Requirements as FormulationRequirements,
  RequirementBounds as FormulationRequirementBounds,
} from './formulation/requirement-supply';
export type { ConstraintRef, BoundSide } from './formulation/diet-model';
export {
  RELAXATION_STRATEGIES,
  PENALTY_OVER_MAX,
  PENALTY_OVER_MAX_CMS,
  PENALTY_UNDER_MIN,
} from './formulation/relaxation';
export type { RelaxationStrategy, RelaxedDiet } from './formulation/relaxation';
export { adviseMiss, findSupplyingFeedClass } from './formulation/explain-misses';
export type { MissAdvice, SuggestedFeedClass } from './formulation/explain-misses';
export {
  formulateDiet,
  DEFAULT_BATCH_KG,
  UREA_MAX_PERCENT_OF_DM,
  MINERALS_MAX_PERCENT_OF_DM,
  PLAIN_LP_OPTIONS,
  NO_FILLER_COST_TOLERANCE,
} from './formulation/formulate-diet';
export {
  applyFibreFloor,
  effectiveFibreOf,
  findDefaultFibreFloor,
  findMinimumInclusionGrams,
  isFillerFeed,
  DEFAULT_CA_P_RATIO,
  DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM,
  FEEDLOT_EFFECTIVE_FIBRE_MIN_PERCENT,
  MINIMUM_INCLUSION_G_AS_FED,
} from './formulation/diet-guards';
export type { FibreFloor, FibreFloorOutcome, FibreRule, RatioBounds } from './formulation/diet-guards';
export {
  computeTraceMineralPremix,
  DEFAULT_PREMIX_GRAMS_PER_HEAD,
  PREMIX_SOURCES,
} from './formulation/trace-mineral-premix';
export type { PremixMineral, TraceMineral, TraceMineralPremix } from './formulation/trace-mineral-premix';
export { traceMineralPremixComposition } from './formulation/premix-as-feed';
export type {
  FormulationInput,
  FormulationOptions,
  FormulationResult,
  FormulationStatus,
  FormulationError,
  FormulationWarning,
  FeedResult,
  FeedEconomics,
  RequirementMiss,
  ShadowPrice,
} from './formulation/formulate-diet';
export {
  formulateSupplement,
  validateSupplementInput,
  SUPPLEMENT_MIN_FACTOR,
  SUPPLEMENT_MAX_FACTOR,
} from './supplement/formulate-supplement';
export type {
  SupplementInput,
  SupplementResult,
  SupplementError,
  SupplementFeedResult,
} from './supplement/formulate-supplement';
export {
  formulateLeastCostSupplement,
  findDefaultSaltPercent,
  SALT_INTAKE_PERCENT_OF_BW,
  SALT_SHARE_RANGE,
  UREA_MAX_G_PER_100_KG_BW,
  DEFAULT_GAIN_CARCASS_YIELD_PERCENT,
} from './supplement/least-cost-supplement';
export type {
  LeastCostSupplementInput,
  LeastCostSupplementResult,
  LeastCostSupplementError,
} from './supplement/least-cost-supplement';
export { formulateSupplementForGain, GAIN_TARGET_TOLERANCE_KG } from './supplement/supplement-for-gain';
export type {
  SupplementForGainInput,
  SupplementForGainResult,
  SupplementForGainError,
} from './supplement/supplement-for-gain';
export { calculateDietSupply } from './prediction/diet-supply';
export type { DietFeed, DietSupply } from './prediction/diet-supply';
export { calculateExcretion } from './prediction/excretion';
export type { Excretion } from './prediction/excretion';
export {
  METHANE_MJ_PER_KG,
  GROSS_ENERGY_MJ_PER_KG_DM,
  chooseYmPercent,
  calculateMethane,
  IPCC_YM_CHOICES,
  isIpccYmChoice,
} from './prediction/methane';
export type { MethaneOptions } from './prediction/methane';
export {
  PREDICTION_MAX_GAIN_KG,
  PREDICTION_STEP_KG,
  findHighestGainKg,
  predictPerformance,
} from './prediction/predict-performance';
export type {
  PredictionOptions,
  LimitingNutrient,
  Prediction,
  PredictionProblem,
} from './prediction/predict-performance';
export {
  DIET_OBJECTIVES,
  MIN_SEARCH_GAIN_KG,
  GAIN_GRID_KG,
  animalRequirementsAt,
  evaluateGain,
  objectiveScore,
  searchObjectiveGain,
  validateGainFinance,
} from './objectives/optimize-gain';
export type {
  DietObjective,
  GainPoint,
  GainFinanceInput,
  GainSearchInput,
  GainSearchResult,
} from './objectives/optimize-gain';
export { calculatePriceRanging, priceRangesOf, priceRangingOf } from './objectives/price-ranging';
export type { FeedPriceRange, PriceRangingResult } from './objectives/price-ranging';
export {
  findDietAlternatives,
  DEFAULT_ALTERNATIVE_TOLERANCE_PERCENT,
  MAX_ALTERNATIVES,
} from './objectives/diet-alternatives';
export type { DietAlternative, DietAlternativesResult } from './objectives/diet-alternatives';
export { entriesRequirementsAt, runDietObjective } from './objectives/diet-objective';
export type { DietObjectiveInput, DietObjectiveOutcome } from './objectives/diet-objective';
export {
  WEEKDAYS,
  DAY_TOTAL_TOLERANCE_PERCENT,
  minutesOfDay,
  appliesToLot,
  findTreatmentsOfDay,
  checkTreatmentPlan,
} from './daily-treatments/treatment-plan';
export type {
  Weekday,
  TreatmentLot,
  DailyTreatment,
  TreatmentPlan,
  TreatmentDayTotal,
  TreatmentPlanIssue,
  TreatmentPlanCheck,
} from './daily-treatments/treatment-plan';
export { calculateTreatmentLoads, apportionTable } from './daily-treatments/calculate-treatment-loads';
export type {
  TreatmentLoadsInput,
  TreatmentLotPart,
  TreatmentLoad,
  TreatmentSheet,
  TreatmentLotDay,
  TreatmentLoadsDay,
  TreatmentLoadsError,
  TreatmentLoadsOutcome,
} from './daily-treatments/calculate-treatment-loads';
export {
  calculateConcentratePremix,
  createPremixFeed,
  replaceIngredientsWithPremix,
} from './concentrate-premix/calculate-concentrate-premix';
export type {
  PremixDietFeed,
  ConcentratePremixInput,
  PremixIngredient,
  ConcentratePremix,
  ConcentratePremixError,
  ConcentratePremixOutcome,
} from './concentrate-premix/calculate-concentrate-premix';
export { computeAgreement } from './evaluation/statistics';
export type { AgreementStatistics } from './evaluation/statistics';
export {
  evaluateModel,
  loadShippedTrials,
  parseTrials,
  predictTrial,
  tdnOf,
} from './evaluation/evaluate-model';
export { CAPPELLE_2001_ROUGHAGE_TDN_FROM_NDF, roughageTdnFromNdf } from './feeds/forage-tdn';
export type {
  EvaluationBound,
  ModelEvaluation,
  SystemEvaluation,
  Trial,
  TrialFeed,
  TrialResult,
} from './evaluation/evaluate-model';
export { dietEnergyIntakeKg } from './prediction/voluntary-intake';
export { findGrazingIntakeBasis, grazingIntakeKg } from './prediction/grazing-intake';
export type { GrazingIntakeBasis } from './prediction/grazing-intake';
