import { describe, expect, it } from 'vitest';
import type { TFeed } from '@cocho/contracts';
import {
  dryMatterPercentOf,
  predictionErrorKey,
  resolveRows,
  scaleRows,
  toDietFeeds,
  unreadableKey,
} from './prediction-model';

const feed = (id: string, dm: number | undefined, volumoso = false) =>
  ({ id, nutrientes: dm === undefined ? { PB: 10 } : { MS: dm, PB: 10 }, volumoso }) as unknown as TFeed;

const SILAGE = feed('NASEM2021:48', 35, true);
const MINERAL = feed('MIN', undefined);
const BY_ID = new Map([SILAGE, MINERAL].map((item) => [item.id, item] as const));

describe('resolveRows', () => {
  it('reads amounts in the language with their unit, as fed', () => {
    const rows = resolveRows(
      [
        { feedId: SILAGE.id, amountText: '20,5', unit: 'kg' },
        { feedId: MINERAL.id, amountText: '1.500,0', unit: 'g' },
      ],
      BY_ID,
      'asFed',
      'pt',
    );
    expect(rows[0]?.asFedKg).toBeCloseTo(20.5, 12);
    expect(rows[0]?.dryMatterKg).toBeCloseTo(20.5 * 0.35, 12);
    // "1.500,0" in Portuguese is one thousand five hundred grams; a feed without MS counts as 100 % DM.
    expect(rows[1]?.asFedKg).toBeCloseTo(1.5, 12);
    expect(rows[1]?.dryMatterKg).toBeCloseTo(1.5, 12);
    expect(dryMatterPercentOf(MINERAL)).toBe(100);
  });

  it('turns dry-matter amounts into as-fed amounts with the feed dry matter', () => {
    const [row] = resolveRows([{ feedId: SILAGE.id, amountText: '7', unit: 'kg' }], BY_ID, 'dryMatter', 'en');
    expect(row?.asFedKg).toBeCloseTo(20, 12);
    expect(row?.dryMatterKg).toBeCloseTo(7, 12);
  });

  it('marks unreadable amounts and counts an empty one as zero', () => {
    const rows = resolveRows(
      [
        { feedId: SILAGE.id, amountText: 'abc', unit: 'kg' },
        { feedId: MINERAL.id, amountText: '', unit: 'mg' },
      ],
      BY_ID,
      'asFed',
      'en',
    );
    expect(rows.map((row) => row.isUnreadable)).toEqual([true, false]);
    expect(rows.map((row) => row.asFedKg)).toEqual([0, 0]);
  });
});

describe('toDietFeeds and errors', () => {
  it('passes the catalogue nutrients, the roughage flag and kg as fed', () => {
    const feeds = toDietFeeds(
      [{ feedId: SILAGE.id, asFedKg: 12, dryMatterKg: 4.2, isUnreadable: false, problem: null }],
      BY_ID,
    );
    expect(feeds).toEqual([
      { id: SILAGE.id, nutrientes: { MS: 35, PB: 10 }, quantidade: 12, volumoso: true },
    ]);
  });

  it('names the docs/product/errors.md#calculation-errors message of a failed prediction', () => {
    expect(predictionErrorKey([{ field: 'alimentos', code: 'zeroTotalQuantity' }])).toBe('zeroTotal');
    expect(predictionErrorKey([{ field: 'peso_corporal_final', code: 'required' }])).toBe('animal');
    expect(predictionErrorKey([{ field: 'alimentos[0].quantidade', code: 'notANumber' }])).toBe('failed');
    expect(predictionErrorKey([{ field: 'alimentos', code: 'intakeMatchFailed' }])).toBe('matchFailed');
  });
});

describe('amounts typed in the language', () => {
  it('reads a dot decimal only the other convention reads, and never guesses an ambiguous amount', () => {
    const rows = resolveRows(
      [
        { feedId: SILAGE.id, amountText: '4.5', unit: 'kg' },
        { feedId: MINERAL.id, amountText: '1.000', unit: 'g' },
        { feedId: SILAGE.id, amountText: '-1', unit: 'kg' },
      ],
      BY_ID,
      'asFed',
      'pt',
    );
    // "1.000" g is one thousand grams in Portuguese and one gram in English: asked, not guessed.
    expect(rows.map((row) => row.problem)).toEqual([null, 'ambiguous', 'negative']);
    expect(rows[0]?.asFedKg).toBeCloseTo(4.5, 12);
    expect(unreadableKey(rows)).toBe('ambiguous');
    expect(unreadableKey(rows.slice(2))).toBe('unreadable');
    expect(unreadableKey(rows.slice(0, 1))).toBeNull();
  });

  it('scales the amounts in their own units, rounded to three decimals, keeping empty and bad ones', () => {
    const rows = [
      { feedId: SILAGE.id, amountText: '20', unit: 'kg' as const },
      { feedId: MINERAL.id, amountText: '150', unit: 'g' as const },
      { feedId: SILAGE.id, amountText: '', unit: 'kg' as const },
      { feedId: MINERAL.id, amountText: 'abc', unit: 'mg' as const },
    ];
    expect(scaleRows(rows, 0.4567891, 'pt').map((row) => row.amountText)).toEqual([
      // Three decimals after a whole part would also read as thousands ("9,136" as 9136): a fourth digit.
      '9,1360',
      '68,5180',
      '',
      'abc',
    ]);
    expect(scaleRows(rows, 0.5, 'en').map((row) => [row.amountText, row.unit])).toEqual([
      ['10', 'kg'],
      ['75', 'g'],
      ['', 'kg'],
      ['abc', 'mg'],
    ]);
  });
});
