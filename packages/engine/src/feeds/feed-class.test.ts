import { describe, expect, it } from 'vitest';
import { applyDefaultInclusionCaps, classifyFeed, findDefaultMaximumPercent } from './feed-class';
import type { Feed } from './feed';

// Compositions: NASEM (2021) Nutrient Requirements of Dairy Cattle, feed library (starter-library rows).
const NASEM = {
  urea: { MS: 99, PB: 281 }, // NASEM2021:165
  ammoniumSulfate: { MS: 100, PB: 134.1, MM: 33, S: 24.1 }, // NASEM2021:221
  salt: { MS: 100, MM: 100, Na: 39.3 }, // NASEM2021:201
  limestone: { MS: 100, MM: 100, Ca: 35, Mg: 1 }, // NASEM2021:197
  dicalcium: { MS: 100, MM: 100, Ca: 22, P: 19.3 }, // NASEM2021:191
  defluorinated: { MS: 100, MM: 100, Ca: 32, P: 18, Na: 4.9 }, // NASEM2021:209
  copperSulfate: { MS: 100, MM: 100, S: 12.8, Cu: 255000 }, // NASEM2021:228
  selenite: { MS: 100, MM: 100, Na: 36.6, Se: 456000 }, // NASEM2021:245
  calciumIodate: { MS: 100, MM: 100, Ca: 10, I: 635000 }, // NASEM2021:232
  premix: { MS: 92, PB: 16, EE: 3, MM: 18, Ca: 0.8, P: 0.8, Cu: 1600, Mn: 4000, Se: 50, Zn: 4000 }, // :282
  bicarbonate: { MS: 100, MM: 100, Na: 27 }, // NASEM2021:217
  soybeanOil: { MS: 99, EE: 100 }, // NASEM2021:71
  cornSilage: { MS: 35.4, PB: 7.7, NDT: 68.8, MM: 3.8, Ca: 0.24, K: 0.99 }, // NASEM2021:48
  soybeanMeal: { MS: 89.3, PB: 52.6, NDT: 81.4, MM: 7.2, K: 2.42, S: 0.41 }, // NASEM2021:141
  wholeSoybeans: { MS: 89.1, PB: 40, NDT: 101, EE: 20.7 }, // NASEM2021:145
};

describe('classifyFeed (from composition only)', () => {
  it('names each catalogue mineral and NPN source by its class', () => {
    expect(classifyFeed(NASEM.urea)).toBe('npn');
    expect(classifyFeed(NASEM.ammoniumSulfate)).toBe('npn');
    expect(classifyFeed(NASEM.salt)).toBe('salt');
    expect(classifyFeed(NASEM.limestone)).toBe('limestone');
    expect(classifyFeed(NASEM.dicalcium)).toBe('phosphate');
    expect(classifyFeed(NASEM.defluorinated)).toBe('phosphate');
    expect(classifyFeed(NASEM.copperSulfate)).toBe('traceMineralSource');
    // Sodium selenite is 36.6 % Na and calcium iodate 10 % Ca, but they are trace sources, not salt.
    expect(classifyFeed(NASEM.selenite)).toBe('traceMineralSource');
    expect(classifyFeed(NASEM.calciumIodate)).toBe('traceMineralSource');
    // A premix (Zn 4,000 mg/kg, no energy) and a buffer are mixes, not trace sources.
    expect(classifyFeed(NASEM.premix)).toBe('mineralMix');
    expect(classifyFeed(NASEM.bicarbonate)).toBe('mineralMix');
    expect(classifyFeed(NASEM.soybeanOil)).toBe('fat');
    // A feedlot núcleo (20 % urea, 30 % limestone, 16 % salt ... per 100 kg): ash above 50 %, PB about 58 %.
    expect(classifyFeed({ MS: 97, PB: 58, MM: 62, Ca: 13.6, P: 2, Na: 6.3 })).toBe('mineralNpnSupplement');
    expect(findDefaultMaximumPercent({ MS: 97, PB: 58, MM: 62, Ca: 13.6, P: 2, Na: 6.3 })).toBe(5);
  });

  it('leaves ordinary feeds alone, and reads a user mineral without an ash value by its minerals', () => {
    expect(classifyFeed(NASEM.cornSilage)).toBeNull();
    expect(classifyFeed(NASEM.soybeanMeal)).toBeNull();
    expect(classifyFeed(NASEM.wholeSoybeans)).toBeNull();
    // A user's mineral salt typed from a label (no MM, no NDT): Ca 12 %, P 6 %, Na 13 %.
    expect(classifyFeed({ MS: 100, Ca: 12, P: 6, Na: 13, Zn: 3000 })).toBe('mineralMix');
  });
});

describe('default maxima', () => {
  it('caps each class (urea 1 % of DM: Embrapa Gado de Corte; salt 0.5 %; limestone 2 %)', () => {
    expect(findDefaultMaximumPercent(NASEM.urea)).toBe(1);
    expect(findDefaultMaximumPercent(NASEM.salt)).toBe(0.5);
    expect(findDefaultMaximumPercent(NASEM.limestone)).toBe(2);
    expect(findDefaultMaximumPercent(NASEM.dicalcium)).toBe(1);
    expect(findDefaultMaximumPercent(NASEM.copperSulfate)).toBe(0.1);
    expect(findDefaultMaximumPercent(NASEM.premix)).toBe(1.2);
    // Soybean oil (EE 100 %) alone at 7 % of DM reaches the diet's EE maximum of 7 % of DM intake.
    expect(findDefaultMaximumPercent(NASEM.soybeanOil)).toBe(7);
    expect(findDefaultMaximumPercent(NASEM.cornSilage)).toBeNull();
  });

  const feed = (
    id: string,
    nutrients: Feed['nutrients'],
    minPercent: number | null,
    maxPercent: number | null,
  ) =>
    ({
      id,
      category: 4,
      name: id,
      nutrients,
      costPerKg: 1,
      unit: 'kg',
      minPercent,
      maxPercent,
      roughage: false,
      edited: false,
      quantityKg: null,
    }) satisfies Feed;

  it('applies a cap only where the user gave no maximum, with a minimum of 0 unless the user gave one', () => {
    const feeds = [
      feed('salt', NASEM.salt, null, null),
      feed('limestone', NASEM.limestone, null, 3),
      feed('urea', NASEM.urea, 0.5, null),
      feed('silage', NASEM.cornSilage, null, null),
    ];
    const capped = applyDefaultInclusionCaps(feeds);
    expect(capped.map((f) => [f.minPercent, f.maxPercent])).toEqual([
      [0, 0.5],
      [null, 3],
      [0.5, 1],
      [null, null],
    ]);
    // Pure: the input is not changed.
    expect(feeds[0]?.maxPercent).toBeNull();
  });
});
