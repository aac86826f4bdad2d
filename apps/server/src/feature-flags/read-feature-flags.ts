/**
 * The feature flags in force (spec 01 §6): the stored rows over contracts DEFAULT_FEATURE_FLAGS. An absent
 * row means the default, so a new flag or ability needs no migration; rows naming a flag, profile or ability
 * that no longer exists are ignored. Administrators always keep every ability, and no other profile gets
 * `administration` (so the administrator check of auth/roles.ts reads the account alone).
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

export async function readFeatureFlags(db: Kysely<Database>): Promise<TFeatureFlags> {
  return mergeStoredFlags(await findStoredFlags(db));
}
