// Purchase prices over random problems: an old diet and the same diet priced in purchase units.
import { describe, expect, it } from 'vitest';
import { formulateDiet } from '../formulation/formulate-diet';
import { loadLpSolver } from '../formulation/lp-solver';
import { generateDietProblem } from '../formulation/testing/random-problems';
import { normalizeFeed } from '../feeds/feed';
import type { Feed, RawFeed } from '../feeds/feed';
import { fromPricePerKgAsFed, PURCHASE_UNITS } from './purchase-price';

const solver = await loadLpSolver();
const close = (a: number, b: number, relative = 1e-9) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(b)));

describe('an old diet and the same diet priced in purchase units', () => {
  /** The feed as an old record keeps it: custo per kg as fed, no purchase price. */
  const oldRaw = (feed: Feed): RawFeed => ({
    id: feed.id,
    nutrientes: feed.nutrients,
    custo: feed.costPerKg,
    unidade: 'kg',
    minimo: feed.minPercent,
    maximo: feed.maxPercent,
    volumoso: feed.roughage,
  });

  it('formulate to the same cost (old fields read as before; purchase prices converted once)', () => {
    let compared = 0;
    for (let seed = 7100; seed < 7130; seed++) {
      const problem = generateDietProblem(seed, { feedCount: 6 });
      const base = formulateDiet(problem, solver, { explainConflicts: false, economics: false });
      const oldFeeds = problem.feeds.map((feed) => normalizeFeed(oldRaw(feed)));
      const units = PURCHASE_UNITS;
      const purchased = problem.feeds.map((feed, i) => {
        const unidade = units[i % units.length] ?? 'kg';
        const base = i % 2 === 0 ? 'MN' : 'MS';
        const valor = fromPricePerKgAsFed(feed.costPerKg ?? 0, unidade, base, feed.nutrients.MS ?? null);
        // custo is left stale on purpose: the purchase price is the one that counts.
        return normalizeFeed({
          ...oldRaw(feed),
          custo: 999,
          preco_compra: { valor: valor ?? 0, unidade, base },
        });
      });
      const fromOld = formulateDiet({ ...problem, feeds: oldFeeds }, solver, {
        explainConflicts: false,
        economics: false,
      });
      const fromPurchase = formulateDiet({ ...problem, feeds: purchased }, solver, {
        explainConflicts: false,
        economics: false,
      });
      if (!base.ok || !fromOld.ok || !fromPurchase.ok) throw new Error('formulation failed');
      expect(fromOld.value.status).toBe(base.value.status);
      expect(fromPurchase.value.status).toBe(base.value.status);
      close(fromOld.value.costPerDay, base.value.costPerDay, 1e-9);
      close(fromPurchase.value.costPerDay, base.value.costPerDay, 1e-6);
      compared++;
    }
    expect(compared).toBe(30);
  });
});
