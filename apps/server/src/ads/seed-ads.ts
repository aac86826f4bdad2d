/**
 * House ads (idempotent by chave_seed): one per language inviting to try premium free for 7 days, linking to
 * the trial's page, /ativacao-teste (docs/product/shell.md#ad; idioma 0 pt, 1 en, 2 es; default skip delay 30 s). They
 * once linked to the plans (/seja-premium), which never mention the trial: a house ad still
 * pointing there is moved.
 */
import { DEFAULT_AD_SKIP_SECONDS } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertMissingSeedAds, moveSeedAdLinks } from './repository';

/** Where the house ads' "7 days free" leads. */
export const HOUSE_AD_LINK = '/ativacao-teste';
const OLD_HOUSE_AD_LINK = '/seja-premium';

const HOUSE_ADS = [
  { chave_seed: 'premium_pt', idioma: 0, titulo: 'Experimente o Cocho Premium: 7 dias grátis' },
  { chave_seed: 'premium_en', idioma: 1, titulo: 'Try Cocho Premium: 7 days free' },
  { chave_seed: 'premium_es', idioma: 2, titulo: 'Pruebe Cocho Premium: 7 días gratis' },
] as const;

export async function seedAds(db: Kysely<Database>, now: string): Promise<number> {
  await moveSeedAdLinks(
    db,
    HOUSE_ADS.map((ad) => ad.chave_seed),
    OLD_HOUSE_AD_LINK,
    HOUSE_AD_LINK,
  );
  return insertMissingSeedAds(
    db,
    HOUSE_ADS.map((ad) => ({
      ...ad,
      link: HOUSE_AD_LINK,
      youtube_src: null,
      img_src: null,
      tempo_pular: DEFAULT_AD_SKIP_SECONDS,
      ativo: 1,
      created_at: now,
    })),
  );
}
