import { describe, expect, it } from 'vitest';
import {
  calculateDeFromTdn,
  calculateDigestibleNdf,
  calculateDigestibleProtein,
  calculateMeFromDe,
  calculateTdnFromComposition,
  NRC_2001_DIGESTIBLE_NDF,
} from './energy-from-composition';

// NASEM (2021) feed library, "Corn silage, typical" (apps/server/src/feeds/seed-data/nasem-2021-starter.csv, NASEM2021:48).
const CORN_SILAGE = { PB: 7.707, FDN: 40.931, EE: 2.916, MM: 3.843, lignina: 3.054 };

function expectOk(result: ReturnType<typeof calculateTdnFromComposition>) {
  if (!result.ok) throw new Error(`missing ${result.missing.join(',')}`);
  return result.value;
}

describe('calculateTdnFromComposition', () => {
  it('matches the hand-computed summative TDN of corn silage with the BR-CORTE growing parameters', () => {
    // NFC = 100 − (7.707 + 40.931 + 2.916 + 3.843) = 44.603; tdNFC = 0.98 × 44.603 = 43.711;
    // dNDF = 0.835 × (40.931 − 3.054) × (1 − (3.054/40.931)^0.85) = 28.144; tdFA = 1.916;
    // TDN = 7.707 + 43.711 + 28.144 + 2.25 × 1.916 − 7 = 76.873.
    const value = expectOk(calculateTdnFromComposition(CORN_SILAGE));
    expect(value.nfcPercentDm).toBeCloseTo(44.603, 3);
    expect(value.parts.dNdfPercentDm).toBeCloseTo(28.1443, 3);
    expect(value.parts.tdFaPercentDm).toBeCloseTo(1.916, 6);
    expect(value.tdnPercentDm).toBeCloseTo(76.8732, 3);
    expect(value.isNfcClamped).toBe(false);
  });

  it('uses 0.67 for lactating cows and the NRC 2001 parameters when asked', () => {
    const cow = expectOk(calculateTdnFromComposition(CORN_SILAGE, { cattleClass: 'lactating-cow' }));
    expect(cow.tdnPercentDm).toBeCloseTo(71.3118, 3);
    const nrc = expectOk(
      calculateTdnFromComposition(CORN_SILAGE, { digestibleNdf: NRC_2001_DIGESTIBLE_NDF }),
    );
    expect(nrc.parts.dNdfPercentDm).toBeCloseTo(23.3773, 3);
    expect(nrc.tdnPercentDm).toBeCloseTo(72.1063, 3);
  });

  it('comes close to the NRC 2001-type TDN of solvent soybean meal (RuFaS table: 81.39)', () => {
    const value = expectOk(
      calculateTdnFromComposition({ PB: 52.644, FDN: 11.065, EE: 1.815, MM: 7.237, lignina: 1.084 }),
    );
    expect(value.tdnPercentDm).toBeCloseTo(81.349, 2);
    expect(Math.abs(value.tdnPercentDm - 81.39)).toBeLessThan(1);
  });

  it('uses a given CNF instead of deriving it from ash', () => {
    const withCnf = expectOk(calculateTdnFromComposition({ ...CORN_SILAGE, MM: undefined, CNF: 40 }));
    expect(withCnf.nfcPercentDm).toBe(40);
    const derived = expectOk(calculateTdnFromComposition(CORN_SILAGE));
    expect(derived.tdnPercentDm - withCnf.tdnPercentDm).toBeCloseTo(0.98 * 4.603, 6);
  });

  it('names every missing input', () => {
    const result = calculateTdnFromComposition({ PB: 10, FDN: 50 });
    expect(result).toEqual({ ok: false, missing: ['EE', 'lignina', 'MM'] });
  });

  it('clamps a negative NFC to 0 and says so', () => {
    const value = expectOk(calculateTdnFromComposition({ PB: 60, FDN: 40, EE: 5, MM: 10, lignina: 2 }));
    expect(value.isNfcClamped).toBe(true);
    expect(value.parts.tdNfcPercentDm).toBe(0);
  });

  it('falls when lignin rises and rises with fat (metamorphic)', () => {
    const base = expectOk(calculateTdnFromComposition(CORN_SILAGE)).tdnPercentDm;
    const moreLignin = expectOk(calculateTdnFromComposition({ ...CORN_SILAGE, lignina: 6 })).tdnPercentDm;
    expect(moreLignin).toBeLessThan(base);
    // Fat replacing NFC: +1 % EE gives +2.25 − 0.98 TDN points.
    const moreFat = expectOk(
      calculateTdnFromComposition({ ...CORN_SILAGE, EE: CORN_SILAGE.EE + 1 }),
    ).tdnPercentDm;
    expect(moreFat - base).toBeCloseTo(2.25 - 0.98, 9);
  });

  it('treats feeds without fibre as having no digestible NDF', () => {
    const sugar = expectOk(calculateTdnFromComposition({ PB: 0, FDN: 0, EE: 0, MM: 0, lignina: 0 }));
    // Sugar: 0.98 × 100 − 7 = 91.
    expect(sugar.tdnPercentDm).toBeCloseTo(91, 9);
  });
});

describe('calculateDigestibleNdf', () => {
  it('is 0 when lignin is not below NDF, and (NDF − L) × k when lignin is 0', () => {
    expect(calculateDigestibleNdf(10, 12, NRC_2001_DIGESTIBLE_NDF)).toBe(0);
    expect(calculateDigestibleNdf(40, 0, NRC_2001_DIGESTIBLE_NDF)).toBeCloseTo(30, 9);
  });
});

describe('calculateDigestibleProtein', () => {
  it('follows NRC 2001 eq. 2-2a and 2-2b', () => {
    expect(calculateDigestibleProtein(20, 2, 'forage')).toBeCloseTo(20 * Math.exp(-0.12), 9);
    expect(calculateDigestibleProtein(20, 2, 'concentrate')).toBeCloseTo(20 * 0.96, 9);
    expect(calculateDigestibleProtein(20, 0, 'forage')).toBe(20);
  });
});

describe('DE and ME', () => {
  it('DE = TDN × 0.04409 and ME = 0.9455 × DE − 0.3032', () => {
    expect(calculateDeFromTdn(100)).toBeCloseTo(4.409, 9);
    const de = calculateDeFromTdn(76.8732);
    expect(de).toBeCloseTo(3.38934, 4);
    expect(calculateMeFromDe(de)).toBeCloseTo(2.90142, 4);
    expect(calculateMeFromDe(de, 'nrc-2000')).toBeCloseTo(2.77926, 4);
  });

  it('never gives a negative ME', () => {
    expect(calculateMeFromDe(0)).toBe(0);
  });
});
