import { describe, expect, it } from 'vitest';
import { niceTicks } from './nice-ticks';

describe('niceTicks', () => {
  it('covers the range with round steps', () => {
    expect(niceTicks(0, 10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(0.3, 2.5)).toEqual([0, 0.5, 1, 1.5, 2, 2.5]);
    expect(niceTicks(-130, 460)).toEqual([-200, 0, 200, 400, 600]);
  });

  it('pads a single value so the axis still has a span', () => {
    const ticks = niceTicks(50, 50);
    expect(ticks[0]).toBeLessThanOrEqual(45);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(55);
    expect(niceTicks(0, 0)).toEqual([-1, -0.5, 0, 0.5, 1]);
  });
});
