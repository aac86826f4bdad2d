/**
 * Diet comparison (issue 6 item 5): two or more diets side by side — status, cost, intake, shares, feed
 * efficiency, the main nutrients supplied and the amount of each feed. Pure; the screen formats the values.
 */
import type { FormulationResult, FormulationStatus, RequirementKey } from '@cocho/engine';

/** The nutrients compared (spec 02 §3 requirement keys, per animal per day in the requirement units). */
export const COMPARED_NUTRIENTS: readonly RequirementKey[] = ['CMS', 'NDT', 'PB', 'FDN', 'EE', 'Ca', 'P'];

export type ComparedDiet = {
  readonly label: string;
  readonly result: FormulationResult | null;
  /** Feed names by id (the diet's own snapshot). */
  readonly feedNames: Readonly<Record<string, string>>;
};

export type ComparisonValue = number | null;

export type ComparisonRow =
  | {
      readonly kind: 'status';
      readonly key: 'status';
      readonly values: readonly (FormulationStatus | null)[];
    }
  | {
      readonly kind: 'money' | 'kg' | 'percent' | 'ratio';
      readonly key:
        'costPerDay' | 'dmi' | 'asFedIntake' | 'roughageShare' | 'concentrateShare' | 'feedEfficiency';
      readonly values: readonly ComparisonValue[];
    }
  | { readonly kind: 'nutrient'; readonly key: RequirementKey; readonly values: readonly ComparisonValue[] }
  | {
      readonly kind: 'feed';
      readonly key: string;
      readonly name: string;
      readonly values: readonly ComparisonValue[];
    };

/** The rows of the comparison table, one value per diet (null where a diet has no result or feed). */
export function buildComparison(diets: readonly ComparedDiet[]): ComparisonRow[] {
  const of = (pick: (result: FormulationResult) => number | null) =>
    diets.map((diet) => (diet.result === null ? null : pick(diet.result)));
  const rows: ComparisonRow[] = [
    { kind: 'status', key: 'status', values: diets.map((diet) => diet.result?.status ?? null) },
    { kind: 'money', key: 'costPerDay', values: of((result) => result.costPerDay) },
    { kind: 'kg', key: 'dmi', values: of((result) => result.dryMatterIntakeKg) },
    { kind: 'kg', key: 'asFedIntake', values: of((result) => result.asFedIntakeKg) },
    { kind: 'percent', key: 'roughageShare', values: of((result) => result.roughagePercent) },
    { kind: 'percent', key: 'concentrateShare', values: of((result) => result.concentratePercent) },
    { kind: 'ratio', key: 'feedEfficiency', values: of((result) => result.feedEfficiency) },
    ...COMPARED_NUTRIENTS.map((key): ComparisonRow => ({
      kind: 'nutrient',
      key,
      values: of((result) => result.nutrients[key] ?? null),
    })),
  ];
  // Every feed of any diet, in order of first appearance; a feed a diet does not use is null there.
  const feedIds: string[] = [];
  for (const diet of diets)
    for (const feed of diet.result?.feeds ?? []) if (!feedIds.includes(feed.id)) feedIds.push(feed.id);
  for (const id of feedIds) {
    const name = diets.map((diet) => diet.feedNames[id]).find((value) => value !== undefined) ?? id;
    rows.push({
      kind: 'feed',
      key: id,
      name,
      values: diets.map((diet) => {
        if (diet.result === null) return null;
        const row = diet.result.feeds.find((feed) => feed.id === id);
        return row ? row.asFedKg : null;
      }),
    });
  }
  return rows;
}
