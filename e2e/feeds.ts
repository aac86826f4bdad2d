import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** A feed as alimentos/getListaAlimentos and alimentos/createAlimentoUsuario send it (the fields e2e reads). */
export type CatalogueFeed = {
  id: string;
  tipo: number;
  name: string;
  name_en: string | null;
  name_es: string | null;
  volumoso: boolean;
  nutrientes: Record<string, number>;
};

/** The catalogue feeds with these Portuguese names, in this order; throws when one is missing. */
export async function catalogueFeeds(
  request: APIRequestContext,
  token: string,
  names: readonly string[],
): Promise<CatalogueFeed[]> {
  const response = await request.post('/alimentos/getListaAlimentos', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  });
  const lists = (await response.json()) as { data: { cocho: CatalogueFeed[] } };
  return names.map((name) => {
    const feed = lists.data.cocho.find((item) => item.name === name);
    if (!feed) throw new Error(`catalogue feed not found: ${name}`);
    return feed;
  });
}

/** A feed as a saved diet record keeps it in `alimentos_selecionados`. */
export const feedSnapshot = (feed: CatalogueFeed) => ({
  id: feed.id,
  tipo: feed.tipo,
  name: feed.name,
  name_en: feed.name_en,
  name_es: feed.name_es,
  volumoso: feed.volumoso,
  nutrientes: feed.nutrientes,
});

/**
 * The user's own feedlot mineral mix (the catalogue's salts are pasture salts whose P and Cu:Se do not fit a
 * corn silage, corn and soybean meal diet, see docs/decisions/mineral-salt-dry-matter.md): % of DM for
 * macro minerals, mg/kg DM for micro.
 */
export const MINERAL_MIX = {
  MS: 100,
  Ca: 22,
  P: 2,
  Mg: 3,
  Na: 14,
  S: 5,
  Co: 150,
  Cu: 1200,
  I: 120,
  Mn: 2500,
  Se: 60,
  Zn: 6000,
};

/** Creates MINERAL_MIX as the user's own feed named `name` (category 4); answers the feed the server sent. */
export async function createMineralMix(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<CatalogueFeed> {
  const response = await request.post('/alimentos/createAlimentoUsuario', {
    data: { name, tipo: 4, nutrientes: MINERAL_MIX },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: CatalogueFeed }).data;
}
