/**
 * The financial report's inputs (docs/product/calculation.md#animal financial fields; docs/product/finance.md
 * docs/product/finance.md#decisions item 6 extras): which fields the user edits, how their text is read in the interface language, and
 * how an engine field error maps back to a field. The calculation itself is @cocho/engine's.
 */
import { calculateFinancialReport, numberSpecOf } from '@cocho/engine';
import type {
  FieldUnit,
  FinanceAnimal,
  FinanceExtras,
  FinanceFieldError,
  FinanceInput,
  FinanceDiet,
  FinancialReportResult,
  Language,
  NumberKind,
  NumericField,
} from '@cocho/engine';
import type { TDietFinance } from '@cocho/contracts';
import { formatNumber } from '../../format/format';
import { readFieldNumber, toPlainNumberText } from '../../ui/read-number';
import {
  FINANCE_ANIMAL_FIELDS,
  FINANCE_COW_FIELDS,
  FINANCE_EXTRA_FIELDS,
  pickFinanceValues as pick,
} from './kept-finance';
import type { FinanceAnimalField, FinanceExtraField, FinanceInputField } from './kept-finance';

// The fields and the kept inputs live in kept-finance.ts, which the diet wizard's first screen imports without
// the report; re-exported here for the report's modules.
export {
  EMPTY_KEPT_FINANCE,
  FINANCE_ANIMAL_FIELDS,
  FINANCE_COW_FIELDS,
  FINANCE_EXTRA_FIELDS,
  keptFinanceOf,
} from './kept-finance';
export type {
  FinanceAnimalField,
  FinanceCowField,
  FinanceExtraField,
  FinanceInputField,
} from './kept-finance';

/** Every field the report can show. */
export const FINANCE_INPUT_FIELDS: readonly FinanceInputField[] = [
  ...FINANCE_ANIMAL_FIELDS,
  ...FINANCE_EXTRA_FIELDS,
  ...FINANCE_COW_FIELDS,
];

/** The animal the report reads: the Animal's financial fields, and the mean weight a cow is described by. */
export type FinanceReportAnimal = FinanceAnimal & { readonly peso_corporal_medio?: number | null };

/** Whether the report takes the weights and gain from its own fields (cows) instead of the animal form. */
export function hasOwnWeightFields(animal: FinanceAnimal): boolean {
  return animal.tipo === 'vaca';
}

/** The five monthly costs per head whose sum is custo_total (docs/product/finance.md#decisions item 2). */
export const MONTHLY_COST_FIELDS: readonly FinanceAnimalField[] = FINANCE_ANIMAL_FIELDS.filter(
  (field) => numberSpecOf(field).unit === 'moneyPerMonth',
);

/** How a field is typed and shown: kind, decimals and unit. */
export type FinanceFieldFormat = {
  readonly kind: NumberKind;
  readonly decimals: number;
  readonly unit: FieldUnit | null;
};

/** The extras' formats (not animal fields): percentages of the lot, money per head. */
const EXTRA_FORMAT: Readonly<Record<FinanceExtraField, FinanceFieldFormat>> = {
  mortalidade: { kind: 'percentage', decimals: 2, unit: 'percent' },
  quebra: { kind: 'percentage', decimals: 2, unit: 'percent' },
  frete: { kind: 'money', decimals: 2, unit: null },
  comissao: { kind: 'money', decimals: 2, unit: null },
};

/** The format of every field: the animal fields' from the engine's field table, so as the animal form. */
export const FIELD_FORMAT: Readonly<Record<FinanceInputField, FinanceFieldFormat>> = Object.fromEntries(
  FINANCE_INPUT_FIELDS.map((field) => {
    if (field in EXTRA_FORMAT) return [field, EXTRA_FORMAT[field as FinanceExtraField]];
    const { kind, decimals, unit } = numberSpecOf(field as NumericField);
    return [field, { kind, decimals, unit }];
  }),
) as Record<FinanceInputField, FinanceFieldFormat>;

export type FinanceFieldTexts = Readonly<Partial<Record<FinanceInputField, string>>>;

/** The text shown for a stored value of `field` in `language`, with the field's decimals. */
export function formatFieldValue(
  field: FinanceInputField,
  value: number | null | undefined,
  language: Language,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const { kind, decimals } = FIELD_FORMAT[field];
  // Money keeps its grouping (its two decimals make it unambiguous: "1.234,50"); other numbers are
  // written without it, so the one reader reads the text back as exactly this value.
  return kind === 'money'
    ? formatNumber(value, language, decimals)
    : toPlainNumberText(value, language, decimals, decimals);
}

/**
 * Initial texts of every editable field from the animal and extras given to the report. A cow's entry
 * weight starts at her mean weight, the weight the animal form has for her.
 */
export function initialTexts(
  animal: FinanceReportAnimal,
  extras: FinanceExtras | null | undefined,
  language: Language,
): Record<FinanceInputField, string> {
  const texts = {} as Record<FinanceInputField, string>;
  for (const field of FINANCE_ANIMAL_FIELDS) texts[field] = formatFieldValue(field, animal[field], language);
  for (const field of FINANCE_EXTRA_FIELDS) texts[field] = formatFieldValue(field, extras?.[field], language);
  for (const field of FINANCE_COW_FIELDS) {
    const value =
      field === 'peso_corporal_inicial' ? (animal[field] ?? animal.peso_corporal_medio) : animal[field];
    texts[field] = formatFieldValue(field, value, language);
  }
  return texts;
}

