// The model evaluation over the shipped trial table (trials/trials.json) must meet the bounds of
// docs/decisions/model-evaluation.md. A bound is enforced here once the table meets it; the ones it does not
// meet yet are it.todo (docs/decisions/model-evaluation.md says which and why). Every row counts, those
// marked out of the model's domain included.
import { describe, expect, it } from 'vitest';
import type { EvaluationBound } from './evaluate-model';
import { evaluateModel, loadShippedTrials } from './evaluate-model';

const evaluation = evaluateModel(loadShippedTrials());

function bound(system: string, variable: string, measure: string): EvaluationBound {
  const found = evaluation.bounds.find(
    (b) => b.system === system && b.variable === variable && b.measure === measure,
  );
  if (!found) throw new Error(`bound ${system}/${variable}/${measure} not reported (no data?)`);
  return found;
}

describe('model evaluation bounds on the shipped trial table', () => {
  it('every trial is predicted (none refused)', () => {
    expect(evaluation.results.length).toBe(loadShippedTrials().length);
  });

  it('feedlot gain: |mean bias| ≤ 0.10 kg/day', () => {
    const feedlot = evaluation.systems.find((s) => s.system === 'confinamento')!;
    expect(Math.abs(feedlot.adg!.bias)).toBeLessThanOrEqual(0.1);
    expect(bound('confinamento', 'adg', 'absBias').met).toBe(true);
  });

  it('feedlot intake: |mean bias| ≤ 0.5 kg DM/day', () => {
    const feedlot = evaluation.systems.find((s) => s.system === 'confinamento')!;
    expect(Math.abs(feedlot.dmi!.bias)).toBeLessThanOrEqual(0.5);
    expect(bound('confinamento', 'dmi', 'absBias').met).toBe(true);
  });

  it('pasture gain: predicted above 0 wherever the observed gain is above 0.1 kg/day', () => {
    const pasture = evaluation.results.filter((r) => r.trial.system === 'pasto');
    expect(pasture.length).toBeGreaterThan(0);
    for (const r of pasture.filter((p) => p.trial.observed.adgKg > 0.1))
      expect(r.predictedAdgKg, r.trial.id).toBeGreaterThan(0);
    expect(bound('pasto', 'adg', 'positiveGain').met).toBe(true);
  });

  // Not met by the table yet (figures and reasons: docs/decisions/model-evaluation.md).
  it.todo('feedlot gain: RMSE ≤ 0.20 kg/day');
  it.todo('pasture gain: RMSE ≤ 0.25 kg/day');
  it.todo('pasture intake: |mean bias| ≤ 0.5 kg DM/day (no pasture row reports an intake)');
});
