import { describe, expect, it } from 'vitest';
import { createTestFeed } from '../../testing/test-feed';
import type { SelectedFeed } from './diet-state';
import { withCurrentPrices } from './current-prices';

function selected(id: string, custo: number | null, unidade: SelectedFeed['unidade'] = 'kg'): SelectedFeed {
  const feed = {
    id,
    tipo: 3,
    name: `Feed ${id}`,
    name_en: null,
    name_es: null,
    volumoso: false,
    nutrientes: {},
  };
  return { feed, quantidade: 2, unidade, custo, minimo: '', maximo: '10', nutrientesAlterados: null };
}

describe('withCurrentPrices (re-optimise)', () => {
  it('takes the catalogue price in the same unit and keeps everything else', () => {
    const catalogue = [
      createTestFeed({ id: 'a', tipo: 3, nutrientes: {}, custo: 1.35, unidade: 'kg' }),
      createTestFeed({ id: 'b', tipo: 3, nutrientes: {}, custo: 2, unidade: 'kg' }),
      createTestFeed({ id: 'c', tipo: 3, nutrientes: {}, custo: null, unidade: 'kg' }),
    ];
    const feeds = [selected('a', 1.1), selected('b', 0.002, 'g'), selected('c', 0.9), selected('gone', 3)];
    const updated = withCurrentPrices(feeds, catalogue);
    expect(updated[0]).toEqual({ ...feeds[0], custo: 1.35 });
    // Another unit, no catalogue price, not in the catalogue: kept as saved.
    expect(updated.slice(1)).toEqual(feeds.slice(1));
  });
});
