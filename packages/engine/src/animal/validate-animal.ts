import type { Animal, AnimalField, FormVariant, NumericField } from './animal-fields';
import { isComputedField, minimumOf, NUMERIC_FIELDS, numberSpecOf } from './animal-fields';
import { calculateLiveWeightKg } from './animal';
import { findVisibleFields } from './visible-fields';

/** A stable code for one problem of one field. */
export type AnimalProblemCode =
  | 'required'
  | 'notANumber'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'aboveFinalWeight'
  | 'belowInitialWeight'
  | 'mustBePositive'
  | 'invalidOption';

/** One validation problem: the field, the code and, for range codes, the violated limit. */
export type AnimalProblem = {
  readonly field: AnimalField;
  readonly code: AnimalProblemCode;
  readonly limit?: number;
};

/** Options of {@link validateAnimal}. */
export type ValidateAnimalOptions = {
  /** Require the financial fields too (docs/product/calculation.md#validation: "required only for the financial calculation"). */
  readonly forFinance?: boolean;
};

/**
 * Validates an animal against the field table (animal-fields.ts; docs/product/calculation.md#validation) for one form variant,
 * checking only the fields the variant shows for the animal's choices. Per field, in table order: empty
 * where required (`required`), not a finite number (`notANumber`), below its minimum (`belowMinimum`),
 * above its maximum (`aboveMaximum`), and the cross-field rule initial ≤ final (`aboveFinalWeight`,
 * `belowInitialWeight`). Beyond the product's table, the live weight used by the equations must be above 0
 * (`mustBePositive`; docs/decisions/animal-validation-bounds.md). Returns every problem (not only the
 * first); an empty list means valid.
 */
export function validateAnimal(
  animal: Animal,
  variant: FormVariant,
  options: ValidateAnimalOptions = {},
): AnimalProblem[] {
  const visible = findVisibleFields(animal, variant);
  const problems: AnimalProblem[] = [];
  const add = (field: AnimalField, code: AnimalProblemCode, limit?: number): void => {
    problems.push(limit === undefined ? { field, code } : { field, code, limit });
  };
  const finite = (field: NumericField): number | null => {
    const v = animal[field];
    return v !== null && Number.isFinite(v) ? v : null;
  };
  const isRequired = (field: NumericField): boolean => {
    if (isComputedField(field, animal)) return false;
    switch (numberSpecOf(field).required) {
      case 'always':
        return true;
      case 'forFinance':
        return options.forFinance === true;
      case 'withoutMeanWeight':
        return animal.peso_corporal_medio === null;
      case 'optional':
        return false;
    }
  };

  for (const field of NUMERIC_FIELDS) {
    if (!visible.has(field)) continue;
    const spec = numberSpecOf(field);
    const v = animal[field];
    if (v === null) {
      if (isRequired(field)) add(field, 'required');
      continue;
    }
    if (!Number.isFinite(v)) {
      add(field, 'notANumber');
      continue;
    }
    const min = minimumOf(field, variant);
    if (v < min) add(field, 'belowMinimum', min);
    if (spec.max !== undefined && v > spec.max) add(field, 'aboveMaximum', spec.max);
    const above = spec.notAbove;
    const other = above ? finite(above.field as NumericField) : null;
    if (above && other !== null && v > other) add(field, above.code, other);
    const below = spec.notBelow;
    const lower = below ? finite(below.field as NumericField) : null;
    if (below && lower !== null && v < lower) add(field, below.code, lower);
  }

  // The live weight the equations use (docs/product/calculation.md#constants) must be a number above 0.
  const live = calculateLiveWeightKg(animal);
  if (live !== null && visible.has('peso_corporal_medio')) {
    const growing = isComputedField('peso_corporal_medio', animal);
    if (!Number.isFinite(live)) {
      if (!problems.some((p) => p.code === 'notANumber')) add('peso_corporal_medio', 'notANumber');
    } else if (live <= 0) add(growing ? 'peso_corporal_final' : 'peso_corporal_medio', 'mustBePositive', 0);
  }
  return problems;
}

/** Calf reference table: body weight band (kg) by band of weeks (docs/product/calculation.md#calf-table). */
export const CALF_REFERENCE_TABLE: readonly {
  readonly fromWeek: number;
  readonly toWeek: number;
  readonly minKg: number;
  readonly maxKg: number;
}[] = [
  { fromWeek: 1, toWeek: 4, minKg: 30, maxKg: 72 },
  { fromWeek: 5, toWeek: 8, minKg: 50, maxKg: 90 },
  { fromWeek: 9, toWeek: 12, minKg: 70, maxKg: 120 },
  { fromWeek: 13, toWeek: 16, minKg: 90, maxKg: 150 },
  { fromWeek: 17, toWeek: 20, minKg: 110, maxKg: 180 },
  { fromWeek: 21, toWeek: 24, minKg: 130, maxKg: 200 },
  { fromWeek: 25, toWeek: 28, minKg: 150, maxKg: 230 },
  { fromWeek: 29, toWeek: 32, minKg: 170, maxKg: 260 },
  { fromWeek: 33, toWeek: 36, minKg: 190, maxKg: 300 },
];

/** The calf reference band for a week of life (1–36), or null outside the table (docs/product/calculation.md#constants). */
export function findCalfWeightBand(week: number): { minKg: number; maxKg: number } | null {
  const w = Math.ceil(week);
  const band = CALF_REFERENCE_TABLE.find((row) => w >= row.fromWeek && w <= row.toWeek);
  return band ? { minKg: band.minKg, maxKg: band.maxKg } : null;
}

/**
 * Non-blocking remarks about an animal: a calf whose weight lies outside the reference band of its week
 * (docs/product/calculation.md#calf-table calf table) gets `outsideCalfReference` with the band.
 */
export function findAnimalWarnings(
  animal: Animal,
): { field: AnimalField; code: 'outsideCalfReference'; minKg: number; maxKg: number }[] {
  if (animal.tipo !== 'bezerro') return [];
  const live = calculateLiveWeightKg(animal);
  const band = findCalfWeightBand(animal.semana_lactacao ?? 1);
  if (live === null || band === null || (live >= band.minKg && live <= band.maxKg)) return [];
  return [{ field: 'peso_corporal_medio', code: 'outsideCalfReference', ...band }];
}
