/** The performance chart's monthly series (data/chart; pure). */
import type { TChartPoint } from '@cocho/contracts';

export type ChartDiet = {
  /** YYYY-MM. */
  readonly month: string;
  /** kg/day. */
  readonly expectedAdgKg: number | null;
  /** Observed, else real, kg/day. */
  readonly observedAdgKg: number | null;
  /** Cost per animal per day. */
  readonly costPerDay: number | null;
};

function meanOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0) / known.length;
}

/**
 * One point per month that has diets, oldest first: the number of diets and the plain mean of each value
 * over the month's diets that have it (null when none has). Months without diets are left out.
 */
export function aggregateMonthly(diets: readonly ChartDiet[]): TChartPoint[] {
  const byMonth = new Map<string, ChartDiet[]>();
  for (const diet of diets) byMonth.set(diet.month, [...(byMonth.get(diet.month) ?? []), diet]);
  return [...byMonth.keys()].sort().map((month) => {
    const group = byMonth.get(month) ?? [];
    return {
      mes: month,
      dietas: group.length,
      gmd_esperado: meanOf(group.map((diet) => diet.expectedAdgKg)),
      gmd_observado: meanOf(group.map((diet) => diet.observedAdgKg)),
      custo_dia: meanOf(group.map((diet) => diet.costPerDay)),
    };
  });
}
