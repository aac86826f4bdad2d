/**
 * The animal form's field table and its text ⇄ animal rules (spec 02 §3 field kinds, §5 parsing and
 * validation). Parsing, dependencies and validation are the engine's; this module adds the display side:
 * which kind each field is, its decimals and unit, how a value is shown in the language, which keystrokes
 * a field accepts, and which typed texts could not be read.
 */
import {
  CHOICE_OPTIONS,
  calculateLiveWeightKg,
  findRegimeOptions,
  findSexOptions,
  findVisibleFields,
  isMeanWeightComputed,
  NUMERIC_FIELDS,
  parseAnimalForm,
  parseFormNumber,
  separatorsOf,
  validateAnimal,
} from '@cocho/engine';
import type {
  Animal,
  AnimalField,
  AnimalProblemCode,
  ChoiceField,
  FormVariant,
  Language,
  NumericField,
} from '@cocho/engine';
import { formatNumber } from '../../format/format';

/** Field kinds of spec 02 §3 used by this form. */
export type NumericKind = 'integer' | 'float' | 'money' | 'percentage';

export type FormSection = 'animal' | 'weights' | 'lactation' | 'pregnancy' | 'ration' | 'finance';

/** Unit shown after a numeric field (keys of the `animal:unit` catalogue). */
export type FieldUnit =
  'head' | 'kg' | 'kgPerDay' | 'score' | 'week' | 'days' | 'percent' | 'moneyPerMonth' | 'moneyPerArroba';

export type NumericFieldSpec = {
  readonly kind: NumericKind;
  /** Decimals shown (spec 02 §3: 1 or 2; integers 0). */
  readonly decimals: 0 | 1 | 2;
  readonly unit: FieldUnit;
  readonly section: FormSection;
};

const spec = (kind: NumericKind, decimals: 0 | 1 | 2, unit: FieldUnit, section: FormSection) =>
  ({ kind, decimals, unit, section }) as const;

export const NUMERIC_FIELD_SPECS: Readonly<Record<NumericField, NumericFieldSpec>> = {
  numero_animais: spec('integer', 0, 'head', 'finance'),
  peso_corporal_inicial: spec('float', 1, 'kg', 'weights'),
  peso_corporal_final: spec('float', 1, 'kg', 'weights'),
  peso_corporal_medio: spec('float', 1, 'kg', 'weights'),
  ganho_medio_diario: spec('float', 2, 'kgPerDay', 'weights'),
  escore_corporal: spec('float', 1, 'score', 'weights'),
  producao_de_leite: spec('float', 2, 'kgPerDay', 'lactation'),
  semana_lactacao: spec('integer', 0, 'week', 'lactation'),
  proteina_do_leite: spec('percentage', 2, 'percent', 'lactation'),
  gordura_do_leite: spec('percentage', 2, 'percent', 'lactation'),
  lactose_do_leite: spec('percentage', 2, 'percent', 'lactation'),
  peso_bezerro_nascimento: spec('float', 1, 'kg', 'pregnancy'),
  dias_gestacao: spec('integer', 0, 'days', 'pregnancy'),
  total_racao_a_produzir: spec('float', 1, 'kg', 'ration'),
  custo_mao_de_obra: spec('money', 2, 'moneyPerMonth', 'finance'),
  custo_energia: spec('money', 2, 'moneyPerMonth', 'finance'),
  custo_maquinario: spec('money', 2, 'moneyPerMonth', 'finance'),
  custo_medicamentos: spec('money', 2, 'moneyPerMonth', 'finance'),
  custo_extra: spec('money', 2, 'moneyPerMonth', 'finance'),
  custo_total: spec('money', 2, 'moneyPerMonth', 'finance'),
  preco_venda_arroba: spec('money', 2, 'moneyPerArroba', 'finance'),
  preco_arroba_adquirida: spec('money', 2, 'moneyPerArroba', 'finance'),
  rendimento_carcaca_inicial: spec('percentage', 2, 'percent', 'finance'),
  rendimento_carcaca_final: spec('percentage', 2, 'percent', 'finance'),
  taxa_juros_mensal: spec('percentage', 2, 'percent', 'finance'),
};

export const CHOICE_FIELDS = Object.keys(CHOICE_OPTIONS) as ChoiceField[];

export const SECTION_ORDER: readonly FormSection[] = [
  'animal',
  'weights',
  'lactation',
  'pregnancy',
  'ration',
  'finance',
];

export type FieldTexts = Readonly<Record<NumericField, string>>;