export type FinanceFormOutcome = {
  /** The engine input built from the animal, the diet and the typed fields. */
  readonly input: FinanceInput;
  /** Parsed values of the typed fields (for the caller to keep). */
  readonly values: Record<FinanceInputField, number | null>;
  /** Fields whose text is not a number in `language`. */
  readonly unreadable: readonly FinanceInputField[];
};

/**
 * Builds the engine's input: the animal's own fields (type, weights, gain) with the typed financial fields
 * on top, and for a cow the typed weights and gain. custo_total is the sum of the five monthly costs, so it
 * is not passed (docs/product/finance.md#decisions item 2).
 */
export function buildFinanceInput(
  animal: FinanceAnimal,
  diet: FinanceDiet,
  texts: FinanceFieldTexts,
  language: Language,
): FinanceFormOutcome {
  const values = {} as Record<FinanceInputField, number | null>;
  const unreadable: FinanceInputField[] = [];
  const ownWeights = hasOwnWeightFields(animal);
  for (const field of FINANCE_INPUT_FIELDS) {
    if (!ownWeights && (FINANCE_COW_FIELDS as readonly string[]).includes(field)) {
      values[field] = null;
      continue;
    }
    const parsed = readFieldNumber(texts[field] ?? '', FIELD_FORMAT[field].kind, language);
    if (parsed === undefined) unreadable.push(field);
    values[field] = parsed ?? null;
  }
  return { input: toFinanceInput(animal, diet, values), values, unreadable };
}

/**
 * The engine's input from the animal and the report's field values: the animal's own fields (type,
 * weights, gain) with the financial fields on top, and for a cow the report's weights and gain.
 * custo_total is the sum of the five monthly costs, so it is not passed (docs/product/finance.md#decisions item 2).
 */
export function toFinanceInput(
  animal: FinanceAnimal,
  diet: FinanceDiet,
  values: Readonly<Record<FinanceInputField, number | null>>,
): FinanceInput {
  const animalInput: Record<string, unknown> = { ...animal };
  delete animalInput['custo_total'];
  for (const field of FINANCE_ANIMAL_FIELDS) animalInput[field] = values[field];
  if (hasOwnWeightFields(animal)) for (const field of FINANCE_COW_FIELDS) animalInput[field] = values[field];
  const extras = pick(values, FINANCE_EXTRA_FIELDS);
  return { animal: animalInput as FinanceAnimal, dieta: diet, extras };
}

/** The report of one set of inputs: the engine input (its animal is the summary's) and the engine's answer. */
export type FinanceReportOutcome = {
  readonly input: FinanceInput;
  readonly result: FinancialReportResult;
};

/** Computes the report of the animal, the diet and the report's field values (toFinanceInput). */
export function financeReportOf(
  animal: FinanceAnimal,
  diet: FinanceDiet,
  values: Readonly<Record<FinanceInputField, number | null>>,
): FinanceReportOutcome {
  const input = toFinanceInput(animal, diet, values);
  return { input, result: calculateFinancialReport(input) };
}

/**
 * What the report's fields hold for a saved diet: the animal's financial fields and the kept extras and
 * cow weights (a cow's entry weight defaults to her mean weight, as the report's field does).
 */
export function financeValuesOf(
  animal: FinanceReportAnimal,
  kept: TDietFinance,
): Record<FinanceInputField, number | null> {
  const values = {} as Record<FinanceInputField, number | null>;
  for (const field of FINANCE_ANIMAL_FIELDS) values[field] = animal[field] ?? null;
  for (const field of FINANCE_EXTRA_FIELDS) values[field] = kept[field];
  values.peso_corporal_inicial = kept.peso_corporal_inicial ?? animal.peso_corporal_medio ?? null;
  values.peso_corporal_final = kept.peso_corporal_final;
  values.ganho_medio_diario = kept.ganho_medio_diario;
  return values;
}

/** The animal the report shows: a cow carries her kept weights and gain (the animal form has none). */
export function financeAnimalOf(animal: FinanceReportAnimal, kept: TDietFinance): FinanceReportAnimal {
  if (!hasOwnWeightFields(animal)) return animal;
  return {
    ...animal,
    peso_corporal_inicial: kept.peso_corporal_inicial,
    peso_corporal_final: kept.peso_corporal_final,
    ganho_medio_diario: kept.ganho_medio_diario,
  };
}

/**
 * The field of the report an engine error path points at (`animal.preco_venda_arroba` →
 * preco_venda_arroba), or null when the report does not show that field for this animal (the weights and
 * gain of growing cattle are in the animal form).
 */
export function fieldOfError(error: FinanceFieldError, animal: FinanceAnimal): FinanceInputField | null {
  const name = error.field.split('.').pop() ?? '';
  if ((FIELD_FORMAT as Record<string, FinanceFieldFormat>)[name] === undefined) return null;
  const field = name as FinanceInputField;
  const isCowField = (FINANCE_COW_FIELDS as readonly string[]).includes(field);
  return isCowField && !hasOwnWeightFields(animal) ? null : field;
}

/** Sum of the monthly costs per head, R$/head/month (docs/product/finance.md#decisions item 2). */
export function sumMonthlyCosts(values: Partial<Record<FinanceInputField, number | null>>): number {
  return MONTHLY_COST_FIELDS.reduce((sum, field) => sum + (values[field] ?? 0), 0);
}
