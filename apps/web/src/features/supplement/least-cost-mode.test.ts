import { describe, expect, it } from 'vitest';
import { CORN, SOY, UREA } from '../../testing/test-feeds';
import { createTestFeed } from '../../testing/test-feed';
import { fromLeastCostErrors, runLeastCostSupplement, validateLeastCostForm } from './least-cost-mode';
import type { SupplementForm } from './supplement-form';

const SALT = createTestFeed({
  id: '9',
  name: 'Sal comum',
  tipo: 4,
  nutrientes: { MS: 100, MM: 100, Na: 39.3 },
});
const feeds = new Map([CORN, SOY, UREA, SALT].map((feed) => [feed.id, feed]));
const row = (feedId: string, priceText: string) => ({ feedId, quantityText: '', priceText });
const form: SupplementForm = {
  name: 'Proteinado seca',
  proteinText: '40',
  rows: [row(CORN.id, '1,10'), row(SOY.id, '2,30'), row(UREA.id, '3,50'), row(SALT.id, '1,00')],
};
const fields = { bodyWeightText: '350', intakeText: '0,1', saltText: '', gainText: '0,2' };

describe('least-cost supplement mode (web)', () => {
  it('reads the form in the user number format and solves: salt limits intake, prices choose urea', async () => {
    const checked = validateLeastCostForm(form, fields, feeds, 'pt');
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.input.intakePercentOfBw).toBeCloseTo(0.1, 12);
    expect(checked.input.feeds[0]?.costPerKg).toBeCloseTo(1.1, 12);
    const answer = await runLeastCostSupplement(checked.input);
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    const share = Object.fromEntries(answer.value.feeds.map((f) => [f.id, f.asFedPercent]));
    expect(share[SALT.id]).toBeCloseTo(25, 9);
    expect(share[UREA.id]).toBeGreaterThan(5);
    expect(answer.value.composition.PB).toBeGreaterThanOrEqual(40 - 1e-6);
    expect(answer.value.costPerArroba).not.toBeNull();
  });

  it('asks for prices, body weight and intake, and names a missing salt', async () => {
    const unpriced = validateLeastCostForm(
      { ...form, rows: [row(CORN.id, ''), ...form.rows.slice(1)] },
      { ...fields, bodyWeightText: '', intakeText: '' },
      feeds,
      'pt',
    );
    expect(unpriced.ok).toBe(false);
    if (!unpriced.ok)
      expect(unpriced.errors).toEqual(
        expect.arrayContaining([
          { field: 'row.0.price', key: 'priceRequired' },
          { field: 'bodyWeight', key: 'valueRequired' },
          { field: 'intake', key: 'valueRequired' },
        ]),
      );
    const noSalt = { ...form, rows: form.rows.slice(0, 3) };
    const checked = validateLeastCostForm(noSalt, fields, feeds, 'pt');
    if (!checked.ok) throw new Error('form');
    const answer = await runLeastCostSupplement(checked.input);
    expect(answer.ok).toBe(false);
    if (!answer.ok)
      expect(fromLeastCostErrors(answer.errors, noSalt)).toEqual([{ field: 'feeds', key: 'saltRequired' }]);
  });
});
