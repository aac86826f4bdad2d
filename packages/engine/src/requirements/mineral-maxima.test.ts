// Mineral maxima from maximum tolerable concentrations (docs/decisions/mineral-maxima.md).
import { describe, expect, it } from 'vitest';
import type { Animal } from '../animal/animal';
import { DEFAULT_ANIMAL } from '../animal/animal';
import type { RequirementEntry } from './calculate-requirements';
import { calculateRequirements } from './calculate-requirements';
import type { RequirementKey } from './requirement-keys';
import { MINERAL_MAXIMUM_TOLERABLE, SULFUR_MAXIMUM_TOLERABLE } from './mineral-maxima';
import { MINERAL_KEYS } from './requirement-model';

function table(animal: Animal): readonly RequirementEntry[] {
  const result = calculateRequirements(animal);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value.requirements;
}
const get = (entries: readonly RequirementEntry[], key: RequirementKey): RequirementEntry =>
  entries.find((e) => e.key === key)!;

/** Concentration of a mineral maximum in the diet at the maximum intake: % DM (macro) or mg/kg DM (micro). */
function maximumConcentration(entries: readonly RequirementEntry[], key: RequirementKey): number {
  const e = get(entries, key);
  return e.max! / (e.factor! * get(entries, 'CMS').max!);
}

describe('mineral maxima (NASEM 2016 maximum tolerable concentrations; NRC 2005)', () => {
  it('holds the published concentrations', () => {
    // NASEM (2016) Nutrient Requirements of Beef Cattle, 8th rev. ed., ch. 7 table of maximum tolerable
    // concentrations: Mg 0.40 %, K 2.00 %, S 0.30–0.50 %, Co 25, Cu 40, I 50, Mn 1,000, Se 5, Zn 500 mg/kg DM.
    expect(MINERAL_MAXIMUM_TOLERABLE).toMatchObject({
      Mg: 0.4,
      K: 2,
      Co: 25,
      Cu: 40,
      I: 50,
      Mn: 1000,
      Se: 5,
      Zn: 500,
    });
    expect(SULFUR_MAXIMUM_TOLERABLE).toEqual({ highConcentrate: 0.3, forage: 0.5 });
    // NRC (2005) Mineral Tolerance of Animals: Ca 1.5 %, P 0.7 %, NaCl 3 % (Na 39.3 % of NaCl).
    expect(MINERAL_MAXIMUM_TOLERABLE.Ca).toBe(1.5);
    expect(MINERAL_MAXIMUM_TOLERABLE.P).toBe(0.7);
    expect(MINERAL_MAXIMUM_TOLERABLE.Na).toBeCloseTo(1.179, 3);
  });

  it('default animal: each maximum is the tolerable concentration at the maximum intake', () => {
    const t = table(DEFAULT_ANIMAL);
    // Feedlot growing cattle: high-concentrate sulfur limit 0.30 %.
    const expected: Record<(typeof MINERAL_KEYS)[number], number> = {
      ...MINERAL_MAXIMUM_TOLERABLE,
      S: 0.3,
    };
    for (const key of MINERAL_KEYS) expect(maximumConcentration(t, key)).toBeCloseTo(expected[key], 9);
    // The former figures: K maximum was 83.8 g/day (0.77 % DM), now 2 % of 10.85 kg = 216.9 g/day; Se maximum
    // was 108 mg/day (11 mg/kg DM), now 5 mg/kg × 10.85 kg = 54.2 mg/day.
    expect(get(t, 'K').max!).toBeCloseTo(20 * get(t, 'CMS').max!, 9);
    expect(get(t, 'K').max!).toBeGreaterThan(200);
    expect(get(t, 'Se').max!).toBeCloseTo(5 * get(t, 'CMS').max!, 9);
  });

  it('sulfur: 0.50 % DM for cattle on pasture and cows (≥ 40 % forage), 0.30 % in the feedlot', () => {
    const pasture = table({ ...DEFAULT_ANIMAL, regime: 'pasto' });
    expect(maximumConcentration(pasture, 'S')).toBeCloseTo(0.5, 9);
    const forageBasis = calculateRequirements(DEFAULT_ANIMAL, { sulfurDietBasis: 'forage' });
    if (!forageBasis.ok) throw new Error('invalid');
    expect(maximumConcentration(forageBasis.value.requirements, 'S')).toBeCloseTo(0.5, 9);
  });

  it('never below the requirement', () => {
    // A calf's Ca requirement per kg DM is high; whatever it is, the maximum is at least the ideal.
    const calf = table({
      ...DEFAULT_ANIMAL,
      tipo: 'bezerro',
      peso_corporal_medio: 60,
      ganho_medio_diario: 1,
    });
    for (const key of MINERAL_KEYS) expect(get(calf, key).max!).toBeGreaterThanOrEqual(get(calf, key).ideal);
  });
});
