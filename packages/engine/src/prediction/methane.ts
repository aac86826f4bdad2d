/**
 * Enteric methane by IPCC (2019 Refinement) Tier 2 (reference docs/product/nutrition-science.md#methane; no
 * BR-CORTE methane equation is public): CH4 (g/day) = GE × Ym/100 / 55.65 × 1000 (Eq. 10.21), GE =
 * DMI × 18.45 MJ/kg DM, Ym from Table 10.12 (Updated). Milk drunk by a calf yields none: IPCC 2019 Annex
 * 10A.2 gives calves on milk Ym 0 (the milk bypasses the rumen), so only the solid diet's GE counts.
 */

/** Energy content of methane, MJ/kg (IPCC 2019 Eq. 10.21). */
export const METHANE_MJ_PER_KG = 55.65;
/** Default gross energy density, MJ/kg DM (IPCC 2019 Vol. 4 Ch. 10). */
export const GROSS_ENERGY_MJ_PER_KG_DM = 18.45;
const MJ_PER_MCAL = 4.184;
/** NRC: 1 kg TDN = 4.409 Mcal DE, used to express the diet's DE as % of GE. */
const MCAL_DE_PER_KG_TDN = 4.409;

/**
 * The Ym values (% of GE) a user may choose: the non-dairy cattle rows of IPCC 2019 Table 10.12 (Updated):
 * 7.0 (> 75 % low-quality forage, DE ≤ 62), 6.3 (> 75 % high-quality forage or mixed rations with 15–75 %
 * forage, DE 62–71), 4.0 (feedlot, other grains, 0–15 % forage, DE ≥ 72), 3.0 (feedlot, steam-flaked corn,
 * 0–10 % forage, DE ≥ 75). Reference docs/product/nutrition-science.md#methane.
 */
export const IPCC_YM_CHOICES = [7, 6.3, 4, 3] as const;

/** True when `value` is one of the Table 10.12 values a user may choose (`IPCC_YM_CHOICES`). */
export function isIpccYmChoice(value: number): boolean {
  return IPCC_YM_CHOICES.some((choice) => choice === value);
}

/** Options for the methane conversion factor. */
export type MethaneOptions = {
  /**
   * A fixed Ym (% of GE) for the solid (non-milk) diet, replacing the choice by forage share; the user's
   * choice is one of `IPCC_YM_CHOICES`. Milk keeps Ym 0.
   */
  readonly ymPercent?: number;
  /** Steam-flaked-corn feedlot diet (Ym 3.0 when forage ≤ 10 % and DE ≥ 75 %). */
  readonly steamFlakedCorn?: boolean;
};

/**
 * Ym (% of GE) from IPCC 2019 Table 10.12 (non-dairy cattle): forage share > 75 % → 7.0 when DE ≤ 62 %,
 * else 6.3; feedlot with ≤ 15 % forage → 4.0 (3.0 for steam-flaked corn with ≤ 10 % forage and DE ≥ 75 %);
 * otherwise 6.3. Without forage shares, by DE only: ≤ 62 → 7.0, < 72 → 6.3, else 4.0 (the DE bands of
 * the same table).
 */
export function chooseYmPercent(
  roughageShare: number | null,
  digestibleEnergyPercent: number,
  options: MethaneOptions = {},
): number {
  if (options.ymPercent !== undefined) return options.ymPercent;
  const de = digestibleEnergyPercent;
  if (roughageShare === null) return de <= 62 ? 7 : de < 72 ? 6.3 : 4;
  if (roughageShare > 0.75) return de <= 62 ? 7 : 6.3;
  if (roughageShare <= 0.15) return options.steamFlakedCorn && roughageShare <= 0.1 && de >= 75 ? 3 : 4;
  return 6.3;
}

/**
 * Daily enteric methane (g/day) of a diet of `dmiKg` kg DM with `tdnKg` kg TDN. Returns the Ym used,
 * the gross energy intake (MJ/day) and the diet's DE as % of GE.
 */
export function calculateMethane(
  dmiKg: number,
  tdnKg: number,
  roughageShare: number | null,
  options: MethaneOptions = {},
): { methaneG: number; ymPercent: number; grossEnergyMj: number; digestibleEnergyPercent: number } {
  const ge = dmiKg * GROSS_ENERGY_MJ_PER_KG_DM;
  const dePercent = ge > 0 ? ((tdnKg * MCAL_DE_PER_KG_TDN * MJ_PER_MCAL) / ge) * 100 : 0;
  const ym = chooseYmPercent(roughageShare, dePercent, options);
  return {
    methaneG: ((ge * ym) / 100 / METHANE_MJ_PER_KG) * 1000,
    ymPercent: ym,
    grossEnergyMj: ge,
    digestibleEnergyPercent: dePercent,
  };
}
