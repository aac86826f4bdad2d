/**
 * Every browser storage key of the web app, in one place (docs/product/shell.md#records "Local storage keys", docs/product/calls.md#calculation-calls).
 * Persisted keys keep the product's names so that what earlier versions stored still loads.
 */
export const STORAGE_KEYS = {
  token: 'user-token',
  user: 'user',
  version: 'version',
  /** Interface language index: 0 pt, 1 en, 2 es. */
  language: 'idioma',
  cookiesAccepted: 'cookies-aceitos',
  desktop: 'desktop',
  clientToken: 'clientTokenFirebase',
  darkMode: 'dark-mode',
  deviceId: 'device-id',
  /** The page a signed-out visitor tried to open (docs/product/shell.md#access-guard). */
  lastPage: 'lastPage',
  /** Embedded mobile mode (docs/product/shell.md#layout), kept for the browser tab (session storage). */
  mobileAccess: 'mobileaccess',
  /** The consultant's selected client: its id or the stored client object. */
  client: 'cliente',
  /**
   * The feed cache (catalogue/feed-cache.ts): the server's last-update value it was loaded at, types,
   * catalogue and own feeds. Kept in IndexedDB (offline/offline-db.ts) under these names since.
   */
  feedsLastUpdate: 'lastUpdate',
  /** Cached feed types and catalogue (docs/product/shell.md#states feed cache). */
  feedTypes: 'tipos',
  feedCatalogue: 'alimentosStored',
  /** The last company and user feeds (docs/product/shell.md#records `alimentos_emp`, `alimentos`), for use offline. */
  companyFeeds: 'alimentos_emp',
  userFeeds: 'alimentos',
  /** Saved diets and predictions kept in the browser (docs/product/calls.md#calculation-calls). */
  localDiets: 'dietas_',
  localPredictions: 'predicoes_',
  /** Saved requirements tables kept in the browser (docs/decisions/saved-requirements.md). */
  localRequirements: 'exigencias_',
  /** Saved stand-alone mixes kept in the browser (docs/decisions/saved-mixes.md). */
  localMixes: 'misturas_',
  /** Unsaved work of the diet wizard and the prediction screen. */
  dietDraft: 'dieta_rascunho',
  predictionDraft: 'predicao_rascunho',
  requirementsDraft: 'exigencias_rascunho',
  mixDraft: 'mistura_rascunho',
  /** The feature flags last answered by flags/get (docs/product/shell.md#roles), used until the next answer. */
  featureFlags: 'featureFlags',
  /** Brazil's id in the country list (`paises`), for the incomplete-profile rule (docs/product/shell.md#states). */
  brazilCountryId: 'paisBrasilId',
  /**
   * The currency last chosen for a diet's prices on this device (ISO 4217): new diets start in it
   * (docs/decisions/currencies-and-purchase-units.md).
   */
  dietCurrency: 'moeda',
  /** "Later" was chosen on the birth date and sex reminder (session storage: asked again next session). */
  profileReminderPending: 'perfilPendente',
  /**
   * The signed-in user who has been shown this session's one blocking ad; cleared on logout like
   * every account key, so the next sign-in is a new session.
   */
  adShown: 'anuncioExibido',
} as const;

/**
 * Keys that survive logout: language, desktop flag, cookie acceptance and client token (docs/product/shell.md#records), plus
 * device preferences that hold no account data (docs/decisions/web-session-storage.md; the diet currency:
 * docs/decisions/currencies-and-purchase-units.md).
 */
export const SURVIVING_KEYS: readonly string[] = [
  STORAGE_KEYS.language,
  STORAGE_KEYS.desktop,
  STORAGE_KEYS.cookiesAccepted,
  STORAGE_KEYS.clientToken,
  STORAGE_KEYS.darkMode,
  STORAGE_KEYS.deviceId,
  STORAGE_KEYS.featureFlags,
  STORAGE_KEYS.brazilCountryId,
  STORAGE_KEYS.dietCurrency,
];
