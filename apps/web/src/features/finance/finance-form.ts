/**
 * The financial report's inputs (spec 02 §3 Animal financial fields; shared/reference/feedlot-finance.md
 * §2.5 item 6 extras): which fields the user edits, how their text is read in the interface language, and
 * how an engine field error maps back to a field. The calculation itself is @cocho/engine's.
 */
import { parseFormNumber, parseMoney, parsePercent } from '@cocho/engine';
import type {
  FinanceAnimal,
  FinanceExtras,
  FinanceFieldError,
  FinanceInput,
  FinanceDiet,
  FinanceUnit,
  Language,
} from '@cocho/engine';
import { formatMoney, formatNumber, formatPercent } from '../../format/format';

/** How a field is typed and shown. */
export type FinanceFieldKind = 'integer' | 'money' | 'percent';

/** Animal fields the report lets the user edit (spec 02 §3 Animal). */
export const FINANCE_ANIMAL_FIELDS = [
  'numero_animais',
  'preco_arroba_adquirida',
  'preco_venda_arroba',
  'rendimento_carcaca_inicial',
  'rendimento_carcaca_final',
  'custo_mao_de_obra',
  'custo_energia',
  'custo_maquinario',
  'custo_medicamentos',
  'custo_extra',
  'taxa_juros_mensal',
] as const;

/** The optional extras beyond the spec (reference §2.5 item 6), all zero by default. */
export const FINANCE_EXTRA_FIELDS = ['mortalidade', 'quebra', 'frete', 'comissao'] as const;

export type FinanceAnimalField = (typeof FINANCE_ANIMAL_FIELDS)[number];
export type FinanceExtraField = (typeof FINANCE_EXTRA_FIELDS)[number];
export type FinanceInputField = FinanceAnimalField | FinanceExtraField;

/** The five monthly costs per head whose sum is custo_total (reference §2.5 item 2). */
export const MONTHLY_COST_FIELDS: readonly FinanceAnimalField[] = [
  'custo_mao_de_obra',
  'custo_energia',
  'custo_maquinario',
  'custo_medicamentos',
  'custo_extra',
];

export const FIELD_KIND: Readonly<Record<FinanceInputField, FinanceFieldKind>> = {
  numero_animais: 'integer',
  preco_arroba_adquirida: 'money',
  preco_venda_arroba: 'money',
  rendimento_carcaca_inicial: 'percent',
  rendimento_carcaca_final: 'percent',
  custo_mao_de_obra: 'money',
  custo_energia: 'money',
  custo_maquinario: 'money',
  custo_medicamentos: 'money',
  custo_extra: 'money',
  taxa_juros_mensal: 'percent',
  mortalidade: 'percent',
  quebra: 'percent',
  frete: 'money',
  comissao: 'money',
};

/** Values of the editable fields: a number, null when empty, or 'invalid' when the text is not a number. */
export type FinanceFieldValues = Readonly<Partial<Record<FinanceInputField, number | null>>>;
export type FinanceFieldTexts = Readonly<Partial<Record<FinanceInputField, string>>>;

/** The text shown for a stored value in `language` (2 decimals for money and percent). */
export function formatFieldValue(
  value: number | null | undefined,
  kind: FinanceFieldKind,
  language: Language,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return kind === 'integer' ? formatNumber(value, language, 0) : formatNumber(value, language, 2);
}

/** Reads a typed field in `language`: null when empty, undefined when it is not a number. */
export function parseFieldText(
  text: string,
  kind: FinanceFieldKind,
  language: Language,
): number | null | undefined {
  if (text.trim() === '') return null;
  const value =
    kind === 'money'
      ? parseMoney(text, language)
      : kind === 'percent'
        ? parsePercent(text, language)
        : parseFormNumber(text, language);
  return value === null ? undefined : value;
}

