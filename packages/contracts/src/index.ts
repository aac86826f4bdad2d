// Public API of @cocho/contracts.
export {
  APP_ERROR_STATUS,
  APP_ERROR_CODES,
  ZAppErrorCode,
  ZFieldError,
  ZErrorBody,
  AppError,
} from './errors';
export type { AppErrorCode, TFieldError, TErrorBody } from './errors';
export { defineCall } from './define-call';
export { readStoredUser } from './plain';
export { MAX_INPUT_DEPTH, INT4_MAX, INT4_MIN, isUnsafeText, isIdKey, findUnsafeInput } from './input-safety';
export type { UnsafeInput, UnsafeInputCode } from './input-safety';
export type { CallContract } from './define-call';
export {
  USER_PROFILES,
  DISCOVERY_CHANNELS,
  PLAN_TYPES,
  ZUserProfile,
  ZLanguageIndex,
  ZDiscoveryChannel,
  ZAddress,
  ZPlanType,
  ZUserPlan,
  ZConsultancy,
  ZCompanyAccess,
  ZCompanyLink,
  ZUser,
  ZEmail,
  ZPassword,
  ZVerificationCode,
  ZAddressInput,
  ZAccountFields,
  ZRegisterRequest,
  ZRegistrationForm,
  ALSO_WITH_OTHER_ISSUES,
  refinePasswordConfirmation,
  authCalls,
} from './auth';
export type {
  TUser,
  TAddress,
  TPlanType,
  TUserPlan,
  TConsultancy,
  TCompanyLink,
  TAddressInput,
  TAccountFields,
  TRegisterRequest,
} from './auth';
export {
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODES_PER_HOUR,
  CODE_PURPOSES,
  ZCodePurpose,
  PHOTO_MAX_SIDE_PX,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
  accountCalls,
} from './account';
export type { TCodePurpose } from './account';
export {
  normalizeTaxNumber,
  isValidCpf,
  isValidCnpj,
  brazilianDocumentProblem,
  normalizeDocumentNumber,
  cpfFromBase,
} from './validation/documents';
export {
  PERSON_NAME_PATTERN,
  PERSON_NAME_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  STRICT_EMAIL_PATTERN,
  SIMPLE_EMAIL_PATTERN,
  EMAIL_MAX_LENGTH,
  PHONE_MIN_DIGITS,
  PHONE_MAX_DIGITS,
  isValidPersonName,
  isValidEmail,
  normalizeEmail,
  normalizePhone,
  isValidPhone,
} from './validation/contact';
export { BIRTH_DATE_MIN, isCalendarDate, birthDateProblem, latestCalendarDate } from './validation/dates';
export { ACCOUNT_FIELD_CODES, fieldIssue } from './validation/field-codes';
export type { AccountFieldCode } from './validation/field-codes';
export { BRAZIL_ISO, findCountryFieldProblems, refineForCountry } from './validation/account-rules';
export type { CountryDependentFields, AccountFieldProblem } from './validation/account-rules';
export { ZCountry, ZCity, ZState, referenceDataCalls } from './reference-data';
export type { TCountry, TCity, TState } from './reference-data';
export { ZHealth } from './health';
export type { THealth } from './health';
export {
  PRODUCT_KEY,
  NUTRIENT_MAXIMUM,
  FEED_ID_PREFIX,
  FEED_VISIBILITIES,
  FEED_STATUSES,
  CATALOGUE_IMPORT_PROFILES,
  LAB_REPORT_MAX_BYTES,
  LAB_REPORT_MIME_TYPES,
  ZNutrientKey,
  ZNutrients,
  ZFeedType,
  ZFeedFlag,
  ZFeedVisibility,
  ZFeedStatus,
  ZFeed,
  ZAdditive,
  ZUserFeedInput,
  ZLabReport,
  ZImportProblem,
  ZPendingFeed,
  ZTypicalValue,
  feedCalls,
} from './feeds';
export type {
  TNutrients,
  TFeedType,
  TFeedFlag,
  TFeedVisibility,
  TFeedStatus,
  TFeed,
  TAdditive,
  TUserFeedInput,
  TLabReport,
  TImportProblem,
  TPendingFeed,
  TTypicalValue,
} from './feeds';
export {
  DIET_JSON_MAX_CHARS,
  DIET_MAX_SPAN_DAYS,
  DIET_NAME_MAX_CHARS,
  DIET_CYCLE_TYPES,
  DIET_SITUATIONS,
  DIET_MODES,
  ZSavedAnimal,
  ZRequirementKey,
  ZSavedFeed,
  ZFeedRestriction,
  ZPurchasePrice,
  ZAlteredRequirement,
  ZDietResultRow,
  ZDietCycle,
  ZDietFinance,
  ZDietRecord,
  ZSavableDietRecord,
  ZSaveAnswer,
  ZIdempotencyKey,
  ZDietMode,
  toDietMode,
  ZSavedMix,
  ZSavedSupplement,
  ZSavedComparison,
  COMPARISON_DIETS_MAX,
  ZDietSummary,
  dietCalls,
} from './diets';
export type {
  TSavedAnimal,
  TSavedFeed,
  TSavedMix,
  TSavedSupplement,
  TSavedComparison,
  TFeedRestriction,
  TPurchasePrice,
  TAlteredRequirement,
  TDietResultRow,
  TDietCycle,
  TDietFinance,
  TDietRecord,
  TDietMode,
  TDietSummary,
  TSaveAnswer,
} from './diets';
export {
  ZDashboardFilter,
  ZDietProgress,
  ZDashboardDiet,
  ZChartPoint,
  ZFeedUse,
  ZSessionVisit,
  dashboardCalls,
} from './dashboard';
export type {
  TDashboardFilter,
  TDietProgress,
  TDashboardDiet,
  TChartPoint,
  TFeedUse,
  TSessionVisit,
} from './dashboard';
export { calculateCycleProgress, calculateDietProgress } from './diet-progress';
export type { CycleProgressInput } from './diet-progress';
export { CALLS } from './calls';
export type { CallKey } from './calls';
export {
  MESSAGES,
  MESSAGE_NAMESPACES,
  unitText,
  requirementNameText,
  requirementCodeText,
  indicatorNameText,
  indicatorFormulaText,
} from './messages';
export type { Messages, MessageNamespace } from './messages';
export {
  WIRE_UNIT_TEXT,
  requirementUnitWireText,
  toWireBoundSide,
  fromWireBoundSide,
  toWireRequirement,
  toWireRequirementBounds,
  fromWireRequirementBounds,
  toWireAlteredRequirement,
  fromWireAlteredRequirement,
  toWireRequirementWarning,
} from './wire/requirements';
export type {
  TWireBoundSide,
  TWireRequirement,
  TWireRequirementBounds,
  TWireRequirementWarning,
  RequirementMinMax,
  AlteredRequirement,
} from './wire/requirements';
export { readStoredFormulationResult } from './wire/formulation-result';
export { ABILITIES, FIRST_MODULE, PROFILES, DEFAULT_PROFILE_ABILITIES } from './access/abilities';
export { ZAbility, ZProfile, ZGlobalFlag, ZFeatureFlags } from './access/access-schemas';
export type { Ability, Profile } from './access/abilities';
export {
  GLOBAL_FLAGS,
  DEFAULT_GLOBAL_FLAGS,
  DEFAULT_FEATURE_FLAGS,
  withAdministratorAbilities,
} from './access/feature-flags';
export type { GlobalFlag, TFeatureFlags } from './access/feature-flags';
export { todayInBrasilia, addDays, daysBetween } from './access/calendar-day';
export { EXPIRING_SOON_DAYS, isPlanValid, planStatus } from './access/plan-status';
export type { PlanStatus } from './access/plan-status';
export { deriveProfiles, hasRevokedPlan, isAdministrator } from './access/profiles';
export type { AccessSubject } from './access/profiles';
export { abilitiesOf, can, getsAds } from './access/ability-check';
export { ROUTE_ABILITIES, abilityForPath, canOpenPath } from './access/route-access';
export {
  TRIAL_DAYS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLAN_ORIGINS,
  PREMIUM_REQUEST_STATUSES,
  ZPaymentMethod,
  ZPaymentStatus,
  ZPlanOrigin,
  ZPremiumRequestStatus,
  ZCalendarDay,
  ZOrderNumber,
  ZPremiumTime,
  ZLocalizedText,
  ZPlanOffer,
  ZPlanStatus,
  ZSubscription,
  ZPremiumRequest,
  ZCoupon,
  ZCouponActivation,
  planCalls,
} from './plans';
export type {
  TPaymentMethod,
  TPaymentStatus,
  TPlanOrigin,
  TPremiumRequestStatus,
  TPremiumTime,
  TLocalizedText,
  TPlanOffer,
  TSubscription,
  TPremiumRequest,
  TCoupon,
  TCouponActivation,
} from './plans';
export { DEFAULT_AD_SKIP_SECONDS, ZAd, ZPremiumAd, adCalls } from './ads';
export type { TAd, TPremiumAd } from './ads';
export { featureFlagCalls } from './feature-flags-calls';
export {
  ADD_CLIENT_ID,
  PERSONAL_USE_ID,
  CLIENT_RELOAD_DELAY_MS,
  FARM_NAME_MAX_LENGTH,
  CLIENT_NOTE_MAX_LENGTH,
  CLIENT_LINK_STATES,
  ZClientLinkState,
  ZClient,
  ZClientFields,
  consultancyCalls,
} from './consultancy';
export type { TClient, TClientFields, TClientLinkState } from './consultancy';
export {
  SHARE_LINK_VALID_DAYS,
  SHARED_DIET_REDIRECT_MS,
  SHARE_TYPES,
  SHARE_STATUSES,
  ZShareType,
  ZSharePermissions,
  ZSharePerson,
  ZShare,
  sharingCalls,
} from './sharing';
export type { TShareType, TSharePermissions, TSharePerson, TShare, TShareLists } from './sharing';
export { SHARE_LIST_PAGE_DEFAULT, SHARE_LIST_PAGE_MAX } from './sharing';
export {
  COMPANY_CONTACT_STATES,
  COMPANY_CONTACTS_PAGE_MAX,
  ZCompanyContact,
  ZCompanyContactState,
  ZContactPerson,
  companyContactCalls,
} from './company-contacts';
export type { TCompanyContact, TCompanyContactState, TContactPerson } from './company-contacts';
export {
  COMPANY_PRODUCT_DESCRIPTION_MAX,
  COMPANY_PRODUCT_NAME_MAX,
  COMPANY_PRODUCT_TYPE_MAX,
  COMPANY_REPORT_MAX_DIETS,
  SPONSORSHIP_STATES,
  ZCompanyFeed,
  ZCompanyFeedInput,
  ZCompanyProduct,
  ZCompanyProductInput,
  ZCompanyReport,
  ZCompanyReportDiet,
  ZCompanyReportRequest,
  ZSponsorship,
  ZSponsorshipState,
  companyFeedCalls,
} from './company-feeds';
export type {
  TCompanyFeed,
  TCompanyFeedInput,
  TCompanyProduct,
  TCompanyProductInput,
  TCompanyReport,
  TCompanyReportDiet,
  TCompanyReportRequest,
  TSponsorship,
  TSponsorshipState,
} from './company-feeds';
export {
  ADMIN_USER_STATES,
  ADMIN_PAGE_SIZE,
  ZAdminUserState,
  ZAdminUser,
  ZAuditEntry,
  ZAdminAd,
  ZAdInput,
  adminCalls,
} from './admin';
export type { TAdminUserState, TAdminUser, TAuditEntry, TAdminAd, TAdInput } from './admin';
export {
  ADMIN_DIETS_PAGE_MAX,
  ERROR_REPORT_REPLY_CHANNELS,
  ERROR_REPORT_REPLY_MAX,
  ERROR_REPORT_STATES,
  HELP_DESCRIPTION_MAX,
  HELP_TITLE_MAX,
  ZAdminDiet,
  ZAdminErrorReport,
  ZAdminNewUser,
  ZErrorReportState,
  ZHelpItemInput,
  ZSentMessage,
  adminToolCalls,
} from './admin-tools';
export type {
  TAdminDiet,
  TAdminErrorReport,
  TAdminNewUser,
  TErrorReportState,
  THelpItemInput,
  TSentMessage,
} from './admin-tools';
export {
  COMPANY_CHANGE_KINDS,
  COMPANY_CHANGES_MAX,
  ZCompanyChange,
  ZCompanyChangeKind,
  adminCompanyCalls,
} from './admin-companies';
export type { TCompanyChange, TCompanyChangeKind } from './admin-companies';
export {
  ERROR_REPORT_CAPTURE_MAX_CHARS,
  ERROR_REPORT_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_KINDS,
  ZHelpItem,
  ZCapture,
  ZErrorReportData,
  ZErrorReport,
  ZFeedbackEntry,
  FEEDBACK_REPLY_MAX,
  chooseHelpItem,
  helpCalls,
} from './help';
export type { THelpItem, TErrorReport, TFeedbackEntry } from './help';
export { ZDataExport, privacyCalls } from './privacy';
export type { TDataExport } from './privacy';
export {
  NOTIFICATION_POLL_MS,
  NOTIFICATION_POLL_MAX_FAILURES,
  NOTIFICATION_BADGE_MAX,
  NOTIFICATION_LIST_MAX,
  RECENT_SIGNUP_DAYS,
  LINK_EVENT_DAYS,
  NOTICE_DAYS,
  NOTICE_EVENTS,
  ZNoticeEvent,
  ZNoticeParams,
  NOTIFICATION_RECIPIENTS_MAX,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_KINDS,
  ZNotificationKind,
  ZNotification,
  ZNotificationList,
  ZNotificationAudience,
  notificationCalls,
} from './notifications';
export type {
  TNotificationKind,
  TNotification,
  TNotificationList,
  TNotificationAudience,
  TNoticeEvent,
  TNoticeParams,
} from './notifications';
export {
  COMPANY_NAME_MIN_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  STATE_REGISTRATION_MAX_LENGTH,
  SUPPORT_LINK_MAX_LENGTH,
  COMPANY_ACCESS_LEVELS,
  MANAGER_ACCESS,
  LINKED_PRODUCER_ACCESS,
  COMPANY_LINK_STATES,
  ZCompanyLinkState,
  ZCnpj,
  ZCompany,
  ZCompanyFields,
  ZCollaborator,
  ZMyCompanyLink,
  ZPartnerInfo,
  ZPartnerCompany,
  companyCalls,
} from './companies';
export type {
  TCompanyLinkState,
  TCompany,
  TCompanyFields,
  TCollaborator,
  TMyCompanyLink,
  TPartnerInfo,
  TPartnerCompany,
} from './companies';
export {
  FEEDING_PLAN_MAX_LOTS,
  FEEDING_PLAN_MAX_TREATMENTS,
  TREATMENT_MAX_PERCENT,
  PREMIX_BATCH_UNITS,
  ZWeekday,
  ZTreatmentTime,
  ZFeedingLot,
  ZDailyTreatment,
  ZFeedingPlanShape,
  ZFeedingPlan,
  ZConcentratePremixRecord,
  ZFeedingPlanLoadsInput,
  toTreatmentPlan,
  toWirePlanPath,
  addFeedingPlanIssues,
  findFeedingPlanWarnings,
  premixBatchKg,
} from './feeding-plan';
export type {
  TFeedingLot,
  TDailyTreatment,
  TFeedingPlan,
  FeedingPlanWarning,
  TConcentratePremixRecord,
  TFeedingPlanLoadsInput,
} from './feeding-plan';
export { ZShareLink, ZPublicDietView, ZPublicRequirement, ZPublicMiss, ZPublicWarning } from './sharing';
export type { TShareLink, TPublicDietView, TPublicRequirement, TPublicMiss, TPublicWarning } from './sharing';
export { ZBaseVersion } from './record-versions';
export {
  cliDecimalAtLeast,
  cliFeedSchema,
  cliOptionalDecimal,
  sortCliFeedIssues,
  ZCliDecimal,
  ZCliFeedHead,
  ZCliFeedList,
} from './cli-feeds';
export type { TCliFeed } from './cli-feeds';
export {
  cliFieldErrors,
  cliPathText,
  ZCliNonNegativeNumber,
  ZCliObject,
  ZEvaluateCliInput,
  ZFormulateCliObjective,
  ZFormulateCliRoughagePercent,
  ZFinanceCliOptions,
  ZPredictCliInput,
  ZRequirementsCliWrapped,
  ZSupplementCliInput,
  ZSupplementCliProtein,
} from './cli-inputs';
export type { TCliFieldError, TCliPathStyle, TPredictCliInput } from './cli-inputs';
export { SIGNATURE_SCHEME, PUBLIC_REQUEST_KEY, SIGNING_HEADERS, canonicalRequest } from './request-signing';
export type { SignedParts } from './request-signing';
