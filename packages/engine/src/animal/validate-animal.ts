import type { Animal, AnimalField, FormVariant, NumericField } from './animal';
import { calculateLiveWeightKg, FINANCIAL_FIELDS } from './animal';
import { findVisibleFields } from './visible-fields';

/** Maximum daily gain accepted by the form, kg/day (spec 02 §5 and §9 "Limits"). */
export const MAX_DAILY_GAIN_KG = 2.5;
/** Body condition score range (spec 02 §5). */
export const BODY_SCORE_MIN = 0;
export const BODY_SCORE_MAX = 10;
/** Days pregnant range (spec 02 §5: 0 to 283). */
export const MAX_DAYS_PREGNANT = 283;
/** Maximum week of lactation, cows and calves (spec 02 §5). */
export const MAX_LACTATION_WEEK = 40;
/**
 * Maximum calf birth weight, kg. The spec says "a shared constant (value not shown)"; 60 kg is our choice
 * (docs/decisions/animal-validation-bounds.md): above any Nellore or crossbred birth weight reported in the
 * BR-CORTE data (30 ± 3 kg calves, R. Bras. Zootec. 41(5), 2012).
 */
export const MAX_CALF_BIRTH_WEIGHT_KG = 60;
/** Percent fields (carcass yields) lie in 0–100 (spec 02 §5). */
export const MAX_PERCENT = 100;

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
  /** Require the financial fields too (spec 02 §5: "required only for the financial calculation"). */
  readonly forFinance?: boolean;
};

/** Fields whose minimum is 0 (spec 02 §5 first row): weights, gain, costs, count, milk, calf, gestation. */
const NON_NEGATIVE_FIELDS: readonly NumericField[] = [
  'numero_animais',
  'peso_corporal_inicial',
  'peso_corporal_final',
  'peso_corporal_medio',
  'ganho_medio_diario',
  'escore_corporal',
  'producao_de_leite',
  'proteina_do_leite',
  'gordura_do_leite',
  'lactose_do_leite',
  'peso_bezerro_nascimento',
  'dias_gestacao',
  'total_racao_a_produzir',
  ...FINANCIAL_FIELDS,
];

/**
 * Validates an animal against the table of spec 02 §5 for one form variant, checking only the fields the
 * variant shows for the animal's choices. Returns every problem (not only the first), in field order; an
 * empty list means valid. Beyond the spec's table, the live weight used by the equations must be above 0
 * (docs/decisions/animal-validation-bounds.md).
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
  const value = (field: NumericField): number | null => animal[field];

  for (const field of NON_NEGATIVE_FIELDS) {
    if (!visible.has(field)) continue;
    const v = value(field);
    if (v === null) continue;
    if (!Number.isFinite(v)) add(field, 'notANumber');
    else if (v < 0) add(field, 'belowMinimum', 0);
  }
  const finite = (field: NumericField): number | null => {
    const v = value(field);
    return v !== null && Number.isFinite(v) ? v : null;
  };
  const requireField = (field: NumericField): void => {
    if (visible.has(field) && value(field) === null) add(field, 'required');
  };
  const range = (field: NumericField, min: number | null, max: number | null): void => {
    const v = finite(field);
    if (!visible.has(field) || v === null) return;
    if (min !== null && min > 0 && v < min) add(field, 'belowMinimum', min);
    if (max !== null && v > max) add(field, 'aboveMaximum', max);
  };

  // Weights: growing cattle enter initial and final (a mean weight alone is accepted, spec 02 §9 "or the
  // mean weight if no initial"); cows and calves a mean weight.
  if (visible.has('peso_corporal_inicial')) {
    const hasMean = value('peso_corporal_medio') !== null;
    const initial = finite('peso_corporal_inicial');
    const final = finite('peso_corporal_final');
    if (!hasMean) {
      requireField('peso_corporal_inicial');
      requireField('peso_corporal_final');
    }
    if (initial !== null && final !== null && initial > final) {
      add('peso_corporal_inicial', 'aboveFinalWeight', final);
      add('peso_corporal_final', 'belowInitialWeight', initial);
    }
  }
  if (visible.has('peso_corporal_medio')) {
    const live = calculateLiveWeightKg(animal);
    if (live === null) {
      if (!visible.has('peso_corporal_inicial')) add('peso_corporal_medio', 'required');
    } else if (!Number.isFinite(live)) {
      if (!problems.some((p) => p.code === 'notANumber')) add('peso_corporal_medio', 'notANumber');
    } else if (live <= 0)
      add(
        visible.has('peso_corporal_inicial') ? 'peso_corporal_final' : 'peso_corporal_medio',
        'mustBePositive',
        0,
      );
  }

  requireField('ganho_medio_diario');
  range('ganho_medio_diario', null, MAX_DAILY_GAIN_KG);

  requireField('escore_corporal');
  range('escore_corporal', BODY_SCORE_MIN, BODY_SCORE_MAX);

  requireField('dias_gestacao');
  range('dias_gestacao', null, MAX_DAYS_PREGNANT);

  requireField('peso_bezerro_nascimento');
  range('peso_bezerro_nascimento', null, MAX_CALF_BIRTH_WEIGHT_KG);

  if (visible.has('semana_lactacao')) {
    const week = value('semana_lactacao');
    if (week !== null && !Number.isFinite(week)) add('semana_lactacao', 'notANumber');
    else if (week !== null) {
      const min = variant === 'formulation' ? 0 : 1;
      if (week < min) add('semana_lactacao', 'belowMinimum', min);
      if (week > MAX_LACTATION_WEEK) add('semana_lactacao', 'aboveMaximum', MAX_LACTATION_WEEK);
    }
  }

  for (const field of ['proteina_do_leite', 'gordura_do_leite', 'lactose_do_leite'] as const) {
    requireField(field);
    range(field, null, MAX_PERCENT);
  }

  range('rendimento_carcaca_inicial', null, MAX_PERCENT);
  range('rendimento_carcaca_final', null, MAX_PERCENT);

  requireField('total_racao_a_produzir');

  if (options.forFinance) {
    for (const field of [
      'numero_animais',
      'preco_venda_arroba',
      'preco_arroba_adquirida',
      'rendimento_carcaca_inicial',
      'rendimento_carcaca_final',
      'taxa_juros_mensal',
    ] as const)
      requireField(field);
  }
  return problems;
}

/** Calf reference table: body weight band (kg) by band of weeks (spec 02 §9 "Calf reference table"). */
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

/** The calf reference band for a week of life (1–36), or null outside the table (spec 02 §9). */
export function findCalfWeightBand(week: number): { minKg: number; maxKg: number } | null {
  const w = Math.ceil(week);
  const band = CALF_REFERENCE_TABLE.find((row) => w >= row.fromWeek && w <= row.toWeek);
  return band ? { minKg: band.minKg, maxKg: band.maxKg } : null;
}

/**
 * Non-blocking remarks about an animal: a calf whose weight lies outside the reference band of its week
 * (spec 02 §9 calf table) gets `outsideCalfReference` with the band.
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
