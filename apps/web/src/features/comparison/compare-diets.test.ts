import { describe, expect, it } from 'vitest';
import type { TDietRecord } from '@cocho/contracts';
import { buildFixtureReport } from '../../export/testing/diet-fixture';
import { compareCompositions } from './compare-compositions';
import { comparedDietFromRecord, compareDiets, firstFeedRow, toComparedDiet } from './compare-diets';
import type { ComparedDiet } from './compare-diets';

const cheap = toComparedDiet('a', buildFixtureReport('pt'));
const costly: ComparedDiet = {
  ...toComparedDiet('b', buildFixtureReport('pt', { impossible: true })),
  name: 'Dieta B',
};

describe('compareDiets', () => {
  it('puts cost, intake and main nutrients side by side and marks the cheapest diet', () => {
    const rows = compareDiets([cheap, costly]);
    const cost = rows.find((row) => row.id === 'cost');
    expect(cost?.values[0]).toBeCloseTo(38 / 15, 9);
    expect(cost?.values[1]).toBeGreaterThan(38 / 15);
    expect(cost?.best).toBe(0);
    const protein = rows.find((row) => row.requirement === 'PB');
    expect(protein?.values[0]).toBeCloseTo(1200, 4);
    expect(protein?.values[1]).toBeCloseTo(5000, 4);
    // TDN is supplied though not required: (28/3 × 65 + 2/3 × 80) / 100 = 6,6 kg a day.
    expect(rows.find((row) => row.requirement === 'NDT')?.values[0]).toBeCloseTo(6.6, 6);
    // Nothing supplies metabolizable protein: no row.
    expect(rows.some((row) => row.requirement === 'PM')).toBe(false);
  });

  it('lists every feed of any diet, with no amount where a diet lacks it', () => {
    const only: ComparedDiet = { ...costly, feeds: costly.feeds.filter((feed) => feed.id === 'B') };
    const rows = compareDiets([cheap, only]);
    const feeds = rows.slice(firstFeedRow(rows));
    expect(feeds.map((row) => row.label)).toEqual(['Silagem de milho', 'Farelo de soja']);
    expect(feeds[0]?.values[1]).toBeNull();
    expect(feeds[0]?.values[0]).toBeCloseTo(56 / 3, 6);
  });

  it('reads a saved record: amounts from resultado, nutrients from the stored engine result', () => {
    const record = {
      nome: 'Salva',
      id: 7,
      custo: 3.5,
      alimentos_selecionados: [
        {
          id: 'A',
          tipo: 6,
          name: 'Silagem de milho',
          name_en: 'Corn silage',
          name_es: null,
          volumoso: true,
          nutrientes: {},
        },
      ],
      resultado: [{ id: 'A', MN: 20, MNprop: 100, MS: 10, MSprop: 100, CUSTO: 3.5, totalRacao: 1000 }],
      resultado_simplex: { status: 'otima', nutrients: { PB: 1000, CMS: 10 }, roughagePercent: 100 },
    } as unknown as TDietRecord;
    const diet = comparedDietFromRecord(record, 'en');
    expect(diet).toMatchObject({
      id: '7',
      name: 'Salva',
      status: 'otima',
      costPerDay: 3.5,
      dryMatterIntakeKg: 10,
      asFedIntakeKg: 20,
      roughagePercent: 100,
      nutrients: { PB: 1000, CMS: 10 },
      feeds: [{ id: 'A', name: 'Corn silage', asFedKg: 20, dryMatterPercent: 100 }],
    });
  });
});

describe('compareCompositions', () => {
  it('one row per nutrient any feed has, highest and lowest marked', () => {
    const comparison = compareCompositions(
      [
        { id: 'a', name: 'Milho', nutrientes: { MS: 88, PB: 9 } },
        { id: 'b', name: 'Soja', name_en: 'Soybean meal', nutrientes: { MS: 89, PB: 46, EE: 2 } },
      ],
      'en',
    );
    expect(comparison.feeds.map((feed) => feed.name)).toEqual(['Milho', 'Soybean meal']);
    expect(comparison.rows.map((row) => row.key)).toEqual(['MS', 'PB', 'EE']);
    expect(comparison.rows[1]).toEqual({ key: 'PB', values: [9, 46], highest: 1, lowest: 0 });
    expect(comparison.rows[2]).toEqual({ key: 'EE', values: [null, 2], highest: null, lowest: null });
  });
});
