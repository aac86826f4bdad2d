/**
 * House ads (idempotent by chave_seed): one per language inviting to try premium, linking to /seja-premium
 * (spec 01 §3 Ad; idioma 0 pt, 1 en, 2 es; default skip delay 30 s).
 */
import { DEFAULT_AD_SKIP_SECONDS } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertMissingSeedAds } from './repository';

const HOUSE_ADS = [
  { chave_seed: 'premium_pt', idioma: 0, titulo: 'Experimente o Cocho Premium: 7 dias grátis' },
  { chave_seed: 'premium_en', idioma: 1, titulo: 'Try Cocho Premium: 7 days free' },
  { chave_seed: 'premium_es', idioma: 2, titulo: 'Pruebe Cocho Premium: 7 días gratis' },
] as const;

export async function seedAds(db: Kysely<Database>, now: string): Promise<number> {
  return insertMissingSeedAds(
    db,
    HOUSE_ADS.map((ad) => ({
      ...ad,
      link: '/seja-premium',
      youtube_src: null,
      img_src: null,
      tempo_pular: DEFAULT_AD_SKIP_SECONDS,
      ativo: 1,
      created_at: now,
    })),
  );
}
