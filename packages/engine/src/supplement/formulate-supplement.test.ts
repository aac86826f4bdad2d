import { describe, expect, it } from 'vitest';
import { normalizeFeed } from '../feeds/feed';
import { loadLpSolver } from '../formulation/lp-solver';
import type { LpSolver } from '../formulation/lp-solver';
import { formulateSupplement, validateSupplementInput } from './formulate-supplement';

const solver: LpSolver = await loadLpSolver();

const milho = normalizeFeed({ id: 'milho', tipo: 3, nutrientes: { MS: 88, PB: 9, NDT: 85 }, custo: 0.9 });
const soja = normalizeFeed({ id: 'soja', tipo: 2, nutrientes: { MS: 89, PB: 48, NDT: 81 }, custo: 2.1 });
const ureia = normalizeFeed({ id: 'ureia', tipo: 4, nutrientes: { MS: 99, PB: 281, NDT: 0 }, custo: 3.5 });

describe('formulateSupplement (docs/product/calculation.md#constants)', () => {
  it('maximises TDN with shares summing to 1 and CP fixed (hand-solved vertex)', () => {
    const result = formulateSupplement({ feeds: [milho, soja, ureia], proteinPercent: 40 }, solver);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Vertices of {a + b + c = 1, 9a + 48b + 281c = 40}: (a, b) = (8/39, 31/39) gives TDN 81.82;
    // (a, c) = (241/272, 31/272) gives 75.31; (b, c) is outside [0, 1]. Best: milho 8/39, soja 31/39.
    expect(result.value.tdnPercent).toBeCloseTo(85 * (8 / 39) + 81 * (31 / 39), 9);
    expect(result.value.feeds[0]?.dryMatterPercent).toBeCloseTo((8 / 39) * 100, 7);
    expect(result.value.feeds[1]?.dryMatterPercent).toBeCloseTo((31 / 39) * 100, 7);
    expect(result.value.composition.PB).toBeCloseTo(40, 9);
    expect(result.value.feeds.reduce((s, f) => s + f.asFedPercent, 0)).toBeCloseTo(100, 9);
    expect(result.value.feeds[0]?.quantityKgAsFed).toBeNull();
  });

  it('bounds each share within 0.2 and 2.05 times its share of the quantities', () => {
    const feeds = [
      { ...milho, quantityKg: 2 },
      { ...soja, quantityKg: 1 },
      { ...ureia, quantityKg: 0.1 },
    ];
    const result = formulateSupplement({ feeds, proteinPercent: 30 }, solver);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const dm = [2 * 0.88, 1 * 0.89, 0.1 * 0.99];
    const total = dm.reduce((a, b) => a + b, 0);
    result.value.feeds.forEach((f, j) => {
      const share = (dm[j] as number) / total;
      expect(f.dryMatterPercent / 100).toBeGreaterThanOrEqual(0.2 * share - 1e-9);
      expect(f.dryMatterPercent / 100).toBeLessThanOrEqual(2.05 * share + 1e-9);
    });
    // Same total dry matter as the quantities it was made from.
    const totalDm = result.value.feeds.reduce(
      (s, f, j) => s + (f.quantityKgAsFed as number) * [0.88, 0.89, 0.99][j]!,
      0,
    );
    expect(totalDm).toBeCloseTo(total, 9);
    expect(result.value.composition.PB).toBeCloseTo(30, 9);
  });

  it('refuses roughage, feeds without CP or TDN, and impossible targets, with codes', () => {
    const feno = normalizeFeed({ id: 'feno', tipo: 1, nutrientes: { MS: 88, PB: 8, NDT: 50 } });
    const semNdt = normalizeFeed({ id: 'x', tipo: 3, nutrientes: { MS: 88, PB: 8 } });
    const bad = formulateSupplement({ feeds: [feno, semNdt], proteinPercent: 20 }, solver);
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.errors).toEqual([
        { code: 'SUPPLEMENT_ROUGHAGE_FEED', id: 'feno' },
        { code: 'SUPPLEMENT_FEED_MISSING_CP_TDN', id: 'x' },
      ]);
    const impossible = formulateSupplement({ feeds: [milho, soja], proteinPercent: 60 }, solver);
    expect(impossible).toEqual({ ok: false, errors: [{ code: 'SUPPLEMENT_INVALID' }] });
    // Objective not positive: only urea reaches the target and it has no TDN.
    const zero = formulateSupplement({ feeds: [ureia], proteinPercent: 281 }, solver);
    expect(zero).toEqual({ ok: false, errors: [{ code: 'SUPPLEMENT_INVALID' }] });
    expect(formulateSupplement({ feeds: [milho], proteinPercent: 0 }, solver)).toEqual({
      ok: false,
      errors: [{ code: 'SUPPLEMENT_TARGET_OUT_OF_RANGE', value: 0 }],
    });
  });

  it('asks for every quantity or none: a feed without one is an error, not a share forced to 0', () => {
    const feeds = [{ ...milho, quantityKg: 2 }, soja, { ...ureia, quantityKg: 0.1 }];
    expect(formulateSupplement({ feeds, proteinPercent: 30 }, solver)).toEqual({
      ok: false,
      errors: [{ code: 'SUPPLEMENT_FEED_QUANTITY_REQUIRED', id: 'soja' }],
    });
    // A quantity of 0 would bound the share to [0.2 × 0, 2.05 × 0]: the chosen feed silently left out.
    const zero = [
      { ...milho, quantityKg: 2 },
      { ...soja, quantityKg: 0 },
    ];
    expect(validateSupplementInput({ feeds: zero, proteinPercent: 30 })).toEqual([
      { code: 'SUPPLEMENT_FEED_QUANTITY_NOT_POSITIVE', id: 'soja', value: 0 },
    ]);
    // Every quantity 0 is not "no quantities" either.
    const allZero = [
      { ...milho, quantityKg: 0 },
      { ...soja, quantityKg: 0 },
    ];
    expect(validateSupplementInput({ feeds: allZero, proteinPercent: 30 }).map((e) => e.code)).toEqual([
      'SUPPLEMENT_FEED_QUANTITY_NOT_POSITIVE',
      'SUPPLEMENT_FEED_QUANTITY_NOT_POSITIVE',
    ]);
    expect(validateSupplementInput({ feeds: [milho, soja], proteinPercent: 30 })).toEqual([]);
  });

  it('gives a cost only when every feed in the mix has a price (a missing price is unknown, not 0)', () => {
    // At 40 % CP the optimum is milho 8/39 and soja 31/39 of the DM, urea 0 (first test).
    const priced = formulateSupplement({ feeds: [milho, soja, ureia], proteinPercent: 40 }, solver);
    expect(priced.ok).toBe(true);
    if (!priced.ok) return;
    // Cost per kg DM = Σ share / DM fraction × price per kg as fed.
    const perKgDm = (8 / 39 / 0.88) * 0.9 + (31 / 39 / 0.89) * 2.1;
    expect(priced.value.costPerKgDm).toBeCloseTo(perKgDm, 9);
    expect(priced.value.unpricedFeedIds).toEqual([]);

    // Urea without a price is left out of the mix, so the cost is still known.
    const noUreaPrice = formulateSupplement(
      { feeds: [milho, soja, { ...ureia, costPerKg: null }], proteinPercent: 40 },
      solver,
    );
    expect(noUreaPrice.ok && noUreaPrice.value.costPerKgDm).toBeCloseTo(perKgDm, 9);

    // Soybean meal without a price is in the mix: no cost, and the feed is named.
    const noSojaPrice = formulateSupplement(
      { feeds: [milho, { ...soja, costPerKg: null }, ureia], proteinPercent: 40 },
      solver,
    );
    expect(noSojaPrice.ok).toBe(true);
    if (!noSojaPrice.ok) return;
    expect(noSojaPrice.value.costPerKgDm).toBeNull();
    expect(noSojaPrice.value.costPerKgAsFed).toBeNull();
    expect(noSojaPrice.value.unpricedFeedIds).toEqual(['soja']);
    expect(noSojaPrice.value.tdnPercent).toBeCloseTo(priced.value.tdnPercent, 9);
  });

  it('refuses a negative price', () => {
    expect(
      validateSupplementInput({ feeds: [milho, { ...soja, costPerKg: -1 }], proteinPercent: 30 }),
    ).toEqual([{ code: 'SUPPLEMENT_FEED_NEGATIVE_COST', id: 'soja', value: -1 }]);
  });
});
