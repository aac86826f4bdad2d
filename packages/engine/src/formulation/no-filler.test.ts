/**
 * No mineral or NPN source fills dry-matter intake (default caps by feed class), the
 * standard Brazilian feedlot diet solves as a nutritionist expects, and an impossible diet says what is
 * short and what would fix it.
 */
import { describe, expect, it } from 'vitest';
import { applyDefaultInclusionCaps } from '../feeds/feed-class';
import { formulateDiet } from './formulate-diet';
import { adviseMiss } from './explain-misses';
import { givenBounds, prepareDietModel } from './diet-model';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';
import type { Requirements } from './requirement-supply';
import { createFeedlotWalkFeeds, createSilageOnlyFeeds } from './testing/feedlot-walk';

const solver: LpSolver = await loadLpSolver();

describe('explanations that lead somewhere', () => {
  // Default animal (BR-CORTE 2016: zebu bull 400→540 kg, 1.3 kg/day): CMS 9.86–10.84 kg, PB ≥ 1064 g,
  // NDT ≥ 6.76 kg; mineral minima as computed by the engine for this animal at the time of writing.
  const requirements: Requirements = {
    CMS: { min: 9.86, max: 10.84 },
    PB: { min: 1064, max: null },
    NDT: { min: 6.76, max: null },
    Ca: { min: 25.8, max: 162.7 },
    P: { min: 17.6, max: 75.9 },
    Na: { min: 11.1, max: 127.9 },
    Co: { min: 7.37, max: 271 },
    Se: { min: 5.4, max: 54.2 },
    Zn: { min: 617, max: 5422 },
  };

  it('corn silage alone: names protein and each short mineral with the class of feed to add', () => {
    const result = formulateDiet({ feeds: createSilageOnlyFeeds(), requirements }, solver);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { status, violations, feeds } = result.value;
    // Silage (NASEM2021:48) has 0.026 % Na, no Co, 0.04 mg/kg Se: the minerals cannot hold at all.
    expect(status).toBe('inviavel');
    expect(feeds.every((f) => f.dryMatterKg === 0)).toBe(true);
    const short = Object.fromEntries(
      violations.filter((v) => v.bound === 'min').map((v) => [v.key, v.advice?.addFeedClass]),
    );
    // 10.84 kg silage × 7.707 % PB = 835 g < 1064 g; Na 2.8 g < 11.1; Co 0 < 7.37; Se 0.43 mg < 5.4;
    // Zn 297 mg < 617; even Ca, 25.7 g < 25.8.
    expect(short).toEqual({
      PB: 'proteinSource',
      Ca: 'mineralSource',
      Na: 'mineralSource',
      Co: 'mineralSource',
      Se: 'mineralSource',
      Zn: 'mineralSource',
    });
    const pb = violations.find((v) => v.key === 'PB');
    expect(pb?.supplied).toBeCloseTo(10.84 * 77.07, 0);
    expect(pb?.required).toBe(1064);
  });

  it('names the user feed richest in a short nutrient, and says when it is held at its maximum', () => {
    // Silage and the feedlot mineral mix at its 1.2 % cap, 10.84 kg DM: the mix (Co 42 mg/kg) gives
    // 0.130 kg × 42 = 5.5 mg Co < 7.37 mg. It is the only feed richer in Co than the diet needs on average,
    // and it is at its maximum, so adding another Co source is advised too; PB needs a protein source.
    const feeds = applyDefaultInclusionCaps(
      createFeedlotWalkFeeds().filter((f) => f.id === 'silage' || f.id === 'mineralMix'),
    );
    const model = prepareDietModel(feeds, requirements, null);
    const bounds = givenBounds(requirements);
    const x = [10.84 * 0.988, 10.84 * 0.012];
    const co = adviseMiss(model, bounds, x, 'Co', 'min', 7.37);
    expect(co).toEqual({
      feedIds: ['mineralMix'],
      cappedFeedIds: ['mineralMix'],
      addFeedClass: 'mineralSource',
    });
    expect(adviseMiss(model, bounds, x, 'PB', 'min', 1064).addFeedClass).toBe('proteinSource');
    // A maximum names what brings most of it: Na from the mix (12 % Na) before the silage (0.026 %).
    expect(adviseMiss(model, bounds, x, 'Na', 'max', 10).feedIds).toEqual(['mineralMix', 'silage']);
  });

  it('an approximate diet may still exceed intake to meet the hard minerals (spec penalty; reported)', () => {
    // The product keeps minerals hard and charges 100 per kg above the CMS maximum, so the least-penalty diet
    // eats past its maximum to reach Co through the capped mix: recorded in
    // docs/decisions/feed-class-caps.md as an open point.
    const feeds = applyDefaultInclusionCaps(
      createFeedlotWalkFeeds().filter((f) => f.id === 'silage' || f.id === 'mineralMix'),
    );
    const result = formulateDiet({ feeds, requirements }, solver);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.status).toBe('aproximada');
    const cms = result.value.violations.find((v) => v.key === 'CMS');
    expect(cms?.bound).toBe('max');
    expect(cms?.advice?.feedIds[0]).toBe('silage');
    // ... but never past the product's relaxed intake maximum (1.5 × 10.84 kg).
    expect(result.value.dryMatterIntakeKg).toBeLessThanOrEqual(10.84 * 1.5 + 1e-6);
  });

  it('a mineral the capped mix cannot reach within 1.5 × the intake maximum makes the diet impossible, and says so', () => {
    // Se 20 mg/day: the mix (Se 27 mg/kg in this fixture) at 1.2 % of 16.26 kg gives 5.3 mg; without the
    // relaxed intake cap the least-penalty diet ate whatever it took. Minerals from the feeds only (no
    // premix): impossible, with the selenium miss named.
    const feeds = applyDefaultInclusionCaps(
      createFeedlotWalkFeeds().filter((f) => f.id === 'silage' || f.id === 'mineralMix'),
    );
    const input = { feeds, requirements: { ...requirements, Se: { min: 20, max: 54 } } };
    const result = formulateDiet(input, solver, { traceMineralPremix: false });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.status).toBe('inviavel');
    const se = result.value.violations.find((v) => v.key === 'Se');
    expect(se?.bound).toBe('min');
    expect(se?.supplied).toBeLessThan(6);
    expect(se?.advice?.feedIds).toContain('mineralMix');
    // With the premix (default) the selenium gap is the premix's, and the diet is given
    // (docs/decisions/guard-relaxation.md).
    const withPremix = formulateDiet(input, solver);
    if (!withPremix.ok) throw new Error('formulation');
    expect(withPremix.value.status).toBe('aproximada');
    expect(withPremix.value.dryMatterIntakeKg).toBeGreaterThan(5);
    const selenium = withPremix.value.premix?.minerals.find((m) => m.key === 'Se');
    expect(selenium?.mgPerDay).toBeGreaterThan(10);
    expect(withPremix.value.nutrients.Se).toBeCloseTo(20, 6);
    expect(withPremix.value.violations.some((v) => v.key === 'Se')).toBe(false);
  });
});

