import { describe, expect, it } from 'vitest';
import { calculateFinancialReport, SCENARIO_MULTIPLIERS } from './calculate-financial-report';
import type { FinancialReport } from './calculate-financial-report';
import { ATC_CODES, FINANCE_CODES, FINANCE_INDICATORS, IAE_CODES } from './indicators';
import type { FinanceCode } from './indicators';
import type { FinanceInput } from './validate-finance-input';

/** Worked example of docs/product/finance.md#worked-example (Cmes 145 R$/head/month, CDa = 10 × 1.20). */
const WORKED_EXAMPLE: FinanceInput = {
  animal: {
    tipo: 'crescimento_terminacao',
    numero_animais: 100,
    peso_corporal_inicial: 380,
    peso_corporal_final: 540,
    ganho_medio_diario: 1.6,
    custo_mao_de_obra: 60,
    custo_energia: 15,
    custo_maquinario: 40,
    custo_medicamentos: 20,
    custo_extra: 10,
    custo_total: 145,
    preco_venda_arroba: 320,
    preco_arroba_adquirida: 330,
    rendimento_carcaca_inicial: 50,
    rendimento_carcaca_final: 55,
    taxa_juros_mensal: 1,
  },
  dieta: { CUSTO: 10 * 1.2, CMS: 10 },
};

