/**
 * The animal form's text ⇄ animal rules (docs/product/calculation.md#records field kinds, docs/product/calculation.md#validation parsing and validation). The fields —
 * kind, unit, decimals, section, bounds, visibility — are the engine's field table (`ANIMAL_FIELDS`), and
 * parsing, normalisation, dependencies and validation are the engine's; this module adds the display side:
 * how a value is shown in the language, and which typed texts could not be read (nothing typed is
 * dropped or changed: an unreadable text stays as typed, with its message).
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
  readLocaleNumber,
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
import { toPlainNumberText } from '../../ui/read-number';

export { CHOICE_FIELDS };

/** The form's sections, in order (the engine's field table). */
export const SECTION_ORDER: readonly FieldSection[] = FIELD_SECTIONS;

export type FieldTexts = Readonly<Record<NumericField, string>>;

/** A value as the form shows it: the language's separators and the field's decimals; empty for null. */
export function formatFieldValue(field: NumericField, value: number | null, language: Language): string {
  if (value === null || !Number.isFinite(value)) return '';
  const { kind, decimals } = numberSpecOf(field);
  // Money keeps its grouping (its two decimals make it unambiguous: "1.234,50"); other numbers are
  // written without it, so the one reader reads the text back as exactly this value.
  return kind === 'money'
    ? formatNumber(value, language, decimals)
    : toPlainNumberText(value, language, decimals, decimals);
}

/** The texts of every numeric field for an animal. */
export function toFieldTexts(animal: Animal, language: Language): FieldTexts {
  return Object.fromEntries(
    NUMERIC_FIELDS.map((field) => [field, formatFieldValue(field, animal[field], language)]),
  ) as FieldTexts;
}

/**
 * The value to show under an empty field that the engine estimates (docs/product/calculation.md#requirement-calculation default milk yield), or
 * null: the animal's value when the field's text is empty.
 */
export function findEstimate(field: NumericField, texts: FieldTexts, animal: Animal): number | null {
  if (!numberSpecOf(field).estimatedWhenEmpty || texts[field].trim() !== '') return null;
  return animal[field];
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
): { animal: Animal; unreadable: UnreadableField[] } {
  const animal = parseAnimalForm(texts, language, previous);
  const unreadable: UnreadableField[] = [];
  for (const field of NUMERIC_FIELDS) {
    if (field === 'semana_lactacao' || isComputedField(field, animal)) continue;
    const reading = readLocaleNumber(texts[field], language, {
      isMoney: numberSpecOf(field).kind === 'money',
    });
    if (reading.kind === 'invalid' || reading.kind === 'ambiguous')
      unreadable.push({
        field,
        code: reading.kind === 'invalid' && reading.reason === 'negative' ? 'negative' : 'notANumber',
      });
  }
  return { animal, unreadable };
}

/** A field whose text is not one number: not a number (or ambiguous), or a negative one. */
export type UnreadableField = { readonly field: NumericField; readonly code: 'notANumber' | 'negative' };

/** Sets one radio choice; values outside the options are ignored; dependencies follow (docs/product/calculation.md#states). */
export function chooseOption(animal: Animal, field: ChoiceField, value: string, language: Language): Animal {
  return parseAnimalForm({ [field]: value }, language, animal);
}

/** Display order of the animal types: the default (growing and finishing) first. */
const TYPE_ORDER = ['crescimento_terminacao', 'vaca', 'bezerro'] as const;

/** The options a radio field offers for the current choices (docs/product/calculation.md#states). */
export function findOptions(animal: Animal, field: ChoiceField): readonly string[] {
  if (field === 'regime') return findRegimeOptions(animal.raca);
  if (field === 'sexo') return findSexOptions(animal.regime);
  if (field === 'tipo') return TYPE_ORDER.filter((option) => CHOICE_OPTIONS.tipo.includes(option));
  return CHOICE_OPTIONS[field];
}

/** One problem of the form, on a visible field. */
export type FormProblem = {
  readonly field: AnimalField;
  readonly code: AnimalProblemCode | 'negative';
  readonly limit?: number;
};

/**
 * Every problem of the form for a variant: the engine's validation (docs/product/calculation.md#validation) plus texts that are not
 * numbers, only on visible fields.
 */
export function checkAnimalForm(
  animal: Animal,
  variant: FormVariant,
  unreadable: readonly UnreadableField[] = [],
): FormProblem[] {
  const visible = findVisibleFields(animal, variant);
  const problems: FormProblem[] = unreadable
    .filter(({ field }) => visible.has(field))
    .map(({ field, code }) => ({ field, code }));
  const reported = new Set(problems.map((problem) => problem.field));
  for (const problem of validateAnimal(animal, variant))
    if (visible.has(problem.field) && !reported.has(problem.field)) problems.push(problem);
  return problems;
}
