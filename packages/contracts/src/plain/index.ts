/**
 * The contracts' constants the web app's first screens (the signed-in layout, the diet wizard, the sign-in form)
 * read, in modules that import no zod and no schema module, so reading one does not load the contracts' schemas
 * (docs/decisions/first-screen-budget.md). Each is re-exported from the module that defines the records it
 * bounds, and from the package's index, as before.
 */
export { TRIAL_DAYS } from './plans';
export { USER_PROFILES, DISCOVERY_CHANNELS, readStoredUser } from './user';
export { SHARED_DIET_REDIRECT_MS } from './sharing';
export { DIET_NAME_MAX_CHARS, DIET_CYCLE_TYPES, DIET_SITUATIONS } from './diets';
export {
  NOTIFICATION_POLL_MS,
  NOTIFICATION_POLL_MAX_FAILURES,
  NOTIFICATION_BADGE_MAX,
} from './notifications';
