// One intake basis (issue: formulation lets dry matter reach CMS × the CMS maximum factor): every optimal
// growing-cattle diet from formulateDiet is eaten whole by the prediction and predicts its target gain,
// grazing diets included (pasto with forage flagged): formulation bounds their dry matter by the same grazing
// intake prediction eats by (prediction/grazing-intake.ts; docs/decisions/prediction-intake-and-pasture.md).
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL } from '../animal/animal';
import type { Breed, Regime, Sex } from '../animal/animal-fields';
import { formulateDiet } from '../formulation/formulate-diet';
import { loadLpSolver } from '../formulation/lp-solver';
import { createRandom, generateDietProblem } from '../formulation/testing/random-problems';
import { calculateRequirements } from '../requirements/calculate-requirements';
import { toRequirementBounds } from '../requirements/requirement-bounds';
import { findGrazingIntakeBasis } from './grazing-intake';
import { predictPerformance } from './predict-performance';

const solver = await loadLpSolver();
const BREEDS: Breed[] = ['zebuino', 'cruzado_corte', 'cruzado_leite'];
const SEXES: Sex[] = ['macho', 'macho_castrado', 'femea'];
const REGIMES: Regime[] = ['confinamento', 'pasto'];
const KEPT = ['CMS', 'NDT', 'PB', 'Ca', 'P', 'FDN', 'EE', 'CNF'];
/** The formulation requirement behind each limiting nutrient of the prediction (energy as TDN, protein as CP). */
const LIMITING_REQUIREMENT = { EL: 'NDT', PM: 'PB', Ca: 'Ca', P: 'P' } as const;

describe('formulated diets predict their target gain (one intake basis)', () => {
  it('every optimal diet of 60 random growing-cattle problems predicts its gain within ±0.05 kg/day', () => {
    let optimal = 0;
    let atRequirement = 0;
    let grazing = 0;
    let grazingLimited = 0;
    for (let seed = 1; seed <= 60; seed += 1) {
      const random = createRandom(seed * 7919);
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
      const initial = 200 + 250 * random();
      const gain = 0.3 + 1.3 * random();
      const animal = {
        ...DEFAULT_ANIMAL,
        raca: pick(BREEDS),
        sexo: pick(SEXES),
        regime: pick(REGIMES),
        peso_corporal_inicial: initial,
        peso_corporal_final: initial + 60,
        ganho_medio_diario: gain,
      };
      const computed = calculateRequirements(animal);
      if (!computed.ok) throw new Error(JSON.stringify(computed.errors));
      // The requirements the prediction compares (energy, protein, Ca, P) and those that shape the diet
      // (intake, fibre, fat, non-fibre carbohydrate); the generated feeds carry no Mg, K, S.
      const requirements = Object.fromEntries(
        Object.entries(toRequirementBounds(computed.value.requirements, { onlySelected: true })).filter(
          ([key]) => KEPT.includes(key),
        ),
      );
      const { feeds } = generateDietProblem(seed, { feedCount: 8, mineralSources: true });
      const grazingIntake = findGrazingIntakeBasis(animal);
      const result = formulateDiet(
        { feeds, requirements, roughagePercent: null, dailyGainKg: gain, batchKg: 1000, grazingIntake },
        solver,
        { economics: false },
      );
      if (!result.ok || result.value.status !== 'otima') continue;
      optimal += 1;
      const diet = feeds.map((feed, i) => ({
        id: feed.id,
        nutrientes: feed.nutrients,
        quantidade: result.value.feeds[i]?.asFedKg ?? 0,
        volumoso: feed.roughage,
      }));
      const predicted = predictPerformance(animal, diet);
      if (!predicted.ok) throw new Error(JSON.stringify(predicted.errors));
      if (predicted.value.intake.grazing) {
        grazing += 1;
        // The grazing intake bounded the diet below the CMS at the target gain (the cases that predicted
        // less than their target before formulation knew the grazing intake).
        if (result.value.grazing?.limiting) grazingLimited += 1;
      }
      // Eaten whole: the formulation's intake is within the prediction's maximum.
      expect(predicted.value.eaten, `seed ${seed}`).toBeUndefined();
      // Never below the target. Above it only when the least-cost diet supplies more of the limiting
      // nutrient than required (other constraints bind: seed 46 supplies 3.5 % more TDN and predicts
      // +0.07 kg/day); where the limiting nutrient is supplied at its requirement, the target within 0.05.
      const deviation = predicted.value.GMDEsperado - gain;
      expect(deviation, `seed ${seed}`).toBeGreaterThanOrEqual(-0.05);
      const requirementKey = LIMITING_REQUIREMENT[predicted.value.limitante];
      const required = requirements[requirementKey]?.min ?? null;
      const supplied = result.value.nutrients[requirementKey];
      if (required !== null && supplied <= required * 1.01) {
        atRequirement += 1;
        expect(Math.abs(deviation), `seed ${seed}`).toBeLessThanOrEqual(0.05);
      }
    }
    expect(optimal).toBeGreaterThanOrEqual(10);
    expect(atRequirement).toBeGreaterThanOrEqual(10);
    expect(grazing).toBeGreaterThanOrEqual(5);
    expect(grazingLimited).toBeGreaterThanOrEqual(1);
  });
});
