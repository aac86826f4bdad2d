/**
 * Feedlot objectives: besides the least-cost diet per day at the animal's entered gain
 * ('custo', docs/product/calculation.md#constants), the target daily gain that gives the most profit per head over the feeding period
 * ('lucro') or the least cost per arroba produced ('custo_arroba'). Each point of the search is an exact
 * least-cost LP at that gain (requirements recomputed at the gain), priced by the financial report's own
 * functions (`validateFinanceInput` + `calculateFinanceValues`), so the objective and the report agree to
 * the cent. Search: a coarse scan and a golden-section refinement, then a hill-climb on the 0.01 kg/day grid
 * (docs/decisions/profit-objective.md).
 */
import type { Animal } from '../animal/animal-fields';
import { MAX_DAILY_GAIN_KG } from '../animal/animal-fields';
import { calculateFinanceValues } from '../finance/calculate-financial-report';
import { validateFinanceInput } from '../finance/validate-finance-input';
import type {
  FinanceAnimal,
  FinanceExtras,
  FinanceFieldError,
  FinanceParameters,
} from '../finance/validate-finance-input';
import { formulateDiet, PLAIN_LP_OPTIONS } from '../formulation/formulate-diet';
import type { FormulationInput, FormulationOptions, FormulationResult } from '../formulation/formulate-diet';
import type { LpSolver } from '../formulation/lp-solver';
import type { Requirements } from '../formulation/requirement-supply';
import { calculateRequirements } from '../requirements/calculate-requirements';
import { toRequirementBounds } from '../requirements/requirement-bounds';

/** The objective choice of the wizard and `cocho formulate` (`objetivo`). */
export const DIET_OBJECTIVES = ['custo', 'lucro', 'custo_arroba'] as const;
export type DietObjective = (typeof DIET_OBJECTIVES)[number];

/** Lowest target gain searched, kg/day ("gain from 0.3 to the animal's maximum"). */
export const MIN_SEARCH_GAIN_KG = 0.3;
/** Grid of the chosen gain, kg/day: the animal form's resolution (ganho_medio_diario, 2 decimals). */
export const GAIN_GRID_KG = 0.01;
/** Step of the coarse scan that brackets the optimum before the golden-section refinement, kg/day. */
export const COARSE_STEP_KG = 0.05;

/** One evaluated target gain. Figures are null where the LP has no exact diet or the report has none. */
export type GainPoint = {
  readonly gainKg: number;
  /** An exact ('otima') least-cost diet exists at this gain. */
  readonly feasible: boolean;
  /** Least diet cost per head per day at this gain (CUSTO). */
  readonly costPerDay: number | null;
  /** Dry-matter intake of that diet, kg/day. */
  readonly dryMatterIntakeKg: number | null;
  /** Days on feed D (docs/product/finance.md#formulas DCONF). */
  readonly daysOnFeed: number | null;
  /** Profit per head, RB − CTR (docs/product/finance.md#formulas MARGEM_OPERACIONAL_CAB). */
  readonly profitPerHead: number | null;
  /** Cost per arroba produced (docs/product/finance.md#formulas CAP = COCAB / TAP). */
  readonly costPerArroba: number | null;
};

/** Finance fields of the search: the report's animal fields and extras (the gain is the searched one). */
export type GainFinanceInput = {
  readonly animal: FinanceAnimal;
  readonly extras?: FinanceExtras | null;
};

export type GainSearchInput = {
  /** The formulation at every gain, except its requirements and gain. */
  readonly formulation: Omit<FormulationInput, 'requirements' | 'dailyGainKg'>;
  /** Requirement bounds at a target gain; null when the animal has none at that gain. */
  readonly requirementsAt: (gainKg: number) => Requirements | null;
  readonly finance: GainFinanceInput;
  /** Search range, kg/day; default MIN_SEARCH_GAIN_KG to MAX_DAILY_GAIN_KG. */
  readonly minGainKg?: number;
  readonly maxGainKg?: number;
};

export type GainSearchResult = {
  readonly objective: Exclude<DietObjective, 'custo'>;
  /** The chosen gain (on the 0.01 kg/day grid) with its diet; null when no gain has an exact diet. */
  readonly best: { readonly point: GainPoint; readonly diet: FormulationResult } | null;
  /** Every evaluated gain, by increasing gain: the objective's curve. */
  readonly curve: readonly GainPoint[];
  /** Gains evaluated (one LP each, plus the requirements at that gain). */
  readonly evaluations: number;
};

