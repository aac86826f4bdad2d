/**
 * Model-evaluation statistics of predicted (P) against observed (O) values, as used to validate BR-CORTE and
 * other nutrition models (Tedeschi 2006, Agric. Syst. 89:225): mean bias, root mean squared error, the
 * decomposition of the mean squared error into mean bias, slope (systematic) and random parts (Theil 1966;
 * Bibby and Toutenburg 1977), and Lin's (1989, Biometrics 45:255) concordance correlation coefficient.
 * Moments are population moments (divided by n) so that the three parts add up to the MSE exactly.
 */

/** The statistics of one variable over n pairs. */
export type AgreementStatistics = {
  readonly n: number;
  readonly meanObserved: number;
  readonly meanPredicted: number;
  /** Mean of P − O (positive: the model over-predicts). */
  readonly bias: number;
  readonly rmse: number;
  readonly mse: number;
  /**
   * MSE = (P̄ − Ō)² + (s_P − r·s_O)² + (1 − r²)·s_O²: mean bias, slope (regression of O on P away from 1)
   * and random (unexplained) parts, in the variable's squared unit, and as shares of the MSE (0–1; 0 when
   * the MSE is 0).
   */
  readonly decomposition: {
    readonly meanBias: number;
    readonly slope: number;
    readonly random: number;
    readonly meanBiasShare: number;
    readonly slopeShare: number;
    readonly randomShare: number;
  };
  /** Pearson correlation r; null when either variable does not vary. */
  readonly r: number | null;
  /**
   * Lin's concordance correlation coefficient ρc = 2·s_PO / (s_P² + s_O² + (P̄ − Ō)²); null when the
   * denominator is 0 (every pair equal and constant).
   */
  readonly ccc: number | null;
};

/** Computes the statistics; null for no pairs. Pairs with a non-finite value are an error of the caller. */
export function computeAgreement(
  pairs: readonly { readonly observed: number; readonly predicted: number }[],
): AgreementStatistics | null {
  const n = pairs.length;
  if (n === 0) return null;
  let sumO = 0;
  let sumP = 0;
  for (const { observed, predicted } of pairs) {
    sumO += observed;
    sumP += predicted;
  }
  const meanO = sumO / n;
  const meanP = sumP / n;
  let sOO = 0;
  let sPP = 0;
  let sPO = 0;
  let sse = 0;
  for (const { observed, predicted } of pairs) {
    const dO = observed - meanO;
    const dP = predicted - meanP;
    sOO += dO * dO;
    sPP += dP * dP;
    sPO += dO * dP;
    sse += (predicted - observed) ** 2;
  }
  const varO = sOO / n;
  const varP = sPP / n;
  const cov = sPO / n;
  const mse = sse / n;
  const sdO = Math.sqrt(varO);
  const sdP = Math.sqrt(varP);
  const r = sdO > 0 && sdP > 0 ? cov / (sdO * sdP) : null;
  const meanBias = (meanP - meanO) ** 2;
  // Without variation in one variable r is undefined; its slope and random parts are then the whole spread:
  // (s_P − r·s_O)² + (1 − r²)·s_O² = s_P² + s_O² − 2·cov with cov = 0.
  const slope = r === null ? varP : (sdP - r * sdO) ** 2;
  const random = r === null ? varO : (1 - r * r) * varO;
  const share = (part: number) => (mse > 0 ? part / mse : 0);
  const cccDenominator = varP + varO + meanBias;
  return {
    n,
    meanObserved: meanO,
    meanPredicted: meanP,
    bias: meanP - meanO,
    rmse: Math.sqrt(mse),
    mse,
    decomposition: {
      meanBias,
      slope,
      random,
      meanBiasShare: share(meanBias),
      slopeShare: share(slope),
      randomShare: share(random),
    },
    r,
    ccc: cccDenominator > 0 ? (2 * cov) / cccDenominator : null,
  };
}
