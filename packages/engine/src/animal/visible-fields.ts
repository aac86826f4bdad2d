import type { AnimalChoices, AnimalField, Breed, FormVariant, Regime, Sex } from './animal-fields';
import { ANIMAL_FIELD_KEYS, ANIMAL_FIELDS, isComputedField, REGIMES, SEXES } from './animal-fields';

/**
 * Regime options a breed allows (docs/product/calculation.md#states): pasture is offered only for zebuino.
 */
export function findRegimeOptions(raca: Breed): readonly Regime[] {
  return raca === 'zebuino' ? REGIMES : ['confinamento'];
}

/**
 * Sex options a regime allows (docs/product/calculation.md#states): steers and heifers are offered only in confinamento.
 */
export function findSexOptions(regime: Regime): readonly Sex[] {
  return regime === 'confinamento' ? SEXES : ['macho'];
}

/**
 * The fields the animal form shows for the current choices and variant (docs/product/calculation.md#records, docs/product/calculation.md#states), by the `shown` rule
 * of each field in {@link ANIMAL_FIELDS}, in table order. Growing and finishing cattle: breed, regime, sex,
 * initial and final weight (mean weight computed), gain. Cows: breed, physiological state, parity, mean
 * weight, body condition score (no gain); lactating states add milk yield, lactation week and milk
 * composition; pregnant states add calf birth weight and days pregnant. Calves: breed, mean weight, gain and
 * week of life (`semana_lactacao`, which selects the calf reference band). The prediction variant hides the
 * daily gain (it is predicted). The formulation variant adds the ration to produce and, for growing and
 * finishing cattle, the head count and the financial fields (docs/product/calculation.md#validation). `refresh_input` is never shown.
 */
export function findVisibleFields(animal: AnimalChoices, variant: FormVariant): ReadonlySet<AnimalField> {
  return new Set(ANIMAL_FIELD_KEYS.filter((field) => ANIMAL_FIELDS[field].shown(animal, variant)));
}

/**
 * Whether `peso_corporal_medio` is a computed result (growing and finishing cattle: mean of initial and
 * final) rather than an input (cows and calves).
 */
export function isMeanWeightComputed(animal: AnimalChoices): boolean {
  return isComputedField('peso_corporal_medio', animal);
}
