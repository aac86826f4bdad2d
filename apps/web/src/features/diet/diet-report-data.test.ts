import { DEFAULT_ANIMAL, calculateRequirements } from '@cocho/engine';
import { describe, expect, it } from 'vitest';
import { INITIAL_INPUTS, toFormulationInput } from './diet-state';
import { toDietFinance, toDietMixReportData, toDietReportData } from './diet-report-data';
import { runFormulation } from '../../engine-worker/run-formulation';
import { selectDefaultDietFeeds } from './testing/default-diet-feeds';

async function formulatedDefaultDiet() {
  const requirements = calculateRequirements(DEFAULT_ANIMAL);
  if (!requirements.ok) throw new Error('default animal must be valid');
  const inputs = { ...INITIAL_INPUTS, feeds: selectDefaultDietFeeds() };
  const outcome = await runFormulation(toFormulationInput(inputs, requirements.value.requirements));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return { inputs, requirements: requirements.value.requirements, result: outcome.value };
}

const CONTEXT = { language: 'pt', generatedAt: new Date(0), dietName: 'Lote 4', authorName: null } as const;

describe('the diet as a mix (mix report and batch sheet)', () => {
  it('keeps the diet shares, scales them to the ration to produce and batches it for the mixer', async () => {
    const { inputs, requirements, result } = await formulatedDefaultDiet();
    const mix = toDietMixReportData(inputs, requirements, result, { ...CONTEXT, mixerCapacityKg: 350 });
    if (mix === null) throw new Error('a formulated diet has a mix');
    const inDiet = result.feeds.filter((row) => row.asFedKg > 0);
    expect(mix.mixture.rows.map((row) => row.id)).toEqual(inDiet.map((row) => row.id));
    for (const [index, row] of mix.mixture.rows.entries()) {
      const formulated = inDiet[index];
      expect(row.asFedPercent).toBeCloseTo(formulated?.asFedPercent ?? Number.NaN, 6);
      expect(row.dmPercent).toBeCloseTo(formulated?.dryMatterPercent ?? Number.NaN, 6);
      expect(row.rationAsFedKg).toBeCloseTo(formulated?.batchKg ?? Number.NaN, 6);
    }
    expect(mix.mixture.totalRationKg).toBe(1000);
    // 1000 kg in a 350 kg mixer: two full batches and a last one of 300 kg.
    expect(mix.mixture.batches?.batchCount).toBe(3);
    expect(mix.mixName).toBe('Lote 4');
    expect(mix.feedNames).toMatchObject({ silage: 'silage', mineral: 'mineral' });
  });

  it('gives the reports the batch sheet only when a mixer capacity is given', async () => {
    const { inputs, requirements, result } = await formulatedDefaultDiet();
    const finance = toDietFinance(inputs, result);
    expect(toDietReportData(inputs, requirements, result, { ...CONTEXT, finance })?.batches).toBeNull();
    const withMixer = toDietReportData(inputs, requirements, result, {
      ...CONTEXT,
      finance,
      mixerCapacityKg: 400,
    });
    expect(withMixer?.batches?.batchCount).toBe(3);
    expect(toDietMixReportData(inputs, requirements, null, CONTEXT)).toBeNull();
  });
});

describe('the financial report in the exports', () => {
  it('uses the extras kept with the diet, as the report on screen does', async () => {
    const { inputs, requirements, result } = await formulatedDefaultDiet();
    const reportOf = (of: typeof inputs) =>
      toDietReportData(of, requirements, result, { ...CONTEXT, finance: toDietFinance(of, result) })?.finance;
    const plain = reportOf(inputs);
    const withFreight = reportOf({ ...inputs, financeiro: { ...inputs.financeiro, frete: 50 } });
    if (!plain || !withFreight) throw new Error('the default animal has a financial report');
    // R$ 50 freight per head adds R$ 50 to the total cost per head (docs/product/finance.md#decisions item 6).
    expect(
      (withFreight.indicators.CTR.value ?? Number.NaN) - (plain.indicators.CTR.value ?? Number.NaN),
    ).toBeCloseTo(50, 6);
  });

  it('shows on screen and exports the one report computed from the kept inputs', async () => {
    const { inputs, requirements, result } = await formulatedDefaultDiet();
    const finance = toDietFinance(inputs, result);
    if (finance === null || !finance.result.ok) throw new Error('the default animal has a financial report');
    const data = toDietReportData(inputs, requirements, result, { ...CONTEXT, finance });
    expect(data?.finance).toBe(finance.result.value);
    expect(toDietFinance(inputs, null)).toBeNull();
  });
});
