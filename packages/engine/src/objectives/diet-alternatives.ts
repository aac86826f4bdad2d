/**
 * Near-optimal alternative diets: up to three diets whose cost per day is within a
 * tolerance of the least cost (e.g. 2 %) and whose ingredients differ, so that a consultant can pick one
 * the farm can buy. Each alternative is the least-cost diet of the same model (docs/product/calculation.md#constants) with one or two
 * of the optimal diet's feeds left out, so each is an exact diet of the same requirements.
 */
import { prepareDietModel } from '../formulation/diet-model';
import { formulateDiet, PLAIN_LP_OPTIONS } from '../formulation/formulate-diet';
import type { FeedResult, FormulationInput, FormulationResult } from '../formulation/formulate-diet';
import type { LpSolver } from '../formulation/lp-solver';

/** Default cost tolerance, % above the least cost ("e.g. 2 %"). */
export const DEFAULT_ALTERNATIVE_TOLERANCE_PERCENT = 2;
/** At most this many alternatives. */
export const MAX_ALTERNATIVES = 3;

/** Amounts above this (kg DM/day) count as in the diet (as `formulateDiet` counts them). */
const IN_DIET_KG = 1e-9;

export type DietAlternative = {
  /** The optimal diet's feeds this diet leaves out. */
  readonly excludedIds: readonly string[];
  /** Ids of the feeds in this diet, in input order. */
  readonly feedIds: readonly string[];
  readonly costPerDay: number;
  /** Cost above the least cost, % of it. */
  readonly costIncreasePercent: number;
  /** One entry per input feed, as in `FormulationResult.feeds`. */
  readonly feeds: readonly FeedResult[];
  readonly dryMatterIntakeKg: number;
};

export type DietAlternativesResult =
  | {
      readonly ok: true;
      readonly value: {
        readonly optimal: FormulationResult;
        readonly alternatives: readonly DietAlternative[];
      };
    }
  | { readonly ok: false; readonly reason: 'INVALID_INPUT' | 'NOT_OPTIMAL' | 'INVALID_TOLERANCE' };

const inDiet = (result: FormulationResult): string[] =>
  result.feeds.filter((f) => f.dryMatterKg > IN_DIET_KG).map((f) => f.id);

/**
 * Alternatives to the least-cost diet within `tolerancePercent` of its cost. Candidates: the least-cost diet
 * without each one of the optimal diet's feeds that has no minimum share, then without each pair; those within the tolerance are
 * taken cheapest first, each with a set of feeds different from the optimal diet's and from every one
 * already taken; pairs are tried only when the singles give fewer than `maxCount`. Up to
 * 1 + n + n(n − 1)/2 LPs for n feeds in the optimal diet.
 */