/** A value as the form shows it: the language's separators and the field's decimals; empty for null. */
export function formatFieldValue(field: NumericField, value: number | null, language: Language): string {
  if (value === null || !Number.isFinite(value)) return '';
  const { kind, decimals } = NUMERIC_FIELD_SPECS[field];
  // Money keeps its thousands grouping (parsed back by the money rules); other inputs are easier to edit
  // without it.
  const text = formatNumber(value, language, decimals);
  if (kind === 'money') return text;
  return text.split(separatorsOf(language).thousands).join('');
}

/** The texts of every numeric field for an animal. */
export function toFieldTexts(animal: Animal, language: Language): FieldTexts {
  return Object.fromEntries(
    NUMERIC_FIELDS.map((field) => [field, formatFieldValue(field, animal[field], language)]),
  ) as FieldTexts;
}

/**
 * Whether a field accepts this text while typing (spec 02 §9): integers digits only; floats and
 * percentages digits and the language's decimal separator (once, no double leading zero); money digits,
 * dot and comma.
 */
export function acceptsTyping(field: NumericField, text: string, language: Language): boolean {
  const { kind } = NUMERIC_FIELD_SPECS[field];
  if (text === '') return true;
  if (kind === 'integer') return /^\d+$/.test(text);
  if (kind === 'money') return /^[\d.,]+$/.test(text);
  const decimal = separatorsOf(language).decimal === ',' ? ',' : '\\.';
  return new RegExp(`^\\d*(${decimal}\\d*)?$`).test(text) && !/^00/.test(text);
}

/** The animal of the form texts, and the fields whose non-empty text could not be read as a number. */
export function readAnimalForm(
  texts: FieldTexts,
  previous: Animal,
  language: Language,
): { animal: Animal; unreadable: NumericField[] } {
  let animal = parseAnimalForm(texts, language, previous);
  if (isMeanWeightComputed(animal)) {
    const initial = animal.peso_corporal_inicial;
    const final = animal.peso_corporal_final;
    const mean = initial !== null && final !== null ? calculateLiveWeightKg({ ...animal }) : null;
    animal = { ...animal, peso_corporal_medio: mean };
  } else {
    // Cows and calves are described by their mean weight alone: hidden initial and final weights must not
    // reach the engine, which takes the mean of initial and final first (spec 02 §9). Their texts stay in
    // the form, so going back to growing cattle restores them.
    animal = { ...animal, peso_corporal_inicial: null, peso_corporal_final: null };
  }
  // Cows have no gain field (their requirements are maintenance, pregnancy and lactation): a gain typed
  // for growing cattle must not add gain requirements to a cow.
  if (animal.tipo === 'vaca') animal = { ...animal, ganho_medio_diario: null };
  const unreadable = NUMERIC_FIELDS.filter(
    (field) =>
      field !== 'semana_lactacao' &&
      texts[field].trim() !== '' &&
      parseFormNumber(texts[field], language) === null,
  );
  return { animal, unreadable };
}

/** Sets one radio choice; values outside the options are ignored; dependencies follow (spec 02 §4). */
export function chooseOption(animal: Animal, field: ChoiceField, value: string, language: Language): Animal {
  return parseAnimalForm({ [field]: value }, language, animal);
}

/** Display order of the animal types: the default (growing and finishing) first. */
const TYPE_ORDER = ['crescimento_terminacao', 'vaca', 'bezerro'] as const;

/** The options a radio field offers for the current choices (spec 02 §4). */
export function findOptions(animal: Animal, field: ChoiceField): readonly string[] {
  if (field === 'regime') return findRegimeOptions(animal.raca);
  if (field === 'sexo') return findSexOptions(animal.regime);
  if (field === 'tipo') return TYPE_ORDER.filter((option) => CHOICE_OPTIONS.tipo.includes(option));
  return CHOICE_OPTIONS[field];
}

/** One problem of the form, on a visible field. */
export type FormProblem = {
  readonly field: AnimalField;
  readonly code: AnimalProblemCode;
  readonly limit?: number;
};

/**
 * Every problem of the form for a variant: the engine's validation (spec 02 §5) plus texts that are not
 * numbers, only on visible fields.
 */
export function checkAnimalForm(
  animal: Animal,
  variant: FormVariant,
  unreadable: readonly NumericField[] = [],
): FormProblem[] {
  const visible = findVisibleFields(animal, variant);
  const problems: FormProblem[] = unreadable
    .filter((field) => visible.has(field))
    .map((field) => ({ field, code: 'notANumber' as const }));
  const reported = new Set(problems.map((problem) => problem.field));
  for (const problem of validateAnimal(animal, variant))
    if (visible.has(problem.field) && !reported.has(problem.field)) problems.push(problem);
  return problems;
}
