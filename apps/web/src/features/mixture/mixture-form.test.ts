import { describe, expect, it } from 'vitest';
import { validateMixtureForm } from './mixture-form';
import { reformatNumberText } from '../../ui/read-number';
import { CORN, SILAGE } from '../../testing/test-feeds';

const FEEDS = new Map([SILAGE, CORN].map((feed) => [feed.id, feed] as const));

describe('validateMixtureForm', () => {
  const base = { mode: 'kg' as const, basis: 'MN' as const, totalText: '1000', mixerText: '' };

  it('reads amounts in the language and builds the engine input', () => {
    const outcome = validateMixtureForm(
      {
        ...base,
        rows: [
          { feedId: '1', amountText: '12,5', priceText: 'R$ 0,30' },
          { feedId: '2', amountText: '3', priceText: '' },
        ],
      },
      FEEDS,
      'pt',
    );
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      expect(outcome.input.total_racao_a_produzir).toBe(1000);
      expect(outcome.input.alimentos.map((feed) => [feed.quantidade, feed.custo])).toEqual([
        [12.5, 0.3],
        [3, null],
      ]);
    }
  });

  it('rejects a share above 100 %, a negative amount and a zero ration', () => {
    const outcome = validateMixtureForm(
      {
        ...base,
        mode: 'percent',
        totalText: '0',
        rows: [
          { feedId: '1', amountText: '120', priceText: '' },
          { feedId: '2', amountText: '-5', priceText: '' },
        ],
      },
      FEEDS,
      'pt',
    );
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.errors).toEqual([
        { field: 'row.0.amount', key: 'percentOver100' },
        { field: 'row.1.amount', key: 'negative' },
        { field: 'total', key: 'mustBePositive' },
      ]);
  });

  it('reads the other convention where only it reads the text and asks when both read it differently', () => {
    const rows = [
      { feedId: '1', amountText: '2.5', priceText: '1.20' },
      { feedId: '2', amountText: '1.500', priceText: 'R$ 1.234,50' },
    ];
    const pt = validateMixtureForm({ ...base, rows, mixerText: '0,5' }, FEEDS, 'pt');
    expect(pt.ok).toBe(false);
    if (!pt.ok) expect(pt.errors).toEqual([{ field: 'row.1.amount', key: 'ambiguous' }]);
    const en = validateMixtureForm(
      { ...base, totalText: '1,000', rows: [{ feedId: '1', amountText: '2,5', priceText: '' }] },
      FEEDS,
      'en',
    );
    expect(en.ok ? [] : en.errors).toEqual([{ field: 'total', key: 'ambiguous' }]);
  });

  it('keeps a wrongly separated number as typed when the language changes', () => {
    expect(reformatNumberText('2.5', 'pt', 'en')).toBe('2.5');
  });
});
