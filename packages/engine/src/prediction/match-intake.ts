/**
 * Matching a prediction to the animal's intake ("compatibilise"; docs/product/errors.md#calculation-errors "could not match prediction").
 * A prediction from typed amounts assumes the animal eats all of them; when the diet offers more dry matter
 * than the animal eats at the gain it predicts (or less), the amounts are not a diet it would eat. The
 * match scales every amount by one factor k so that the dry matter offered equals the expected dry matter
 * intake (BR-CORTE CMS) at the gain the scaled diet predicts: k · DM₀ = CMS(gain(k)). See
 * docs/decisions/prediction-model-choices.md.
 */

/** What one scale factor gives: the expected intake (kg DM/day) at the gain the scaled diet predicts. */
export type IntakeAtFactor = {
  readonly dmiKg: number;
  readonly dailyGainKg: number;
};

/** Largest number of halvings or doublings of k while looking for a bracket (k from 2⁻⁶⁰ to 2⁶⁰). */
const MAX_BRACKET_STEPS = 60;
/** Bisection steps on k; the relative width left is 2⁻⁴⁰ of the bracket, far below 1 g of feed. */
const MAX_BISECTION_STEPS = 40;
/** The offered and expected intakes agree when they differ by at most this share (0.1 %). */
const RELATIVE_TOLERANCE = 1e-3;

/** Outcome of the search: the factor, or why none was found. */
export type IntakeMatch =
  | { readonly ok: true; readonly factor: number; readonly at: IntakeAtFactor }
  | { readonly ok: false; readonly reason: 'noIntake' | 'noBracket' | 'gainOutOfRange' | 'noConvergence' };

/**
 * Finds the factor k > 0 with k · `offeredDmKg` = `intakeAt(k)`.dmiKg (relative tolerance 0.1 %).
 * `intakeAt` must be the expected intake at the gain of the diet scaled by k (non-decreasing in k); the
 * mismatch k · DM₀ − CMS is negative for small k (CMS at gain 0 is above 0) and positive for large k
 * (the gain, hence CMS, is bounded by the search range), so a root is bracketed by halving or doubling k
 * from 1 and found by bisection. Fails when the intake is not a positive number, when no bracket is
 * found, when the matched gain lies at the top of the prediction's search range (`maxGainKg`: the intake
 * that would match lies beyond the model's range) or when bisection does not meet the tolerance (an
 * intake that jumps with the gain).
 */
export function findIntakeMatch(
  offeredDmKg: number,
  intakeAt: (factor: number) => IntakeAtFactor,
  maxGainKg: number,
): IntakeMatch {
  if (!(offeredDmKg > 0 && Number.isFinite(offeredDmKg))) return { ok: false, reason: 'noIntake' };
  const cache = new Map<number, IntakeAtFactor>();
  const evaluate = (factor: number): IntakeAtFactor => {
    const known = cache.get(factor);
    if (known) return known;
    const value = intakeAt(factor);
    cache.set(factor, value);
    return value;
  };
  const mismatch = (factor: number): number | null => {
    const { dmiKg } = evaluate(factor);
    return dmiKg > 0 && Number.isFinite(dmiKg) ? factor * offeredDmKg - dmiKg : null;
  };
  const done = (factor: number): IntakeMatch => {
    const at = evaluate(factor);
    return at.dailyGainKg >= maxGainKg ? { ok: false, reason: 'gainOutOfRange' } : { ok: true, factor, at };
  };

  const isClose = (factor: number) => {
    const value = mismatch(factor);
    return value !== null && Math.abs(value) <= RELATIVE_TOLERANCE * evaluate(factor).dmiKg;
  };
  const atOne = mismatch(1);
  if (atOne === null) return { ok: false, reason: 'noIntake' };
  if (isClose(1)) return done(1);
  let low = 1;
  let high = 1;
  // Bracket the root: halve k while the diet still offers too much, double it while it offers too little.
  const isTooMuch = atOne >= 0;
  for (let steps = 0; ; steps += 1) {
    if (steps >= MAX_BRACKET_STEPS) return { ok: false, reason: 'noBracket' };
    const next = isTooMuch ? low / 2 : high * 2;
    const value = mismatch(next);
    if (value === null) return { ok: false, reason: 'noIntake' };
    if (isTooMuch) {
      if (value < 0) {
        low = next;
        break;
      }
      high = next;
      low = next;
    } else {
      if (value >= 0) {
        high = next;
        break;
      }
      low = next;
      high = next;
    }
  }

  for (let step = 0; step < MAX_BISECTION_STEPS; step += 1) {
    const middle = (low + high) / 2;
    if (isClose(middle)) return done(middle);
    const value = mismatch(middle);
    if (value === null) return { ok: false, reason: 'noIntake' };
    if (value < 0) low = middle;
    else high = middle;
  }
  return isClose(high) ? done(high) : isClose(low) ? done(low) : { ok: false, reason: 'noConvergence' };
}
