/** The performance chart's monthly series (data/chart; pure). */
import type { TChartPoint } from '@cocho/contracts';
import type { Currency } from '@cocho/engine';

export type ChartDiet = {
  /** YYYY-MM. */
  readonly month: string;
  /** kg/day. */
  readonly expectedAdgKg: number | null;
  /** Observed, else real, kg/day. */
  readonly observedAdgKg: number | null;
  /** Cost per animal per day, in `currency`. */
  readonly costPerDay: number | null;
  /** The diet's currency (its `moeda`; reais when saved without one). */
  readonly currency: Currency;
};

/**
 * The currency the cost line is drawn in: the account's when chosen, else the one most of the diets with a
 * cost are in (reais on a tie or none). Costs are never converted or averaged across currencies.
 */
export function chartCurrencyOf(diets: readonly ChartDiet[], accountCurrency: Currency | null): Currency {
  if (accountCurrency !== null) return accountCurrency;
  const counts = new Map<Currency, number>();
  for (const diet of diets)
    if (diet.costPerDay !== null) counts.set(diet.currency, (counts.get(diet.currency) ?? 0) + 1);
  let best: Currency = 'BRL';
  for (const [currency, count] of counts) if (count > (counts.get(best) ?? 0)) best = currency;
  return best;
}

function meanOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0) / known.length;
}

/**
 * One point per month that has diets, oldest first: the number of diets and the plain mean of each value
 * over the month's diets that have it (null when none has); the cost only over the diets in `currency`,
 * with the count of those left out. Months without diets are left out.
 */
export function aggregateMonthly(diets: readonly ChartDiet[], currency: Currency): TChartPoint[] {
  const byMonth = new Map<string, ChartDiet[]>();
  for (const diet of diets) byMonth.set(diet.month, [...(byMonth.get(diet.month) ?? []), diet]);
  return [...byMonth.keys()].sort().map((month) => {
    const group = byMonth.get(month) ?? [];
    return {
      mes: month,
      dietas: group.length,
      gmd_esperado: meanOf(group.map((diet) => diet.expectedAdgKg)),
      gmd_observado: meanOf(group.map((diet) => diet.observedAdgKg)),
      custo_dia: meanOf(group.filter((diet) => diet.currency === currency).map((diet) => diet.costPerDay)),
      moeda: currency,
      outras_moedas: group.filter((diet) => diet.currency !== currency && diet.costPerDay !== null).length,
    };
  });
}
