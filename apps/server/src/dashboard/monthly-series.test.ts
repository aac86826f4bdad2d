import { describe, expect, it } from 'vitest';
import { aggregateMonthly, chartCurrencyOf } from './monthly-series';

describe('aggregateMonthly', () => {
  it('averages each value over the month diets that have it, oldest month first', () => {
    const points = aggregateMonthly(
      [
        { month: '2025-03', expectedAdgKg: 1.2, observedAdgKg: null, costPerDay: 9, currency: 'BRL' },
        { month: '2025-01', expectedAdgKg: 1.3, observedAdgKg: 1.1, costPerDay: 7.5, currency: 'BRL' },
        { month: '2025-01', expectedAdgKg: 1.5, observedAdgKg: null, costPerDay: 8.5, currency: 'BRL' },
        { month: '2025-01', expectedAdgKg: null, observedAdgKg: 1.4, costPerDay: null, currency: 'BRL' },
      ],
      'BRL',
    );
    expect(points.map((point) => point.mes)).toEqual(['2025-01', '2025-03']);
    const [january, march] = points;
    expect(january?.dietas).toBe(3);
    // (1.3 + 1.5) / 2 = 1.4; (1.1 + 1.4) / 2 = 1.25; (7.5 + 8.5) / 2 = 8.
    expect(january?.gmd_esperado).toBeCloseTo(1.4, 9);
    expect(january?.gmd_observado).toBeCloseTo(1.25, 9);
    expect(january?.custo_dia).toBeCloseTo(8, 9);
    expect(march).toEqual({
      mes: '2025-03',
      dietas: 1,
      gmd_esperado: 1.2,
      gmd_observado: null,
      custo_dia: 9,
      moeda: 'BRL',
      outras_moedas: 0,
    });
  });

  it('answers no points for no diets', () => {
    expect(aggregateMonthly([], 'BRL')).toEqual([]);
  });

  it('averages costs only within one currency and counts the diets left out', () => {
    const diets = [
      { month: '2025-01', expectedAdgKg: 1, observedAdgKg: null, costPerDay: 8, currency: 'BRL' as const },
      {
        month: '2025-01',
        expectedAdgKg: 1,
        observedAdgKg: null,
        costPerDay: 12_000,
        currency: 'PYG' as const,
      },
      {
        month: '2025-01',
        expectedAdgKg: 1,
        observedAdgKg: null,
        costPerDay: 14_000,
        currency: 'PYG' as const,
      },
    ];
    // Most diets with a cost are in guaraníes: the line is drawn in guaraníes, the real diet apart.
    expect(chartCurrencyOf(diets, null)).toBe('PYG');
    expect(aggregateMonthly(diets, 'PYG')[0]).toMatchObject({
      custo_dia: 13_000,
      moeda: 'PYG',
      outras_moedas: 1,
    });
    // The account's currency, when chosen, decides.
    expect(chartCurrencyOf(diets, 'BRL')).toBe('BRL');
    expect(aggregateMonthly(diets, 'BRL')[0]).toMatchObject({ custo_dia: 8, moeda: 'BRL', outras_moedas: 2 });
    expect(chartCurrencyOf([], null)).toBe('BRL');
  });
});
