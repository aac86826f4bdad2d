/**
 * The zod schemas of the abilities, profiles and feature flags (docs/product/shell.md#roles), apart from their constants
 * (abilities.ts, feature-flags.ts): the web's first screen needs the constants but not zod, and a module
 * it imports goes whole into its first chunk (docs/decisions/first-screen-budget.md).
 */
import { z } from 'zod';
import { ABILITIES, PROFILES } from './abilities';
import type { Profile } from './abilities';
import { GLOBAL_FLAGS } from './feature-flags';
import type { GlobalFlag } from './feature-flags';

export const ZAbility = z.enum(ABILITIES);
export const ZProfile = z.enum(PROFILES);
export const ZGlobalFlag = z.enum(GLOBAL_FLAGS);

export const ZFeatureFlags = z.object({
  global: z.object(
    Object.fromEntries(GLOBAL_FLAGS.map((flag) => [flag, z.boolean()])) as Record<GlobalFlag, z.ZodBoolean>,
  ),
  profiles: z.object(
    Object.fromEntries(PROFILES.map((profile) => [profile, z.array(ZAbility)])) as Record<
      Profile,
      z.ZodArray<typeof ZAbility>
    >,
  ),
});