describe('the walk: the standard Brazilian feedlot diet for the default animal', () => {
  // BR-CORTE 2016 (engine values for the default animal at the time of writing): CMS 9.86–10.84 kg,
  // NDT ≥ 6.76 kg, PB ≥ 1064 g, Ca ≥ 25.8 g, P ≥ 17.6 g, Na ≥ 11.1 g, Cu ≥ 76.6 mg, Mn ≥ 222 mg, I ≥ 4.9 mg;
  // maxima from maximum tolerable concentrations × 10.84 kg (NASEM 2016; part A of). S, Co, Se and
  // Zn minima at NASEM (2016) beef levels (S 0.15 % DM, Co 0.15, Se 0.10, Zn 30 mg/kg DM × 9.86 kg), so this
  // engine test does not depend on the catalogue's mix; the walk with the BR-CORTE minima the engine computes
  // and the catalogue's feedlot mix is apps/server/src/feeds/standard-feedlot-diet.test.ts. No FDN minimum:
  // the engine's 25 % of CMS allows at most about 51 % concentrate with these feeds; the fixed roughage share
  // stands for the fibre a feedlot nutritionist sets.
  const requirements: Requirements = {
    CMS: { min: 9.86, max: 10.84 },
    NDT: { min: 6.76, max: null },
    PB: { min: 1064, max: null },
    EE: { min: null, max: 0.69 },
    Ca: { min: 25.8, max: 162.7 },
    P: { min: 17.6, max: 75.9 },
    Mg: { min: 9.12, max: 43.4 },
    K: { min: 27.9, max: 216.9 },
    Na: { min: 11.1, max: 127.9 },
    S: { min: 14.8, max: 32.5 },
    Co: { min: 1.48, max: 271 },
    Cu: { min: 76.6, max: 433.8 },
    I: { min: 4.93, max: 542 },
    Mn: { min: 222, max: 10845 },
    Se: { min: 0.99, max: 54.2 },
    Zn: { min: 296, max: 5422 },
  };

  it('solves otima with 80 % concentrate, the mix at its label intake and no filler', () => {
    // Roughage fixed at 20 % of DM: Brazilian feedlot nutritionists feed 83.3 % concentrate on average
    // (Silvestre & Millen 2021, R. Bras. Zootec. 50:e20200189).
    const feeds = applyDefaultInclusionCaps(createFeedlotWalkFeeds());
    const result = formulateDiet({ feeds, requirements, roughagePercent: 20, dailyGainKg: 1.3 }, solver);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const diet = result.value;
    expect(diet.status).toBe('otima');
    expect(diet.concentratePercent).toBeGreaterThanOrEqual(60);
    expect(diet.concentratePercent).toBeLessThanOrEqual(85);
    const dm = Object.fromEntries(diet.feeds.map((f) => [f.id, f.dryMatterKg]));
    // Mix 80–130 g/head/day (label 100 g; recipe 30.5 % NaCl: 24–40 g of salt a day).
    expect(dm.mineralMix ?? 0).toBeGreaterThanOrEqual(0.08);
    expect(dm.mineralMix ?? 0).toBeLessThanOrEqual(0.13);
    expect(((dm.urea ?? 0) / diet.dryMatterIntakeKg) * 100).toBeLessThanOrEqual(1 + 1e-9);
    expect(dm.corn ?? 0).toBeGreaterThan(dm.soybeanMeal ?? 0);
  });
});
