/**
 * Nitrogen and phosphorus excretion by mass balance (docs/product/nutrition-science.md#excretion): excreted = intake − retained
 * (gain, milk, conceptus), N = protein / 6.25. The faecal/urinary split is a Lucas-type N balance:
 * faecal N = basal (metabolic) faecal N per kg DMI + the truly indigestible share of dietary N; urinary N
 * is the rest. The basal faecal N is the intercept of faecal N on N intake, so it already holds the
 * undigested microbial matter (and endogenous N): microbial N is not added to it again (the NRC 2001
 * dairy model likewise counts undigested bacterial protein inside metabolic faecal protein). P is
 * reported as a total (faecal P is ~89 % of it in feedlot steers; not split in the output).
 * See docs/decisions/prediction-model-choices.md.
 */

/** g N per g protein (1/6.25). */
const N_PER_PROTEIN = 1 / 6.25;
/**
 * Basal (metabolic) faecal N, g per kg DMI: 6.69 in Nellore N-balance trials (UFV; docs/product/nutrition-science.md#excretion);
 * Zanton and Heinrichs (2008, J. Dairy Sci. 91:1519, 94 diets, weaned heifers) found 6.51.
 */
const BASAL_FAECAL_N_G_PER_KG_DMI = 6.69;
/**
 * Truly indigestible share of dietary N: 1 − 0.964, the true N digestibility of weaned cattle on forage
 * and concentrate diets (Zanton and Heinrichs 2008, J. Dairy Sci. 91:1519, abstract).
 */
const INDIGESTIBLE_DIETARY_N = 1 - 0.964;

/** N and P flows, g/day. `balanced` is false when intake was below retention and excretion was set to 0. */
export type Excretion = {
  readonly nIntakeG: number;
  readonly nRetainedG: number;
  readonly faecalNG: number;
  readonly urinaryNG: number;
  readonly totalNG: number;
  readonly pIntakeG: number;
  readonly pRetainedG: number;
  readonly totalPG: number;
  readonly balanced: boolean;
};

/**
 * N and P excretion from intake and retention, g/day. Inputs: crude protein eaten (g/day), DMI (kg/day),
 * protein retained in gain, milk and conceptus (g/day), P intake and P retained (g/day). Mass balances hold
 * exactly: faecal + urinary N = intake N − retained N, total P = intake P − retained P (each at least 0);
 * faecal N = 6.69 g/kg DMI + 3.6 % of N intake, at most the total.
 */
export function calculateExcretion(input: {
  readonly cpIntakeG: number;
  readonly dmiKg: number;
  readonly proteinRetainedG: number;
  readonly pIntakeG: number;
  readonly pRetainedG: number;
}): Excretion {
  const nIntake = input.cpIntakeG * N_PER_PROTEIN;
  const nRetained = input.proteinRetainedG * N_PER_PROTEIN;
  const total = Math.max(0, nIntake - nRetained);
  const faecalModel = BASAL_FAECAL_N_G_PER_KG_DMI * input.dmiKg + INDIGESTIBLE_DIETARY_N * nIntake;
  const faecal = Math.min(faecalModel, total);
  const totalP = Math.max(0, input.pIntakeG - input.pRetainedG);
  return {
    nIntakeG: nIntake,
    nRetainedG: nRetained,
    faecalNG: faecal,
    urinaryNG: total - faecal,
    totalNG: total,
    pIntakeG: input.pIntakeG,
    pRetainedG: input.pRetainedG,
    totalPG: totalP,
    balanced: nIntake >= nRetained && input.pIntakeG >= input.pRetainedG,
  };
}