export function findDietAlternatives(
  input: FormulationInput,
  solver: LpSolver,
  options: { readonly tolerancePercent?: number; readonly maxCount?: number } = {},
): DietAlternativesResult {
  const tolerance = options.tolerancePercent ?? DEFAULT_ALTERNATIVE_TOLERANCE_PERCENT;
  if (!(Number.isFinite(tolerance) && tolerance >= 0 && tolerance <= 100))
    return { ok: false, reason: 'INVALID_TOLERANCE' };
  const maxCount = Math.max(0, Math.min(MAX_ALTERNATIVES, options.maxCount ?? MAX_ALTERNATIVES));
  const solve = (excluded: readonly string[]) =>
    formulateDiet(
      {
        ...input,
        // Both restrictions 0 exclude a feed (docs/product/calculation.md#validation feed restriction rules).
        feeds: input.feeds.map((f) => (excluded.includes(f.id) ? { ...f, minPercent: 0, maxPercent: 0 } : f)),
      },
      solver,
      // Alternatives are diets of the least-cost LP within a cost tolerance: the plain LP, exact diets only
      // (an infeasible exclusion is not relaxed, as its least-penalty diet would be discarded).
      { economics: false, explainConflicts: false, infeasibleStrategy: 'none', ...PLAIN_LP_OPTIONS },
    );
  const base = solve([]);
  if (!base.ok) return { ok: false, reason: 'INVALID_INPUT' };
  if (base.value.status !== 'otima') return { ok: false, reason: 'NOT_OPTIMAL' };
  const optimal = base.value;
  const budget = optimal.costPerDay * (1 + tolerance / 100) + 1e-9 * Math.max(1, optimal.costPerDay);
  const used = inDiet(optimal);
  const key = (ids: readonly string[]) => [...ids].sort().join('\u0000');
  const taken = new Set<string>([key(used)]);
  const alternatives: DietAlternative[] = [];
  /** Single exclusions with no diet within the budget: every pair with one of them has none either. */
  const beyondBudget = new Set<string>();
  /** The feeds of each single exclusion's least-cost diet. */
  const singleDiets = new Map<string, readonly string[]>();
  /** Solves each exclusion; takes those within the budget, cheapest first, with new sets of feeds. */
  const collect = (exclusions: readonly (readonly string[])[]) => {
    const candidates: DietAlternative[] = [];
    for (const excludedIds of exclusions) {
      // A pair leaves out more than either of its singles: it costs at least as much, and it has no diet
      // when one of them has none, so it is not solved (docs/decisions/engine-speed.md).
      // On pasture the diet is capped at its own grazing intake, not one LP: every pair is solved there.
      const prunable = (input.grazingIntake ?? null) === null && excludedIds.length > 1;
      if (prunable && excludedIds.some((id) => beyondBudget.has(id))) continue;
      // Nor when one single's diet does without the pair's other feed: that diet is still a least-cost diet
      // with both left out, so the pair gives it again, and it is already taken or set aside.
      const doesWithout = (single: string, other: string): boolean =>
        singleDiets.get(single)?.includes(other) === false;
      const [first = '', second = ''] = excludedIds;
      if (prunable && (doesWithout(first, second) || doesWithout(second, first))) continue;
      const solved = solve(excludedIds);
      if (!solved.ok || solved.value.status !== 'otima' || solved.value.costPerDay > budget) {
        if (excludedIds.length === 1 && solved.ok) beyondBudget.add(excludedIds[0] as string);
        continue;
      }
      const diet = solved.value;
      if (excludedIds.length === 1) singleDiets.set(excludedIds[0] as string, inDiet(diet));
      candidates.push({
        excludedIds,
        feedIds: inDiet(diet),
        costPerDay: diet.costPerDay,
        costIncreasePercent:
          optimal.costPerDay > 0 ? ((diet.costPerDay - optimal.costPerDay) / optimal.costPerDay) * 100 : 0,
        feeds: diet.feeds,
        dryMatterIntakeKg: diet.dryMatterIntakeKg,
      });
    }
    for (const candidate of candidates.sort((a, b) => a.costPerDay - b.costPerDay)) {
      if (alternatives.length >= maxCount) return;
      const k = key(candidate.feedIds);
      if (taken.has(k)) continue;
      taken.add(k);
      alternatives.push(candidate);
    }
  };
  // A feed with a minimum share (given, 30 % of a given maximum, or any other rule the model applies) cannot
  // be left out (docs/product/calculation.md#validation): the model's own resolved minimum decides.
  const model = prepareDietModel(input.feeds, input.requirements, input.roughagePercent ?? null);
  const droppable = used.filter((id) => model.feeds.find((f) => f.feed.id === id)?.minPercent === 0);
  collect(droppable.map((id) => [id]));
  // Pairs only when single exclusions give too few (a pair never costs less than either of its singles).
  if (alternatives.length < maxCount)
    collect(droppable.flatMap((id, i) => droppable.slice(i + 1).map((other) => [id, other])));
  return { ok: true, value: { optimal, alternatives } };
}
