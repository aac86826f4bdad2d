import { describe, expect, it } from 'vitest';
import { formulateDiet, UREA_MAX_PERCENT_OF_DM } from './formulate-diet';
import { loadLpSolver } from './lp-solver';
import type { LpSolver } from './lp-solver';
import { normalizeFeed } from '../feeds/feed';

const solver: LpSolver = await loadLpSolver();

describe('results', () => {
  it('reports as fed and DM amounts, shares, batch and cost consistently', () => {
    const feeds = [
      normalizeFeed({ id: 'silagem', tipo: 1, nutrientes: { MS: '30', PB: '7', NDT: 62 }, custo: 'R$0,20' }),
      normalizeFeed({ id: 'milho', tipo: 3, nutrientes: { MS: '88', PB: '9', NDT: '85' }, custo: 0.9 }),
      normalizeFeed({ id: 'soja', tipo: 2, nutrientes: { MS: 89, PB: '48', NDT: 81 }, custo: 2.1 }),
    ];
    const result = formulateDiet(
      {
        feeds,
        requirements: {
          CMS: { min: 9, max: 9.45 },
          NDT: { min: 6.5, max: null },
          PB: { min: 1100, max: null },
        },
        roughagePercent: 40,
        batchKg: 1000,
        dailyGainKg: 1.3,
      },
      solver,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const r = result.value;
    expect(r.status).toBe('otima');
    expect(r.dryMatterIntakeKg).toBeCloseTo(9, 9);
    expect(r.roughagePercent).toBeCloseTo(40, 9);
    expect(r.concentratePercent).toBeCloseTo(60, 9);
    const silage = r.feeds[0];
    expect(silage?.dryMatterKg).toBeCloseTo(3.6, 9);
    expect(silage?.asFedKg).toBeCloseTo(12, 9);
    expect(r.feeds.reduce((s, f) => s + f.asFedPercent, 0)).toBeCloseTo(100, 9);
    expect(r.feeds.reduce((s, f) => s + f.batchKg, 0)).toBeCloseTo(1000, 6);
    expect(r.costPerDay).toBeCloseTo(
      r.feeds.reduce((s, f) => s + f.asFedKg * (f.id === 'silagem' ? 0.2 : f.id === 'milho' ? 0.9 : 2.1), 0),
      9,
    );
    expect(r.nutrients.PB).toBeGreaterThanOrEqual(1100 - 1e-6);
    expect(r.feedEfficiency).toBeCloseTo(1.3 / 9, 9);
  });

  it('rejects feeds without dry matter, as values', () => {
    const result = formulateDiet(
      {
        feeds: [normalizeFeed({ id: 'a', nutrientes: { PB: 10 }, custo: 1 })],
        requirements: { PB: { min: 10, max: 5 } },
      },
      solver,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.code)).toEqual(['FEED_DRY_MATTER_REQUIRED']);
  });

  it('excludes a feed whose minimum and maximum are both zero', () => {
    const feeds = [
      normalizeFeed({ id: 'cheap', nutrientes: { MS: 90, PB: 20 }, custo: 0.1, minimo: 0, maximo: 0 }),
      normalizeFeed({ id: 'dear', nutrientes: { MS: 90, PB: 20 }, custo: 1 }),
    ];
    const result = formulateDiet({ feeds, requirements: { CMS: { min: 5, max: 6 } } }, solver);
    expect(result.ok && result.value.feeds[0]?.dryMatterKg).toBe(0);
    expect(result.ok && result.value.feeds[1]?.dryMatterKg).toBeCloseTo(5, 9);
  });

  it('applies the default minimum of 30 % of the maximum', () => {
    const feeds = [
      normalizeFeed({ id: 'dear', nutrientes: { MS: 90 }, custo: 5, maximo: '20' }),
      normalizeFeed({ id: 'cheap', nutrientes: { MS: 90 }, custo: 1 }),
    ];
    const result = formulateDiet({ feeds, requirements: { CMS: { min: 10, max: 10 } } }, solver);
    expect(result.ok && result.value.feeds[0]?.dryMatterPercent).toBeCloseTo(6, 6);
  });

  it('applies the mineral-share rule to named mineral feeds when the roughage share is fixed', () => {
    const feeds = [
      normalizeFeed({ id: 'feno', tipo: 7, nutrientes: { MS: 88 }, custo: 0.3 }),
      normalizeFeed({ id: 'milho', tipo: 3, nutrientes: { MS: 88 }, custo: 0.9 }),
      normalizeFeed({ id: 'sal', tipo: 4, nutrientes: { MS: 99, Ca: 20 }, custo: 2 }),
    ];
    const requirements = { CMS: { min: 9, max: 10 } };
    const free = formulateDiet({ feeds, requirements, roughagePercent: 50 }, solver);
    expect(free.ok && free.value.feeds[2]?.dryMatterKg).toBe(0);
    const ruled = formulateDiet(
      { feeds, requirements, roughagePercent: 50, mineralFeedIds: ['sal'] },
      solver,
    );
    // docs/product/calculation.md#constants: at least 4 % of the maximum CMS (10 kg) → 0.4 kg DM of mineral feeds.
    expect(ruled.ok && ruled.value.feeds[2]?.dryMatterKg).toBeCloseTo(0.4, 9);
  });

  it('warns about a feed without a price (none or 0), which the least-cost solver takes as free', () => {
    const feeds = [
      normalizeFeed({ id: 'feno', tipo: 7, nutrientes: { MS: 88, PB: 8 }, custo: 0.3 }),
      normalizeFeed({ id: 'milho', tipo: 3, nutrientes: { MS: 88, PB: 9 }, custo: null }),
      normalizeFeed({ id: 'soja', tipo: 2, nutrientes: { MS: 89, PB: 50 }, custo: 0 }),
      normalizeFeed({
        id: 'fora',
        tipo: 3,
        nutrientes: { MS: 88, PB: 9 },
        custo: null,
        minimo: 0,
        maximo: 0,
      }),
    ];
    const result = formulateDiet({ feeds, requirements: { CMS: { min: 10, max: 10 } } }, solver);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const unpriced = result.value.warnings.filter((w) => w.code === 'FEED_WITHOUT_PRICE').map((w) => w.id);
    // A feed left out by both limits 0 is not in the diet, so its missing price does not matter.
    expect(unpriced).toEqual(['milho', 'soja']);
  });

  it('warns about an edited requirement that is not selected (docs/product/calculation.md#validation), and not about a selected one', () => {
    const feeds = [normalizeFeed({ id: 'feno', tipo: 7, nutrientes: { MS: 88, PB: 8 }, custo: 0.3 })];
    const requirements = { CMS: { min: 10, max: 10 }, PB: { min: 700, max: null } };
    const result = formulateDiet(
      { feeds, requirements, editedUnselectedRequirements: ['PM', 'EL', 'PM', 'PB'] },
      solver,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const edited = result.value.warnings.filter((w) => w.code === 'EDITED_REQUIREMENT_NOT_SELECTED');
    expect(edited).toEqual([
      { code: 'EDITED_REQUIREMENT_NOT_SELECTED', key: 'PM' },
      { code: 'EDITED_REQUIREMENT_NOT_SELECTED', key: 'EL' },
    ]);
    const none = formulateDiet({ feeds, requirements }, solver);
    expect(none.ok && none.value.warnings.some((w) => w.code === 'EDITED_REQUIREMENT_NOT_SELECTED')).toBe(
      false,
    );
  });

  it('warns (docs/product/calculation.md#validation): percent above 100, urea excess, minerals above 4 %, edited composition, forced supply', () => {
    const feeds = [
      normalizeFeed({
        id: 'feno',
        tipo: 7,
        nutrientes: { MS: 88, FDN: 120, PB: 8 },
        custo: 0.3,
        alterado: true,
      }),
      normalizeFeed({
        id: 'ureia',
        tipo: 8,
        nutrientes: { MS: 99, PB: 281, PBA: 281 },
        custo: 0.1,
        minimo: 3,
      }),
      normalizeFeed({ id: 'calcario', tipo: 4, nutrientes: { MS: 99, Ca: 37 }, custo: 0.05, minimo: 12 }),
    ];
    const result = formulateDiet(
      { feeds, requirements: { CMS: { min: 10, max: 10 }, PB: { min: null, max: 1000 } } },
      solver,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const codes = result.value.warnings.map((w) => w.code);
    expect(codes).toContain('PERCENT_ABOVE_100');
    expect(codes).toContain('EDITED_COMPOSITION');
    expect(codes).toContain('UREA_EXCESS');
    // Limestone at 12 % of DM: 37 % Ca → 4.4 % of DM as Ca alone.
    expect(codes).toContain('MINERALS_ABOVE_4_PERCENT');
    // Urea at 3 % of 10 kg DM supplies 843 g PB against a maximum of 1000: no warning; at 4 % it would.
    expect(codes).not.toContain('MINIMUM_RESTRICTION_ABOVE_MAXIMUM_REQUIREMENT');
    const forced = formulateDiet(
      { feeds, requirements: { CMS: { min: 10, max: 10 }, PB: { min: null, max: 800 } } },
      solver,
    );
    expect(forced.ok && forced.value.warnings).toContainEqual(
      expect.objectContaining({
        code: 'MINIMUM_RESTRICTION_ABOVE_MAXIMUM_REQUIREMENT',
        id: 'ureia',
        key: 'PB',
      }),
    );
    // Urea's protein fraction A (281 % of DM, its whole crude-protein equivalent) is not a typing error.
    expect(result.value.warnings.filter((w) => w.code === 'PERCENT_ABOVE_100')).toEqual([
      { code: 'PERCENT_ABOVE_100', id: 'feno', field: 'FDN', value: 120 },
    ]);
  });

  it('flags urea above 1 % of diet DM, not at 1 % (UREA_MAX_PERCENT_OF_DM, Embrapa Gado de Corte)', () => {
    const dietWithUrea = (percentOfDm: number) =>
      formulateDiet(
        {
          feeds: [
            normalizeFeed({ id: 'milho', tipo: 3, nutrientes: { MS: 88, PB: 9 }, custo: 0.9 }),
            normalizeFeed({
              id: 'u1',
              name: 'Ureia pecuária',
              tipo: 8,
              nutrientes: { MS: 99, PB: 281 },
              custo: 3.5,
              minimo: percentOfDm,
              maximo: percentOfDm,
            }),
          ],
          requirements: { CMS: { min: 10, max: 10 } },
        },
        solver,
      );
    const at = (percent: number) => {
      const result = dietWithUrea(percent);
      expect(result.ok).toBe(true);
      return result.ok ? result.value.warnings.filter((w) => w.code === 'UREA_EXCESS') : [];
    };
    expect(UREA_MAX_PERCENT_OF_DM).toBe(1);
    expect(at(1)).toEqual([]);
    expect(at(1.2)).toEqual([{ code: 'UREA_EXCESS', id: 'u1', percentOfDm: expect.closeTo(1.2, 9) }]);
  });

  it('finds urea by its composition (feed class npn), not by its name', () => {
    const warnedIds = (feed: ReturnType<typeof normalizeFeed>) => {
      const result = formulateDiet(
        {
          feeds: [
            normalizeFeed({ id: 'milho', tipo: 3, nutrientes: { MS: 88, PB: 9 }, custo: 0.9 }),
            { ...feed, minPercent: 2, maxPercent: 2 },
          ],
          requirements: { CMS: { min: 10, max: 10 } },
        },
        solver,
      );
      expect(result.ok).toBe(true);
      return result.ok ? result.value.warnings.filter((w) => w.code === 'UREA_EXCESS').map((w) => w.id) : [];
    };
    // A non-protein-nitrogen source named without "urea" (biuret, 230 % CP equivalent) is flagged ...
    expect(
      warnedIds(normalizeFeed({ id: 'nnp', name: 'Biureto', tipo: 8, nutrientes: { MS: 99, PB: 230 } })),
    ).toEqual(['nnp']);
    // ... and a concentrate whose name mentions urea is not.
    expect(
      warnedIds(
        normalizeFeed({
          id: 'racao-ureia',
          name: 'Ração com ureia',
          tipo: 3,
          nutrientes: { MS: 88, PB: 30 },
        }),
      ),
    ).toEqual([]);
  });
});
