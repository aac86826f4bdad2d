// Formulation on pasture bounds dry matter by the grazing intake prediction eats by (prediction/
// grazing-intake.ts; docs/decisions/prediction-intake-and-pasture.md, choice 6), so a grazing diet formulated
// for a gain predicts that gain.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL } from '../animal/animal';
import type { Animal } from '../animal/animal';
import { normalizeFeed } from '../feeds/feed';
import type { Feed } from '../feeds/feed';
import { findGrazingIntakeBasis } from '../prediction/grazing-intake';
import { predictPerformance } from '../prediction/predict-performance';
import { calculateRequirements } from '../requirements/calculate-requirements';
import { toRequirementBounds } from '../requirements/requirement-bounds';
import { formulateDiet } from './formulate-diet';
import type { FormulationResult } from './formulate-diet';
import { loadLpSolver } from './lp-solver';

const solver = await loadLpSolver();

// Weaned Nelore calves on fertilized Coastcross with concentrate (R. Bras. Zootec. 2009, SciELO
// S1516-35982009000100018, abstract; the evaluation table's rows): mean grazing weight 253.8 kg; the grass
// 13.6 % CP and 62.3 % in vitro DM digestibility (taken as TDN), the concentrate 18.8 % CP and 81.5 % TDN;
// observed ADG 0.48–0.68 kg/day with mineral mixture only and 0.87–0.99 with 3 kg of concentrate.
const calf = (gain: number): Animal => ({
  ...DEFAULT_ANIMAL,
  raca: 'zebuino',
  regime: 'pasto',
  sexo: 'macho',
  peso_corporal_inicial: 253.8,
  peso_corporal_final: 253.8 + 60,
  ganho_medio_diario: gain,
});
const FEEDS: Feed[] = [
  normalizeFeed({
    id: 'coastcross',
    nutrientes: { MS: 100, PB: 13.6, NDT: 62.3 },
    custo: 0.05,
    volumoso: true,
  }),
  normalizeFeed({ id: 'concentrado', nutrientes: { MS: 100, PB: 18.8, NDT: 81.5 }, custo: 1.2 }),
];

