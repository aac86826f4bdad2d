import { describe, expect, it } from 'vitest';
import { createRandom } from '../formulation/testing/random-problems';
import { normalizeFeed } from '../feeds/feed';
import type { RawFeed } from '../feeds/feed';
import {
  fromPricePerKgAsFed,
  KG_PER_PURCHASE_UNIT,
  PRICE_BASES,
  PURCHASE_UNITS,
  toPricePerKgAsFed,
} from './purchase-price';

const close = (a: number, b: number, relative = 1e-9) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(b)));

describe('toPricePerKgAsFed', () => {
  it('converts the usual purchase units to a price per kg as fed', () => {
    // R$ 2 100 per tonne of soybean meal is R$ 2.10 per kg; corn at R$ 72 a 60 kg sack is R$ 1.20 per kg.
    close(toPricePerKgAsFed({ valor: 2100, unidade: 't', base: 'MN' }, 88) ?? NaN, 2.1);
    close(toPricePerKgAsFed({ valor: 72, unidade: 'saca60', base: 'MN' }, 87) ?? NaN, 1.2);
    close(toPricePerKgAsFed({ valor: 30, unidade: 'arroba', base: 'MN' }, 87) ?? NaN, 2);
    close(toPricePerKgAsFed({ valor: 1.5, unidade: 'kg', base: 'MN' }, null) ?? NaN, 1.5);
  });

  it('turns a dry-matter price into an as-fed price by the feed’s dry matter', () => {
    // Corn silage at R$ 0.80 per kg DM with 35 % DM costs R$ 0.28 per kg as fed.
    close(toPricePerKgAsFed({ valor: 0.8, unidade: 'kg', base: 'MS' }, 35) ?? NaN, 0.28);
    close(toPricePerKgAsFed({ valor: 800, unidade: 't', base: 'MS' }, 35) ?? NaN, 0.28);
  });

  it('gives no price for a dry-matter price without dry matter, or a negative or non-finite price', () => {
    expect(toPricePerKgAsFed({ valor: 1, unidade: 'kg', base: 'MS' }, null)).toBeNull();
    expect(toPricePerKgAsFed({ valor: 1, unidade: 'kg', base: 'MS' }, 0)).toBeNull();
    expect(toPricePerKgAsFed({ valor: -1, unidade: 'kg', base: 'MN' }, 50)).toBeNull();
    expect(toPricePerKgAsFed({ valor: Number.NaN, unidade: 't', base: 'MN' }, 50)).toBeNull();
  });

  it('property: converting to per kg as fed and back gives the same price, for every unit and basis', () => {
    const random = createRandom(2929);
    for (let i = 0; i < 500; i++) {
      const valor = 10 ** (random() * 8 - 3);
      const dryMatter = 5 + random() * 95;
      for (const unidade of PURCHASE_UNITS)
        for (const base of PRICE_BASES) {
          const perKg = toPricePerKgAsFed({ valor, unidade, base }, dryMatter);
          expect(perKg).not.toBeNull();
          close(fromPricePerKgAsFed(perKg ?? NaN, unidade, base, dryMatter) ?? NaN, valor, 1e-12);
        }
    }
  });

  it('prices a larger unit higher by its mass, and a DM price higher than an as-fed one', () => {
    for (const unidade of PURCHASE_UNITS)
      close(fromPricePerKgAsFed(1, unidade, 'MN', 40) ?? NaN, KG_PER_PURCHASE_UNIT[unidade]);
    expect(fromPricePerKgAsFed(1, 'kg', 'MS', 40)).toBeGreaterThan(1);
  });
});

describe('normalizeFeed with a purchase price', () => {
  const raw: RawFeed = { id: 'corn', nutrientes: { MS: 87 }, custo: 1.1, unidade: 'kg' };

  it('reads a feed with no purchase price exactly as before (custo per unidade)', () => {
    expect(normalizeFeed(raw).costPerKg).toBe(1.1);
    expect(normalizeFeed({ ...raw, custo: 1.1, unidade: 'g' }).costPerKg).toBeCloseTo(1100, 9);
    expect(normalizeFeed({ ...raw, preco_compra: null })).toEqual(normalizeFeed(raw));
  });

  it('uses the purchase price when given, over custo', () => {
    close(
      normalizeFeed({ ...raw, preco_compra: { valor: 72, unidade: 'saca60', base: 'MN' } }).costPerKg ?? 0,
      1.2,
    );
    close(
      normalizeFeed({ ...raw, preco_compra: { valor: 1000, unidade: 't', base: 'MS' } }).costPerKg ?? 0,
      0.87,
    );
  });

  it('a purchase price of 0 is no cost, and an unreadable one leaves custo', () => {
    expect(
      normalizeFeed({ ...raw, preco_compra: { valor: 0, unidade: 't', base: 'MN' } }).costPerKg,
    ).toBeNull();
    const noDm: RawFeed = { ...raw, nutrientes: {}, preco_compra: { valor: 5, unidade: 'kg', base: 'MS' } };
    expect(normalizeFeed(noDm).costPerKg).toBe(1.1);
  });
});
