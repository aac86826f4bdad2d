import { fillEstimatedMilkYield } from '../requirements/requirement-model';
import type { Animal } from './animal-fields';
import { CHOICE_FIELDS, initialValueOf, isOptionOf, NUMERIC_FIELDS, choiceSpecOf } from './animal-fields';

/**
 * The domain rules every entry point applies to an animal before anything reads it (the form's parse, the
 * JSON parse of the `cocho` command and the API, `calculateRequirements`, `predictPerformance`), so one
 * animal gives the same numbers everywhere:
 * - a radio value not among its options is ignored: the default animal's value stands (docs/product/calculation.md#validation);
 * - a negative number becomes 0 (docs/product/calculation.md#validation);
 * - a lactation week of 0 or not a number becomes 1 (docs/product/calculation.md#validation);
 * - a cow has no daily gain: her requirements are maintenance, pregnancy and lactation (the form has no
 *   gain field for her), so a gain sent with a cow is dropped;
 * - cows and calves are described by their mean weight alone: initial and final weights, growing-cattle
 *   fields, are dropped (the equations never read them for cows and calves, docs/product/calculation.md#constants);
 * - growing cattle with an initial and a final weight get their mean as `peso_corporal_medio` (the live
 *   weight of docs/product/calculation.md#constants);
 * - a lactating cow without a milk yield gets the estimated yield of her week and parity, written back into
 *   the animal (docs/product/calculation.md#requirement-calculation "Default milk yield"; `fillEstimatedMilkYield`).
 * Empty text becoming null belongs to the parsers, which read text. The form's option dependencies (pasture
 * only for zebuino, steers and heifers only in feedlot, docs/product/calculation.md#states) are what the form offers, not a rule of
 * the equations (BR-CORTE has pasture equations for every breed group), so they stay in `parseAnimalForm`.
 * Not a number and infinite values are left for validation to report. Idempotent; returns `animal` itself
 * when nothing changes; never mutates its argument.
 */
export function normalizeAnimal(animal: Animal): Animal {
  const changes: Record<string, unknown> = {};
  for (const field of CHOICE_FIELDS) {
    const value: unknown = animal[field];
    const isEmptyAllowed = value === null && choiceSpecOf(field).nullable;
    if (!isEmptyAllowed && !isOptionOf(field, value)) changes[field] = initialValueOf(field);
  }
  for (const field of NUMERIC_FIELDS) {
    const value = animal[field];
    if (value !== null && value < 0) changes[field] = 0;
  }
  const week = animal.semana_lactacao;
  if (week !== null && (week === 0 || Number.isNaN(week))) changes.semana_lactacao = 1;

  let next: Animal = Object.keys(changes).length > 0 ? ({ ...animal, ...changes } as Animal) : animal;
  const set = (patch: Partial<Record<keyof Animal, unknown>>): void => {
    const differs = Object.entries(patch).some(([key, value]) => next[key as keyof Animal] !== value);
    if (differs) next = { ...next, ...patch } as Animal;
  };
  if (next.tipo === 'vaca') set({ ganho_medio_diario: null });
  if (next.tipo !== 'crescimento_terminacao') set({ peso_corporal_inicial: null, peso_corporal_final: null });
  else {
    const initial = next.peso_corporal_inicial;
    const final = next.peso_corporal_final;
    if (initial !== null && final !== null && Number.isFinite(initial) && Number.isFinite(final))
      set({ peso_corporal_medio: (initial + final) / 2 });
  }
  return fillEstimatedMilkYield(next);
}
