/**
 * Nitrogen and phosphorus excretion by mass balance (reference README §6): excreted = intake − retained
 * (gain, milk, conceptus), N = protein / 6.25. Faecal N = metabolic faecal N 6.69 g/kg DMI (UFV Nellore
 * N balance, reference cows §4) plus undigested dietary N: 20 % of RUP (digestibility 0.8) and 20 % of the
 * microbial true protein (0.8 of MCP) — the BR-CORTE 2016 0.8 × 0.8 chain; urinary N is the rest. P is
 * reported as a total (faecal P is ~89 % of it in feedlot steers; not split in the output).
 */

/** g N per g protein (1/6.25). */
const N_PER_PROTEIN = 1 / 6.25;
/** Metabolic faecal N, g per kg DMI (UFV; reference cows §4). */
const METABOLIC_FAECAL_N_G_PER_KG_DMI = 6.69;
/** Indigestible fractions: RUP 1 − 0.8; microbial true protein 0.8 × (1 − 0.8) (BR-CORTE 2016). */
const UNDIGESTED_RUP = 0.2;
const UNDIGESTED_MCP = 0.8 * 0.2;

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
 * N and P excretion from intake and retention, g/day. Inputs: crude protein, RUP and MCP supplied (g/day),
 * DMI (kg/day), protein retained in gain, milk and conceptus (g/day), P intake and P retained (g/day).
 * Mass balances hold exactly: faecal + urinary N = intake N − retained N, total P = intake P − retained P
 * (each at least 0).
 */
export function calculateExcretion(input: {
  readonly cpIntakeG: number;
  readonly rupG: number;
  readonly mcpG: number;
  readonly dmiKg: number;
  readonly proteinRetainedG: number;
  readonly pIntakeG: number;
  readonly pRetainedG: number;
}): Excretion {
  const nIntake = input.cpIntakeG * N_PER_PROTEIN;
  const nRetained = input.proteinRetainedG * N_PER_PROTEIN;
  const total = Math.max(0, nIntake - nRetained);
  const faecalModel =
    METABOLIC_FAECAL_N_G_PER_KG_DMI * input.dmiKg +
    (UNDIGESTED_RUP * input.rupG + UNDIGESTED_MCP * input.mcpG) * N_PER_PROTEIN;
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
