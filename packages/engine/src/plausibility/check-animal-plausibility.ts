/**
 * Plausibility of the animal's weights and gain: warnings, never refusals. A final weight
 * above the mature weight of the breed group and sex, and a daily gain above what the breed group reaches in
 * its feeding system, are most likely typing errors (a 5 000 kg final weight, a gain in g/day).
 * Choices and sources: docs/decisions/price-plausibility.md.
 */
import type { Animal, Breed, Regime, Sex } from '../animal/animal-fields';

/**
 * Mature body weight ceiling, kg, by breed group (BR-CORTE's zebu, beef crossbred, dairy crossbred) and sex:
 * the upper end of adult weights, so that only a weight no finishing animal reaches warns. BR-CORTE 2016
 * tabulates no mature weight per group (its equations use a 517 kg equivalent-weight reference, the
 * requirement model's `matureWeightKg`); the ceilings are our choice, about twice the mean weight of mature
 * Nellore cows (443 ± 30 kg, Rocha et al., Arq. Bras. Med. Vet. Zootec.) for zebu cows and heavier for
 * males and crossbreds (docs/decisions/price-plausibility.md).
 */
export const MATURE_WEIGHT_KG: Readonly<Record<Breed, Readonly<Record<Sex, number>>>> = {
  zebuino: { macho: 950, macho_castrado: 900, femea: 600 },
  cruzado_corte: { macho: 1100, macho_castrado: 1000, femea: 700 },
  cruzado_leite: { macho: 1100, macho_castrado: 1000, femea: 700 },
};

/**
 * Highest plausible average daily gain, kg/day, by feeding system (our choice, docs/decisions/
 * price-plausibility.md): 2.0 in feedlot, 1.2 on pasture; feedlot gains in Brazilian trials rarely pass
 * 2 kg/day and supplemented cattle on tropical pasture rarely 1.2. The form's hard limit stays 2.5 kg/day.
 */
export const MAX_PLAUSIBLE_DAILY_GAIN_KG: Readonly<Record<Regime, number>> = {
  confinamento: 2,
  pasto: 1.2,
};

export type AnimalPlausibilityWarning =
  | {
      readonly code: 'FINAL_WEIGHT_ABOVE_MATURE';
      readonly weightKg: number;
      readonly matureWeightKg: number;
    }
  | {
      readonly code: 'DAILY_GAIN_IMPLAUSIBLE';
      readonly dailyGainKg: number;
      readonly maxPlausibleKg: number;
    };

/**
 * The animal's plausibility warnings: growing cattle's final weight (or a cow's body weight) above the mature
 * weight of its breed group and sex; growing cattle's daily gain above the plausible gain of its system.
 */
export function checkAnimalPlausibility(
  animal: Pick<
    Animal,
    'tipo' | 'raca' | 'sexo' | 'regime' | 'peso_corporal_final' | 'peso_corporal_medio' | 'ganho_medio_diario'
  >,
): AnimalPlausibilityWarning[] {
  const warnings: AnimalPlausibilityWarning[] = [];
  const isGrowing = animal.tipo === 'crescimento_terminacao';
  const sex: Sex = animal.tipo === 'vaca' ? 'femea' : animal.sexo;
  const weight = isGrowing ? animal.peso_corporal_final : animal.peso_corporal_medio;
  const mature = MATURE_WEIGHT_KG[animal.raca]?.[sex];
  if (mature !== undefined && weight !== null && Number.isFinite(weight) && weight > mature)
    warnings.push({ code: 'FINAL_WEIGHT_ABOVE_MATURE', weightKg: weight, matureWeightKg: mature });
  const gain = animal.ganho_medio_diario;
  const maxGain = MAX_PLAUSIBLE_DAILY_GAIN_KG[animal.regime];
  if (isGrowing && gain !== null && Number.isFinite(gain) && maxGain !== undefined && gain > maxGain)
    warnings.push({ code: 'DAILY_GAIN_IMPLAUSIBLE', dailyGainKg: gain, maxPlausibleKg: maxGain });
  return warnings;
}