/** Rounds to the 0.01 kg/day grid (clean decimals: 0.3 + 0.01·k). */
const onGrid = (gainKg: number): number => Math.round(gainKg / GAIN_GRID_KG) / Math.round(1 / GAIN_GRID_KG);

/**
 * The report's parameters at one target gain. Days follow from the weight to gain when the sale weight is
 * given (docs/product/finance.md#formulas DCONF: D = (PF − PI) / GMD), so any days entered are dropped; with only the days
 * given, the sale weight follows from them (docs/product/finance.md#formulas PESO_DE_VENDA: PF = PI + GMD × D).
 */
export function financeParametersAt(
  finance: GainFinanceInput,
  gainKg: number,
  diet: { readonly costPerDay: number; readonly dryMatterIntakeKg: number },
): { ok: true; value: FinanceParameters } | { ok: false; errors: readonly FinanceFieldError[] } {
  const hasFinalWeight =
    finance.animal.peso_corporal_final !== undefined && finance.animal.peso_corporal_final !== null;
  const extras = finance.extras ?? {};
  const validation = validateFinanceInput({
    animal: { ...finance.animal, ganho_medio_diario: gainKg },
    dieta: { CUSTO: diet.costPerDay, CMS: diet.dryMatterIntakeKg },
    extras: hasFinalWeight ? { ...extras, dias_confinamento: null } : extras,
  });
  return validation.ok ? { ok: true, value: validation.value } : { ok: false, errors: validation.errors };
}

/** Requirements at a gain from an animal (its selected entries), with `overrides` replacing single keys. */
export function animalRequirementsAt(
  animal: Animal,
  overrides: Requirements = {},
): (gainKg: number) => Requirements | null {
  return (gainKg) => {
    const computed = calculateRequirements({ ...animal, ganho_medio_diario: gainKg });
    if (!computed.ok) return null;
    return { ...toRequirementBounds(computed.value.requirements, { onlySelected: true }), ...overrides };
  };
}

/**
 * Least-cost diet and report figures at one gain (no conflict explanation or economics: speed). By default
 * the plain LP (`PLAIN_LP_OPTIONS`): the gain search needs cost to move smoothly with the gain; the diet
 * finally written is formulated with the diet guards by the caller.
 */
export function evaluateGain(
  input: GainSearchInput,
  solver: LpSolver,
  gainKg: number,
  options: FormulationOptions = { economics: false, explainConflicts: false, ...PLAIN_LP_OPTIONS },
): { point: GainPoint; diet: FormulationResult | null } {
  const none: GainPoint = {
    gainKg,
    feasible: false,
    costPerDay: null,
    dryMatterIntakeKg: null,
    daysOnFeed: null,
    profitPerHead: null,
    costPerArroba: null,
  };
  const requirements = input.requirementsAt(gainKg);
  if (requirements === null) return { point: none, diet: null };
  const formulated = formulateDiet(
    { ...input.formulation, requirements, dailyGainKg: gainKg },
    solver,
    options,
  );
  if (!formulated.ok) return { point: none, diet: null };
  const diet = formulated.value;
  if (diet.status !== 'otima') return { point: none, diet };
  const parameters = financeParametersAt(input.finance, gainKg, diet);
  if (!parameters.ok)
    return {
      point: {
        ...none,
        feasible: true,
        costPerDay: diet.costPerDay,
        dryMatterIntakeKg: diet.dryMatterIntakeKg,
      },
      diet,
    };
  const values = calculateFinanceValues(parameters.value);
  return {
    point: {
      gainKg,
      feasible: true,
      costPerDay: diet.costPerDay,
      dryMatterIntakeKg: diet.dryMatterIntakeKg,
      daysOnFeed: parameters.value.daysOnFeed,
      profitPerHead: values.MARGEM_OPERACIONAL_CAB.value, // docs/product/finance.md#formulas MARGEM_OPERACIONAL_CAB = RB − CTR
      costPerArroba: values.CAP.value, // docs/product/finance.md#formulas CAP = COCAB / TAP (death loss: docs/product/finance.md#decisions item 6)
    },
    diet,
  };
}

/** Checks the finance fields once (with a placeholder diet): the search needs every one the report needs. */
export function validateGainFinance(finance: GainFinanceInput): readonly FinanceFieldError[] {
  const checked = financeParametersAt(finance, 1, { costPerDay: 0, dryMatterIntakeKg: 0 });
  return checked.ok ? [] : checked.errors;
}

