import type { TSavedFeed } from '@cocho/contracts';
import { describe, expect, it } from 'vitest';
import { countFeedUse } from './feed-use';

function feed(id: string, tipo: number, name: string, volumoso = false): TSavedFeed {
  return { id, tipo, name, name_en: null, name_es: null, volumoso, nutrientes: {} };
}

const silage = feed('1', 1, 'Silagem de milho', true);
const pasture = feed('2', 6, 'Capim', true);
const corn = feed('3', 3, 'Milho grão');
const soy = feed('4', 2, 'Farelo de soja');
const urea = feed('5', 8, 'Ureia');
const hulls = feed('6', 3, 'Casca de soja', true);

describe('countFeedUse', () => {
  it('counts each feed once per diet, by group, most used first', () => {
    const groups = countFeedUse([
      { feeds: [silage, corn, soy, urea] },
      { feeds: [silage, corn, corn] },
      { feeds: [pasture, soy, hulls] },
    ]);
    expect(groups.volumosos.map((use) => [use.name, use.dietas])).toEqual([
      ['Silagem de milho', 2],
      // Ties by name: the roughage flag puts a category-3 feed among roughages.
      ['Capim', 1],
      ['Casca de soja', 1],
    ]);
    expect(groups.energeticos.map((use) => [use.name, use.dietas])).toEqual([['Milho grão', 2]]);
    expect(groups.proteicos.map((use) => [use.name, use.dietas])).toEqual([['Farelo de soja', 2]]);
  });

  it('keeps the top of each group and the first name met', () => {
    const renamed = { ...corn, name: 'Milho moído' };
    const groups = countFeedUse([{ feeds: [renamed] }, { feeds: [corn] }, { feeds: [silage] }], 1);
    expect(groups.energeticos).toEqual([{ ...groups.energeticos[0], name: 'Milho moído', dietas: 2 }]);
    expect(
      countFeedUse([{ feeds: [silage] }, { feeds: [pasture] }, { feeds: [pasture] }], 1).volumosos,
    ).toHaveLength(1);
  });
});
