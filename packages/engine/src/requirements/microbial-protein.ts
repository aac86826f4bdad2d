/**
 * Microbial crude protein and the protein requirement split (BR-CORTE 2016; reference
 * docs/product/nutrition-science.md#protein), iterated as the product requires (docs/product/calculation.md#constants: at most 100
 * iterations, tolerance 0.1 g/day), without the source sheet's loop defect (docs/product/errors.md#calculation-errors item 2: the sheet feeds CPI
 * back where MCP is meant).
 */

/** MCP = −53.07 + 304.9·CPI + 90.8·TDNI − 3.13·TDNI² (g/day; CPI and TDNI kg/day). */
const MCP_INTERCEPT = -53.07;
const MCP_CPI = 304.9;
const MCP_TDN = 90.8;
const MCP_TDN2 = -3.13;
/** 0.64 = 0.80 true protein × 0.80 digestibility of MCP; 0.8 = digestibility of RUP. */
const MCP_TO_MP = 0.64;
const RUP_DIGESTIBILITY = 0.8;
/** Seed: 120 g MCP per kg TDN (sheet rows 50–150). */
const SEED_MCP_PER_KG_TDN = 120;
/** Loop limits (docs/product/calculation.md#constants). */
export const MICROBIAL_MAX_ITERATIONS = 100;
export const MICROBIAL_TOLERANCE_G = 0.1;

/** MCP (g/day) from crude-protein and TDN intake (kg/day), not below 0 (BR-CORTE 2016). */
export function calculateMicrobialProteinG(cpIntakeKg: number, tdnIntakeKg: number): number {
  const mcp =
    MCP_INTERCEPT + MCP_CPI * cpIntakeKg + MCP_TDN * tdnIntakeKg + MCP_TDN2 * tdnIntakeKg * tdnIntakeKg;
  return mcp > 0 ? mcp : 0;
}

/**
 * Splits an MP requirement (g/day) at a TDN intake (kg/day) into RDP = MCP and RUP = (MP − 0.64·MCP)/0.8
 * (not below 0), with CP = RDP + RUP, iterating CPI = CP/1000 until it moves less than 0.1 g or 100
 * iterations have run. Units: g/day.
 */
export function solveMicrobialProtein(
  mpG: number,
  tdnKg: number,
): { mcpG: number; rupG: number; cpG: number; iterations: number } {
  const seedMcp = SEED_MCP_PER_KG_TDN * tdnKg;
  let cpi = (seedMcp + Math.max(0, (mpG - MCP_TO_MP * seedMcp) / RUP_DIGESTIBILITY)) / 1000;
  let mcp = seedMcp;
  let rup = 0;
  let iterations = 0;
  while (iterations < MICROBIAL_MAX_ITERATIONS) {
    iterations += 1;
    mcp = calculateMicrobialProteinG(cpi, tdnKg);
    rup = Math.max(0, (mpG - MCP_TO_MP * mcp) / RUP_DIGESTIBILITY);
    const next = (mcp + rup) / 1000;
    const movedG = Math.abs(next - cpi) * 1000;
    cpi = next;
    if (movedG < MICROBIAL_TOLERANCE_G) break;
  }
  return { mcpG: mcp, rupG: rup, cpG: mcp + rup, iterations };
}

/** MP (g/day) supplied by MCP and RUP (g/day): 0.64·MCP + 0.8·RUP (BR-CORTE 2016). */
export function calculateMetabolizableProteinG(mcpG: number, rupG: number): number {
  return MCP_TO_MP * mcpG + RUP_DIGESTIBILITY * rupG;
}