/** The value maximised: profit, or minus the cost per arroba; −∞ where the point has none. */
export function objectiveScore(point: GainPoint, objective: Exclude<DietObjective, 'custo'>): number {
  if (!point.feasible) return -Infinity;
  if (objective === 'lucro') return point.profitPerHead ?? -Infinity;
  return point.costPerArroba === null ? -Infinity : -point.costPerArroba;
}

/** 1/φ, the golden-section ratio (Kiefer 1953, "Sequential minimax search for a maximum"). */
const INV_PHI = (Math.sqrt(5) - 1) / 2;

/**
 * The target gain with the most profit per head ('lucro') or the least cost per arroba produced
 * ('custo_arroba'), each gain priced by an exact least-cost LP. The curve need not be unimodal (a
 * requirement or a feed's limit can switch in), and gains with no exact diet score −∞, so a coarse scan
 * (0.05 kg/day) brackets the best point first; golden-section search refines inside the bracket, and a
 * hill-climb on the 0.01 kg/day grid makes the answer a grid point no neighbour beats.
 */
export function searchObjectiveGain(
  input: GainSearchInput,
  solver: LpSolver,
  objective: Exclude<DietObjective, 'custo'>,
  /** Formulation options of each gain's diet (default: the plain LP, `evaluateGain`'s default). */
  options?: FormulationOptions,
): GainSearchResult {
  const lo = onGrid(input.minGainKg ?? MIN_SEARCH_GAIN_KG);
  const hi = onGrid(input.maxGainKg ?? MAX_DAILY_GAIN_KG);
  const memo = new Map<number, { point: GainPoint; diet: FormulationResult | null }>();
  const at = (gainKg: number) => {
    const key = Math.round(gainKg * 1e9) / 1e9;
    let hit = memo.get(key);
    if (hit === undefined) {
      hit = options ? evaluateGain(input, solver, key, options) : evaluateGain(input, solver, key);
      memo.set(key, hit);
    }
    return hit;
  };
  const score = (gainKg: number) => objectiveScore(at(gainKg).point, objective);

  // 1. Coarse scan over [lo, hi] (both ends included).
  const coarse: number[] = [];
  for (let g = lo; g < hi - 1e-9; g = onGrid(g + COARSE_STEP_KG)) coarse.push(g);
  coarse.push(hi);
  let bestIndex = -1;
  coarse.forEach((g, i) => {
    if (score(g) > (bestIndex < 0 ? -Infinity : score(coarse[bestIndex] as number))) bestIndex = i;
  });
  const curve = () => [...memo.values()].map((m) => m.point).sort((a, b) => a.gainKg - b.gainKg);
  if (bestIndex < 0) return { objective, best: null, curve: curve(), evaluations: memo.size };

  // 2. Golden-section search on the bracket around the best coarse point (Kiefer 1953).
  let a = coarse[Math.max(0, bestIndex - 1)] as number;
  let b = coarse[Math.min(coarse.length - 1, bestIndex + 1)] as number;
  let c = b - INV_PHI * (b - a);
  let d = a + INV_PHI * (b - a);
  while (b - a > GAIN_GRID_KG / 2) {
    if (score(c) >= score(d)) {
      b = d;
      d = c;
      c = b - INV_PHI * (b - a);
    } else {
      a = c;
      c = d;
      d = a + INV_PHI * (b - a);
    }
  }
  // 3. Onto the grid, then climb to the better grid neighbour while one improves.
  let g = onGrid((a + b) / 2);
  const coarseBest = coarse[bestIndex] as number;
  if (score(coarseBest) > score(g)) g = coarseBest;
  for (;;) {
    const up = onGrid(g + GAIN_GRID_KG);
    const down = onGrid(g - GAIN_GRID_KG);
    const here = score(g);
    const upScore = up <= hi + 1e-9 ? score(up) : -Infinity;
    const downScore = down >= lo - 1e-9 ? score(down) : -Infinity;
    if (upScore > here && upScore >= downScore) g = up;
    else if (downScore > here) g = down;
    else break;
  }
  const chosen = at(g);
  const best =
    chosen.diet !== null && chosen.point.feasible ? { point: chosen.point, diet: chosen.diet } : null;
  // Only grid points enter the curve (the golden-section probes lie between them).
  return {
    objective,
    best,
    curve: curve().filter((p) => Math.abs(onGrid(p.gainKg) - p.gainKg) < 1e-9),
    evaluations: memo.size,
  };
}
