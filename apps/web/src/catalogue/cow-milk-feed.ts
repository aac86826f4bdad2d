/**
 * The engine's built-in cow milk feed (docs/product/calculation.md#records) as a catalogue feed, so a calf's diet can include it;
 * it is offered first for calves (docs/product/calculation.md#states: for the dairy animal type the cow milk feed comes first).
 */
import type { TFeed, TNutrients } from '@cocho/contracts';
import { COW_MILK_FEED } from '@cocho/engine';
import { feedFromSnapshot } from './feed-from-snapshot';

export const COW_MILK_CATALOGUE_FEED: TFeed = {
  ...feedFromSnapshot({
    id: COW_MILK_FEED.id,
    tipo: COW_MILK_FEED.category ?? 9,
    name: COW_MILK_FEED.name,
    name_en: COW_MILK_FEED.name_en ?? null,
    name_es: COW_MILK_FEED.name_es ?? null,
    volumoso: false,
    nutrientes: { ...COW_MILK_FEED.nutrients } as TNutrients,
  }),
  visibilidade: 'todos',
};
