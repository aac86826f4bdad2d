import { describe, expect, it } from 'vitest';
import { traceMineralPremixComposition } from './premix-as-feed';
import { computeTraceMineralPremix } from './trace-mineral-premix';

/** Ground corn as a carrier (NASEM 2021 feed library, corn grain ground fine: DM 86.9 %, CP 8.5 % DM). */
const CORN = { MS: 86.9, PB: 8.5, NDT: 85, Ca: 0.03, P: 0.28, Se: 0.07, Zn: 22 };

describe('the trace-mineral premix as a feed', () => {
  const premix = computeTraceMineralPremix({ Se: 2.5, Co: 6, Zn: 120, S: 4000 });
  if (!premix) throw new Error('expected a premix');
  const feed = traceMineralPremixComposition(premix, CORN);
  const dryKgPerDay = ((premix.gramsPerHeadPerDay / 1000) * feed.MS!) / 100;

  it('fed at its dose, brings back each gap it was made for (mg/day; sulfur 4 g/day)', () => {
    const cornDryKgPerDay =
      ((premix.gramsPerHeadPerDay / 1000) * (premix.carrierGramsPerKg / 1000) * 86.9) / 100;
    // mg/kg DM × kg DM/day = mg/day, minus what the corn itself carries.
    expect(feed.Se! * dryKgPerDay - 0.07 * cornDryKgPerDay).toBeCloseTo(2.5, 6);
    expect(feed.Co! * dryKgPerDay).toBeCloseTo(6, 6);
    expect(feed.Zn! * dryKgPerDay - 22 * cornDryKgPerDay).toBeCloseTo(120, 6);
    // % of DM × kg DM × 10 = g/day.
    expect(feed.S! * dryKgPerDay * 10).toBeCloseTo(4, 6);
  });

  it('is drier than its carrier and dilutes the carrier nutrients by the sources', () => {
    expect(feed.MS).toBeGreaterThan(86.9);
    expect(feed.MS).toBeLessThanOrEqual(100);
    const carrierShareOfDm = ((premix.carrierGramsPerKg / 1000) * 86.9) / feed.MS!;
    expect(feed.PB).toBeCloseTo(8.5 * carrierShareOfDm, 6);
    expect(feed.NDT).toBeCloseTo(85 * carrierShareOfDm, 6);
  });

  it('counts the calcium of calcium sulfate and the sodium of sodium selenite', () => {
    const withoutSources = 0.03 * (((premix.carrierGramsPerKg / 1000) * 86.9) / feed.MS!);
    expect(feed.Ca!).toBeGreaterThan(withoutSources);
    expect(feed.Na!).toBeGreaterThan(0);
  });
});
