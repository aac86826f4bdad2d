/**
 * compartilhar/link/abrir: the record of a public link, read-only, for anyone holding the link (no sign-in).
 * Every failure answers SHARE_LINK_INVALID, so a link says nothing about other records.
 */
import type { TDietMode, TDietRecord } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { readDietRecord } from '../../diets/diet-record';
import { appError } from '../../errors';
import { isShareLinkValid, shareLinkSecretOf } from '../share-link';
import { getSharedRecordRow } from '../repository';

export async function openShareLink(
  db: Kysely<Database>,
  config: AppConfig,
  input: { did: number; assinatura: string },
  now: Date,
): Promise<{ id: number; modo: TDietMode; dieta: TDietRecord; somenteLeitura: true }> {
  const secret = await shareLinkSecretOf(db, config, now);
  if (!isShareLinkValid(secret, input.did, input.assinatura, now)) throw appError('SHARE_LINK_INVALID');
  const row = await getSharedRecordRow(db, input.did);
  if (!row) throw appError('SHARE_LINK_INVALID');
  return {
    id: row.id,
    modo: row.modo === 'PD' ? 'PD' : 'FD',
    dieta: readDietRecord(row),
    somenteLeitura: true,
  };
}
