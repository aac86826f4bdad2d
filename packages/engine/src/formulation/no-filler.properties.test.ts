/**
 * No mineral or NPN source fills dry-matter intake (default caps by feed class), over random feasible
 * problems.
 */
import { describe, expect, it } from 'vitest';
import {
  applyDefaultInclusionCaps,
  classifyFeed,
  findDefaultMaximumPercent,
  isMineralOrNpnClass,
} from '../feeds/feed-class';
import { formulateDiet } from './formulate-diet';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';
import { generateDietProblem } from './testing/random-problems';

const solver: LpSolver = await loadLpSolver();

describe('no filler: default caps of mineral and NPN sources', () => {
  const seeds = Array.from({ length: 60 }, (_, i) => 4000 + i);
  const problems = seeds.map((seed) =>
    generateDietProblem(seed, { feedCount: 5, mineralSources: true, traceMinerals: seed % 2 === 0 }),
  );

  it('never lets a mineral or NPN source exceed its cap on random feasible problems', () => {
    let solved = 0;
    for (const problem of problems) {
      const feeds = applyDefaultInclusionCaps(problem.feeds);
      const result = formulateDiet({ ...problem, feeds }, solver, {
        explainConflicts: false,
        economics: false,
      });
      expect(result.ok).toBe(true);
      if (!result.ok || result.value.status === 'inviavel') continue;
      solved++;
      for (const fed of result.value.feeds) {
        const feed = problem.feeds.find((f) => f.id === fed.id);
        const cap = feed ? findDefaultMaximumPercent(feed.nutrients) : null;
        if (feed && isMineralOrNpnClass(classifyFeed(feed.nutrients)) && cap !== null)
          expect(fed.dryMatterPercent).toBeLessThanOrEqual(cap + 1e-6);
      }
    }
    expect(solved).toBeGreaterThan(problems.length / 2);
    // The premix comparison and the exact minimum inclusions solve several LPs per problem.
  }, 90_000);

  it('is needed: without the caps the same problems fill intake with them', () => {
    // The property above would hold trivially if the generator never tempted the solver: it does.
    const overCap = problems.filter((problem) => {
      const result = formulateDiet(problem, solver, { explainConflicts: false, economics: false });
      if (!result.ok || result.value.status === 'inviavel') return false;
      return result.value.feeds.some((fed) => {
        const feed = problem.feeds.find((f) => f.id === fed.id);
        const cap = feed ? findDefaultMaximumPercent(feed.nutrients) : null;
        return cap !== null && fed.dryMatterPercent > cap + 1e-6;
      });
    });
    expect(overCap.length).toBeGreaterThan(5);
  });
});
