import { describe, expect, it } from 'vitest';
import { computeAgreement } from './statistics';

describe('model-evaluation statistics (Tedeschi 2006; Lin 1989)', () => {
  it('a constant over-prediction is all mean bias', () => {
    const s = computeAgreement([1, 2, 3].map((o) => ({ observed: o, predicted: o + 0.5 })))!;
    expect(s.bias).toBeCloseTo(0.5, 12);
    expect(s.mse).toBeCloseTo(0.25, 12);
    expect(s.rmse).toBeCloseTo(0.5, 12);
    expect(s.decomposition.meanBiasShare).toBeCloseTo(1, 12);
    expect(s.decomposition.slope).toBeCloseTo(0, 12);
    expect(s.decomposition.random).toBeCloseTo(0, 12);
    expect(s.r).toBeCloseTo(1, 12);
    // ρc = 2·s_PO / (s_P² + s_O² + (P̄ − Ō)²) with population moments: s² = 2/3, s_PO = 2/3.
    expect(s.ccc).toBeCloseTo((2 * (2 / 3)) / (2 / 3 + 2 / 3 + 0.25), 12);
  });

  it('predictions twice as spread as observed: slope part, no mean bias', () => {
    const s = computeAgreement([1, 2, 3].map((o) => ({ observed: o, predicted: 2 * o - 2 })))!;
    expect(s.bias).toBeCloseTo(0, 12);
    // P − O = o − 2: errors −1, 0, 1 → MSE 2/3; s_P = 2·s_O, r = 1 → slope part (s_P − s_O)² = s_O² = 2/3.
    expect(s.mse).toBeCloseTo(2 / 3, 12);
    expect(s.decomposition.slopeShare).toBeCloseTo(1, 12);
  });

  it('the three parts add up to the MSE and CCC ≤ |r| on scattered data', () => {
    const pairs = [
      [1.2, 1.0],
      [0.8, 1.1],
      [1.5, 1.3],
      [0.4, 0.7],
      [1.9, 1.4],
      [0.9, 0.6],
    ].map(([observed, predicted]) => ({ observed: observed!, predicted: predicted! }));
    const s = computeAgreement(pairs)!;
    const d = s.decomposition;
    expect(d.meanBias + d.slope + d.random).toBeCloseTo(s.mse, 12);
    expect(d.meanBiasShare + d.slopeShare + d.randomShare).toBeCloseTo(1, 12);
    expect(Math.abs(s.ccc!)).toBeLessThanOrEqual(Math.abs(s.r!) + 1e-12);
  });

  it('no pairs: null; no variation: r null and finite parts', () => {
    expect(computeAgreement([])).toBeNull();
    const s = computeAgreement([
      { observed: 1, predicted: 2 },
      { observed: 1, predicted: 2 },
    ])!;
    expect(s.r).toBeNull();
    expect(s.ccc).toBe(0);
    expect(s.mse).toBe(1);
  });
});
