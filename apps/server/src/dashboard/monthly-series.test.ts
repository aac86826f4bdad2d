import { describe, expect, it } from 'vitest';
import { aggregateMonthly } from './monthly-series';

describe('aggregateMonthly', () => {
  it('averages each value over the month diets that have it, oldest month first', () => {
    const points = aggregateMonthly([
      { month: '2025-03', expectedAdgKg: 1.2, observedAdgKg: null, costPerDay: 9 },
      { month: '2025-01', expectedAdgKg: 1.3, observedAdgKg: 1.1, costPerDay: 7.5 },
      { month: '2025-01', expectedAdgKg: 1.5, observedAdgKg: null, costPerDay: 8.5 },
      { month: '2025-01', expectedAdgKg: null, observedAdgKg: 1.4, costPerDay: null },
    ]);
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
    });
  });

  it('answers no points for no diets', () => {
    expect(aggregateMonthly([])).toEqual([]);
  });
});
