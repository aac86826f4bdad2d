import type { Language } from '../locale/parse-number';
import { parseFormNumber } from '../locale/parse-number';
import type { Animal, AnimalField, ChoiceField, FormVariant, NumericField } from './animal';
import { CHOICE_OPTIONS, DEFAULT_ANIMAL, NUMERIC_FIELDS } from './animal';
import type { AnimalProblem } from './validate-animal';
import { validateAnimal } from './validate-animal';
import { findRegimeOptions, findSexOptions } from './visible-fields';

const CHOICE_FIELDS = Object.keys(CHOICE_OPTIONS) as ChoiceField[];

function isOption(field: ChoiceField, value: unknown): boolean {
  return typeof value === 'string' && (CHOICE_OPTIONS[field] as readonly string[]).includes(value);
}

/** Applies the form dependencies: pasture only for zebuino; steers and heifers only in feedlot (spec 02 §4). */
function applyDependencies(animal: Animal): Animal {
  const regimes = findRegimeOptions(animal.raca);
  const regime = regimes.includes(animal.regime) ? animal.regime : (regimes[0] ?? 'confinamento');
  const sexes = findSexOptions(regime);
  const sexo = sexes.includes(animal.sexo) ? animal.sexo : (sexes[0] ?? 'macho');
  return regime === animal.regime && sexo === animal.sexo ? animal : { ...animal, regime, sexo };
}

/** Lactation week rule (spec 02 §5): a week of 0 or not a number becomes 1. */
function normaliseLactationWeek(week: number | null): number | null {
  if (week === null) return null;
  return week === 0 || Number.isNaN(week) ? 1 : week;
}

/**
 * Reads form input into an animal with the parsing rules of spec 02 §5: empty strings become null; numbers
 * are parsed in `language` with the money parse as fallback; negative values are clamped to 0; a lactation
 * week of 0 or not a number becomes 1; radio values not among the options are ignored (the previous value
 * stays); a zero or empty `total_racao_a_produzir` is ignored; then the form dependencies are applied
 * (regime by breed, sex by regime, spec 02 §4). Fields absent from `input` keep their `previous` value.
 * Never mutates its arguments.
 */
export function parseAnimalForm(
  input: Readonly<Record<string, unknown>>,
  language: Language,
  previous: Animal = DEFAULT_ANIMAL,
): Animal {
  const next: Record<string, unknown> = { ...previous };
  for (const field of CHOICE_FIELDS) {
    if (field in input && isOption(field, input[field])) next[field] = input[field];
  }
  for (const field of NUMERIC_FIELDS) {
    if (!(field in input)) continue;
    const raw = input[field];
    let parsed =
      raw === '' || raw === null || raw === undefined
        ? null
        : typeof raw === 'number' || typeof raw === 'string'
          ? parseFormNumber(raw, language)
          : null;
    if (parsed !== null && parsed < 0) parsed = 0;
    if (field === 'semana_lactacao') {
      const typedButUnreadable = raw !== '' && raw !== null && raw !== undefined && parsed === null;
      parsed = typedButUnreadable ? 1 : normaliseLactationWeek(parsed);
    }
    if (field === 'total_racao_a_produzir' && (parsed === null || parsed === 0)) continue;
    next[field] = parsed;
  }
  if ('refresh_input' in input) next.refresh_input = input.refresh_input === true;
  return applyDependencies(next as Animal);
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
 * Reads an animal from JSON (the `cocho` command and the API) with the spec's field names and enumeration
 * values. Stricter than the form: an enumeration value outside the options or a non-numeric number is a
 * problem (`invalidOption`, `notANumber`) rather than ignored, and negative numbers are kept so that
 * validation reports them. Absent fields take the default animal's value (reset defaults and default
 * choices), except weights and gain, which stay empty. Numbers may be JSON numbers or numeric strings
 * (read in English notation, with the money fallback); "" and null are empty. A lactation week of 0 becomes
 * 1 (spec 02 §5). Returns the animal or every problem found; with `variant`, the problems also include
 * those of {@link validateAnimal} for that variant (fields already reported are not repeated).
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
    if (raw === undefined || raw === null || raw === '') continue;
    if (isOption(field, raw)) next[field] = raw;
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
      errors.push({ field: field as AnimalField, code: 'notANumber' });
      continue;
    }
    next[field as NumericField] = field === 'semana_lactacao' ? normaliseLactationWeek(parsed) : parsed;
  }
  if (typeof record.refresh_input === 'boolean') next.refresh_input = record.refresh_input;
  const animal = next as Animal;
  if (variant !== undefined) {
    const reported = new Set(errors.map((problem) => problem.field));
    for (const problem of validateAnimal(animal, variant))
      if (!reported.has(problem.field)) errors.push(problem);
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: animal };
}
