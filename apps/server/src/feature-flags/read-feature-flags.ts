/**
 * The feature flags in force (spec 01 §6): the stored values over the defaults. Until the flags are stored,
 * the defaults.
 */
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TFeatureFlags } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function readFeatureFlags(_db: Kysely<Database>): Promise<TFeatureFlags> {
  return DEFAULT_FEATURE_FLAGS;
}
