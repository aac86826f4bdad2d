/**
 * Grazing intake of growing cattle on pasture (docs/decisions/prediction-intake-and-pasture.md, choices 3a
 * and 6): the one rule prediction, formulation and the supplement for a gain share. On pasture with forage
 * flagged `volumoso`, what a growing animal eats is the NRC (2000) intake of the diet's energy
 * (`dietEnergyIntakeKg`), never below the BR-CORTE 2016 CMS at zero gain, and not the CMS at the gain.
 */
import type { Animal } from '../animal/animal';
import { normalizeAnimal } from '../animal/normalize-animal';
import type { RequirementModelOptions } from '../requirements/requirement-model';
import { buildRequirementModel } from '../requirements/requirement-model';
import type { DietSupply } from './diet-supply';
import { dietEnergyIntakeKg } from './voluntary-intake';

/** What the grazing intake of an animal depends on besides the diet (plain data: it crosses to a worker). */
export type GrazingIntakeBasis = {
  /** Shrunk body weight, kg (the NRC equation's SBW^0.75). */
  readonly shrunkWeightKg: number;
  /** BR-CORTE 2016 CMS at zero gain, kg DM/day: the least the animal eats. */
  readonly zeroGainDmiKg: number;
};

/**
 * The grazing intake basis of an animal, or null when it does not graze: only growing cattle
 * (`crescimento_terminacao`) with `regime: 'pasto'`, after the domain rules (`normalizeAnimal`).
 */
export function findGrazingIntakeBasis(
  input: Animal,
  options: RequirementModelOptions = {},
): GrazingIntakeBasis | null {
  const animal = normalizeAnimal(input);
  if (animal.tipo !== 'crescimento_terminacao' || animal.regime !== 'pasto') return null;
  const atZero = buildRequirementModel(animal, options).at(0);
  if (!(atZero.shrunkWeightKg > 0)) return null;
  return { shrunkWeightKg: atZero.shrunkWeightKg, zeroGainDmiKg: atZero.dmiKg };
}

/**
 * Grazing intake (kg DM/day) of a diet: max(NRC (2000) intake of the diet's ME per kg DM, CMS at zero gain).
 * On forage too poor for the NRC equation (NEma below about 0.5 Mcal/kg it gives no intake) the animal
 * still eats the zero-gain CMS, about 1.2–1.4 % of BW.
 */
export function grazingIntakeKg(basis: GrazingIntakeBasis, supply: DietSupply): number {
  const dietEnergyKg =
    supply.dmKg > 0 ? dietEnergyIntakeKg(basis.shrunkWeightKg, supply.meMcal / supply.dmKg) : 0;
  return Math.max(dietEnergyKg, basis.zeroGainDmiKg);
}
