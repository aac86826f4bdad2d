/**
 * Mineral maxima from maximum tolerable concentrations (docs/decisions/mineral-maxima.md).
 *
 * The maximum of a mineral requirement is the dietary concentration the animal tolerates without adverse
 * effect, times its maximum dry-matter intake, and never below the requirement:
 * maximo = max(MTC × CMSmax × factor, ideal).
 */
import type { Animal } from '../animal/animal';
import type { MineralKey } from './requirement-model';

/** The diet the sulfur tolerance assumes (NASEM 2016: 0.30 % DM high-concentrate, 0.50 % ≥ 40 % forage). */
export type SulfurDietBasis = 'highConcentrate' | 'forage';

/**
 * Maximum tolerable dietary concentrations for beef cattle, in the feed's unit: % of DM for Ca, P, Mg, K,
 * Na, S; mg/kg DM for Co, Cu, I, Mn, Se, Zn.
 * - Mg 0.40 %, K 2.0 %, S 0.30 % (high-concentrate) / 0.50 % (≥ 40 % forage), Co 25, Cu 40, I 50, Mn 1,000,
 *   Se 5, Zn 500 mg/kg: NASEM (2016) Nutrient Requirements of Beef Cattle, 8th rev. ed., ch. 7 (Minerals),
 *   table of mineral requirements and maximum tolerable concentrations (as reproduced in the Merck
 *   Veterinary Manual, "Dietary mineral requirements and maximum tolerable amounts for most classes of
 *   beef cattle").
 * - Ca 1.5 % and P 0.7 %: NRC (2005) Mineral Tolerance of Animals, 2nd rev. ed., cattle MTL (NASEM 2016
 *   lists none for Ca and P).
 * - Na 1.18 %: sodium chloride 3 % of DM (NRC 2005 MTL for salt, the lower, lactating-cow figure) × 0.393 g
 *   Na per g NaCl (NASEM 2016 lists no Na maximum).
 */
export const MINERAL_MAXIMUM_TOLERABLE: Readonly<Record<Exclude<MineralKey, 'S'>, number>> = {
  Ca: 1.5,
  P: 0.7,
  Mg: 0.4,
  K: 2,
  Na: 3 * 0.393,
  Co: 25,
  Cu: 40,
  I: 50,
  Mn: 1000,
  Se: 5,
  Zn: 500,
};

/** Sulfur maximum tolerable concentration, % DM, by diet (NASEM 2016 ch. 7; NRC 2005). */
export const SULFUR_MAXIMUM_TOLERABLE: Readonly<Record<SulfurDietBasis, number>> = {
  highConcentrate: 0.3,
  forage: 0.5,
};

/**
 * The sulfur basis the requirements assume for an animal, since they do not know the diet's forage share:
 * growing and finishing cattle in feedlot eat high-concentrate diets (0.30 %); cattle on pasture, cows and
 * calves eat ≥ 40 % forage (0.50 %).
 */
export function findSulfurDietBasis(animal: Pick<Animal, 'tipo' | 'regime'>): SulfurDietBasis {
  return animal.tipo === 'crescimento_terminacao' && animal.regime === 'confinamento'
    ? 'highConcentrate'
    : 'forage';
}

/** Maximum tolerable concentration of a mineral in the feed's unit (% DM or mg/kg DM). */
export function findMaximumTolerableConcentration(key: MineralKey, basis: SulfurDietBasis): number {
  return key === 'S' ? SULFUR_MAXIMUM_TOLERABLE[basis] : MINERAL_MAXIMUM_TOLERABLE[key];
}
