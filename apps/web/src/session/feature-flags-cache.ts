/**
 * The feature flags kept in local storage (spec 01 §6): the last answer of flags/get, read at start so the
 * shell does not wait for the server; the defaults until the first answer.
 */
import { DEFAULT_FEATURE_FLAGS, ZFeatureFlags } from '@cocho/contracts';
import type { TFeatureFlags } from '@cocho/contracts';
import { STORAGE_KEYS } from '../storage/storage-keys';

export function readCachedFlags(storage: Pick<Storage, 'getItem'> = localStorage): TFeatureFlags {
  const text = storage.getItem(STORAGE_KEYS.featureFlags);
  if (!text) return DEFAULT_FEATURE_FLAGS;
  try {
    const parsed = ZFeatureFlags.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_FEATURE_FLAGS;
  } catch {
    return DEFAULT_FEATURE_FLAGS;
  }
}

export function storeFlags(flags: TFeatureFlags, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(STORAGE_KEYS.featureFlags, JSON.stringify(flags));
}
