import { DEFAULT_ANIMAL, calculateRequirements, predictPerformance } from '@cocho/engine';
import { describe, expect, it } from 'vitest';
import { INITIAL_INPUTS, toFormulationInput } from './diet-state';
import { DEFAULT_DIET_FEEDS, selectDefaultDietFeeds } from './testing/default-diet-feeds';
import { runFormulation } from '../../engine-worker/run-formulation';

describe('a formulated diet, predicted', () => {
  it('gives back the daily gain it was formulated for (±0.02 kg/day)', async () => {
    const requirements = calculateRequirements(DEFAULT_ANIMAL);
    if (!requirements.ok) throw new Error('default animal must be valid');
    const feeds = selectDefaultDietFeeds();
    const outcome = await runFormulation(
      toFormulationInput({ ...INITIAL_INPUTS, feeds }, requirements.value.requirements),
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.value.status).toBe('otima');
    const predicted = predictPerformance(
      DEFAULT_ANIMAL,
      outcome.value.feeds.map((row, index) => ({
        id: row.id,
        nutrientes: DEFAULT_DIET_FEEDS[index]?.nutrientes ?? {},
        quantidade: row.asFedKg,
        volumoso: DEFAULT_DIET_FEEDS[index]?.volumoso ?? false,
      })),
    );
    if (!predicted.ok) throw new Error(JSON.stringify(predicted.errors));
    expect(
      Math.abs(predicted.value.GMDEsperado - (DEFAULT_ANIMAL.ganho_medio_diario ?? 0)),
    ).toBeLessThanOrEqual(0.02);
  });
});