function report(input: FinanceInput): FinancialReport {
  const result = calculateFinancialReport(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function valueOf(r: FinancialReport, code: FinanceCode): number {
  const value = r.indicators[code].value;
  if (value === null) throw new Error(`${code} is null: ${r.indicators[code].reason}`);
  return value;
}

/** Expects `actual` to round to `expected` at `decimals` places (the reference's stated rounding). */
function expectRoundsTo(actual: number, expected: number, decimals: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
}

describe('calculateFinancialReport: worked example (docs/product/finance.md#worked-example)', () => {
  const r = report(WORKED_EXAMPLE);
  const cases: [FinanceCode, number, number][] = [
    ['N', 100, 0],
    ['DCONF', 100, 6],
    ['PESO_DE_VENDA', 540, 6],
    ['MESES', 3.287, 3],
    ['ARROBA_INICIAL', 12.67, 2],
    ['ARROBA_FINAL', 19.8, 2],
    ['TAP', 7.13, 2],
    ['GDC', 107.0, 1],
    ['GDiarioC', 1.07, 3],
    ['RG', 66.9, 1],
    ['EFICIENCIA_BIOLOGICA', 140.2, 1],
    ['CUSTO_DIARIO_ALIMENTAR', 12.0, 2],
    ['CUSTO_DIARIO_OPERACIONAL', 4.77, 2],
    ['CUSTO_DIARIO', 16.77, 2],
    ['COCAB', 1676.66, 2],
    ['CAR', 4180.0, 2],
    ['CTR', 5856.66, 2],
    ['CAP', 235.05, 2],
    ['PONTO_EQUILIBRIO_PRECO', 295.79, 2],
    ['RECEITA_BRUTA_CAB', 6336.0, 2],
    ['MARGEM_OPERACIONAL_CAB', 479.34, 2],
    ['MARGEM_OPERACIONAL', 47934, 0],
    ['CUSTO_OPORTUNIDADE_CAPITAL', 166.63, 2],
    ['PONTO_EQUILIBRIO_PRECO_COP', 304.21, 2],
    ['RETORNO_PERIODO', 8.18, 2],
    ['RAT', 2.42, 2],
    ['TAXA_RETORNO_INVESTIMENTO_ANO', 33.3, 1],
    ['RETORNO_PERIODO_COP', 5.34, 2],
    ['RAT_COP', 1.59, 2],
    ['TAXA_RETORNO_INVESTIMENTO_ANO_COP', 20.9, 1],
    ['IA', 418000, 0],
    ['CALT', 120000, 0],
    ['OC', 47666, 0],
    ['CT', 585666, 0],
    ['RBT', 633600, 0],
    ['RTA', 47934, 0],
    ['RTPAA', 8.18, 2],
    ['RTPAA_ANO', 33.3, 1],
  ];
  it.each(cases)('%s ≈ %d', (code, expected, decimals) => {
    expectRoundsTo(valueOf(r, code), expected, decimals);
  });

  it('COT is the lot operating cost N·COCAB (docs/product/finance.md#formulas COT)', () => {
    expectRoundsTo(valueOf(r, 'COT'), 167666, 0);
  });

  it('the linear annualisation the reference quotes (29.9 %) is not the one used', () => {
    expect(r.annualisation).toBe('compound');
    // 12·r/m, the linear alternative of docs/product/finance.md#formulas, for the record.
    expectRoundsTo((12 * valueOf(r, 'RETORNO_PERIODO')) / valueOf(r, 'MESES'), 29.9, 1);
  });

  // Names and formulas in three languages: packages/contracts/src/messages.test.ts.
  it('lists every IAE and ATC code of the product with unit and source', () => {
    expect(r.groups.IAE).toEqual([...IAE_CODES]);
    expect(r.groups.ATC).toEqual([...ATC_CODES]);
    for (const code of FINANCE_CODES) {
      const indicator = r.indicators[code];
      expect(indicator.code).toBe(code);
      expect(indicator.unit.length).toBeGreaterThan(0);
      expect(indicator.source).toMatch(/^docs\/product\/finance\.md#/);
    }
    expect(FINANCE_CODES).toHaveLength(new Set(FINANCE_CODES).size);
  });

  it('the report survives JSON (no NaN or Infinity) and carries no warnings', () => {
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    expect(r.warnings).toEqual([]);
  });
});

describe('calculateFinancialReport: scenarios', () => {
  const r = report(WORKED_EXAMPLE);

  it('uses the product multipliers 0.8 … 1.1 by default', () => {
    expect(r.scenarios.map((s) => s.multiplier)).toEqual([0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1]);
    expect(SCENARIO_MULTIPLIERS).toEqual([0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1]);
  });

  it('scenario 1.0 equals the base report', () => {
    const one = r.scenarios.find((s) => s.multiplier === 1);
    expect(one).toBeDefined();
    for (const code of FINANCE_CODES) expect(one?.values[code]).toBe(r.indicators[code].value);
  });

  it('keeps the final weight and lets the days follow the gain (docs/product/finance.md#decisions item 8)', () => {
    const slow = r.scenarios[0];
    expect(slow?.dailyGainKg).toBeCloseTo(1.28, 12);
    expect(slow?.values.DCONF).toBeCloseTo(125, 9);
    expect(slow?.values.PESO_DE_VENDA).toBe(540);
    // Slower gain → more days → higher cost and lower margin.
    const margins = r.scenarios.map((s) => s.values.MARGEM_OPERACIONAL ?? Number.NaN);
    for (let k = 1; k < margins.length; k += 1)
      expect(margins[k] ?? 0).toBeGreaterThan(margins[k - 1] ?? Number.POSITIVE_INFINITY);
  });

  it('with only the days given, the weight to gain is GMD·D and the days still follow it (docs/product/finance.md#decisions item 8)', () => {
    const byDays = report({
      ...WORKED_EXAMPLE,
      animal: { ...WORKED_EXAMPLE.animal, peso_corporal_final: null },
      extras: { dias_confinamento: 100 },
    });
    expectRoundsTo(valueOf(byDays, 'PESO_DE_VENDA'), 540, 9);
    expectRoundsTo(valueOf(byDays, 'CTR'), 5856.66, 2);
    // Hand-derived, ×1.1: PF stays 380 + 1.6·100 = 540 kg, D = 100/1.1 = 90.91 days,
    // COCAB = (12 + 145/30.42)·90.91 = 1524.24, CTR = 4180 + 1524.24 = 5704.24, margin 6336 − CTR = 631.76.
    const fast = byDays.scenarios.at(-1);
    expect(fast?.values.PESO_DE_VENDA).toBeCloseTo(540, 9);
    expectRoundsTo(fast?.values.DCONF ?? Number.NaN, 90.91, 2);
    expectRoundsTo(fast?.values.CTR ?? Number.NaN, 5704.24, 2);
    expectRoundsTo(fast?.values.MARGEM_OPERACIONAL_CAB ?? Number.NaN, 631.76, 2);
    // The same scenarios as when the final weight 540 is entered.
    const byWeight = report(WORKED_EXAMPLE);
    for (const [k, scenario] of byDays.scenarios.entries())
      for (const code of FINANCE_CODES) {
        const expected = byWeight.scenarios[k]?.values[code] ?? null;
        const actual = scenario.values[code];
        if (expected === null) expect(actual).toBeNull();
        else expect(actual).toBeCloseTo(expected, 6);
      }
  });

  it('accepts custom multipliers and rejects non-positive ones', () => {
    const custom = calculateFinancialReport(WORKED_EXAMPLE, { scenarioMultipliers: [0.5, 2] });
    expect(custom.ok && custom.value.scenarios.map((s) => s.values.DCONF)).toEqual([200, 50]);
    const bad = calculateFinancialReport(WORKED_EXAMPLE, { scenarioMultipliers: [1, 0] });
    expect(bad).toEqual({
      ok: false,
      errors: [{ field: 'scenarioMultipliers.1', code: 'MUST_BE_POSITIVE' }],
    });
  });
});

describe('calculateFinancialReport: extras and reverse breakeven (docs/product/finance.md#decisions item 6)', () => {
  it('extras at zero leave the product figures unchanged', () => {
    const base = report(WORKED_EXAMPLE);
    const zero = report({
      ...WORKED_EXAMPLE,
      extras: { mortalidade: 0, quebra: 0, frete: 0, comissao: 0 },
    });
    for (const code of FINANCE_CODES) expect(zero.indicators[code].value).toBe(base.indicators[code].value);
  });

  it('death loss, shrink, freight and commission lower revenue and raise cost as documented', () => {
    const r = report({
      ...WORKED_EXAMPLE,
      extras: { mortalidade: 1, quebra: 3, frete: 50, comissao: 25 },
    });
    const arrobasSold = ((540 * 0.97 * 0.55) / 15) * 0.99;
    expectRoundsTo(valueOf(r, 'ARROBAS_VENDIDAS'), arrobasSold, 9);
    expectRoundsTo(valueOf(r, 'RECEITA_BRUTA_CAB'), arrobasSold * 320, 9);
    expectRoundsTo(valueOf(r, 'CTR'), 5856.6601 + 75, 3);
    expectRoundsTo(valueOf(r, 'PONTO_EQUILIBRIO_PRECO'), (5856.6601 + 75) / arrobasSold, 3);
    // TAP is biology: unchanged by shrink or deaths.
    expectRoundsTo(valueOf(r, 'TAP'), 7.13, 2);
    // CAP is the lot's operating cost over the lot's arrobas produced: the dead head cost, produce nothing.
    // Hand-derived: 1676.66 / (0.99 × 7.1333) = 237.42 R$/@.
    expectRoundsTo(valueOf(r, 'CAP'), 237.42, 2);
    // Lot totals stay consistent: CT = N·CTR and RTA = MARGEM_OPERACIONAL.
    expectRoundsTo(valueOf(r, 'CT'), 100 * valueOf(r, 'CTR'), 6);
    expectRoundsTo(valueOf(r, 'RTA'), valueOf(r, 'MARGEM_OPERACIONAL'), 6);
  });

  it('buying at the reverse breakeven price gives a zero margin (with and without opportunity cost)', () => {
    const extras = { mortalidade: 2, quebra: 2, frete: 40, comissao: 10 };
    const r = report({ ...WORKED_EXAMPLE, extras });
    const price = valueOf(r, 'PRECO_COMPRA_EQUILIBRIO');
    const atPrice = report({
      ...WORKED_EXAMPLE,
      extras,
      animal: { ...WORKED_EXAMPLE.animal, preco_arroba_adquirida: price },
    });
    expect(Math.abs(valueOf(atPrice, 'MARGEM_OPERACIONAL_CAB'))).toBeLessThan(1e-6);
    const priceCop = valueOf(r, 'PRECO_COMPRA_EQUILIBRIO_COP');
    expect(priceCop).toBeLessThan(price);
    const atPriceCop = report({
      ...WORKED_EXAMPLE,
      extras,
      animal: { ...WORKED_EXAMPLE.animal, preco_arroba_adquirida: priceCop },
    });
    const net =
      valueOf(atPriceCop, 'MARGEM_OPERACIONAL_CAB') - valueOf(atPriceCop, 'CUSTO_OPORTUNIDADE_CAPITAL');
    expect(Math.abs(net)).toBeLessThan(1e-6);
  });

  it('no reverse breakeven when the running costs alone exceed the revenue', () => {
    const r = report({ ...WORKED_EXAMPLE, dieta: { CUSTO: 80, CMS: 10 } });
    expect(r.indicators.PRECO_COMPRA_EQUILIBRIO).toMatchObject({
      value: null,
      reason: 'NO_BREAKEVEN_PURCHASE_PRICE',
    });
  });
});

describe('calculateFinancialReport: divisions by zero give null with a reason', () => {
  it('no gain: zero days and zero live-weight gain', () => {
    const r = report({ ...WORKED_EXAMPLE, animal: { ...WORKED_EXAMPLE.animal, peso_corporal_final: 380 } });
    expect(r.indicators.DCONF.value).toBe(0);
    expect(r.indicators.RG).toMatchObject({ value: null, reason: 'ZERO_LIVE_WEIGHT_GAIN' });
    expect(r.indicators.GDiarioC).toMatchObject({ value: null, reason: 'ZERO_DAYS' });
    expect(r.indicators.RAT).toMatchObject({ value: null, reason: 'ZERO_DAYS' });
    expect(r.indicators.TAXA_RETORNO_INVESTIMENTO_ANO).toMatchObject({ value: null, reason: 'ZERO_DAYS' });
    // Carcass yield rises 50 → 55 %, so carcass is gained even without live-weight gain.
    expect(r.indicators.TAP.value).toBeGreaterThan(0);
  });

  it('carcass loss: no figure per arroba produced', () => {
    const r = report({
      ...WORKED_EXAMPLE,
      animal: { ...WORKED_EXAMPLE.animal, rendimento_carcaca_final: 30 },
    });
    expect(r.indicators.EFICIENCIA_BIOLOGICA).toMatchObject({ value: null, reason: 'NO_CARCASS_GAIN' });
    expect(r.indicators.CAP).toMatchObject({ value: null, reason: 'NO_CARCASS_GAIN' });
  });

  it('total death loss: nothing sold, no breakeven price, compound rates of a total loss', () => {
    const r = report({ ...WORKED_EXAMPLE, extras: { mortalidade: 100 } });
    expect(r.indicators.PONTO_EQUILIBRIO_PRECO).toMatchObject({ value: null, reason: 'ZERO_ARROBAS_SOLD' });
    expect(r.indicators.RETORNO_PERIODO.value).toBeCloseTo(-100, 9);
    expect(r.indicators.RAT.value).toBeCloseTo(-100, 9);
    expect(r.indicators.TAXA_RETORNO_INVESTIMENTO_ANO_COP).toMatchObject({
      value: null,
      reason: 'LOSS_EXCEEDS_INVESTMENT',
    });
  });
});

describe('calculateFinancialReport: validity (docs/product/calculation.md#validation)', () => {
  const withAnimal = (patch: Record<string, unknown>): FinanceInput =>
    ({ ...WORKED_EXAMPLE, animal: { ...WORKED_EXAMPLE.animal, ...patch } }) as FinanceInput;
  const errorsOf = (input: unknown): unknown => {
    const result = calculateFinancialReport(input as FinanceInput);
    return result.ok ? [] : result.errors;
  };

  it('only finishing cattle and non-pregnant cows', () => {
    expect(errorsOf(withAnimal({ tipo: 'bezerro' }))).toEqual([
      { field: 'animal.tipo', code: 'FINANCE_NOT_AVAILABLE_FOR_ANIMAL' },
    ]);
    expect(errorsOf(withAnimal({ tipo: 'vaca', estado_fisiologico: 'lactante' }))).toEqual([
      { field: 'animal.tipo', code: 'FINANCE_NOT_AVAILABLE_FOR_ANIMAL' },
    ]);
    expect(errorsOf(withAnimal({ tipo: 'vaca', estado_fisiologico: 'nao_gestante' }))).toEqual([]);
  });

  it('animal count above 0, 1 when empty', () => {
    expect(errorsOf(withAnimal({ numero_animais: 0 }))).toEqual([
      { field: 'animal.numero_animais', code: 'MUST_BE_POSITIVE' },
    ]);
    expect(errorsOf(withAnimal({ numero_animais: 2.5 }))).toEqual([
      { field: 'animal.numero_animais', code: 'MUST_BE_INTEGER' },
    ]);
    for (const empty of [null, '', undefined]) {
      const r = report(withAnimal({ numero_animais: empty }));
      expect(r.indicators.N.value).toBe(1);
      expectRoundsTo(valueOf(r, 'MARGEM_OPERACIONAL'), 479.34, 2);
    }
  });

  it('prices and carcass yields above 0; initial weight present', () => {
    expect(
      errorsOf(
        withAnimal({
          preco_venda_arroba: 0,
          preco_arroba_adquirida: null,
          rendimento_carcaca_inicial: -1,
          rendimento_carcaca_final: 120,
          peso_corporal_inicial: undefined,
        }),
      ),
    ).toEqual([
      { field: 'animal.peso_corporal_inicial', code: 'REQUIRED' },
      { field: 'animal.preco_venda_arroba', code: 'MUST_BE_POSITIVE' },
      { field: 'animal.preco_arroba_adquirida', code: 'REQUIRED' },
      { field: 'animal.rendimento_carcaca_inicial', code: 'MUST_BE_POSITIVE' },
      { field: 'animal.rendimento_carcaca_final', code: 'MAX_100_PERCENT' },
    ]);
  });

  it('final weight below initial, missing diet, text instead of numbers, not an object', () => {
    expect(errorsOf({ ...withAnimal({ peso_corporal_final: 300 }), dieta: { CMS: '10' } })).toEqual([
      { field: 'animal.peso_corporal_final', code: 'FINAL_BELOW_INITIAL' },
      { field: 'dieta.CUSTO', code: 'REQUIRED' },
      { field: 'dieta.CMS', code: 'NOT_A_NUMBER' },
    ]);
    expect(errorsOf(null)).toEqual([{ field: '', code: 'NOT_AN_OBJECT' }]);
    expect(errorsOf({ animal: WORKED_EXAMPLE.animal })).toEqual([{ field: 'dieta', code: 'NOT_AN_OBJECT' }]);
  });

  it('warnings: interest missing, custo_total differing from the sum, PF and days disagreeing', () => {
    const r = report({
      ...withAnimal({ taxa_juros_mensal: null, custo_total: 100 }),
      extras: { dias_confinamento: 90 },
    });
    expect(r.warnings).toEqual([
      { code: 'INTEREST_MISSING_TAKEN_AS_ZERO' },
      { code: 'TOTAL_COST_DIFFERS_FROM_SUM', sum: 145, given: 100 },
      { code: 'FINAL_WEIGHT_DIFFERS_FROM_GAIN', expectedKg: 380 + 1.6 * 90, givenKg: 540 },
    ]);
    expect(r.indicators.CUSTO_OPORTUNIDADE_CAPITAL.value).toBe(0);
    expect(r.indicators.DCONF.value).toBe(90);
  });

  it('custo_total is used when none of the five monthly costs is given', () => {
    const r = report(
      withAnimal({
        custo_mao_de_obra: null,
        custo_energia: null,
        custo_maquinario: null,
        custo_medicamentos: null,
        custo_extra: null,
        custo_total: 145,
      }),
    );
    expectRoundsTo(valueOf(r, 'COCAB'), 1676.66, 2);
  });
});

/** Deterministic generator (Park–Miller) so property tests are reproducible. */
function makeRandom(seed: number): (min: number, max: number) => number {
  let state = seed;
  return (min, max) => {
    state = (state * 48271) % 2147483647;
    return min + ((state - 1) / 2147483646) * (max - min);
  };
}

function randomInput(random: (min: number, max: number) => number): FinanceInput {
  const initial = random(150, 500);
  const zeroGain = random(0, 1) < 0.05;
  return {
    animal: {
      numero_animais: Math.round(random(1, 2000)),
      peso_corporal_inicial: initial,
      peso_corporal_final: zeroGain ? initial : initial + random(0, 300),
      ganho_medio_diario: random(0.2, 2.5),
      custo_mao_de_obra: random(0, 100),
      custo_energia: random(0, 30),
      custo_maquinario: random(0, 60),
      custo_medicamentos: random(0, 40),
      custo_extra: random(0, 50),
      preco_venda_arroba: random(100, 400),
      preco_arroba_adquirida: random(100, 400),
      rendimento_carcaca_inicial: random(40, 56),
      rendimento_carcaca_final: random(40, 60),
      taxa_juros_mensal: random(0, 3),
    },
    dieta: { CUSTO: random(0, 30), CMS: random(0, 15) },
    extras: {
      mortalidade: random(0, 1) < 0.1 ? 100 : random(0, 5),
      quebra: random(0, 5),
      frete: random(0, 100),
      comissao: random(0, 50),
    },
  };
}

describe('calculateFinancialReport: properties on 500 generated lots', () => {
  const random = makeRandom(20261122);
  const inputs = Array.from({ length: 500 }, () => randomInput(random));

  it('never lets NaN or Infinity out; every null has a reason', () => {
    const problems: string[] = [];
    for (const [index, input] of inputs.entries()) {
      const r = report(input);
      for (const code of FINANCE_CODES) {
        const { value, reason } = r.indicators[code];
        if (value === null ? typeof reason !== 'string' : !Number.isFinite(value))
          problems.push(`${index} ${code}`);
      }
      for (const scenario of r.scenarios)
        for (const code of FINANCE_CODES) {
          const value = scenario.values[code];
          if (value === null ? !scenario.reasons[code] : !Number.isFinite(value))
            problems.push(`${index} x${scenario.multiplier} ${code}`);
        }
    }
    expect(problems).toEqual([]);
  });

  it('a higher sale price never lowers the margin', () => {
    for (const input of inputs) {
      const price = input.animal.preco_venda_arroba ?? 0;
      const low = report(input);
      const high = report({ ...input, animal: { ...input.animal, preco_venda_arroba: price * 1.07 + 1 } });
      for (const code of ['MARGEM_OPERACIONAL', 'MARGEM_OPERACIONAL_CAB', 'RTA'] as const)
        expect(valueOf(high, code)).toBeGreaterThanOrEqual(valueOf(low, code));
    }
  });

  it('more days on feed never lowers the total cost', () => {
    for (const input of inputs) {
      const days = random(0, 200);
      const byDays = (d: number): FinancialReport =>
        report({
          ...input,
          animal: { ...input.animal, peso_corporal_final: null },
          extras: { ...input.extras, dias_confinamento: d },
        });
      const shorter = byDays(days);
      const longer = byDays(days + random(0.5, 60));
      for (const code of ['COCAB', 'CTR', 'COT', 'CT', 'CALT', 'OC'] as const)
        expect(valueOf(longer, code)).toBeGreaterThanOrEqual(valueOf(shorter, code));
    }
  });

  it('scenario 1.0 equals the base; the lot totals agree with the per-head figures', () => {
    for (const input of inputs) {
      const r = report(input);
      const one = r.scenarios[SCENARIO_MULTIPLIERS.indexOf(1)];
      for (const code of FINANCE_CODES) expect(one?.values[code]).toBe(r.indicators[code].value);
      const n = valueOf(r, 'N');
      const tolerance = 1e-9 * Math.max(1, valueOf(r, 'CT'));
      expect(Math.abs(valueOf(r, 'CT') - n * valueOf(r, 'CTR'))).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(valueOf(r, 'RTA') - valueOf(r, 'MARGEM_OPERACIONAL'))).toBeLessThanOrEqual(tolerance);
      expect(
        Math.abs(valueOf(r, 'IA') + valueOf(r, 'CALT') + valueOf(r, 'OC') - valueOf(r, 'CT')),
      ).toBeLessThanOrEqual(tolerance);
    }
  });

  it('the catalogue names every code it lists', () => {
    for (const code of FINANCE_CODES) expect(FINANCE_INDICATORS[code].code).toBe(code);
  });
});

describe('monthly costs per head or for the lot (docs/decisions/finance-cost-basis.md)', () => {
  const lotTotals = {
    ...WORKED_EXAMPLE.animal,
    custos_mensais_por: 'lote' as const,
    custo_mao_de_obra: 6000,
    custo_energia: 1500,
    custo_maquinario: 4000,
    custo_medicamentos: 2000,
    custo_extra: 1000,
    custo_total: 14500,
  };

  it("the lot's totals give the worked example's per-head figures, and the report says which basis it used", () => {
    const perLot = report({ ...WORKED_EXAMPLE, animal: lotTotals });
    const perHead = report(WORKED_EXAMPLE);
    for (const code of FINANCE_CODES) expect(perLot.indicators[code]).toEqual(perHead.indicators[code]);
    expect(perLot.warnings).toEqual([
      { code: 'MONTHLY_COSTS_PER_LOT', lotPerMonth: 14500, headCount: 100, perHeadPerMonth: 145 },
    ]);
  });

  it("warns when a farm's totals are typed as costs per head (more than twice the month's feed cost)", () => {
    const r = report({ ...WORKED_EXAMPLE, animal: { ...lotTotals, custos_mensais_por: 'cabeca' } });
    expect(r.warnings).toContainEqual({
      code: 'MONTHLY_COST_PER_HEAD_HIGH',
      perHeadPerMonth: 14500,
      feedPerHeadPerMonth: 12 * 30.42,
    });
    expect(report(WORKED_EXAMPLE).warnings).toEqual([]);
  });
});
