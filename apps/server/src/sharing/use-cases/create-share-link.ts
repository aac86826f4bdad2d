/**
 * compartilhar/link (spec 01 §2 public link generation): a signed read-only link to a record, valid
 * SHARE_LINK_VALID_DAYS. Who may share the record (and read it) may make one; share_with_permissions.
 */
import { SHARE_LINK_VALID_DAYS } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { requireAbility } from '../../access/require-ability';
import type { SignedInUser } from '../../access/signed-in-user';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { findRecordAccess } from '../record-access';
import { shareLinkSecretOf, signShareLink } from '../share-link';
import { getSharedRecordRow } from '../repository';

const DAY_MS = 86_400_000;

export async function createShareLink(
  db: Kysely<Database>,
  config: AppConfig,
  user: SignedInUser,
  id: number,
  now: Date,
): Promise<{ assinatura: string; expira_em: string; caminho: string }> {
  requireAbility(user, 'share_with_permissions');
  const record = await getSharedRecordRow(db, id);
  if (!record) throw appError('NOT_FOUND');
  const access = await findRecordAccess(db, user, record);
  if (!access.pode_compartilhar || !access.pode_ler) throw appError('FORBIDDEN');
  const expiresAt = new Date(now.getTime() + SHARE_LINK_VALID_DAYS * DAY_MS);
  const assinatura = signShareLink(await shareLinkSecretOf(db, config, now), record.id, expiresAt);
  const screen = record.modo === 'PD' ? '/predicao-desempenho' : '/formulacao-dieta';
  const query = new URLSearchParams({ did: String(record.id), assinatura });
  // The signature holds whole seconds: the expiry said is the one checked.
  const expiry = new Date(Math.floor(expiresAt.getTime() / 1000) * 1000);
  return { assinatura, expira_em: expiry.toISOString(), caminho: `${screen}?${query.toString()}` };
}
