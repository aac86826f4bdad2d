import { describe, expect, it } from 'vitest';
import { roughageTdnFromNdf } from './forage-tdn';

describe('roughageTdnFromNdf (Cappelle et al. 2001, roughages: TDN = 83.79 − 0.4171 × NDF)', () => {
  it('gives the equation’s values: the intercept at 0 NDF and 0.4171 TDN points less per NDF point', () => {
    // Hand-computed from the published coefficients: 83.79 − 0.4171 × 60 = 58.764;
    // 83.79 − 0.4171 × 79.8 = 50.505 (the Coastcross of the evaluation table).
    expect(roughageTdnFromNdf(60)).toBeCloseTo(58.764, 6);
    expect(roughageTdnFromNdf(79.8)).toBeCloseTo(50.50542, 6);
    expect(roughageTdnFromNdf(70)! - roughageTdnFromNdf(71)!).toBeCloseTo(0.4171, 9);
  });

  it('reads a high-NDF tropical grass below its in vitro DM digestibility', () => {
    // Coastcross, R. Bras. Zootec. 2009 (SciELO S1516-35982009000100018): 79.8 % NDF, 62.3 % IVDMD.
    expect(roughageTdnFromNdf(79.8)!).toBeLessThan(62.3);
  });

  it('refuses NDF that is not a roughage composition', () => {
    expect(roughageTdnFromNdf(0)).toBeNull();
    expect(roughageTdnFromNdf(-5)).toBeNull();
    expect(roughageTdnFromNdf(101)).toBeNull();
    expect(roughageTdnFromNdf(Number.NaN)).toBeNull();
  });
});
