import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL } from '../animal/animal';
import { applyDefaultInclusionCaps } from '../feeds/feed-class';
import { formulateDiet } from '../formulation/formulate-diet';
import type { FormulationResult } from '../formulation/formulate-diet';
import { loadLpSolver } from '../formulation/lp-solver';
import { createFeedlotWalkFeeds } from '../formulation/testing/feedlot-walk';
import { calculateRequirements } from '../requirements/calculate-requirements';
import { toRequirementBounds } from '../requirements/requirement-bounds';
import {
  calculateConcentratePremix,
  createPremixFeed,
  replaceIngredientsWithPremix,
} from './calculate-concentrate-premix';
import type { ConcentratePremix, PremixDietFeed } from './calculate-concentrate-premix';

const solver = await loadLpSolver();

function premixOf(input: Parameters<typeof calculateConcentratePremix>[0]): ConcentratePremix {
  const outcome = calculateConcentratePremix(input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.value;
}

/** A hand-checkable diet: 3 kg DM of silage (35 % DM), 6 kg DM of corn (88 %), 1 kg DM of soybean meal (89 %). */
const HAND: PremixDietFeed[] = [
  {
    id: 'silage',
    dryMatterKgPerHead: 3,
    nutrients: { MS: 35, PB: 7, NDT: 65 },
    costPerKg: 0.25,
    isRoughage: true,
  },
  {
    id: 'corn',
    dryMatterKgPerHead: 6,
    nutrients: { MS: 88, PB: 9, NDT: 87, PBB: 4, PBKD: 4 },
    costPerKg: 1.1,
    isRoughage: false,
  },
  {
    id: 'soybeanMeal',
    dryMatterKgPerHead: 1,
    nutrients: { MS: 89, PB: 50, NDT: 81, PBB: 30, PBKD: 10 },
    costPerKg: 2.3,
    isRoughage: false,
  },
];

describe('calculateConcentratePremix', () => {
  it('by default the concentrates, DM-weighted (hand-checked)', () => {
    const premix = premixOf({ feeds: HAND, batchKg: 1000 });
    expect(premix.feedIds).toEqual(['corn', 'soybeanMeal']);
    // As fed per head: 6 / 0.88 = 6.8182, 1 / 0.89 = 1.1236; total 7.9418 kg, 7 kg DM → 88.142 % DM.
    expect(premix.asFedKgPerHead).toBeCloseTo(7.9418, 4);
    expect(premix.dryMatterKgPerHead).toBeCloseTo(7, 9);
    expect(premix.dryMatterPercent).toBeCloseTo(88.1414, 3);
    // PB on DM: (6 × 9 + 1 × 50) / 7 = 14.857; NDT (6 × 87 + 81) / 7 = 86.143.
    expect(premix.nutrients.PB).toBeCloseTo(14.8571, 4);
    expect(premix.nutrients.NDT).toBeCloseTo(86.1429, 4);
    // PBKD by fraction B protein: (6 × 4 × 4 + 1 × 30 × 10) / (24 + 30) = 7.333 %/h.
    expect(premix.nutrients.PBKD).toBeCloseTo(7.3333, 4);
    // Shares as fed 85.85 / 14.15 %; a 1000 kg batch: 858.5 and 141.5 kg.
    expect(premix.ingredients.map((row) => row.asFedPercent)).toEqual([
      expect.closeTo(85.852, 3),
      expect.closeTo(14.148, 3),
    ]);
    expect(premix.ingredients.map((row) => row.dryMatterPercent)).toEqual([
      expect.closeTo(85.714, 3),
      expect.closeTo(14.286, 3),
    ]);
    // Cost per kg as fed: (6.8182 × 1.1 + 1.1236 × 2.3) / 7.9418 = 1.2698.
    expect(premix.costPerKg).toBeCloseTo(1.2698, 4);
    // Share of the diet: 7 of 10 kg DM; 7.9418 of 16.5132 kg as fed.
    expect(premix.dietDryMatterPercent).toBeCloseTo(70, 9);
    expect(premix.dietAsFedPercent).toBeCloseTo(48.093, 3);
  });

  it('a batch in tonnes on a 5 kg scale adds up exactly', () => {
    const premix = premixOf({ feeds: HAND, batchKg: 2.5 * 1000, scaleStepKg: 5 });
    expect(premix.ingredients.map((row) => row.batchKg)).toEqual([2145, 355]);
    expect(premix.ingredients.reduce((total, row) => total + row.batchKg, 0)).toBe(premix.batchKg);
    expect(premix.batchKg).toBe(2500);
  });

  it('any subset the user chooses; errors as values', () => {
    expect(premixOf({ feeds: HAND, batchKg: 100, feedIds: ['silage', 'corn'] }).feedIds).toEqual([
      'silage',
      'corn',
    ]);
    const outcome = calculateConcentratePremix({ feeds: HAND, batchKg: 0, feedIds: ['hay'] });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual([
      { field: 'feedIds.0', code: 'UNKNOWN_FEED' },
      { field: 'batchKg', code: 'MUST_BE_POSITIVE' },
    ]);
  });

  it('stands for its ingredients at the mixer: one line with their as-fed share', () => {
    const premix = premixOf({ feeds: HAND, batchKg: 1000 });
    const sheetFeeds = [
      { id: 'silage', asFedPercent: 51.9, dryMatterPercent: 35 },
      { id: 'corn', asFedPercent: 41.3, dryMatterPercent: 88 },
      { id: 'soybeanMeal', asFedPercent: 6.8, dryMatterPercent: 89 },
    ];
    expect(replaceIngredientsWithPremix(sheetFeeds, premix, 'premix')).toEqual([
      { id: 'silage', asFedPercent: 51.9, dryMatterPercent: 35 },
      { id: 'premix', asFedPercent: expect.closeTo(48.1, 9), dryMatterPercent: premix.dryMatterPercent },
    ]);
  });
});

describe('the pre-mix of an 85:15 diet saved as a feed gives the same diet', () => {
  const computed = calculateRequirements(DEFAULT_ANIMAL);
  if (!computed.ok) throw new Error('animal');
  // A finishing diet of 85 % concentrate cannot meet the default NDF minimum with this silage; a nutritionist
  // unselects it for such a diet (the diet wizard's requirement step), so the least-cost diet is optimal.
  const requirements = toRequirementBounds(
    computed.value.requirements.map((entry) => (entry.key === 'FDN' ? { ...entry, selected: false } : entry)),
    { onlySelected: true },
  );
  const walk = applyDefaultInclusionCaps(
    createFeedlotWalkFeeds().map((feed) =>
      feed.id === 'mineralMix' ? { ...feed, minPercent: 0, maxPercent: 4 } : feed,
    ),
  );
  const solve = (feeds: typeof walk): FormulationResult => {
    const outcome = formulateDiet(
      { feeds, requirements, roughagePercent: 15, dailyGainKg: DEFAULT_ANIMAL.ganho_medio_diario },
      solver,
      { economics: false, explainConflicts: false },
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    return outcome.value;
  };

  it('same amounts, same nutrients supplied, same cost', () => {
    const original = solve(walk);
    expect(original.status).toBe('otima');
    expect(original.roughagePercent).toBeCloseTo(15, 6);
    const premix = premixOf({
      feeds: walk.map((feed) => ({
        id: feed.id,
        dryMatterKgPerHead: original.feeds.find((row) => row.id === feed.id)?.dryMatterKg ?? 0,
        nutrients: feed.nutrients,
        costPerKg: feed.costPerKg,
        isRoughage: feed.roughage,
      })),
      batchKg: 1000,
    });
    expect(premix.feedIds.length).toBeGreaterThan(1);
    expect(premix.dietDryMatterPercent).toBeCloseTo(85, 6);

    const premixFeed = createPremixFeed(premix, { id: 'premix', name: 'Pre-mix' });
    const silage = walk.filter((feed) => feed.id === 'silage');
    const again = solve([...silage, premixFeed]);
    expect(again.status).toBe('otima');
    // The same kg DM and kg as fed of silage and, in the pre-mix, of the concentrates together.
    const rowOf = (result: FormulationResult, id: string) => result.feeds.find((row) => row.id === id);
    expect(rowOf(again, 'silage')?.dryMatterKg).toBeCloseTo(rowOf(original, 'silage')?.dryMatterKg ?? NaN, 6);
    expect(rowOf(again, 'premix')?.dryMatterKg).toBeCloseTo(premix.dryMatterKgPerHead, 6);
    expect(rowOf(again, 'premix')?.asFedKg).toBeCloseTo(premix.asFedKgPerHead, 6);
    expect(again.dryMatterIntakeKg).toBeCloseTo(original.dryMatterIntakeKg, 6);
    expect(again.asFedIntakeKg).toBeCloseTo(original.asFedIntakeKg, 6);
    expect(again.costPerDay).toBeCloseTo(original.costPerDay, 6);
    // Every nutrient supplied is the same.
    for (const [key, value] of Object.entries(original.nutrients))
      expect(again.nutrients[key as keyof typeof again.nutrients]).toBeCloseTo(value, 4);
  });
});
