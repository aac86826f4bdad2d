import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, formFromFeed, validateFeedForm } from './feed-form';

describe('validateFeedForm', () => {
  const filled = { ...EMPTY_FORM, name: 'Milho', tipo: 3 as const, nutrients: { MS: '87,5', PB: '8,9' } };

  it('requires a name, a category and some composition', () => {
    const result = validateFeedForm(EMPTY_FORM, 'privado', 'pt');
    expect(result).toEqual({
      ok: false,
      errors: {
        name: { key: 'form.error.nameRequired' },
        tipo: { key: 'form.error.categoryRequired' },
        nutrientes: { key: 'form.error.compositionRequired' },
      },
    });
  });

  it('builds the call input with point decimals', () => {
    const result = validateFeedForm({ ...filled, cost: 'R$ 1,25' }, 'privado', 'pt');
    expect(result).toEqual({
      ok: true,
      input: { name: 'Milho', name_sci: null, tipo: 3, nutrientes: { MS: '87.5', PB: '8.9' }, custo: 1.25 },
    });
  });

  it('names each bad nutrient: not a number, negative, above the physical maximum', () => {
    const result = validateFeedForm(
      { ...filled, nutrients: { MS: 'x', PB: '-1', FDN: '101', NDT: '120' } },
      'privado',
      'pt',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'nutrientes.MS': { key: 'form.error.notANumber' },
      'nutrientes.PB': { key: 'form.error.negative' },
      'nutrientes.FDN': { key: 'form.error.aboveMaximum', values: { max: 100 } },
    });
  });

  it('needs a lab report of an accepted type and size to send to the catalogue', () => {
    const noReport = validateFeedForm(filled, 'cqbal', 'pt');
    expect(noReport.ok ? null : noReport.errors.laudo).toEqual({ key: 'form.error.reportRequired' });
    const wrongType = validateFeedForm(
      { ...filled, report: { name: 'a.doc', type: 'application/msword', size: 10 } },
      'cqbal',
      'pt',
    );
    expect(wrongType.ok ? null : wrongType.errors.laudo).toEqual({ key: 'form.error.reportType' });
    const tooBig = validateFeedForm(
      { ...filled, report: { name: 'a.pdf', type: 'application/pdf', size: 600 * 1024 } },
      'cqbal',
      'pt',
    );
    expect(tooBig.ok ? null : tooBig.errors.laudo).toEqual({
      key: 'form.error.reportTooLarge',
      values: { maxKb: 512 },
    });
    expect(
      validateFeedForm(
        { ...filled, report: { name: 'a.pdf', type: 'application/pdf', size: 1000 } },
        'cqbal',
        'pt',
      ).ok,
    ).toBe(true);
  });
});

describe('formFromFeed', () => {
  it('copies the given composition with the language decimal separator, not the computed values', () => {
    const form = formFromFeed(
      {
        name: 'Silagem',
        name_sci: null,
        tipo: 1,
        nutrientes: { PB: 7.707, MS: 35, CNF: 44.6 },
        nutrientes_calculados: ['CNF'],
      },
      ',',
    );
    expect(form.nutrients).toEqual({ MS: '35', PB: '7,707' });
    expect(form.tipo).toBe(1);
  });
});
