/**
 * The animal of the form (docs/product/calculation.md#animal). Its fields, their kinds, units, bounds, visibility and
 * defaults are one table, {@link ANIMAL_FIELDS} in animal-fields.ts; this module adds the default animal,
 * the reset and the live weight. Field names are the product's Portuguese wire names, because saved diets, API
 * payloads and the `cocho` command use them.
 */
import type { Animal } from './animal-fields';
import { ANIMAL_FIELD_KEYS, initialValueOf, RESET_DEFAULTS } from './animal-fields';

export {
  ANIMAL_FIELDS,
  ANIMAL_TYPES,
  BREEDS,
  REGIMES,
  SEXES,
  PHYSIOLOGICAL_STATES,
  PARITIES,
  FINANCIAL_FIELDS,
  NUMERIC_FIELDS,
  CHOICE_FIELDS,
  CHOICE_OPTIONS,
  RESET_DEFAULTS,
  isLactating,
  isPregnant,
} from './animal-fields';
export type {
  Animal,
  AnimalField,
  AnimalType,
  Breed,
  ChoiceField,
  FinancialField,
  FormVariant,
  NumericField,
  Parity,
  PhysiologicalState,
  Regime,
  Sex,
} from './animal-fields';

/** Default sample of the financial report: 107 days, 1 animal (docs/product/calculation.md#records). */
export const DEFAULT_FINANCIAL_SAMPLE = { days: 107, animals: 1 } as const;

/**
 * The default animal (docs/product/calculation.md#records): growing and finishing zebu bull in feedlot, 400 → 540 kg at
 * 1.3 kg/day, 1000 kg of ration to produce; every other field holds its reset default or is empty. Read
 * from the field table (`initial` and `reset` of each field).
 */
export const DEFAULT_ANIMAL: Animal = Object.fromEntries(
  ANIMAL_FIELD_KEYS.map((field) => [field, initialValueOf(field)]),
) as Animal;

/**
 * Returns a copy of `animal` with the reset defaults of docs/product/calculation.md#records written back (the form's reset). Choice
 * fields, weights and gain are kept.
 */
export function resetAnimal(animal: Animal): Animal {
  return { ...animal, ...RESET_DEFAULTS };
}

/**
 * Live weight used by the requirement equations, kg; null when not known.
 * - Growing and finishing cattle (docs/product/calculation.md#constants): the mean of initial and final weight, or the mean weight
 *   (`peso_corporal_medio`) when there is no initial weight. BR-CORTE's BW is the mean of the period's
 *   initial and final weights (reference docs/product/nutrition-science.md#growing-finishing: "BW = AVERAGE(PCI, PCF)").
 * - Cows and calves: the mean weight only. Their models take the animal's current full body weight (BW in
 *   Gionbelli et al. 2015, NRC 2000 cow and calf; docs/product/nutrition-science.md#cow-body-weight), which is what
 *   their form asks for; initial and final weights describe a growing period and are not fields of theirs,
 *   so any sent through the API are ignored (no mean weight → null → validateAnimal's `required`).
 */
export function calculateLiveWeightKg(animal: Animal): number | null {
  if (animal.tipo !== 'crescimento_terminacao') return animal.peso_corporal_medio;
  const initial = animal.peso_corporal_inicial;
  const final = animal.peso_corporal_final;
  if (initial !== null && final !== null) return (initial + final) / 2;
  if (initial !== null && animal.peso_corporal_medio === null) return initial;
  return animal.peso_corporal_medio ?? final;
}
