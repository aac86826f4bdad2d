/**
 * TDN of a tropical roughage when a source gives its fibre but no TDN (docs/decisions/forage-energy-in-trials.md).
 *
 * Cappelle, Valadares Filho, Silva and Cecon (2001), "Estimativas do valor energético a partir de
 * características químicas e bromatológicas dos alimentos", R. Bras. Zootec. 30(6):1837–1856: regressions of
 * the TDN measured in cattle digestion trials of the UFV Animal Science Department on the feeds' composition;
 * for roughages (volumosos) TDN (% DM) = 83.79 − 0.4171 × NDF (% DM).
 *
 * Why not the in vitro digestibility as TDN: in vitro DM digestibility counts digested ash and leaves out the
 * metabolic faecal loss that TDN nets off, so it overstates the TDN of high-NDF tropical grass (on the
 * Coastcross of the evaluation table: 62.3 % IVDMD against 50.5 % TDN from its 79.8 % NDF).
 */

/** Cappelle et al. (2001), roughages: TDN = 83.79 − 0.4171 × NDF. */
export const CAPPELLE_2001_ROUGHAGE_TDN_FROM_NDF = { intercept: 83.79, ndfSlope: -0.4171 } as const;

/**
 * TDN (% DM) of a roughage from its NDF (% DM), Cappelle et al. (2001). Null outside 0 < NDF ≤ 100 (not a
 * roughage composition the regression can describe).
 */
export function roughageTdnFromNdf(ndfPercentDm: number): number | null {
  if (!Number.isFinite(ndfPercentDm) || ndfPercentDm <= 0 || ndfPercentDm > 100) return null;
  return (
    CAPPELLE_2001_ROUGHAGE_TDN_FROM_NDF.intercept +
    CAPPELLE_2001_ROUGHAGE_TDN_FROM_NDF.ndfSlope * ndfPercentDm
  );
}
