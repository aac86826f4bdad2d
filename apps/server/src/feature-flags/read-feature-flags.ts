/**
 * The feature flags in force (docs/product/shell.md#roles): the stored rows over contracts DEFAULT_FEATURE_FLAGS. An absent
 * row means the default, so a new flag or ability needs no migration; rows naming a flag, profile or ability
 * that no longer exists are ignored. Administrators always keep every ability, and no other profile gets
 * `administration` (so the administrator check of auth/roles.ts reads the account alone).
 * The per-call access check reads them through a short in-process copy (`readFeatureFlagsCached`).
 */
import {
  ABILITIES,
  DEFAULT_FEATURE_FLAGS,
  GLOBAL_FLAGS,
  PROFILES,
  withAdministratorAbilities,
} from '@cocho/contracts';
import type { Ability, GlobalFlag, Profile, TFeatureFlags } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findStoredFlags } from './repository';
import type { StoredFlags } from './repository';

const isGlobalFlag = (name: string): name is GlobalFlag => (GLOBAL_FLAGS as readonly string[]).includes(name);
const isProfile = (name: string): name is Profile => (PROFILES as readonly string[]).includes(name);
const isAbility = (name: string): name is Ability => (ABILITIES as readonly string[]).includes(name);

/** The flags in force from stored rows (pure). */
export function mergeStoredFlags(stored: StoredFlags): TFeatureFlags {
  const global = { ...DEFAULT_FEATURE_FLAGS.global };
  for (const row of stored.global) if (isGlobalFlag(row.nome)) global[row.nome] = row.ativo === 1;

  const granted = new Map<Profile, Set<Ability>>(
    PROFILES.map((profile) => [profile, new Set(DEFAULT_FEATURE_FLAGS.profiles[profile])]),
  );
  for (const row of stored.profiles) {
    if (!isProfile(row.perfil) || !isAbility(row.habilidade)) continue;
    const set = granted.get(row.perfil);
    if (row.concedida === 1) set?.add(row.habilidade);
    else set?.delete(row.habilidade);
  }
  const profiles = Object.fromEntries(
    PROFILES.map((profile) => [
      profile,
      // Keep the ABILITIES order, so answers are stable.
      ABILITIES.filter(
        (ability) =>
          granted.get(profile)?.has(ability) === true &&
          (ability !== 'administration' || profile === 'administrator'),
      ),
    ]),
  ) as Record<Profile, Ability[]>;
  return withAdministratorAbilities({ global, profiles });
}

/**
 * How long one process reuses the flags it read for the per-call access check (registerCall). An
 * administrator's change through this process is seen at once (the update reads the flags again, which
 * refreshes the copy); another instance sees it within this time (docs/decisions/server-reads-at-scale.md).
 */
export const FEATURE_FLAGS_CACHE_MS = 2_000;

type CachedFlags = {
  readonly flags: Promise<TFeatureFlags>;
  readonly readAt: number;
  readonly sequence: number;
};

/** One copy per database handle (tests run several apps in one process). */
const cache = new WeakMap<Kysely<Database>, CachedFlags>();
/** Orders the reads, so a read that started before a newer one never replaces its copy. */
let nextSequence = 0;

function readAndKeep(db: Kysely<Database>): Promise<TFeatureFlags> {
  const sequence = (nextSequence += 1);
  const flags = findStoredFlags(db).then(mergeStoredFlags);
  const entry: CachedFlags = { flags, readAt: performance.now(), sequence };
  const current = cache.get(db);
  if (!current || current.sequence < sequence) cache.set(db, entry);
  // A failed read is not kept: the next call reads again.
  flags.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return flags;
}

/** The flags in force, read from the database now (and kept for `readFeatureFlagsCached`). */
export function readFeatureFlags(db: Kysely<Database>): Promise<TFeatureFlags> {
  return readAndKeep(db);
}

/**
 * The flags in force as read at most FEATURE_FLAGS_CACHE_MS ago in this process: what every authenticated
 * call's access check uses, so a call costs no flag query. Concurrent calls share one read.
 */
export function readFeatureFlagsCached(db: Kysely<Database>): Promise<TFeatureFlags> {
  const current = cache.get(db);
  if (current && performance.now() - current.readAt < FEATURE_FLAGS_CACHE_MS) return current.flags;
  return readAndKeep(db);
}

/**
 * Drops this process's copy, so the next call reads the flags again: another instance changed them
 * (published through Redis; cluster/invalidation.ts).
 */
export function forgetCachedFeatureFlags(db: Kysely<Database>): void {
  cache.delete(db);
}