/** Initial texts of every editable field from the animal and extras given to the report. */
export function initialTexts(
  animal: FinanceAnimal,
  extras: FinanceExtras | null | undefined,
  language: Language,
): Record<FinanceInputField, string> {
  const texts = {} as Record<FinanceInputField, string>;
  for (const field of FINANCE_ANIMAL_FIELDS)
    texts[field] = formatFieldValue(animal[field], FIELD_KIND[field], language);
  for (const field of FINANCE_EXTRA_FIELDS)
    texts[field] = formatFieldValue(extras?.[field], FIELD_KIND[field], language);
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
 * on top. custo_total is the sum of the five monthly costs, so it is not passed (reference §2.5 item 2).
 */
export function buildFinanceInput(
  animal: FinanceAnimal,
  diet: FinanceDiet,
  texts: FinanceFieldTexts,
  language: Language,
): FinanceFormOutcome {
  const values = {} as Record<FinanceInputField, number | null>;
  const unreadable: FinanceInputField[] = [];
  for (const field of [...FINANCE_ANIMAL_FIELDS, ...FINANCE_EXTRA_FIELDS]) {
    const parsed = parseFieldText(texts[field] ?? '', FIELD_KIND[field], language);
    if (parsed === undefined) unreadable.push(field);
    values[field] = parsed ?? null;
  }
  const animalInput: Record<string, unknown> = { ...animal };
  delete animalInput['custo_total'];
  for (const field of FINANCE_ANIMAL_FIELDS) animalInput[field] = values[field];
  const extras: FinanceExtras = {
    mortalidade: values.mortalidade,
    quebra: values.quebra,
    frete: values.frete,
    comissao: values.comissao,
  };
  return { input: { animal: animalInput as FinanceAnimal, dieta: diet, extras }, values, unreadable };
}

/** The editable field an engine error path points at (`animal.preco_venda_arroba` → preco_venda_arroba). */
export function fieldOfError(error: FinanceFieldError): FinanceInputField | null {
  const name = error.field.split('.').pop() ?? '';
  return (FIELD_KIND as Record<string, FinanceFieldKind>)[name] === undefined
    ? null
    : (name as FinanceInputField);
}

/** Sum of the monthly costs per head, R$/head/month (reference §2.5 item 2). */
export function sumMonthlyCosts(values: Partial<Record<FinanceInputField, number | null>>): number {
  return MONTHLY_COST_FIELDS.reduce((sum, field) => sum + (values[field] ?? 0), 0);
}

/** Decimals shown per indicator unit. */
const DECIMALS: Readonly<Record<FinanceUnit, number>> = {
  head: 0,
  days: 0,
  months: 2,
  kg: 1,
  'kg/day': 2,
  '%': 1,
  '%/month': 2,
  '%/year': 1,
  '@': 2,
  'kg DM/@': 1,
  'R$/day': 2,
  R$: 2,
  'R$/@': 2,
};

/** The i18n key (finance namespace) of a unit's suffix, when the unit has one besides the number format. */
export const UNIT_SUFFIX_KEY: Readonly<Record<FinanceUnit, string | null>> = {
  head: 'unit.head',
  days: 'unit.days',
  months: 'unit.months',
  kg: 'unit.kg',
  'kg/day': 'unit.kgPerDay',
  '%': null,
  '%/month': 'unit.perMonth',
  '%/year': 'unit.perYear',
  '@': 'unit.arroba',
  'kg DM/@': 'unit.kgDmPerArroba',
  'R$/day': 'unit.perDay',
  R$: null,
  'R$/@': 'unit.perArroba',
};

/**
 * An indicator's value as text in `language`; `suffix` is the translated unit suffix (see UNIT_SUFFIX_KEY).
 * Money uses the language's currency (R$ in pt and es, $ in en; spec 01 §1).
 */
export function formatIndicatorValue(
  value: number,
  unit: FinanceUnit,
  language: Language,
  suffix: string,
): string {
  const decimals = DECIMALS[unit];
  switch (unit) {
    case 'R$':
      return formatMoney(value, language, decimals);
    case 'R$/day':
    case 'R$/@':
      return `${formatMoney(value, language, decimals)}${suffix}`;
    case '%':
      return formatPercent(value, language, decimals);
    case '%/month':
    case '%/year':
      return `${formatPercent(value, language, decimals)} ${suffix}`;
    default:
      return `${formatNumber(value, language, decimals)} ${suffix}`;
  }
}
