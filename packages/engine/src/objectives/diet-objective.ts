/**
 * One call for the diet wizard: the objective's search (or none for 'custo'), the least-cost
 * diet at the animal's entered gain for comparison, and the price ranging and near-optimal alternatives of
 * the diet chosen. Pure; the caller supplies the loaded LP solver.
 */
import type { Animal } from '../animal/animal-fields';
import type { FinanceFieldError } from '../finance/validate-finance-input';
import type { FormulationInput, FormulationResult } from '../formulation/formulate-diet';
import type { LpSolver } from '../formulation/lp-solver';
import type { Requirements } from '../formulation/requirement-supply';
import { calculateRequirements } from '../requirements/calculate-requirements';
import type { RequirementEntry, RequirementOptions } from '../requirements/calculate-requirements';
import { toRequirementBounds } from '../requirements/requirement-bounds';
import { findDietAlternatives } from './diet-alternatives';
import type { DietAlternativesResult } from './diet-alternatives';
import { evaluateGain, searchObjectiveGain, validateGainFinance } from './optimize-gain';
import type { DietObjective, GainFinanceInput, GainPoint, GainSearchInput } from './optimize-gain';
import { calculatePriceRanging, priceRangingOf } from './price-ranging';
import type { PriceRangingResult } from './price-ranging';

export type DietObjectiveInput = {
  /** The least-cost formulation as the wizard runs it (requirements and gain as entered). */
  readonly formulation: FormulationInput;
  readonly animal: Animal;
  /**
   * The wizard's requirement entries: their selection (energy and protein alternatives) and the bounds the
   * user changed are kept at every gain; the rest is recomputed at each gain.
   */
  readonly entries?: readonly RequirementEntry[] | null;
  readonly requirementOptions?: RequirementOptions;
  /** The financial report's animal fields and extras (needed by 'lucro' and 'custo_arroba'). */
  readonly finance: GainFinanceInput;
  readonly objective: DietObjective;
  /** Cost tolerance of the alternatives, % (default 2). */
  readonly tolerancePercent?: number;
};

export type DietObjectiveOutcome = {
  readonly objective: DietObjective;
  /** The best gain and the curve ('lucro', 'custo_arroba'); null for 'custo' or when finance is missing. */
  readonly search: {
    readonly best: GainPoint | null;
    readonly curve: readonly GainPoint[];
    readonly evaluations: number;
  } | null;
  /** The least-cost diet at the entered gain, priced by the report when its fields allow. */
  readonly leastCost: GainPoint;
  /** The diet the ranging and alternatives describe: the chosen gain's, else the least-cost one. */
  readonly chosen: { readonly gainKg: number | null; readonly diet: FormulationResult } | null;
  readonly ranging: PriceRangingResult | null;
  readonly alternatives: DietAlternativesResult | null;
  /** Report fields the profit objectives miss (empty when complete). */
  readonly financeErrors: readonly FinanceFieldError[];
};

/** Requirements at a gain: recomputed for the animal, with the wizard's selection and changed bounds. */
export function entriesRequirementsAt(
  animal: Animal,
  entries: readonly RequirementEntry[],
  options: RequirementOptions = {},
): (gainKg: number) => Requirements | null {
  const own = new Map(entries.map((entry) => [entry.key, entry]));
  return (gainKg) => {
    const computed = calculateRequirements({ ...animal, ganho_medio_diario: gainKg }, options);
    if (!computed.ok) return null;
    const merged = computed.value.requirements.map((entry) => {
      const mine = own.get(entry.key);
      if (!mine) return entry;
      return mine.changed
        ? { ...entry, min: mine.min, max: mine.max, selected: mine.selected }
        : { ...entry, selected: mine.selected };
    });
    return toRequirementBounds(merged, { onlySelected: true });
  };
}

/** Runs the objective, the comparison, the ranging and the alternatives (see the module comment). */
export function runDietObjective(input: DietObjectiveInput, solver: LpSolver): DietObjectiveOutcome {
  const enteredGain = input.formulation.dailyGainKg ?? input.animal.ganho_medio_diario ?? null;
  const { requirements: _requirements, dailyGainKg: _gain, ...formulation } = input.formulation;
  const financeErrors = validateGainFinance(input.finance);
  // The entered gain keeps the wizard's own requirements exactly.
  const atEntered: GainSearchInput = {
    formulation,
    requirementsAt: () => input.formulation.requirements,
    finance: input.finance,
  };
  const leastCost = evaluateGain(atEntered, solver, enteredGain ?? 0, {});
  let search: DietObjectiveOutcome['search'] = null;
  let chosenInput: FormulationInput = input.formulation;
  let chosen: DietObjectiveOutcome['chosen'] =
    leastCost.diet === null ? null : { gainKg: enteredGain, diet: leastCost.diet };
  // Whether `chosen.diet` was formulated from `chosenInput` (its economics then give the ranging).
  let chosenFromInput = chosen !== null;
  if (input.objective !== 'custo' && financeErrors.length === 0) {
    const requirementsAt = input.entries
      ? entriesRequirementsAt(input.animal, input.entries, input.requirementOptions)
      : (gain: number) => {
          const computed = calculateRequirements(
            { ...input.animal, ganho_medio_diario: gain },
            input.requirementOptions,
          );
          return computed.ok
            ? toRequirementBounds(computed.value.requirements, { onlySelected: true })
            : null;
        };
    // Each gain's diet with the diet guards, as the diet finally shown (no economics or conflicts: speed).
    // Only exact diets count, so a guard's nearest diet is not searched for (guard-relaxation.md).
    const found = searchObjectiveGain(
      { formulation, requirementsAt, finance: input.finance },
      solver,
      input.objective,
      { economics: false, explainConflicts: false, relaxGuards: false },
    );
    search = { best: found.best?.point ?? null, curve: found.curve, evaluations: found.evaluations };
    const best = found.best;
    if (best) {
      const requirements = requirementsAt(best.point.gainKg);
      if (requirements) {
        chosenInput = { ...formulation, requirements, dailyGainKg: best.point.gainKg };
        chosenFromInput = false;
        const full = evaluateGain(
          { ...atEntered, requirementsAt: () => requirements },
          solver,
          best.point.gainKg,
          {},
        );
        if (full.diet) {
          chosen = { gainKg: best.point.gainKg, diet: full.diet };
          chosenFromInput = true;
        }
      }
    } else chosen = null;
  }
  const exact = chosen !== null && chosen.diet.status === 'otima';
  return {
    objective: input.objective,
    search,
    leastCost: leastCost.point,
    chosen,
    // The chosen diet's own LP carries the cost ranging: no second formulation (the gain given to it only
    // sets the feed efficiency).
    ranging: exact
      ? chosenFromInput && chosen !== null
        ? priceRangingOf(chosen.diet, chosenInput.feeds)
        : calculatePriceRanging(chosenInput, solver)
      : null,
    alternatives: exact
      ? findDietAlternatives(chosenInput, solver, { tolerancePercent: input.tolerancePercent ?? 2 })
      : null,
    financeErrors,
  };
}
