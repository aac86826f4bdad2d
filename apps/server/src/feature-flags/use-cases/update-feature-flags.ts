/**
 * adm/flags/update: stores every global flag and every profile's full ability list (one row per profile
 * and ability, granted or not), then answers the flags in force. The administrator profile's list is not
 * stored (administrators keep every ability); `administration` for any other profile is refused.
 */
import { recordAudit } from '../../audit/record-audit';
import { ABILITIES, GLOBAL_FLAGS, PROFILES } from '@cocho/contracts';
import type { TFeatureFlags } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { readFeatureFlags } from '../read-feature-flags';
import { saveFlags } from '../repository';

export async function updateFeatureFlags(
  db: Kysely<Database>,
  flags: TFeatureFlags,
  now: Date,
  actorUserId: number,
): Promise<TFeatureFlags> {
  const misplaced = PROFILES.filter(
    (profile) => profile !== 'administrator' && flags.profiles[profile].includes('administration'),
  );
  if (misplaced.length > 0)
    throw appError(
      'VALIDATION_FAILED',
      misplaced.map((profile) => ({ field: `profiles.${profile}`, code: 'administration_only' })),
    );
  await saveFlags(
    db,
    {
      global: GLOBAL_FLAGS.map((nome) => ({ nome, ativo: flags.global[nome] ? 1 : 0 })),
      profiles: PROFILES.filter((profile) => profile !== 'administrator').flatMap((perfil) =>
        ABILITIES.map((habilidade) => ({
          perfil,
          habilidade,
          concedida: flags.profiles[perfil].includes(habilidade) ? 1 : 0,
        })),
      ),
    },
    now.toISOString(),
  );
  await recordAudit(db, {
    action: 'feature_flags_updated',
    at: now,
    actorUserId,
    detail: { global: flags.global },
  });
  return readFeatureFlags(db);
}
