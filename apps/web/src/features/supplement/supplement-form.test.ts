import { describe, expect, it } from 'vitest';
import type { TDietRecord } from '@cocho/contracts';
import { createTestFeed } from '../../testing/test-feed';
import { CORN, SOY } from '../../testing/test-feeds';
import { supplementFormFromPrediction, validateSupplementForm } from './supplement-form';

/** The parts of a saved prediction the supplement reads (the rest of the record is not used). */
function prediction(tipoEntrada: '' | '/MS'): TDietRecord {
  return {
    nome: 'Lote 3',
    tipoEntrada,
    tipo_alimento_predicao: tipoEntrada === '/MS' ? 'MS' : 'MN',
    alimentos_selecionados: [
      {
        id: '48',
        tipo: 1,
        name: 'Silagem',
        name_en: null,
        name_es: null,
        volumoso: true,
        nutrientes: { MS: 35, PB: 8 },
      },
      {
        id: '254',
        tipo: 3,
        name: 'Milho',
        name_en: null,
        name_es: null,
        volumoso: false,
        nutrientes: { MS: 80, PB: 9, NDT: 85 },
      },
      {
        id: '141',
        tipo: 2,
        name: 'Farelo',
        name_en: null,
        name_es: null,
        volumoso: false,
        nutrientes: { MS: 90, PB: 50, NDT: 80 },
      },
    ],
    restricoes: {
      '48': { quantidade: 20, unidade: 'kg', fator: 1, custo: 0.2, minimo: null, maximo: null },
      '254': { quantidade: 4, unidade: 'kg', fator: 1, custo: 1.1, minimo: null, maximo: null },
      '141': { quantidade: 900, unidade: 'g', fator: 0.001, custo: 0.0025, minimo: null, maximo: null },
    },
  } as unknown as TDietRecord;
}

describe('supplementFormFromPrediction', () => {
  it('brings the concentrates with their daily amounts in kg as fed and prices per kg', () => {
    const made = supplementFormFromPrediction(prediction(''), 'pt', 'Suplemento de');
    expect(made.skippedRoughages).toBe(1);
    expect(made.form.name).toBe('Suplemento de Lote 3');
    // 900 g → 0,900 kg; R$ 0.0025 per g → R$ 2.50 per kg (docs/product/calculation.md#units-and-parsing unit factors).
    expect(made.form.rows).toEqual([
      { feedId: '254', quantityText: '4', priceText: '1,10' },
      { feedId: '141', quantityText: '0,9', priceText: '2,50' },
    ]);
  });

  it('turns dry-matter amounts into as-fed amounts', () => {
    const made = supplementFormFromPrediction(prediction('/MS'), 'en', 'Supplement from');
    // 4 kg DM of an 80 % DM corn is 5 kg as fed; 0.9 kg DM of a 90 % DM meal is 1 kg as fed.
    expect(made.form.rows.map((row) => row.quantityText)).toEqual(['5', '1']);
  });

  it('builds a solver input the engine accepts from the prediction feeds', () => {
    const made = supplementFormFromPrediction(prediction(''), 'pt', 'Suplemento de');
    const feeds = new Map(made.feeds.map((feed) => [feed.id, feed] as const));
    const outcome = validateSupplementForm({ ...made.form, proteinText: '25' }, feeds, 'pt');
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      expect(outcome.input.proteinPercent).toBe(25);
      expect(outcome.input.feeds.map((feed) => [feed.id, feed.quantityKg, feed.costPerKg])).toEqual([
        ['254', 4, 1.1],
        ['141', 0.9, 2.5],
      ]);
    }
  });
});

describe('validateSupplementForm: input the solver would refuse never reaches it', () => {
  const feeds = new Map([CORN, SOY].map((feed) => [feed.id, feed] as const));
  const form = (quantities: [string, string]) => ({
    name: 'Proteinado',
    proteinText: '30',
    rows: [
      { feedId: CORN.id, quantityText: quantities[0], priceText: '' },
      { feedId: SOY.id, quantityText: quantities[1], priceText: '' },
    ],
  });

  it('an amount for some feeds only: the form and each feed without one', () => {
    expect(validateSupplementForm(form(['2', '']), feeds, 'pt')).toEqual({
      ok: false,
      errors: [
        { field: 'feeds', key: 'quantitiesAllOrNone' },
        { field: 'row.1.quantity', key: 'quantityRequired' },
      ],
    });
  });

  it('an amount of 0 would force the feed out of the mix (0.2–2.05 × 0)', () => {
    expect(validateSupplementForm(form(['2', '0']), feeds, 'pt')).toEqual({
      ok: false,
      errors: [{ field: 'row.1.quantity', key: 'mustBePositive' }],
    });
    expect(validateSupplementForm(form(['2', '0,5']), feeds, 'pt').ok).toBe(true);
    expect(validateSupplementForm(form(['', '']), feeds, 'pt').ok).toBe(true);
  });

  it("the engine's own checks run before the solver: a feed without TDN is named", () => {
    const noTdn = createTestFeed({ id: '9', name: 'Sem NDT', tipo: 3, nutrientes: { MS: 88, PB: 9 } });
    const outcome = validateSupplementForm(
      { name: 'P', proteinText: '30', rows: [{ feedId: '9', quantityText: '', priceText: '' }] },
      new Map([[noTdn.id, noTdn]]),
      'pt',
    );
    expect(outcome).toEqual({ ok: false, errors: [{ field: 'row.0', key: 'missingCpTdn' }] });
  });

  it('an amount the two conventions read differently is asked, never read as a thousand times another', () => {
    expect(validateSupplementForm({ ...form(['1.500', '0,5']), proteinText: '2.5' }, feeds, 'pt')).toEqual({
      ok: false,
      errors: [{ field: 'row.0.quantity', key: 'ambiguous' }],
    });
    expect(validateSupplementForm({ ...form(['1.5', '0.5']), proteinText: '2.5' }, feeds, 'en').ok).toBe(
      true,
    );
  });

  it('a name of spaces only is no name', () => {
    expect(validateSupplementForm({ ...form(['', '']), name: '   ' }, feeds, 'pt')).toEqual({
      ok: false,
      errors: [{ field: 'name', key: 'nameRequired' }],
    });
  });
});
