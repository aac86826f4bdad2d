/**
 * The feature flags kept in local storage (docs/product/shell.md#roles): the last answer of flags/get, read at start so the
 * shell does not wait for the server; the defaults until the first answer.
 */
import { ABILITIES, DEFAULT_FEATURE_FLAGS, GLOBAL_FLAGS, PROFILES } from '@cocho/contracts';
import type { Ability, GlobalFlag, Profile, TFeatureFlags } from '@cocho/contracts';
import { STORAGE_KEYS } from '../storage/storage-keys';

export function readCachedFlags(storage: Pick<Storage, 'getItem'> = localStorage): TFeatureFlags {
  const text = storage.getItem(STORAGE_KEYS.featureFlags);
  if (!text) return DEFAULT_FEATURE_FLAGS;
  try {
    return parseFeatureFlags(JSON.parse(text)) ?? DEFAULT_FEATURE_FLAGS;
  } catch {
    return DEFAULT_FEATURE_FLAGS;
  }
}

export function storeFlags(flags: TFeatureFlags, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(STORAGE_KEYS.featureFlags, JSON.stringify(flags));
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const KNOWN_ABILITIES: ReadonlySet<unknown> = new Set(ABILITIES);

/**
 * The contracts' `ZFeatureFlags` check written out without zod, so the first screen reads the cached flags
 * before zod loads (it comes with the first call; docs/decisions/first-screen-budget.md): every global switch
 * a boolean, every profile a list of known abilities, other keys dropped; null when anything is off.
 * feature-flags-cache.test.ts holds it to ZFeatureFlags.
 */
export function parseFeatureFlags(value: unknown): TFeatureFlags | null {
  if (!isFields(value) || !isFields(value.global) || !isFields(value.profiles)) return null;
  const global = {} as Record<GlobalFlag, boolean>;
  for (const flag of GLOBAL_FLAGS) {
    const isOn = value.global[flag];
    if (typeof isOn !== 'boolean') return null;
    global[flag] = isOn;
  }
  const profiles = {} as Record<Profile, Ability[]>;
  for (const profile of PROFILES) {
    const abilities = value.profiles[profile];
    if (!Array.isArray(abilities) || !abilities.every((ability) => KNOWN_ABILITIES.has(ability))) return null;
    profiles[profile] = [...(abilities as Ability[])];
  }
  return { global, profiles };
}
