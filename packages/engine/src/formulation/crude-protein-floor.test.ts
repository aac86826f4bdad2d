/**
 * The crude-protein floor (docs/decisions/crude-protein-floor.md): a row of the LP, Σ PB·x ≥ floor·Σ x on
 * DM; every exact diet holds it, a diet already above it is unchanged, and a floor no diet reaches gives the
 * diet with the most protein the other hard rows allow, 'aproximada', with the miss named.
 */
import { describe, expect, it } from 'vitest';
import { normalizeFeed } from '../feeds/feed';
import { DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM } from './diet-guards';
import type { FormulationInput } from './formulate-diet';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';
import { createFastFormulation, proteinPercent } from './testing/formulate-fast';

const solver: LpSolver = await loadLpSolver();
const run = createFastFormulation(solver);

// The panel's pregnant cow: corn silage and sugarcane bagasse meet energy and intake at 6.5 % CP.
const silage = normalizeFeed({
  id: 'silagem',
  tipo: 1,
  nutrientes: { MS: 32, PB: 7.5, NDT: 63 },
  custo: 0.25,
});
const bagasse = normalizeFeed({
  id: 'bagaco',
  tipo: 1,
  nutrientes: { MS: 50, PB: 2.5, NDT: 55 },
  custo: 0.05,
});
const soy = normalizeFeed({ id: 'soja', tipo: 2, nutrientes: { MS: 89, PB: 48, NDT: 81 }, custo: 2.1 });
const cow: FormulationInput = {
  feeds: [silage, bagasse, soy],
  requirements: { CMS: { min: 10, max: 11 }, NDT: { min: 5.6, max: null } },
};

describe('crude-protein floor: the cow of corn silage and bagasse', () => {
  it('without a floor the diet falls below 7 % CP; with it the diet sits at the floor and says so', () => {
    const plain = run(cow);
    expect(plain.status).toBe('otima');
    expect(plain.crudeProtein).toBeUndefined();
    expect(proteinPercent(cow.feeds, plain)).toBeLessThan(7);

    const floored = run({ ...cow, crudeProteinMinPercent: DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM });
    expect(floored.status).toBe('otima');
    const reached = proteinPercent(cow.feeds, floored);
    expect(reached).toBeGreaterThanOrEqual(7 - 1e-6);
    expect(floored.crudeProtein?.percentOfDm).toBeCloseTo(reached, 6);
    expect(floored.crudeProtein?.minPercentOfDm).toBe(7);
    expect(floored.crudeProtein?.binding).toBe(true);
    expect(floored.costPerDay).toBeGreaterThan(plain.costPerDay);
  });

  it('a floor below the diet leaves it unchanged and not binding', () => {
    const plain = run(cow);
    const low = run({ ...cow, crudeProteinMinPercent: proteinPercent(cow.feeds, plain) - 0.5 });
    expect(low.crudeProtein?.binding).toBe(false);
    low.feeds.forEach((f, i) => expect(f.dryMatterKg).toBeCloseTo(plain.feeds[i]?.dryMatterKg ?? NaN, 6));
  });

  it('out of reach (no protein source): the most protein the feeds allow, aproximada, with urea advised', () => {
    const input = { ...cow, feeds: [silage, bagasse], crudeProteinMinPercent: 9 };
    expect(run(input, false).status).toBe('inviavel');
    const diet = run(input);
    expect(diet.status).toBe('aproximada');
    // The most protein any diet has is all silage.
    expect(proteinPercent(input.feeds, diet)).toBeCloseTo(7.5, 4);
    expect(diet.crudeProtein?.binding).toBe(true);
    expect(diet.warnings).toContainEqual({
      code: 'CRUDE_PROTEIN_FLOOR_MISSED',
      required: 9,
      reached: expect.closeTo(7.5, 4) as number,
      add: 'proteinSource',
    });
  });
});
