/**
 * anuncios/get: an active ad in the user's language, only to users who get ads (docs/product/shell.md#ads-state: the ads flag
 * is on and the user has no ad-free module; contracts `getsAds`), otherwise null. The 30 % draw of whether
 * to show one happens in the browser (docs/decisions/ads.md).
 */
import { getsAds } from '@cocho/contracts';
import type { TAd } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { drawActiveAd } from '../repository';

export async function getAd(db: Kysely<Database>, user: SignedInUser): Promise<TAd | null> {
  const { view, flags, today } = user.access;
  if (!getsAds(view, flags, today)) return null;
  const row = await drawActiveAd(db, view.idioma);
  if (!row) return null;
  return {
    id: row.id,
    titulo: row.titulo,
    link: row.link,
    youtube_src: row.youtube_src,
    img_src: row.img_src,
    idioma: row.idioma === 1 || row.idioma === 2 ? row.idioma : 0,
    tempo_pular: row.tempo_pular,
  };
}
