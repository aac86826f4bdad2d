// The product's subset search (docs/product/calculation.md#constants: sizes 5 to 1, at most 10 combinations per size,
// three strategies, lowest penalty) beside the elastic LP on every infeasible case, under metamorphic
// changes that must not change the least penalty (feed order, prices × k) or may only lower it (a feed
// added, a requirement minimum loosened): the elastic LP is never above the subset search, and its penalty
// follows each relation.
import { describe, expect, it } from 'vitest';
import type { Feed } from '../feeds/feed';
import { givenBounds, prepareDietModel, relaxableKeys } from './diet-model';
import { loadLpSolver } from './lp-solver';
import type { Requirements } from './requirement-supply';
import { searchRelaxationSubsets, solveElastic } from './relaxation';
import { createRandom, generateDietProblem } from './testing/random-problems';
import type { RandomDietProblem } from './testing/random-problems';

const solver = await loadLpSolver();

type Variant = { readonly name: string; readonly problem: RandomDietProblem };

/** Both methods on one problem: the penalties (null: no diet), and whether the full LP is infeasible. */
function compare(problem: RandomDietProblem) {
  const bounds = givenBounds(problem.requirements);
  const model = prepareDietModel(problem.feeds, problem.requirements, problem.roughagePercent);
  const subsets = searchRelaxationSubsets(model, bounds, solver).best;
  const elastic = solveElastic(model, bounds, solver);
  return { subsets: subsets?.penalty ?? null, elastic: elastic?.penalty ?? null };
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

function variants(seed: number, base: RandomDietProblem): Variant[] {
  const random = createRandom(seed * 31 + 7);
  const shuffled = [...base.feeds].sort(() => random() - 0.5);
  const k = 0.3 + 3 * random();
  const copy = base.feeds[Math.floor(random() * base.feeds.length)] as Feed;
  const loosen = relaxableKeys(givenBounds(base.requirements)).find((key) => base.requirements[key]?.min);
  const requirements: Requirements = loosen
    ? {
        ...base.requirements,
        [loosen]: { ...base.requirements[loosen], min: (base.requirements[loosen]?.min ?? 0) * 0.9 },
      }
    : base.requirements;
  return [
    { name: 'base', problem: base },
    { name: 'feeds shuffled', problem: { ...base, feeds: shuffled } },
    {
      name: `prices × ${k.toFixed(2)}`,
      problem: { ...base, feeds: base.feeds.map((f) => ({ ...f, costPerKg: (f.costPerKg ?? 0) * k })) },
    },
    {
      // Without restrictions of its own: a copy with a minimum share would force more of the feed.
      name: 'a dearer, unrestricted copy of a feed added',
      problem: {
        ...base,
        feeds: [
          ...base.feeds,
          {
            ...copy,
            id: `${copy.id}-copy`,
            costPerKg: (copy.costPerKg ?? 0) * 1.5,
            minPercent: null,
            maxPercent: null,
          },
        ],
      },
    },
    { name: 'a minimum loosened 10 %', problem: { ...base, requirements } },
  ];
}

describe('elastic LP against the product subset search, metamorphic', () => {
  it('is never above the subset search, and its penalty keeps each relation', () => {
    let infeasibleCases = 0;
    let better = 0;
    for (let seed = 300; seed < 330; seed++) {
      const base = generateDietProblem(seed, {
        feedCount: 4 + (seed % 8),
        infeasible: true,
        traceMinerals: seed % 3 === 0,
        fixRoughage: seed % 4 === 0,
        restrictionRate: 0.2,
      });
      const results = variants(seed, base).map((v) => ({ name: v.name, ...compare(v.problem) }));
      const [original, shuffled, priced, added, loosened] = results;
      if (!original || !shuffled || !priced || !added || !loosened) throw new Error('variants');
      for (const r of results) {
        // Every case here is infeasible as given; where the subset search finds a diet, so does the elastic
        // LP, with no higher penalty.
        if (r.subsets === null) continue;
        infeasibleCases++;
        expect(r.elastic, `seed ${seed} ${r.name}`).not.toBeNull();
        expect(r.elastic ?? Infinity, `seed ${seed} ${r.name}`).toBeLessThanOrEqual(
          r.subsets * (1 + 1e-7) + 1e-7,
        );
        if ((r.elastic ?? Infinity) < r.subsets * (1 - 1e-6) - 1e-6) better++;
      }
      if (original.elastic === null) continue;
      // Feed order and a common price factor do not change the least penalty (cost only breaks ties).
      expect(close(shuffled.elastic ?? NaN, original.elastic), `seed ${seed} shuffled`).toBe(true);
      expect(close(priced.elastic ?? NaN, original.elastic), `seed ${seed} priced`).toBe(true);
      // One more feed, or a looser minimum, cannot raise it.
      expect(added.elastic ?? Infinity, `seed ${seed} added`).toBeLessThanOrEqual(
        original.elastic * (1 + 1e-6) + 1e-6,
      );
      expect(loosened.elastic ?? Infinity, `seed ${seed} loosened`).toBeLessThanOrEqual(
        original.elastic * (1 + 1e-6) + 1e-6,
      );
    }
    expect(infeasibleCases).toBeGreaterThan(60);
    // The elastic LP is not merely equal: on some cases it finds a strictly lower penalty.
    expect(better).toBeGreaterThan(0);
  }, 120_000);
});
