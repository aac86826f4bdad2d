// The full report PDF prints each feed's price range, the same ranges the engine's
// ranging gives for the diet on screen.
import { DEFAULT_ANIMAL, calculatePriceRanging, calculateRequirements, loadLpSolver } from '@cocho/engine';
import { describe, expect, it } from 'vitest';
import { runFormulation } from '../../engine-worker/run-formulation';
import { buildFullReport } from '../../export/full-report';
import { renderPdf } from '../../export/pdf-library';
import { createReportFormat } from '../../export/report-text';
import { extractPdfText } from '../../export/testing/node-tools';
import { translatorFor } from '../../export/testing/translator';
import { INITIAL_INPUTS, toFormulationInput } from './diet-state';
import { toDietReportData } from './diet-report-data';
import { selectDefaultDietFeeds } from './testing/default-diet-feeds';

describe('price ranging in the full report', () => {
  it('carries the ranging of the formulated diet and prints it', async () => {
    const requirements = calculateRequirements(DEFAULT_ANIMAL);
    if (!requirements.ok) throw new Error('default animal must be valid');
    const inputs = { ...INITIAL_INPUTS, feeds: selectDefaultDietFeeds() };
    const formulation = toFormulationInput(inputs, requirements.value.requirements);
    const outcome = await runFormulation(formulation);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    expect(outcome.value.status).toBe('otima');
    const data = toDietReportData(inputs, requirements.value.requirements, outcome.value, {
      language: 'pt',
      generatedAt: new Date(0),
      dietName: 'Lote 4',
      authorName: null,
      finance: null,
    });
    const expected = calculatePriceRanging(formulation, await loadLpSolver());
    if (!expected.ok) throw new Error(expected.reason);
    expect(data?.priceRanging?.map((r) => r.id)).toEqual(expected.value.map((r) => r.id));
    for (const range of expected.value) {
      const shown = data?.priceRanging?.find((r) => r.id === range.id);
      expect(shown?.inDiet).toBe(range.inDiet);
      if (range.highPrice !== null) expect(shown?.highPrice).toBeCloseTo(range.highPrice, 9);
      if (range.entryPrice !== null) expect(shown?.entryPrice).toBeCloseTo(range.entryPrice, 9);
    }
    if (!data) return;
    const bytes = await renderPdf(buildFullReport(data, translatorFor('pt')));
    const text = (await extractPdfText(bytes)).replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
    expect(text).toContain('Faixa de preço de cada alimento');
    const format = createReportFormat('pt');
    const printed = expected.value.flatMap((r) => [r.highPrice, r.entryPrice]).filter((v) => v !== null);
    expect(printed.length).toBeGreaterThan(0);
    for (const value of printed)
      expect(text).toContain(format.money(value, 4).replace(/[\u00a0\u202f]/g, ' '));
  }, 30_000);
});
