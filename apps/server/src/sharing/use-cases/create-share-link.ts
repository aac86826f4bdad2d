/**
 * compartilhar/link (docs/product/shell.md#screens public link generation): a signed read-only link to a record, valid
 * SHARE_LINK_VALID_DAYS, kept as a record (share_links) so it can be listed and revoked. Who may share the
 * record (and read it) may make one; share_with_permissions. A recipient's link remembers the share that let
 * them make it and ends with it (docs/decisions/sharing.md).
 */
import { SHARE_LINK_VALID_DAYS, toDietMode } from '@cocho/contracts';
import type { TDietMode } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { requireAbility } from '../../access/require-ability';
import type { SignedInUser } from '../../access/signed-in-user';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { findRecordAccess } from '../record-access';
import { shareLinkSecretOf, signShareLink } from '../share-link';
import { getSharedRecordRow, insertShareLink } from '../repository';

const DAY_MS = 86_400_000;

/** The screen a record's link opens, by its kind. */
const SCREEN_OF_MODE: Readonly<Record<TDietMode, string>> = {
  FD: '/formulacao-dieta',
  PD: '/predicao-desempenho',
  E: '/calcula-exigencias',
  M: '/calcular-racao',
  S: '/formulacao-suplemento',
  // A comparison has no screen of its own (a dialog of my diets): its link opens the diet screen, which shows
  // it (`comparacao=1`); the public page shows any kind (docs/decisions/saved-supplements-comparisons.md).
  C: '/formulacao-dieta',
};

export async function createShareLink(
  db: Kysely<Database>,
  config: AppConfig,
  user: SignedInUser,
  id: number,
  now: Date,
): Promise<{ assinatura: string; expira_em: string; caminho: string; id: number }> {
  requireAbility(user, 'share_with_permissions');
  const record = await getSharedRecordRow(db, id);
  if (!record) throw appError('NOT_FOUND');
  const access = await findRecordAccess(db, user, record);
  // Without a share in force the record's existence is not told (NOT_FOUND, as for a missing one).
  if (!access.isOwner && access.shareId === null) throw appError('NOT_FOUND');
  if (!access.pode_compartilhar || !access.pode_ler) throw appError('FORBIDDEN');
  // The signature holds whole seconds: the expiry stored and said is the one checked.
  const expiresAt = new Date(Math.floor((now.getTime() + SHARE_LINK_VALID_DAYS * DAY_MS) / 1000) * 1000);
  const link = await insertShareLink(db, {
    id_dieta: record.id,
    criado_por: user.id,
    id_compartilhamento: access.isOwner ? null : access.shareId,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    revoked_at: null,
  });
  const assinatura = signShareLink(await shareLinkSecretOf(db, config, now), {
    linkId: link.id,
    dietId: record.id,
    expiresAt,
  });
  const modo = toDietMode(record.modo);
  const screen = SCREEN_OF_MODE[modo];
  const query = new URLSearchParams({
    // The diet screen shows a comparison instead of the wizard (docs/decisions/saved-supplements-comparisons.md).
    ...(modo === 'C' ? { comparacao: '1' } : {}),
    did: String(record.id),
    assinatura,
  });
  return {
    assinatura,
    expira_em: expiresAt.toISOString(),
    caminho: `${screen}?${query.toString()}`,
    id: link.id,
  };
}
