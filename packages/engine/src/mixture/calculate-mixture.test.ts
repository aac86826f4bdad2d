import { describe, expect, it } from 'vitest';
import { buildBatchSheet, calculateMixture } from './calculate-mixture';
import type { MixtureFeed, MixtureInput, MixtureResult } from './calculate-mixture';

const SILAGE: MixtureFeed = {
  id: 'silagem',
  nutrientes: { MS: 30, PB: 7, NDT_BRCORTE2016: 65, Ca: 0.25, Zn: 25, EM: 2.3 },
  quantidade: 20,
  custo: 0.15,
};
const CORN: MixtureFeed = {
  id: 'milho',
  nutrientes: { MS: 88, PB: 9, NDT: 85, Ca: 0.03, Zn: 20, EM: 3.1 },
  quantidade: 5,
  custo: 1.2,
};
const SOY: MixtureFeed = {
  id: 'soja',
  nutrientes: { MS: 89, PB: 50, NDT: 81, Ca: 0.3, EM: 2.9 },
  quantidade: 1,
  custo: 2.5,
};

function mix(input: MixtureInput): MixtureResult {
  const result = calculateMixture(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function near(actual: number | undefined, expected: number, tolerance = 1e-9): void {
  expect(actual).toBeDefined();
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThanOrEqual(tolerance);
}

describe('calculateMixture: hand-computed mix (20 kg silage, 5 kg corn, 1 kg soybean meal as fed)', () => {
  const r = mix({ alimentos: [SILAGE, CORN, SOY], capacidade_misturador: 300 });
  // DM: 20·0.30 = 6, 5·0.88 = 4.4, 1·0.89 = 0.89 → 11.29 kg DM in 26 kg as fed.

  it('rows: as-fed and DM amounts and shares', () => {
    near(r.rows[0]?.dmKg, 6);
    near(r.rows[1]?.dmKg, 4.4);
    near(r.rows[2]?.dmKg, 0.89);
    near(r.rows[0]?.asFedPercent, (20 / 26) * 100);
    near(r.rows[1]?.dmPercent, (4.4 / 11.29) * 100);
    near(r.dryMatterPercent, (11.29 / 26) * 100);
  });

  it('composition on DM and as fed by mass balance', () => {
    near(r.compositionDm.PB, (6 * 7 + 4.4 * 9 + 0.89 * 50) / 11.29);
    near(r.compositionAsFed.PB, 126.1 / 26);
    near(r.compositionDm.NDT, (6 * 65 + 4.4 * 85 + 0.89 * 81) / 11.29);
    near(r.compositionDm.EM, (6 * 2.3 + 4.4 * 3.1 + 0.89 * 2.9) / 11.29);
    near(r.compositionAsFed.MS, (11.29 / 26) * 100);
    expect(r.compositionDm.MS).toBeUndefined();
    expect(r.units.EM).toBe('Mcal/kg DM');
  });

  it('a key missing in one feed counts as 0 and is reported', () => {
    near(r.compositionDm.Zn, (6 * 25 + 4.4 * 20) / 11.29);
    expect(r.incompleteNutrients).toEqual(['Zn']);
    expect(r.compositionDm.FDN).toBeUndefined();
  });

  it('ration to produce: default 1000 kg as fed', () => {
    expect(r.totalRationKg).toBe(1000);
    near(r.rows[0]?.rationAsFedKg, 769.2307692307692, 1e-9);
    near(r.rows[2]?.rationAsFedKg, 38.46153846153846, 1e-9);
    near(r.totalRationDmKg, (11.29 / 26) * 1000);
    near(
      r.rows.reduce((sum, row) => sum + row.rationAsFedKg, 0),
      1000,
      1e-9,
    );
  });

  it('cost per kg as fed, per kg DM and for the ration', () => {
    near(r.cost?.perKgAsFed, 11.5 / 26);
    near(r.cost?.perKgDm, 11.5 / 11.29);
    near(r.cost?.totalRation, (11.5 / 26) * 1000, 1e-9);
  });

  it('batch sheet: 3 full batches of 300 kg and a last one of 100 kg', () => {
    expect(r.batches).toMatchObject({
      mixerCapacityKg: 300,
      batchCount: 4,
      fullBatchCount: 3,
      hasPartialBatch: true,
    });
    near(r.batches?.lastBatchKg, 100, 1e-9);
    near(r.batches?.rows[0]?.kgPerFullBatch, (20 / 26) * 300);
    near(r.batches?.rows[0]?.kgInLastBatch, (20 / 26) * 100, 1e-9);
    const produced = r.batches?.rows.reduce(
      (sum, row) => sum + row.kgPerFullBatch * 3 + row.kgInLastBatch,
      0,
    );
    near(produced, 1000, 1e-9);
  });
});

describe('calculateMixture: equivalent inputs give the same mix', () => {
  const byKg = mix({ alimentos: [SILAGE, CORN, SOY], total_racao_a_produzir: 2500 });

  it('shares (as fed) instead of kg', () => {
    const byShare = mix({
      alimentos: [
        { ...SILAGE, quantidade: null, proporcao: (20 / 26) * 100 },
        { ...CORN, quantidade: undefined, proporcao: (5 / 26) * 100 },
        { ...SOY, quantidade: null, proporcao: (1 / 26) * 100 },
      ],
      total_racao_a_produzir: 2500,
    });
    near(byShare.compositionDm.PB, byKg.compositionDm.PB ?? Number.NaN, 1e-12);
    near(byShare.rows[1]?.rationAsFedKg, byKg.rows[1]?.rationAsFedKg ?? Number.NaN, 1e-9);
    expect(byShare.warnings).toEqual([]);
  });

  it('shares that do not sum to 100 are normalised with a warning', () => {
    const r = mix({
      alimentos: [
        { ...SILAGE, quantidade: null, proporcao: 40 },
        { ...CORN, quantidade: null, proporcao: 10 },
        { ...SOY, quantidade: null, proporcao: 2 },
      ],
    });
    near(r.rows[0]?.asFedPercent, (40 / 52) * 100, 1e-9);
    expect(r.warnings).toEqual([{ code: 'SHARES_NORMALISED', sumPercent: 52 }]);
  });

  it('dry-matter amounts (base MS)', () => {
    const byDm = mix({
      base: 'MS',
      alimentos: [
        { ...SILAGE, quantidade: 6 },
        { ...CORN, quantidade: 4.4 },
        { ...SOY, quantidade: 0.89 },
      ],
      total_racao_a_produzir: 2500,
    });
    near(byDm.rows[0]?.asFedKg, 20, 1e-9);
    near(byDm.compositionAsFed.Ca, byKg.compositionAsFed.Ca ?? Number.NaN, 1e-12);
  });

  it('a feed alone has its own composition; order does not matter; scaling amounts changes nothing', () => {
    const alone = mix({ alimentos: [CORN] });
    near(alone.compositionDm.PB, 9, 1e-12);
    near(alone.dryMatterPercent, 88, 1e-12);
    const reversed = mix({ alimentos: [SOY, CORN, SILAGE], total_racao_a_produzir: 2500 });
    near(reversed.compositionDm.NDT, byKg.compositionDm.NDT ?? Number.NaN, 1e-12);
    const doubled = mix({
      alimentos: [SILAGE, CORN, SOY].map((feed) => ({ ...feed, quantidade: (feed.quantidade ?? 0) * 2 })),
      total_racao_a_produzir: 2500,
    });
    near(doubled.rows[2]?.rationAsFedKg, byKg.rows[2]?.rationAsFedKg ?? Number.NaN, 1e-9);
    expect(byKg.totalRationKg).toBe(2500);
  });

  it('zero or empty ration to produce means 1000 kg (docs/product/calculation.md#validation)', () => {
    expect(mix({ alimentos: [CORN], total_racao_a_produzir: 0 }).totalRationKg).toBe(1000);
    expect(mix({ alimentos: [CORN], total_racao_a_produzir: null }).totalRationKg).toBe(1000);
  });

  it('cost is null when a feed with an amount has no price', () => {
    expect(mix({ alimentos: [SILAGE, { ...CORN, custo: null }] }).cost).toBeNull();
    expect(mix({ alimentos: [SILAGE, { ...CORN, custo: null, quantidade: 0 }] }).cost).not.toBeNull();
  });
});

describe('buildBatchSheet', () => {
  const rows = mix({ alimentos: [SILAGE, CORN] }).rows;

  it('an exact division has no partial batch', () => {
    const sheet = buildBatchSheet(rows, 1000, 250);
    expect(sheet).toMatchObject({
      batchCount: 4,
      fullBatchCount: 4,
      hasPartialBatch: false,
      lastBatchKg: 250,
    });
  });

  it('float noise of the division does not create a tiny batch', () => {
    const sheet = buildBatchSheet(rows, 1000, 1000 / 3);
    expect(sheet).toMatchObject({ batchCount: 3, fullBatchCount: 3, hasPartialBatch: false });
  });

  it('a mixer larger than the ration makes one partial batch', () => {
    const sheet = buildBatchSheet(rows, 1000, 4000);
    expect(sheet).toMatchObject({
      batchCount: 1,
      fullBatchCount: 0,
      hasPartialBatch: true,
      lastBatchKg: 1000,
    });
  });
});

describe('calculateMixture: invalid input as values', () => {
  const errorsOf = (input: unknown): unknown => {
    const result = calculateMixture(input as MixtureInput);
    return result.ok ? [] : result.errors;
  };

  it('lists every problem', () => {
    expect(
      errorsOf({
        alimentos: [
          { id: 'a', nutrientes: { PB: 10 }, quantidade: 1 },
          { id: 'a', nutrientes: { MS: 0 }, quantidade: -1 },
          { id: 'b', nutrientes: { MS: 120 }, proporcao: 5 },
          { id: 'c', nutrientes: { MS: 50, PB: 'x' } },
        ],
        capacidade_misturador: 0,
        base: 'seco',
      }),
    ).toEqual([
      { field: 'base', code: 'INVALID_BASE' },
      { field: 'alimentos.0.nutrientes.MS', code: 'REQUIRED' },
      { field: 'alimentos.1.id', code: 'DUPLICATE_ID' },
      { field: 'alimentos.1.nutrientes.MS', code: 'MUST_BE_POSITIVE' },
      { field: 'alimentos.1.quantidade', code: 'MUST_BE_NON_NEGATIVE' },
      { field: 'alimentos.2.nutrientes.MS', code: 'MAX_100_PERCENT' },
      { field: 'alimentos.2.proporcao', code: 'AMOUNTS_AND_SHARES_MIXED' },
      { field: 'alimentos.3.nutrientes.PB', code: 'NOT_A_NUMBER' },
      { field: 'alimentos.3.quantidade', code: 'REQUIRED' },
      { field: 'capacidade_misturador', code: 'MUST_BE_POSITIVE' },
    ]);
  });

  it('no feeds, zero total, not an object', () => {
    expect(errorsOf({ alimentos: [] })).toEqual([{ field: 'alimentos', code: 'NO_FEEDS' }]);
    expect(errorsOf({ alimentos: [{ ...CORN, quantidade: 0 }] })).toEqual([
      { field: 'alimentos', code: 'TOTAL_NOT_POSITIVE' },
    ]);
    expect(errorsOf('x')).toEqual([{ field: '', code: 'NOT_AN_OBJECT' }]);
  });

  it('unknown nutrient keys are ignored with a warning', () => {
    const r = mix({ alimentos: [{ ...CORN, nutrientes: { ...CORN.nutrientes, Xx: 3 } }] });
    expect(r.warnings).toEqual([{ code: 'UNKNOWN_NUTRIENT_IGNORED', feedId: 'milho', key: 'Xx' }]);
  });
});
