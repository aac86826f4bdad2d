// The wizard's one call: objective search with the wizard's requirement entries, the least-cost
// comparison, ranging and alternatives of the chosen diet.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL } from '../animal/animal';
import type { Animal } from '../animal/animal-fields';
import { applyDefaultInclusionCaps } from '../feeds/feed-class';
import { formulateDiet } from '../formulation/formulate-diet';
import { loadLpSolver } from '../formulation/lp-solver';
import { createFeedlotWalkFeeds } from '../formulation/testing/feedlot-walk';
import { calculateRequirements } from '../requirements/calculate-requirements';
import { toRequirementBounds } from '../requirements/requirement-bounds';
import { runDietObjective } from './diet-objective';
import { animalRequirementsAt, searchObjectiveGain } from './optimize-gain';
import { calculatePriceRanging } from './price-ranging';

const solver = await loadLpSolver();
const animal: Animal = {
  ...DEFAULT_ANIMAL,
  peso_corporal_inicial: 380,
  peso_corporal_final: 530,
  preco_venda_arroba: 310,
  preco_arroba_adquirida: 300,
  rendimento_carcaca_inicial: 50,
  rendimento_carcaca_final: 54,
  custo_total: 90,
};
const feeds = applyDefaultInclusionCaps(
  createFeedlotWalkFeeds().map((f) => (f.id === 'mineralMix' ? { ...f, minPercent: 0, maxPercent: 4 } : f)),
);
const computed = calculateRequirements(animal);
if (!computed.ok) throw new Error('animal');
const entries = computed.value.requirements;
const formulation = {
  feeds,
  requirements: toRequirementBounds(entries, { onlySelected: true }),
  roughagePercent: null,
  dailyGainKg: animal.ganho_medio_diario,
};

describe('runDietObjective', () => {
  it("'custo': the least-cost diet as the wizard formulates it, with ranging and alternatives", () => {
    const outcome = runDietObjective(
      { formulation, animal, entries, finance: { animal }, objective: 'custo' },
      solver,
    );
    const direct = formulateDiet(formulation, solver);
    if (!direct.ok) throw new Error('formulation');
    expect(outcome.search).toBeNull();
    expect(outcome.chosen?.diet.costPerDay).toBe(direct.value.costPerDay);
    expect(outcome.leastCost.costPerDay).toBe(direct.value.costPerDay);
    expect(outcome.leastCost.profitPerHead).not.toBeNull();
    expect(outcome.ranging?.ok).toBe(true);
    expect(outcome.alternatives?.ok).toBe(true);
    // The ranging read from the chosen diet's own LP is the ranging of formulating it again.
    expect(outcome.ranging).toEqual(calculatePriceRanging(formulation, solver));
  }, 60_000);

  it("'lucro' with unchanged entries chooses what the plain search chooses", () => {
    const outcome = runDietObjective(
      { formulation, animal, entries, finance: { animal }, objective: 'lucro' },
      solver,
    );
    const plain = searchObjectiveGain(
      {
        formulation: { feeds, roughagePercent: null },
        requirementsAt: animalRequirementsAt(animal),
        finance: { animal },
      },
      solver,
      'lucro',
      // The same formulation as the objective's: the diet guards on.
      { economics: false, explainConflicts: false },
    );
    expect(outcome.search?.best?.gainKg).toBe(plain.best?.point.gainKg);
    expect(outcome.search?.best?.profitPerHead).toBe(plain.best?.point.profitPerHead);
    expect(outcome.chosen?.gainKg).toBe(plain.best?.point.gainKg);
    expect(outcome.chosen?.diet.costPerDay).toBeCloseTo(plain.best?.point.costPerDay ?? NaN, 9);
    expect(outcome.search?.best?.profitPerHead ?? -Infinity).toBeGreaterThanOrEqual(
      outcome.leastCost.profitPerHead ?? Infinity,
    );
    const requirements = animalRequirementsAt(animal)(outcome.chosen?.gainKg ?? NaN);
    if (requirements === null) throw new Error('requirements');
    const chosenInput = { feeds, roughagePercent: null, requirements, dailyGainKg: outcome.chosen?.gainKg };
    expect(outcome.ranging).toEqual(calculatePriceRanging(chosenInput, solver));
  }, 60_000);

  it('a bound the user changed holds at every gain searched', () => {
    const changed = entries.map((e) => (e.key === 'CMS' ? { ...e, min: 9.5, max: 9.5, changed: true } : e));
    const outcome = runDietObjective(
      { formulation, animal, entries: changed, finance: { animal }, objective: 'lucro' },
      solver,
    );
    expect(outcome.chosen?.diet.dryMatterIntakeKg).toBeCloseTo(9.5, 6);
  }, 60_000);

  it('lists the report fields a profit objective misses, and still describes the least-cost diet', () => {
    const unpriced = { ...animal, preco_venda_arroba: null };
    const outcome = runDietObjective(
      { formulation, animal: unpriced, entries, finance: { animal: unpriced }, objective: 'lucro' },
      solver,
    );
    expect(outcome.financeErrors).toEqual([{ field: 'animal.preco_venda_arroba', code: 'REQUIRED' }]);
    expect(outcome.search).toBeNull();
    expect(outcome.ranging?.ok).toBe(true);
  }, 60_000);
});
