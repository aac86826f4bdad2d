/**
 * Feature flags (docs/product/shell.md#roles): global switches, and the per-profile assignment of the module abilities.
 * Stored in the database with these defaults; administrators edit them.
 */
import type { z } from 'zod';
import { ABILITIES, DEFAULT_PROFILE_ABILITIES, PROFILES } from './abilities';
import type { Ability, Profile } from './abilities';
import type { ZFeatureFlags } from './access-schemas';

/** The global switches of docs/product/shell.md#roles and docs/product/shell.md#states (ads, ad blocker, credits). */
export const GLOBAL_FLAGS = [
  'free_registration',
  'free_access',
  'blog',
  'store_hidden',
  'financial_scenarios_hidden',
  'signin_button_hidden',
  'redirect_to_site',
  'ads',
  'ad_blocker_detection',
  'credits_required',
  'free_books',
  'supplement_menu_hidden',
  // Content protections (docs/product/errors.md#shell-errors): printing, the screenshot key, right-click, text selection.
  'block_printing',
  'block_screenshot_key',
  'block_context_menu',
  'block_text_selection',
] as const;
export type GlobalFlag = (typeof GLOBAL_FLAGS)[number];

/** Defaults: open registration and free access; ads on; the behaviours the spec marks optional off. */
export const DEFAULT_GLOBAL_FLAGS: Readonly<Record<GlobalFlag, boolean>> = {
  free_registration: true,
  free_access: true,
  blog: false,
  store_hidden: true,
  financial_scenarios_hidden: false,
  signin_button_hidden: false,
  redirect_to_site: false,
  ads: true,
  ad_blocker_detection: false,
  credits_required: false,
  free_books: false,
  // docs/product/shell.md#screens: the supplement screen is "hidden by default" in the menu.
  supplement_menu_hidden: true,
  // docs/product/errors.md#shell-errors lists these blocks; off by default (docs/decisions/admin-companies-and-protections.md).
  block_printing: false,
  block_screenshot_key: false,
  block_context_menu: false,
  block_text_selection: false,
};

export type TFeatureFlags = z.infer<typeof ZFeatureFlags>;

export const DEFAULT_FEATURE_FLAGS: TFeatureFlags = {
  global: { ...DEFAULT_GLOBAL_FLAGS },
  profiles: Object.fromEntries(
    PROFILES.map((profile) => [profile, [...DEFAULT_PROFILE_ABILITIES[profile]]]),
  ) as Record<Profile, Ability[]>,
};

/** Administrators keep every ability whatever the assignment says, so nobody can lock the admin out. */
export function withAdministratorAbilities(flags: TFeatureFlags): TFeatureFlags {
  return { ...flags, profiles: { ...flags.profiles, administrator: [...ABILITIES] } };
}
