/**
 * The animal form's text ⇄ animal rules (spec 02 §3 field kinds, §5 parsing and validation). The fields —
 * kind, unit, decimals, section, bounds, visibility — are the engine's field table (`ANIMAL_FIELDS`), and
 * parsing, normalisation, dependencies and validation are the engine's; this module adds the display side:
 * how a value is shown in the language, which keystrokes a field accepts, and which typed texts could not
 * be read.
 */
import {
  CHOICE_FIELDS,
  CHOICE_OPTIONS,
  FIELD_SECTIONS,
  findRegimeOptions,
  findSexOptions,
  findVisibleFields,
  isComputedField,
  NUMERIC_FIELDS,
  numberSpecOf,
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
  FieldSection,
  FormVariant,
  Language,
  NumericField,
} from '@cocho/engine';
import { formatNumber } from '../../format/format';

export { CHOICE_FIELDS };

/** The form's sections, in order (the engine's field table). */
export const SECTION_ORDER: readonly FieldSection[] = FIELD_SECTIONS;

export type FieldTexts = Readonly<Record<NumericField, string>>;

/** A value as the form shows it: the language's separators and the field's decimals; empty for null. */
export function formatFieldValue(field: NumericField, value: number | null, language: Language): string {
  if (value === null || !Number.isFinite(value)) return '';
  const { kind, decimals } = numberSpecOf(field);
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
 * The value to show under an empty field that the engine estimates (spec 02 §9 default milk yield), or
 * null: the animal's value when the field's text is empty.
 */
export function findEstimate(field: NumericField, texts: FieldTexts, animal: Animal): number | null {
  if (!numberSpecOf(field).estimatedWhenEmpty || texts[field].trim() !== '') return null;
  return animal[field];
}

/**
 * Whether a field accepts this text while typing (spec 02 §9): integers digits only; floats and
 * percentages digits and the language's decimal separator (once, no double leading zero); money digits,
 * dot and comma.
 */
export function acceptsTyping(field: NumericField, text: string, language: Language): boolean {
  const { kind } = numberSpecOf(field);
  if (text === '') return true;
  if (kind === 'integer') return /^\d+$/.test(text);
  if (kind === 'money') return /^[\d.,]+$/.test(text);
  const decimal = separatorsOf(language).decimal === ',' ? ',' : '\\.';
  return new RegExp(`^\\d*(${decimal}\\d*)?$`).test(text) && !/^00/.test(text);
}

/**
 * The animal of the form texts (the engine's `parseAnimalForm`, which normalises it: a cow has no gain,
 * cows and calves no initial and final weight, the growing animal's mean weight is computed, an empty milk
 * yield is estimated...), and the fields whose non-empty text could not be read as a number. The texts of
 * hidden fields stay in the form, so going back to growing cattle restores their weights and gain.
 */
export function readAnimalForm(
  texts: FieldTexts,
  previous: Animal,
  language: Language,
): { animal: Animal; unreadable: NumericField[] } {
  const animal = parseAnimalForm(texts, language, previous);
  const unreadable = NUMERIC_FIELDS.filter(
    (field) =>
      field !== 'semana_lactacao' &&
      !isComputedField(field, animal) &&
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
