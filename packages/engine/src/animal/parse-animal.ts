import type { Language } from '../locale/parse-number';
import { parseFormNumber } from '../locale/parse-number';
import { DEFAULT_ANIMAL } from './animal';
import type { Animal, FormVariant } from './animal-fields';
import {
  CHOICE_FIELDS,
  isComputedField,
  isOptionOf,
  minimumOf,
  NUMERIC_FIELDS,
  numberSpecOf,
} from './animal-fields';
import { normalizeAnimal } from './normalize-animal';
import type { AnimalProblem } from './validate-animal';
import { validateAnimal } from './validate-animal';
import { findRegimeOptions, findSexOptions, findVisibleFields } from './visible-fields';

/** Applies the form dependencies: pasture only for zebuino; steers and heifers only in feedlot (docs/product/calculation.md#states). */
function applyDependencies(animal: Animal): Animal {
  const regimes = findRegimeOptions(animal.raca);
  const regime = regimes.includes(animal.regime) ? animal.regime : (regimes[0] ?? 'confinamento');
  const sexes = findSexOptions(regime);
  const sexo = sexes.includes(animal.sexo) ? animal.sexo : (sexes[0] ?? 'macho');
  return regime === animal.regime && sexo === animal.sexo ? animal : { ...animal, regime, sexo };
}

const isEmpty = (raw: unknown): boolean => raw === '' || raw === null || raw === undefined;

/**
 * Reads form input into an animal with the parsing rules of docs/product/calculation.md#validation: empty strings become null; numbers
 * are parsed in `language` with the money parse as fallback (text that cannot be read becomes null, except a
 * lactation week, which becomes 1); radio values not among the options are ignored (the previous value
 * stays); a zero or empty entry of a field that keeps its previous value (`total_racao_a_produzir`) is
 * ignored; a computed field (the growing animal's mean weight) is not read but computed, empty without an
 * initial and a final weight; the form dependencies are applied (regime by breed, sex by regime,
 * docs/product/calculation.md#states) and the animal is normalised ({@link normalizeAnimal}: negative → 0, lactation week 0 → 1, no gain for cows, the
 * estimated milk yield...). Fields absent from `input` keep their `previous` value. Never mutates its
 * arguments.
 */
export function parseAnimalForm(
  input: Readonly<Record<string, unknown>>,
  language: Language,
  previous: Animal = DEFAULT_ANIMAL,
): Animal {
  const next: Record<string, unknown> = { ...previous };
  for (const field of CHOICE_FIELDS) {
    if (field in input && isOptionOf(field, input[field])) next[field] = input[field];
  }
  for (const field of NUMERIC_FIELDS) {
    // A computed field's text is the form's output, never read back.
    if (!(field in input) || isComputedField(field, next as Animal)) continue;
    const raw = input[field];
    const parsed = typeof raw === 'number' || typeof raw === 'string' ? parseFormNumber(raw, language) : null;
    if (numberSpecOf(field).keepsPreviousOnZeroOrEmpty && (parsed === null || parsed === 0)) continue;
    // docs/product/calculation.md#validation: a lactation week that is not a number becomes 1 (normalizeAnimal reads NaN as such).
    next[field] = isEmpty(raw) || parsed !== null ? parsed : field === 'semana_lactacao' ? Number.NaN : null;
  }
  if ('refresh_input' in input) next.refresh_input = input.refresh_input === true;
  const animal = normalizeAnimal(applyDependencies(next as Animal));
  // The computed mean weight of growing cattle needs both weights (normalizeAnimal sets it when both are
  // given); without them the form has none.
  const hasBothWeights = animal.peso_corporal_inicial !== null && animal.peso_corporal_final !== null;
  return isComputedField('peso_corporal_medio', animal) && !hasBothWeights
    ? { ...animal, peso_corporal_medio: null }
    : animal;
}

/** Base for JSON input: the default animal without weights and gain (those must be given). */
const JSON_BASE: Animal = {
  ...DEFAULT_ANIMAL,
  peso_corporal_inicial: null,
  peso_corporal_final: null,
  peso_corporal_medio: null,
  ganho_medio_diario: null,
};

/**
 * Reads an animal from JSON (the `cocho` command and the API) with the product's field names and enumeration
 * values, then normalises it ({@link normalizeAnimal}), so it gives the numbers the form gives. Stricter
 * than the form: an enumeration value outside the options or a non-numeric number is a problem
 * (`invalidOption`, `notANumber`) rather than ignored, and a negative number is reported (`belowMinimum`)
 * rather than clamped (docs/decisions/animal-validation-bounds.md) — on the fields `variant` shows, or on
 * every field without a variant. Absent fields take the default animal's value (reset defaults and default
 * choices), except weights and gain, which stay empty. Numbers may be JSON numbers or numeric strings (read
 * in English notation, with the money fallback); "" and null are empty; a lactation week that is not a
 * number becomes 1 (docs/product/calculation.md#validation). Returns the normalised animal or every problem found; with `variant`, the
 * problems also include those of {@link validateAnimal} for that variant (fields already reported are not
 * repeated).
 */
export function parseAnimalJson(
  input: unknown,
  variant?: FormVariant,
): { ok: true; value: Animal } | { ok: false; errors: AnimalProblem[] } {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, errors: [{ field: 'tipo', code: 'required' }] };
  const record = input as Record<string, unknown>;
  const errors: AnimalProblem[] = [];
  const next: Record<string, unknown> = { ...JSON_BASE };
  for (const field of CHOICE_FIELDS) {
    const raw = record[field];
    if (isEmpty(raw)) continue;
    if (isOptionOf(field, raw)) next[field] = raw;
    else errors.push({ field, code: 'invalidOption' });
  }
  for (const field of NUMERIC_FIELDS) {
    if (!(field in record)) continue;
    const raw = record[field];
    let parsed: number | null;
    if (raw === null || raw === '') parsed = null;
    else if (typeof raw === 'number') parsed = Number.isFinite(raw) ? raw : Number.NaN;
    else if (typeof raw === 'string') parsed = parseFormNumber(raw, 'en') ?? Number.NaN;
    else parsed = Number.NaN;
    if (parsed !== null && Number.isNaN(parsed) && field !== 'semana_lactacao') {
      errors.push({ field, code: 'notANumber' });
      continue;
    }
    next[field] = parsed;
  }
  if (typeof record.refresh_input === 'boolean') next.refresh_input = record.refresh_input;
  const read = next as Animal;
  const checked = variant === undefined ? null : findVisibleFields(read, variant);
  for (const field of NUMERIC_FIELDS) {
    const value = read[field];
    if (value === null || !(value < 0) || (checked !== null && !checked.has(field))) continue;
    const limit = variant === undefined ? numberSpecOf(field).min : minimumOf(field, variant);
    errors.push({ field, code: 'belowMinimum', limit });
  }
  const animal = normalizeAnimal(read);
  if (variant !== undefined) {
    const reported = new Set(errors.map((problem) => problem.field));
    for (const problem of validateAnimal(animal, variant))
      if (!reported.has(problem.field)) errors.push(problem);
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: animal };
}
