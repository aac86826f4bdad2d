/**
 * The engine's built-in cow milk feed (spec 02 §3) as a catalogue feed, so a calf's diet can include it;
 * it is offered first for calves (spec 02 §4: for the dairy animal type the cow milk feed comes first).
 */
import type { TFeed, TNutrients } from '@cocho/contracts';
import { COW_MILK_FEED } from '@cocho/engine';

export const COW_MILK_CATALOGUE_FEED: TFeed = {
  id: COW_MILK_FEED.id,
  tipo: COW_MILK_FEED.tipo ?? 9,
  name: COW_MILK_FEED.name,
  name_en: COW_MILK_FEED.name_en ?? null,
  name_es: COW_MILK_FEED.name_es ?? null,
  name_sci: null,
  nutrientes: { ...COW_MILK_FEED.nutrientes } as TNutrients,
  nutrientes_originais: null,
  nutrientes_calculados: [],
  alertas: [],
  fonte: null,
  custo: null,
  unidade: 'kg',
  volumoso: false,
  EXCLUIDO: 0,
  id_alimento_pai: null,
  id_cliente: null,
  restrito: false,
  visibilidade: 'todos',
  recomendado: false,
  patrocinado: false,
  empresa: null,
  min_100: null,
  max_100: null,
  status: null,
};