/** The energy and protein requirements of the gain (the feeds carry no minerals), as `cocho formulate` lists them. */
function formulate(gain: number, grazing: boolean): FormulationResult {
  const computed = calculateRequirements(calf(gain));
  if (!computed.ok) throw new Error(JSON.stringify(computed.errors));
  const bounds = toRequirementBounds(computed.value.requirements, { onlySelected: true });
  const requirements = { CMS: bounds.CMS, NDT: bounds.NDT, PB: bounds.PB };
  const result = formulateDiet(
    {
      feeds: FEEDS,
      requirements,
      dailyGainKg: gain,
      grazingIntake: grazing ? findGrazingIntakeBasis(calf(gain)) : null,
    },
    solver,
    { economics: false },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

/** The prediction of a formulated diet: the gain energy and protein allow, and what is eaten. */
function predict(gain: number, result: FormulationResult) {
  const predicted = predictPerformance(
    calf(gain),
    FEEDS.map((feed, i) => ({
      id: feed.id,
      nutrientes: feed.nutrients,
      quantidade: result.feeds[i]?.asFedKg ?? 0,
      volumoso: feed.roughage,
    })),
  );
  if (!predicted.ok) throw new Error(JSON.stringify(predicted.errors));
  // No Ca or P in the feeds: the gain energy and protein allow.
  return { ...predicted.value, gainKg: Math.min(predicted.value.PGMDEL, predicted.value.PGMDPM) };
}

describe('formulation on pasture: dry matter within the grazing intake (Coastcross calves)', () => {
  it('a diet formulated for 1.2 kg/day is eaten whole on pasture and predicts 1.2 (±0.05)', () => {
    const result = formulate(1.2, true);
    expect(result.status).toBe('otima');
    expect(result.grazing?.limiting).toBe(true);
    // The grazing intake of the diet, about 2.4–2.6 % of BW (6.1 kg on the grass alone, more with concentrate).
    const intake = result.grazing!.intakeKg;
    expect(intake / 253.8).toBeGreaterThan(0.022);
    expect(intake / 253.8).toBeLessThan(0.027);
    expect(result.dryMatterIntakeKg).toBeLessThanOrEqual(intake * (1 + 1e-4));
    const predicted = predict(1.2, result);
    expect(predicted.intake.grazing).toBe(true);
    expect(predicted.eaten).toBeUndefined();
    expect(predicted.intake.maxDmiKg).toBeCloseTo(intake, 6);
    expect(Math.abs(predicted.gainKg - 1.2)).toBeLessThanOrEqual(0.05);
  });

  it('without the grazing intake the same diet is sized by the CMS at the gain and predicts less', () => {
    // The defect this fixes: dry matter up to 1.10 × the BR-CORTE CMS at 1.2 kg/day, above the grazing intake,
    // so the grass is eaten only in part and the gain falls short.
    const result = formulate(1.2, false);
    expect(result.status).toBe('otima');
    expect(result.grazing).toBeUndefined();
    const predicted = predict(1.2, result);
    expect(predicted.eaten).toBeDefined();
    expect(predicted.gainKg).toBeLessThan(1.2 - 0.05);
  });

  it('leaves the diet as it was when it is within the grazing intake (grass alone for 0.5 kg/day)', () => {
    const grazing = formulate(0.5, true);
    const plain = formulate(0.5, false);
    expect(grazing.status).toBe('otima');
    expect(grazing.grazing?.limiting).toBe(false);
    expect(grazing.feeds.map((f) => f.asFedKg)).toEqual(plain.feeds.map((f) => f.asFedKg));
    // Never below the target (the cheapest grass at the CMS minimum supplies more energy than 0.5 needs).
    expect(predict(0.5, grazing).gainKg).toBeGreaterThanOrEqual(0.5 - 0.05);
  });

  it('a gain these feeds cannot supply within the grazing intake is approximate and says why', () => {
    const result = formulate(2.2, true);
    expect(result.status).toBe('aproximada');
    expect(result.warnings).toContainEqual({
      code: 'GRAZING_INTAKE_LIMITS_GAIN',
      intakeKg: expect.any(Number) as number,
    });
    // Never more than the animal eats on pasture: the shortfall is energy, not intake.
    expect(result.dryMatterIntakeKg).toBeLessThanOrEqual(result.grazing!.intakeKg * (1 + 1e-3));
    expect(result.violations.map((v) => v.key)).toContain('NDT');
  });

  it('does not apply to feedlot cattle, nor without a roughage feed', () => {
    expect(findGrazingIntakeBasis({ ...calf(1.2), regime: 'confinamento' })).toBeNull();
    const basis = findGrazingIntakeBasis(calf(1.2));
    expect(basis).not.toBeNull();
    const computed = calculateRequirements(calf(1.2));
    if (!computed.ok) throw new Error('invalid');
    const bounds = toRequirementBounds(computed.value.requirements, { onlySelected: true });
    const input = {
      feeds: [FEEDS[1] as Feed],
      requirements: { CMS: bounds.CMS, NDT: bounds.NDT, PB: bounds.PB },
      dailyGainKg: 1.2,
    };
    const withBasis = formulateDiet({ ...input, grazingIntake: basis }, solver);
    const without = formulateDiet(input, solver);
    expect(withBasis).toEqual(without);
  });
});

// docs/decisions/ndf-on-pasture.md: on pasture the NDF maximum (1.32 % of BW) is not a constraint, the grazing
// intake bounds what the animal eats. The same calves and feeds, with the grass's and concentrate's NDF.
describe('formulation on pasture: the NDF maximum is not applied (Coastcross calves)', () => {
  const feeds: Feed[] = [
    normalizeFeed({
      id: 'coastcross',
      nutrientes: { MS: 100, PB: 13.6, NDT: 62.3, FDN: 79.8 },
      custo: 0.05,
      volumoso: true,
    }),
    normalizeFeed({ id: 'concentrado', nutrientes: { MS: 100, PB: 18.8, NDT: 81.5, FDN: 14 }, custo: 1.2 }),
  ];
  /** The default CMS, energy, protein and NDF requirements (minimum 25 % of CMS, maximum 1.32 % of BW). */
  function formulateWithNdf(gain: number, userSetNdf = false): FormulationResult {
    const computed = calculateRequirements(calf(gain));
    if (!computed.ok) throw new Error(JSON.stringify(computed.errors));
    const bounds = toRequirementBounds(computed.value.requirements, { onlySelected: true });
    const result = formulateDiet(
      {
        feeds,
        requirements: { CMS: bounds.CMS, NDT: bounds.NDT, PB: bounds.PB, FDN: bounds.FDN },
        dailyGainKg: gain,
        grazingIntake: findGrazingIntakeBasis(calf(gain)),
        ...(userSetNdf ? { userRequirementKeys: ['FDN' as const] } : {}),
      },
      solver,
      { economics: false },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.value;
  }
  // 1.32 % of the live weight the requirements use (mean of 253.8 and 313.8 kg).
  const ndfMaximumKg = 0.0132 * 283.8;

  it.each([0.6, 0.8, 1.0])(
    'a diet for %s kg/day is optimal with more NDF than 1.32 per cent of BW, and predicts its gain',
    (gain) => {
      const result = formulateWithNdf(gain);
      expect(result.status).toBe('otima');
      expect(result.violations).toEqual([]);
      // Above the confined-ration ceiling at the grazing intake.
      // Grass alone: 1.6–1.9 % of BW as NDF.
      expect(result.nutrients.FDN).toBeGreaterThan(ndfMaximumKg);
      expect(result.nutrients.FDN / 283.8).toBeGreaterThan(0.0155);
      expect(result.grazing?.ndfMaximumNotAppliedKg).toBeCloseTo(ndfMaximumKg, 6);
      expect(result.warnings).toContainEqual({
        code: 'NDF_MAXIMUM_NOT_APPLIED_ON_PASTURE',
        maximum: result.grazing!.ndfMaximumNotAppliedKg,
      });
      // The NDF minimum (25 % of CMS) still holds.
      expect(result.nutrients.FDN).toBeGreaterThanOrEqual(0.25 * result.dryMatterIntakeKg);
      const predicted = predict(gain, result);
      expect(predicted.eaten).toBeUndefined();
      // At least the gain (grass at the CMS minimum supplies more energy than 0.6 or 0.8 kg/day needs).
      expect(predicted.gainKg).toBeGreaterThanOrEqual(gain - 0.05);
      expect(predicted.gainKg).toBeLessThanOrEqual(gain + 0.1);
    },
  );

  it('an NDF requirement the user set is applied as given: concentrate to dilute the grass', () => {
    // What the NDF maximum did before on pasture: 1.8 kg DM of concentrate (cost ×7) for a gain the grass
    // alone supplies; with grass alone the diet was approximate.
    const result = formulateWithNdf(0.8, true);
    expect(result.nutrients.FDN).toBeLessThanOrEqual(ndfMaximumKg * (1 + 1e-6));
    expect(result.feeds[1]!.dryMatterKg).toBeGreaterThan(1);
    expect(result.costPerDay).toBeGreaterThan(5 * formulateWithNdf(0.8).costPerDay);
    expect(result.grazing?.ndfMaximumNotAppliedKg).toBeUndefined();
    expect(result.warnings.map((w) => w.code)).not.toContain('NDF_MAXIMUM_NOT_APPLIED_ON_PASTURE');
  });

  it('in feedlot the NDF maximum binds as before', () => {
    const computed = calculateRequirements({ ...calf(0.8), regime: 'confinamento' });
    if (!computed.ok) throw new Error('invalid');
    const bounds = toRequirementBounds(computed.value.requirements, { onlySelected: true });
    const result = formulateDiet(
      {
        feeds,
        requirements: { CMS: bounds.CMS, NDT: bounds.NDT, PB: bounds.PB, FDN: bounds.FDN },
        dailyGainKg: 0.8,
        grazingIntake: findGrazingIntakeBasis({ ...calf(0.8), regime: 'confinamento' }),
      },
      solver,
      { economics: false },
    );
    if (!result.ok) throw new Error('errors');
    expect(result.value.grazing).toBeUndefined();
    expect(result.value.nutrients.FDN).toBeLessThanOrEqual(bounds.FDN!.max! * (1 + 1e-6));
  });
});
