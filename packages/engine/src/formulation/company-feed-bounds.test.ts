/**
 * A company feed's min_100 and max_100 (docs/product/calculation.md#records, % of dry-matter intake) bind every diet that uses it:
 * the rule on its own, then in diets the solver really solves.
 */
import { describe, expect, it } from 'vitest';
import { normalizeFeed, resolveCompanyFeedRestriction } from '../feeds/feed';
import { formulateDiet } from './formulate-diet';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';

const solver: LpSolver = await loadLpSolver();

describe('resolveCompanyFeedRestriction', () => {
  const bounds = (raw: Omit<Parameters<typeof normalizeFeed>[0], 'id'>) =>
    resolveCompanyFeedRestriction(normalizeFeed({ ...raw, id: 'EMP|1' }));

  it('reads min_100 and max_100 with comma decimals, and leaves a feed without them as before', () => {
    const feed = normalizeFeed({ id: 'EMP|1', min_100: '2,5', max_100: 12 });
    expect(feed.companyMinPercent).toBe(2.5);
    expect(feed.companyMaxPercent).toBe(12);
    expect(normalizeFeed({ id: '7' })).not.toHaveProperty('companyMinPercent');
    expect(bounds({ minimo: 5, maximo: 20 })).toEqual({ kind: 'bounded', minPercent: 5, maxPercent: 20 });
  });

  it('makes max_100 the maximum when the user set none, with no forced minimum', () => {
    expect(bounds({ max_100: 15 })).toEqual({ kind: 'bounded', minPercent: 0, maxPercent: 15 });
  });

  it('clamps the user bounds into [min_100, max_100]', () => {
    expect(bounds({ minimo: 1, maximo: 40, min_100: 3, max_100: 25 })).toEqual({
      kind: 'bounded',
      minPercent: 3,
      maxPercent: 25,
    });
    expect(bounds({ minimo: 30, min_100: 3, max_100: 25 })).toEqual({
      kind: 'bounded',
      minPercent: 25,
      maxPercent: 25,
    });
    expect(bounds({ minimo: 5, maximo: 10, min_100: 3, max_100: 25 })).toEqual({
      kind: 'bounded',
      minPercent: 5,
      maxPercent: 10,
    });
  });

  it('keeps a feed the user excluded, and ignores negative or inverted company bounds', () => {
    expect(bounds({ minimo: 0, maximo: 0, min_100: 5 })).toEqual({ kind: 'excluded' });
    expect(bounds({ min_100: -2, max_100: -1 })).toEqual({
      kind: 'bounded',
      minPercent: 0,
      maxPercent: null,
    });
    expect(bounds({ min_100: 30, max_100: 10 })).toEqual({
      kind: 'bounded',
      minPercent: 30,
      maxPercent: null,
    });
  });
});

describe('company bounds in a solved diet', () => {
  // Two feeds of the same composition: the solver takes the cheaper one unless a bound says otherwise.
  const requirements = { CMS: { min: 10, max: 10 }, PB: { min: 1200, max: null } };
  const feedsWith = (company: { min_100?: number; max_100?: number }) => [
    normalizeFeed({ id: 'EMP|7', tipo: 2, nutrientes: { MS: 90, PB: 14 }, custo: 0.5, ...company }),
    normalizeFeed({ id: '12', tipo: 3, nutrientes: { MS: 90, PB: 14 }, custo: 1 }),
  ];
  const shareOf = (company: { min_100?: number; max_100?: number }, id: string) => {
    const result = formulateDiet({ feeds: feedsWith(company), requirements }, solver, {
      explainConflicts: false,
      economics: false,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return NaN;
    expect(result.value.status).not.toBe('inviavel');
    return result.value.feeds.find((fed) => fed.id === id)?.dryMatterPercent ?? NaN;
  };

  it('without bounds the cheaper company feed fills the diet', () => {
    expect(shareOf({}, 'EMP|7')).toBeCloseTo(100, 6);
  });

  it('max_100 caps the company feed', () => {
    expect(shareOf({ max_100: 35 }, 'EMP|7')).toBeCloseTo(35, 6);
    expect(shareOf({ max_100: 35 }, '12')).toBeCloseTo(65, 6);
  });

  it('min_100 forces the company feed in when it is the dearer one', () => {
    const dear = (company: { min_100?: number }) => [
      normalizeFeed({ id: 'EMP|7', tipo: 2, nutrientes: { MS: 90, PB: 14 }, custo: 3, ...company }),
      normalizeFeed({ id: '12', tipo: 3, nutrientes: { MS: 90, PB: 14 }, custo: 1 }),
    ];
    const solve = (company: { min_100?: number }) => {
      const result = formulateDiet({ feeds: dear(company), requirements }, solver, {
        explainConflicts: false,
        economics: false,
      });
      return result.ok ? result.value.feeds.find((fed) => fed.id === 'EMP|7')?.dryMatterPercent : NaN;
    };
    expect(solve({})).toBeCloseTo(0, 6);
    expect(solve({ min_100: 20 })).toBeCloseTo(20, 6);
  });

  it('counts min_100 in the check that minimum restrictions stay within the diet', () => {
    const feeds = [
      normalizeFeed({ id: 'EMP|1', nutrientes: { MS: 90 }, custo: 1, min_100: 70 }),
      normalizeFeed({ id: 'EMP|2', nutrientes: { MS: 90 }, custo: 1, min_100: 40 }),
    ];
    const result = formulateDiet({ feeds, requirements: { CMS: { min: 10, max: 10 } } }, solver);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.code)).toContain('MINIMUM_RESTRICTIONS_ABOVE_100');
  });
});
