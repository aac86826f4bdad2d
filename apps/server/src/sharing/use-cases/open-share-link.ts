/**
 * compartilhar/link/abrir: the record of a public link, read-only, for anyone holding the link (no sign-in).
 * The link must be signed, unexpired and not revoked, and a link made by a recipient needs the share it came
 * from still in force and allowing to share. The answer shows the record without what stays private: its
 * notes (`obs`), the owner's id, the consultant's client and the lifecycle's comment, with the client's view
 * of it (`publico`: public-view.ts; docs/decisions/sharing.md, public-share-link.md). Every failure
 * answers SHARE_LINK_INVALID, so a link says nothing about other records.
 */
import { toDietMode } from '@cocho/contracts';
import type { TDietMode, TDietRecord, TPublicDietView } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { readDietRecord } from '../../diets/diet-record';
import { appError } from '../../errors';
import { buildPublicView, toPublicRecord } from '../public-view';
import { readShareLink, shareLinkSecretOf } from '../share-link';
import { getShareById, getShareLinkById, getSharedRecordRow } from '../repository';
import type { ShareLinkRow } from '../repository';

/** Whether link `link` opens at `now` (its own state and the share it came from). */
export async function isShareLinkLive(db: Kysely<Database>, link: ShareLinkRow, now: Date): Promise<boolean> {
  if (link.revoked_at !== null || Date.parse(link.expires_at) <= now.getTime()) return false;
  if (link.id_compartilhamento === null) return true;
  const share = await getShareById(db, link.id_compartilhamento);
  return (
    share !== undefined &&
    share.status === 1 &&
    share.id_pessoa === link.criado_por &&
    share.pode_ler === 1 &&
    share.pode_compartilhar === 1
  );
}

export async function openShareLink(
  db: Kysely<Database>,
  config: AppConfig,
  input: { did: number; assinatura: string },
  now: Date,
): Promise<{
  id: number;
  modo: TDietMode;
  dieta: TDietRecord;
  somenteLeitura: true;
  publico: TPublicDietView;
}> {
  const secret = await shareLinkSecretOf(db, config, now);
  const linkId = readShareLink(secret, input.did, input.assinatura, now);
  if (linkId === null) throw appError('SHARE_LINK_INVALID');
  const link = await getShareLinkById(db, linkId);
  if (!link || link.id_dieta !== input.did || !(await isShareLinkLive(db, link, now)))
    throw appError('SHARE_LINK_INVALID');
  const row = await getSharedRecordRow(db, input.did);
  if (!row) throw appError('SHARE_LINK_INVALID');
  const record = toPublicRecord(readDietRecord(row), row.id);
  return {
    id: row.id,
    modo: toDietMode(row.modo),
    dieta: record,
    somenteLeitura: true,
    publico: buildPublicView(record, toDietMode(row.modo)),
  };
}
