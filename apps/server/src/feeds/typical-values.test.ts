import { describe, expect, it } from 'vitest';
import { outsideTypical, typicalValues } from './typical-values';

describe('typicalValues', () => {
  it('gives count, extremes and the quartiles of definition 7 (R default) per nutrient', () => {
    // R: quantile(c(1, 2, 3, 4, 10), c(.25, .5, .75)) = 2, 3, 4
    const typical = typicalValues([1, 2, 3, 4, 10].map((PB) => ({ nutrientes: { PB } })));
    expect(typical.PB).toEqual({ n: 5, minimo: 1, q1: 2, mediana: 3, q3: 4, maximo: 10 });
    // R: quantile(c(10, 20, 30, 40), c(.25, .5, .75)) = 17.5, 25, 32.5
    expect(typicalValues([10, 40, 30, 20].map((FDN) => ({ nutrientes: { FDN } }))).FDN).toMatchObject({
      q1: 17.5,
      mediana: 25,
      q3: 32.5,
    });
  });
  it('ignores missing nutrients and non-finite values', () => {
    const typical = typicalValues([{ nutrientes: { PB: 10 } }, { nutrientes: { MS: 88 } }]);
    expect(typical.PB?.n).toBe(1);
    expect(typical.MS?.n).toBe(1);
    expect(typical.FDN).toBeUndefined();
  });
});

describe('outsideTypical', () => {
  const typical = typicalValues([8, 9, 10, 11, 12].map((PB) => ({ nutrientes: { PB, MS: 88 } })));
  it('marks values beyond Q1 − 1.5 IQR and Q3 + 1.5 IQR', () => {
    // Q1 9, Q3 11, IQR 2: fences 6 and 14.
    expect(outsideTypical({ PB: 14 }, typical)).toEqual([]);
    expect(outsideTypical({ PB: 14.1 }, typical)).toEqual(['PB']);
    expect(outsideTypical({ PB: 5.9, MS: 88 }, typical)).toEqual(['PB']);
    expect(outsideTypical({ MS: 20 }, typical)).toEqual(['MS']);
  });
  it('judges nothing with fewer than four catalogue feeds or no catalogue value', () => {
    const few = typicalValues([10, 11, 12].map((PB) => ({ nutrientes: { PB } })));
    expect(outsideTypical({ PB: 90 }, few)).toEqual([]);
    expect(outsideTypical({ FDN: 90 }, typical)).toEqual([]);
  });
});
