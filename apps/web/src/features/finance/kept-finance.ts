/**
 * The financial report's fields and what a diet keeps of them (docs/product/calculation.md#animal financial
 * fields; docs/product/finance.md#decisions item 6 extras), without the report: the diet wizard imports these at
 * its first screen, and the report's calculation (finance-form.ts, @cocho/engine's) loads with the result.
 */
import { ANIMAL_FIELD_KEYS, fieldSpecOf } from '@cocho/engine';
import type { ANIMAL_FIELDS, NumericField } from '@cocho/engine';
import type { TDietFinance } from '@cocho/contracts';

/** The animal form's financial section (the engine's field table), in table order. */
type FinanceSectionField = {
  [F in NumericField]: (typeof ANIMAL_FIELDS)[F] extends { section: 'finance' } ? F : never;
}[NumericField];

/**
 * Animal fields the report lets the user edit: the animal form's financial section (docs/product/calculation.md#animal),
 * without custo_total, which the report sums from the five monthly costs (docs/product/finance.md#decisions item 2).
 */
export type FinanceAnimalField = Exclude<FinanceSectionField, 'custo_total'>;
export const FINANCE_ANIMAL_FIELDS: readonly FinanceAnimalField[] = ANIMAL_FIELD_KEYS.filter(
  (field): field is FinanceAnimalField =>
    field !== 'custo_total' &&
    fieldSpecOf(field).section === 'finance' &&
    fieldSpecOf(field).kind !== 'choice',
);

/** The optional extras beyond the product's definitions (docs/product/finance.md#decisions item 6), all zero by default. */
export const FINANCE_EXTRA_FIELDS = ['mortalidade', 'quebra', 'frete', 'comissao'] as const;

/**
 * Entry weight, sale weight and daily gain of a cull cow (docs/product/calculation.md#validation lets cows in one state have a
 * report). The animal form describes cows by their mean weight alone and has no gain, so the report asks
 * for them itself; they are not written back to the animal, whose requirements they must not change
 * (docs/decisions/finance-indicator-readings.md).
 */
export const FINANCE_COW_FIELDS = [
  'peso_corporal_inicial',
  'peso_corporal_final',
  'ganho_medio_diario',
] as const;

export type FinanceExtraField = (typeof FINANCE_EXTRA_FIELDS)[number];
export type FinanceCowField = (typeof FINANCE_COW_FIELDS)[number];
export type FinanceInputField = FinanceAnimalField | FinanceExtraField | FinanceCowField;

/** The kept inputs of the report's field values (what the diet saves besides the animal's fields). */
export function keptFinanceOf(
  values: Readonly<Partial<Record<FinanceInputField, number | null>>>,
): TDietFinance {
  return pickFinanceValues(values, [...FINANCE_EXTRA_FIELDS, ...FINANCE_COW_FIELDS]);
}

/** Nothing kept: no extras, the cow's weights from the animal. */
export const EMPTY_KEPT_FINANCE: TDietFinance = keptFinanceOf({});

/** `fields` of `values`, each null when absent. */
export function pickFinanceValues<F extends FinanceInputField>(
  values: Readonly<Partial<Record<FinanceInputField, number | null>>>,
  fields: readonly F[],
): Record<F, number | null> {
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? null])) as Record<
    F,
    number | null
  >;
}
