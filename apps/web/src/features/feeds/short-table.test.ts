import type { TFeed, TFeedType } from '@cocho/contracts';
import { describe, expect, it } from 'vitest';
import { createTestFeed } from '../../testing/test-feed';
import { csvCell } from '../../export/csv';
import { buildCsv, filterFeeds, sortFeeds } from './short-table';
import { foldText, orderedCategories, toTableFeeds } from '../../catalogue/feed-search';
import type { ExportLabels } from './short-table';
import type { TableFeed } from '../../catalogue/feed-search';

function feed(
  id: string,
  name: string,
  tipo: number,
  nutrientes: TFeed['nutrientes'],
  extra: Partial<TFeed> = {},
): TFeed {
  return createTestFeed({ id, tipo, name, nutrientes, fonte: 'NASEM (2021)', ...extra });
}

const type = (id: number, ordem: number | null): TFeedType => ({
  id,
  nome: `Tipo ${id}`,
  nome_ingles: `Type ${id}`,
  nome_espanhol: `Tipo ${id}`,
  volumoso: [0, 1, 6, 7].includes(id),
  ordem,
});

const FEEDS: TableFeed[] = toTableFeeds({
  catalogue: [
    feed('1', 'Milho moído', 3, { PB: 8.5, NDT: 88 }, { name_en: 'Ground corn' }),
    feed('2', 'Silagem de milho', 1, { PB: 7.7, NDT: 68.8 }),
    feed('3', 'Açúcar', 3, { NDT: 91 }),
    feed('4', 'Farelo de soja', 2, { PB: 52.6 }),
  ],
  company: [feed('EMP|1', 'Núcleo', 4, { PB: 30 }), feed('EMP|2', 'Oculto', 4, {}, { EXCLUIDO: 1 })],
  user: [feed('USR|1', 'Meu milho', 3, { PB: 9 })],
});

const LABELS: ExportLabels = {
  name: 'Alimento',
  category: 'Categoria',
  source: 'Fonte',
  nutrient: (key) => `${key} (%)`,
  categoryName: (category) => `Cat ${category}`,
};

describe('toTableFeeds', () => {
  it('files user feeds under 999 and company feeds under 998, leaving hidden ones out', () => {
    expect(FEEDS.map((item) => [item.feed.id, item.category])).toEqual([
      ['1', 3],
      ['2', 1],
      ['3', 3],
      ['4', 2],
      ['EMP|1', 998],
      ['USR|1', 999],
    ]);
  });
});

describe('orderedCategories', () => {
  it('keeps the display order and skips categories without one', () => {
    const types = [type(2, 4), type(6, 0), type(5, null), type(1, 1), type(3, 3), type(7, 2)];
    expect(orderedCategories(types).map((item) => item.id)).toEqual([6, 1, 7, 3, 2]);
  });
});

describe('filterFeeds', () => {
  it('finds every word in any name, ignoring case and accents', () => {
    expect(foldText('Açúcar MOÍDO')).toBe('acucar moido');
    expect(filterFeeds(FEEDS, { search: 'milho', category: null }).map((item) => item.feed.id)).toEqual([
      '1',
      '2',
      'USR|1',
    ]);
    expect(filterFeeds(FEEDS, { search: 'acucar', category: null }).map((item) => item.feed.id)).toEqual([
      '3',
    ]);
    expect(filterFeeds(FEEDS, { search: 'ground', category: null }).map((item) => item.feed.id)).toEqual([
      '1',
    ]);
    expect(
      filterFeeds(FEEDS, { search: 'milho silagem', category: null }).map((item) => item.feed.id),
    ).toEqual(['2']);
  });

  it('filters by category', () => {
    expect(filterFeeds(FEEDS, { search: 'milho', category: 3 }).map((item) => item.feed.id)).toEqual(['1']);
    expect(filterFeeds(FEEDS, { search: '', category: 999 }).map((item) => item.feed.id)).toEqual(['USR|1']);
  });
});

describe('sortFeeds', () => {
  const order = new Map([
    [1, 1],
    [3, 3],
    [2, 4],
    [998, 9],
    [999, 8],
  ]);

  it('sorts by a nutrient with missing values last, both directions', () => {
    const ascending = sortFeeds(FEEDS, { key: 'PB', direction: 'asc' }, 'pt', order).map(
      (item) => item.feed.id,
    );
    expect(ascending).toEqual(['2', '1', 'USR|1', 'EMP|1', '4', '3']);
    const descending = sortFeeds(FEEDS, { key: 'PB', direction: 'desc' }, 'pt', order).map(
      (item) => item.feed.id,
    );
    expect(descending).toEqual(['4', 'EMP|1', 'USR|1', '1', '2', '3']);
  });

  it('sorts by name with the language collation and by category order', () => {
    expect(sortFeeds(FEEDS, { key: 'name', direction: 'asc' }, 'pt', order)[0]?.feed.name).toBe('Açúcar');
    const byCategory = sortFeeds(FEEDS, { key: 'category', direction: 'asc' }, 'pt', order).map(
      (item) => item.feed.id,
    );
    expect(byCategory).toEqual(['2', '3', '1', '4', 'USR|1', 'EMP|1']);
  });
});

describe('buildCsv', () => {
  it('uses semicolons, the language decimal separator and a BOM', () => {
    const csv = buildCsv(FEEDS.slice(0, 2), ['PB', 'NDT'], 'pt', LABELS);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Alimento;Categoria;PB (%);NDT (%);Fonte',
      'Milho moído;Cat 3;8,5;88;NASEM (2021)',
      'Silagem de milho;Cat 1;7,7;68,8;NASEM (2021)',
      '',
    ]);
    const english = buildCsv(FEEDS.slice(0, 1), ['PB'], 'en', LABELS);
    expect(english).toContain('Ground corn;Cat 3;8.5;NASEM (2021)');
  });

  it('quotes cells with separators and defuses formulas', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "x"')).toBe('"say ""x"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('plain')).toBe('plain');
  });
});
