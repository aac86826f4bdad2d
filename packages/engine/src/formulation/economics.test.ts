import { describe, expect, it } from 'vitest';
import { normalizeFeed } from '../feeds/feed';
import type { Feed } from '../feeds/feed';
import { formulateDiet } from './formulate-diet';
import type { FormulationInput, FormulationResult } from './formulate-diet';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';
import type { Requirements } from './requirement-supply';

const solver: LpSolver = await loadLpSolver();

const feeds = [
  normalizeFeed({ id: 'silagem', tipo: 1, nutrientes: { MS: 30, PB: 7, NDT: 62, FDN: 55 }, custo: 0.18 }),
  normalizeFeed({ id: 'milho', tipo: 3, nutrientes: { MS: 88, PB: 9, NDT: 85, FDN: 12 }, custo: 0.9 }),
  normalizeFeed({ id: 'soja', tipo: 2, nutrientes: { MS: 89, PB: 48, NDT: 81, FDN: 14 }, custo: 2.1 }),
  normalizeFeed({ id: 'algodao', tipo: 2, nutrientes: { MS: 90, PB: 40, NDT: 68, FDN: 30 }, custo: 2.0 }),
  normalizeFeed({ id: 'sorgo', tipo: 3, nutrientes: { MS: 87, PB: 10, NDT: 78, FDN: 15 }, custo: 0.95 }),
];
const requirements: Requirements = {
  CMS: { min: 9, max: 9.5 },
  NDT: { min: 6.4, max: null },
  PB: { min: 1150, max: null },
  FDN: { min: 2.3, max: null },
};

function run(input: Partial<FormulationInput> = {}): FormulationResult {
  const result = formulateDiet({ feeds, requirements, ...input }, solver);
  if (!result.ok) throw new Error('invalid');
  return result.value;
}

function withPrice(id: string, pricePerKgAsFed: number): Feed[] {
  return feeds.map((f) => (f.id === id ? { ...f, costPerKg: pricePerKgAsFed } : f));
}

describe('economics from the LP duals, verified by re-solving', () => {
  const base = run();

  it('is optimal with binding requirements', () => {
    expect(base.status).toBe('otima');
    expect(base.economics?.shadowPrices.length).toBeGreaterThan(0);
  });

  it('each shadow price is the cost change per unit of its bound', () => {
    for (const price of base.economics?.shadowPrices ?? []) {
      const b = requirements[price.key];
      if (!b) throw new Error('missing');
      const current = price.bound === 'min' ? (b.min as number) : (b.max as number);
      const delta = Math.max(1e-4, Math.abs(current) * 1e-4);
      const moved = run({
        requirements: { ...requirements, [price.key]: { ...b, [price.bound]: current + delta } },
      });
      const slope = (moved.costPerDay - base.costPerDay) / delta;
      expect(Math.abs(slope - price.value), `${price.key} ${price.bound}`).toBeLessThan(
        1e-4 * Math.max(1, Math.abs(price.value)),
      );
    }
  });

  it('a feed out of the diet enters just below its entry price and not above it', () => {
    const out = base.economics?.feeds.filter((f) => !f.inDiet) ?? [];
    expect(out.length).toBeGreaterThan(0);
    for (const feed of out) {
      const entry = feed.entryPricePerKgAsFed as number;
      const current = feeds.find((f) => f.id === feed.id)?.costPerKg as number;
      expect(entry).toBeLessThanOrEqual(current + 1e-9);
      expect(feed.reducedCostPerKgAsFed).toBeCloseTo(current - entry, 9);
      const below = run({ feeds: withPrice(feed.id, entry * 0.99) });
      expect(below.feeds.find((f) => f.id === feed.id)?.dryMatterKg, feed.id).toBeGreaterThan(1e-6);
      const above = run({ feeds: withPrice(feed.id, entry * 1.01) });
      expect(above.feeds.find((f) => f.id === feed.id)?.dryMatterKg, feed.id).toBeLessThan(1e-9);
    }
  });

  it('a feed in the diet keeps its amount below its limit price and loses some above it', () => {
    const inDiet = (base.economics?.feeds ?? []).filter((f) => f.inDiet && f.leavePricePerKgAsFed !== null);
    expect(inDiet.length).toBeGreaterThan(0);
    for (const feed of inDiet) {
      const limit = feed.leavePricePerKgAsFed as number;
      const amount = base.feeds.find((f) => f.id === feed.id)?.dryMatterKg as number;
      const below = run({ feeds: withPrice(feed.id, limit * 0.999) });
      expect(below.feeds.find((f) => f.id === feed.id)?.dryMatterKg).toBeCloseTo(amount, 6);
      const above = run({ feeds: withPrice(feed.id, limit * 1.01) });
      expect(above.feeds.find((f) => f.id === feed.id)?.dryMatterKg as number).toBeLessThan(amount - 1e-6);
    }
  });
});
