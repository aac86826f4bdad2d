// The evaluation runs the prediction with the options it is given, so the alternatives the model keeps open
// can be compared on the shipped table (docs/decisions/model-evaluation.md, "Model changes considered").
import { describe, expect, it } from 'vitest';
import { evaluateModel, loadShippedTrials } from './evaluate-model';

const trials = loadShippedTrials();
const shipped = evaluateModel(trials);
const publishedKm = evaluateModel(trials, { kmForm: 'publishedKg' });

function gainOf(evaluation: typeof shipped, id: string): { predicted: number; limiting: string } {
  const found = evaluation.results.find((r) => r.trial.id === id);
  if (!found) throw new Error(`${id} not predicted`);
  return { predicted: found.predictedAdgKg, limiting: found.limiting };
}

describe('model evaluation with prediction options', () => {
  it('every trial is still predicted', () => {
    expect(publishedKm.results.length).toBe(trials.length);
  });

  it('the published km form (0.173·kg) raises every energy-limited feedlot gain', () => {
    const energyLimited = shipped.results.filter(
      (r) => r.trial.system === 'confinamento' && r.limiting === 'EL',
    );
    expect(energyLimited.length).toBeGreaterThan(0);
    for (const r of energyLimited)
      expect(gainOf(publishedKm, r.trial.id).predicted, r.trial.id).toBeGreaterThan(r.predictedAdgKg);
  });

  it('it raises the dairy-crossbred gain most (EBG coefficient 0.073 against the sheet 0.010)', () => {
    const id = 'girolando-bagasse-concentrate-70';
    const rise = gainOf(publishedKm, id).predicted - gainOf(shipped, id).predicted;
    const zebuRise =
      gainOf(publishedKm, 'nellore-heifers-feedlot-days-75').predicted -
      gainOf(shipped, 'nellore-heifers-feedlot-days-75').predicted;
    expect(rise).toBeGreaterThan(0.3);
    expect(rise).toBeGreaterThan(4 * zebuRise);
  });

  it('pasture gains do not move: the pasture km is the sheet pasture cell in both forms', () => {
    for (const r of shipped.results.filter((x) => x.trial.system === 'pasto'))
      expect(gainOf(publishedKm, r.trial.id).predicted, r.trial.id).toBeCloseTo(r.predictedAdgKg, 10);
  });
});
