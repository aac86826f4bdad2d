/**
 * Voluntary dry matter intake of growing cattle from the energy of the diet eaten, the bound that keeps a
 * forage diet from collapsing to the maintenance intake (docs/decisions/prediction-intake-and-pasture.md).
 *
 * The BR-CORTE 2016 intake is a function of the gain (DMI = a + b·BW^0.75 + c·ADG + d·ADG², fitted on
 * performance trials): at zero gain it gives about 1.3 % of BW for a 330 kg Nellore. Solving "intake =
 * CMS(gain the intake allows)" for a diet too dilute to pass maintenance at that intake has only the zero-gain
 * root, so every forage diet below about 62 % TDN predicted 0 kg/day. Cattle on such diets eat by fill and
 * diet quality, not by the gain they reach (Conrad, Pratt and Hibbs 1964, J. Dairy Sci. 47:54; Mertens
 * 1994): the NRC (2000) growing-cattle intake from the diet's net energy for maintenance is used as the
 * lower bound of what the animal eats.
 */

/**
 * NRC (2000) beef, growing yearlings: DMI (kg/day) = SBW^0.75 × (0.2435·NEma − 0.0466·NEma² − 0.1128) / NEma
 * (NEma Mcal/kg DM). The same equation bounds the growing intake ceiling in requirements/requirement-model.ts
 * (docs/decisions/growing-intake-range.md).
 */
const NRC_DMI_A = 0.2435;
const NRC_DMI_B = 0.0466;
const NRC_DMI_C = 0.1128;

/**
 * NEma from ME (Mcal/kg DM), NRC (2000) beef (Garrett 1980): NEma = 1.37·ME − 0.138·ME² + 0.0105·ME³ − 1.12.
 */
export function neMaintenanceFromMe(meMcalPerKg: number): number {
  const me = meMcalPerKg;
  return 1.37 * me - 0.138 * me * me + 0.0105 * me * me * me - 1.12;
}

/**
 * NRC (2000) growing-cattle voluntary intake (kg DM/day) of a diet of `meMcalPerKg` ME per kg DM for an animal
 * of `shrunkWeightKg`; 0 when the diet's NEma is too low for the equation to give a positive intake.
 */
export function dietEnergyIntakeKg(shrunkWeightKg: number, meMcalPerKg: number): number {
  if (!(shrunkWeightKg > 0) || !(meMcalPerKg > 0)) return 0;
  const nema = neMaintenanceFromMe(meMcalPerKg);
  if (!(nema > 0)) return 0;
  const perSbw = (NRC_DMI_A * nema - NRC_DMI_B * nema * nema - NRC_DMI_C) / nema;
  return perSbw > 0 ? perSbw * shrunkWeightKg ** 0.75 : 0;
}
