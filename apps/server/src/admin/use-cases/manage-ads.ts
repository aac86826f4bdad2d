/**
 * adm/anuncios/*: administrators list, create, change and deactivate ads (docs/product/shell.md#ad). An ad is never
 * deleted, so its clicks keep their ad; a deactivated ad is no longer drawn (ads/repository drawActiveAd).
 */
import type { TAdminAd } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { toAdminAd } from '../admin-wire';
import { findAllAds, getAdWithClicks, insertAd, updateAdRow } from '../repository';
import { auditAdminRead } from './audit-admin-read';

export type AdFields = {
  titulo: string;
  link: string;
  youtube_src: string | null;
  img_src: string | null;
  idioma: 0 | 1 | 2;
  tempo_pular: number;
};

async function answerAd(db: Kysely<Database>, id: number): Promise<{ data: TAdminAd }> {
  const row = await getAdWithClicks(db, id);
  if (!row) throw appError('NOT_FOUND');
  return { data: toAdminAd(row) };
}

export async function findAdminAds(
  db: Kysely<Database>,
  adminId: number,
  now: Date,
): Promise<{ data: TAdminAd[] }> {
  const rows = await findAllAds(db);
  await auditAdminRead(db, { adminId, call: 'adm/anuncios/list', now });
  return { data: rows.map(toAdminAd) };
}

export async function createAd(
  db: Kysely<Database>,
  adminId: number,
  fields: AdFields,
  now: Date,
): Promise<{ data: TAdminAd }> {
  const id = await insertAd(db, { ...fields, ativo: 1, chave_seed: null, created_at: now.toISOString() });
  await recordAudit(db, { action: 'ad_created', at: now, actorUserId: adminId, detail: { anuncio: id } });
  return answerAd(db, id);
}

export async function updateAd(
  db: Kysely<Database>,
  adminId: number,
  input: AdFields & { id: number; ativo?: boolean | undefined },
  now: Date,
): Promise<{ data: TAdminAd }> {
  const { id, ativo, ...fields } = input;
  const changes = ativo === undefined ? fields : { ...fields, ativo: ativo ? 1 : 0 };
  if (!(await updateAdRow(db, id, changes))) throw appError('NOT_FOUND');
  await recordAudit(db, { action: 'ad_updated', at: now, actorUserId: adminId, detail: { anuncio: id } });
  return answerAd(db, id);
}

export async function deactivateAd(
  db: Kysely<Database>,
  adminId: number,
  id: number,
  now: Date,
): Promise<{ data: TAdminAd }> {
  if (!(await updateAdRow(db, id, { ativo: 0 }))) throw appError('NOT_FOUND');
  await recordAudit(db, { action: 'ad_deactivated', at: now, actorUserId: adminId, detail: { anuncio: id } });
  return answerAd(db, id);
}
