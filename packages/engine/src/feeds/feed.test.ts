import { describe, expect, it } from 'vitest';
import {
  isRoughageCategory,
  normalizeFeed,
  normalizeNutrients,
  parseDecimal,
  parseFeedCost,
  resolveFeedRestriction,
} from './feed';
import { COW_MILK_FEED, COW_MILK_FEED_ID } from './cow-milk';
import { isCowMilkAnimalType, orderFeeds } from './order-feeds';

describe('feed normalisation (docs/product/calculation.md#validation)', () => {
  it('reads comma decimals and turns empty nutrients into 0', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    const n = normalizeNutrients({ MS: '88,5', PB: '', EE: null, Ca: '0,03' });
    expect(n).toEqual({ MS: 88.5, PB: 0, EE: 0, Ca: 0.03 });
  });

  it('multiplies a TDN below 1 by 100 and divides a PBKD above 1 by 100', () => {
    expect(normalizeNutrients({ NDT: '0,72' }).NDT).toBeCloseTo(72, 12);
    expect(normalizeNutrients({ NDT: 72 }).NDT).toBe(72);
    expect(normalizeNutrients({ PBKD: 6 }).PBKD).toBeCloseTo(0.06, 12);
    expect(normalizeNutrients({ PBKD: 0.06 }).PBKD).toBe(0.06);
  });

  it('maps NDT_{product}2016 style keys to the plain key', () => {
    expect(normalizeNutrients({ NDT_Cocho2016: 70, EM_Cocho2016: 2.5, ED_Cocho2016: 3 })).toEqual({
      NDT: 70,
      EM: 2.5,
      ED: 3,
    });
  });

  it('treats R$0,00 and U$0.00 as no cost, and converts prices per g and mg to per kg', () => {
    expect(parseFeedCost('R$0,00')).toBeNull();
    expect(parseFeedCost('U$0.00')).toBeNull();
    expect(parseFeedCost('R$1,25')).toBe(1.25);
    expect(normalizeFeed({ id: 'a', custo: 'R$0,00' }).costPerKg).toBeNull();
    expect(normalizeFeed({ id: 'a', custo: '0,002', unidade: 'g' }).costPerKg).toBeCloseTo(2, 12);
    expect(normalizeFeed({ id: 'a', custo: 3, unidade: 'mg' }).costPerKg).toBeCloseTo(3e6, 6);
  });

  it('marks types 0, 1, 6, 7 as roughage', () => {
    expect([0, 1, 6, 7].every(isRoughageCategory)).toBe(true);
    expect([2, 3, 4, 5, 8, 9].some(isRoughageCategory)).toBe(false);
    expect(normalizeFeed({ id: 'a', tipo: '6' }).roughage).toBe(true);
    expect(normalizeFeed({ id: 'a', tipo: 3, volumoso: true }).roughage).toBe(true);
  });

  it('never mutates its input', () => {
    const raw = { id: 'a', nutrientes: { NDT: '0,7' }, custo: 'R$1,00' };
    const copy = JSON.parse(JSON.stringify(raw)) as typeof raw;
    normalizeFeed(raw);
    expect(raw).toEqual(copy);
  });
});

describe('feed restriction rules (docs/product/calculation.md#validation, docs/product/calculation.md#constants)', () => {
  it('excludes a feed with both bounds zero', () => {
    expect(resolveFeedRestriction(0, 0)).toEqual({ kind: 'excluded' });
    expect(resolveFeedRestriction('0', '0,0')).toEqual({ kind: 'excluded' });
    expect(resolveFeedRestriction(null, 0)).toEqual({ kind: 'excluded' });
  });
  it('applies a maximum only if non-zero and at least the minimum', () => {
    expect(resolveFeedRestriction(10, 5)).toEqual({ kind: 'bounded', minPercent: 10, maxPercent: null });
    expect(resolveFeedRestriction(5, '12,5')).toEqual({ kind: 'bounded', minPercent: 5, maxPercent: 12.5 });
  });
  it('sets an unset minimum to 30 % of the maximum', () => {
    expect(resolveFeedRestriction(null, 20)).toEqual({ kind: 'bounded', minPercent: 6, maxPercent: 20 });
    expect(resolveFeedRestriction('', '20')).toEqual({ kind: 'bounded', minPercent: 6, maxPercent: 20 });
  });
  it('ignores values that are not numeric or negative', () => {
    expect(resolveFeedRestriction('x', -3)).toEqual({ kind: 'bounded', minPercent: 0, maxPercent: null });
    expect(resolveFeedRestriction(undefined, undefined)).toEqual({
      kind: 'bounded',
      minPercent: 0,
      maxPercent: null,
    });
  });
});

describe('feed ordering and the cow milk feed (docs/product/calculation.md#records, docs/product/calculation.md#states, docs/product/calculation.md#constants)', () => {
  const feed = (id: string, tipo: number) => normalizeFeed({ id, tipo });
  it('orders by category 6, 1, 7, 3, 2, 4, 8 and skips 9 and 5', () => {
    const ordered = orderFeeds([
      feed('a8', 8),
      feed('b3', 3),
      feed('c9', 9),
      feed('d6', 6),
      feed('e5', 5),
      feed('f1', 1),
      feed('g7', 7),
      feed('h2', 2),
      feed('i4', 4),
      feed('j3', 3),
    ]);
    expect(ordered.map((f) => f.id)).toEqual(['d6', 'f1', 'g7', 'b3', 'j3', 'h2', 'i4', 'a8']);
  });
  it('places the cow milk feed first, once, for the dairy case', () => {
    const ordered = orderFeeds([feed('b3', 3), COW_MILK_FEED, feed('d6', 6)], true);
    expect(ordered.map((f) => f.id)).toEqual([COW_MILK_FEED_ID, 'd6', 'b3']);
    expect(orderFeeds([feed('b3', 3)], true)[0]).toBe(COW_MILK_FEED);
    expect(isCowMilkAnimalType('bezerro')).toBe(true);
    expect(isCowMilkAnimalType('crescimento_terminacao')).toBe(false);
  });
  it('has the product dry matter and a composition consistent with the product milk defaults', () => {
    const n = COW_MILK_FEED.nutrients;
    expect(n.MS).toBe(13.92);
    // 3.56 % protein as fed over 13.92 % DM.
    expect(n.PB).toBeCloseTo((3.56 / 13.92) * 100, 9);
    expect((n.PB as number) + (n.EE as number) + (n.CNF as number) + (n.MM as number)).toBeCloseTo(100, 9);
    expect(n.NDT).toBeGreaterThan(100); // fat-rich milk: TDN above 100 % of DM (fat counts 2.25 ×)
    expect(COW_MILK_FEED.roughage).toBe(false);
    expect(Object.isFrozen(COW_MILK_FEED)).toBe(true);
  });
});
