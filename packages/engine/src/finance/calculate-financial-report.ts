/**
 * Feedlot financial report (docs/product/calculation.md#financial-report, docs/product/calculation.md#finance-validity). Every formula
 * comes from docs/product/finance.md; the comment on each line names its section.
 * Money is floating reais (docs/decisions/finance-money-representation.md); no NaN or Infinity leaves:
 * a figure that cannot be computed (a division by zero) is `null` with a reason code.
 */
import { DAYS_PER_MONTH, kgToArroba } from '../units/units';
import { FINANCE_CODES, FINANCE_INDICATORS } from './indicators';
import type { FinanceCode, FinanceIndicatorDefinition } from './indicators';
import { validateFinanceInput } from './validate-finance-input';
import type {
  FinanceFieldError,
  FinanceInput,
  FinanceParameters,
  FinanceWarning,
} from './validate-finance-input';

/** Daily-gain multipliers of the scenario table (docs/product/calculation.md#units-and-parsing). */
export const SCENARIO_MULTIPLIERS: readonly number[] = [0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1];

/** Months per year for annualising monthly returns (docs/product/finance.md#formulas TAXA_RETORNO_INVESTIMENTO_ANO). */
const MONTHS_PER_YEAR = 12;

/** Why a figure is `null`. */
export type FinanceNullReason =
  /** D = 0: nothing per day or per month can be computed. */
  | 'ZERO_DAYS'
  /** PF = PI: no live-weight gain to divide by. */
  | 'ZERO_LIVE_WEIGHT_GAIN'
  /** TAP ≤ 0: no carcass produced, so nothing per arroba produced. */
  | 'NO_CARCASS_GAIN'
  /** No arroba is sold (death loss or shrink of 100 %). */
  | 'ZERO_ARROBAS_SOLD'
  /** CT or CTR is zero. */
  | 'ZERO_TOTAL_COST'
  /** The loss exceeds the whole investment, so a compound rate has no real value. */
  | 'LOSS_EXCEEDS_INVESTMENT'
  /** No purchase price above zero breaks even. */
  | 'NO_BREAKEVEN_PURCHASE_PRICE'
  /** The figure overflows a float (inputs far outside any real feedlot). */
  | 'OUT_OF_RANGE';

/** A computed figure: a finite number, or null with the reason. */
export type FinanceValue =
  | { readonly value: number; readonly reason?: undefined }
  | { readonly value: null; readonly reason: FinanceNullReason };

/** One indicator of the report: its value (or null and reason) and its catalogue entry. */
export type FinanceIndicator = FinanceIndicatorDefinition & FinanceValue;

/** One row of the scenario table: the report recomputed with the daily gain × multiplier. */
export type FinanceScenario = {
  readonly multiplier: number;
  /** GMD × multiplier, kg/day. */
  readonly dailyGainKg: number;
  readonly values: Readonly<Record<FinanceCode, number | null>>;
  readonly reasons: Readonly<Partial<Record<FinanceCode, FinanceNullReason>>>;
};

/** The whole report. */
export type FinancialReport = {
  /** Every indicator keyed by code, with value and unit (names and formulas: @cocho/contracts messages). */
  readonly indicators: Readonly<Record<FinanceCode, FinanceIndicator>>;
  /** Report order of the codes per group. */
  readonly groups: {
    readonly IAE: readonly FinanceCode[];
    readonly ATC: readonly FinanceCode[];
    readonly AUX: readonly FinanceCode[];
  };
  readonly scenarios: readonly FinanceScenario[];
  readonly warnings: readonly FinanceWarning[];
  /** Rule used to turn period returns into monthly and yearly ones (docs/product/finance.md#decisions item 5). */
  readonly annualisation: 'compound';
};

export type FinancialReportResult =
  | { readonly ok: true; readonly value: FinancialReport }
  | { readonly ok: false; readonly errors: readonly FinanceFieldError[] };

export type FinanceOptions = {
  /** Daily-gain multipliers of the scenario table; default SCENARIO_MULTIPLIERS. Each must be > 0. */
  readonly scenarioMultipliers?: readonly number[];
};

const ok = (value: number): FinanceValue =>
  Number.isFinite(value) ? { value: value === 0 ? 0 : value } : { value: null, reason: 'OUT_OF_RANGE' };
const none = (reason: FinanceNullReason): FinanceValue => ({ value: null, reason });
/** `numerator / denominator`, or null with `reason` when the denominator is zero. */
const divide = (numerator: number, denominator: number, reason: FinanceNullReason): FinanceValue =>
  denominator === 0 ? none(reason) : ok(numerator / denominator);
/** Compound rate over `periods`: (1 + r)^(1/periods) − 1, as percent. */
const compound = (periodReturn: number | null, exponent: number, zeroDaysGuard: boolean): FinanceValue => {
  if (periodReturn === null) return none('ZERO_TOTAL_COST');
  if (zeroDaysGuard) return none('ZERO_DAYS');
  if (1 + periodReturn < 0) return none('LOSS_EXCEEDS_INVESTMENT');
  return ok(((1 + periodReturn) ** exponent - 1) * 100);
};

/**
 * Computes every indicator for one set of parameters (docs/product/finance.md#formulas formulas, per head unless stated).
 * Units: kg, days, R$, R$/@, percent.
 */
export function calculateFinanceValues(p: FinanceParameters): Record<FinanceCode, FinanceValue> {
  const N = p.headCount;
  const D = p.daysOnFeed;
  const m = D / DAYS_PER_MONTH; // docs/product/finance.md#conventions: months on feed m = D / 30.42
  const i = p.monthlyInterest;
  const carcassInKg = p.initialWeightKg * p.initialCarcassYield; // docs/product/finance.md#conventions: carcass at entry PI·RCi
  const carcassOutKg = p.finalWeightKg * p.finalCarcassYield; // PF·RCf
  const arrobaIn = kgToArroba(carcassInKg); // docs/product/finance.md#worked-example: @ inicial = PI·RCi/15
  const arrobaOut = kgToArroba(carcassOutKg); // docs/product/finance.md#worked-example: @ final = PF·RCf/15
  const carcassGainKg = carcassOutKg - carcassInKg; // docs/product/finance.md#formulas GDC
  const tap = kgToArroba(carcassGainKg); // docs/product/finance.md#formulas TAP = (PF·RCf − PI·RCi)/15
  // docs/product/finance.md#decisions item 6: shrink reduces the weight sold, death loss the head sold (per head bought).
  const arrobasSold = kgToArroba(p.finalWeightKg * (1 - p.shrink) * p.finalCarcassYield) * (1 - p.deathLoss);
  const dailyFeedCost = p.dietCostPerDay; // docs/product/finance.md#decisions item 1: CDa = CUSTO of the diet
  const dailyOverhead = p.monthlyCostPerHead / DAYS_PER_MONTH; // docs/product/finance.md#decisions item 2: CDo = Cmes / 30.42
  const dailyCost = dailyFeedCost + dailyOverhead; // docs/product/finance.md#formulas CUSTO_DIARIO = CDa + CDo
  const cocab = dailyCost * D; // docs/product/finance.md#formulas COCAB = CUSTO_DIARIO·D
  const car = arrobaIn * p.purchasePricePerArroba; // docs/product/finance.md#formulas CAR = (PI·RCi/15)·Pc, docs/product/finance.md#decisions item 3
  const extras = p.freightPerHead + p.commissionPerHead; // docs/product/finance.md#decisions item 6
  const ctr = car + cocab + extras; // docs/product/finance.md#formulas CTR = CAR + COCAB (+ extras, docs/product/finance.md#decisions item 6)
  const revenue = arrobasSold * p.salePricePerArroba; // docs/product/finance.md#formulas MARGEM_OPERACIONAL: RB = (PF·RCf/15)·Pv
  const animalInterest = (1 + i) ** m - 1; // docs/product/finance.md#formulas COC: animal capital held the whole period
  const runningInterest = (1 + i) ** (m / 2) - 1; // docs/product/finance.md#formulas COC: running costs on average half of it
  const coc = car * animalInterest + cocab * runningInterest; // docs/product/finance.md#formulas COC, docs/product/finance.md#decisions item 4
  const marginPerHead = revenue - ctr; // docs/product/finance.md#formulas MARGEM_OPERACIONAL_CAB = RB − CTR
  const periodReturn = ctr === 0 ? null : marginPerHead / ctr; // docs/product/finance.md#formulas RAT: r = (RB − CTR)/CTR
  const periodReturnCop = ctr === 0 ? null : (marginPerHead - coc) / ctr; // docs/product/finance.md#formulas ..._COP: r'
  const ia = N * car; // docs/product/finance.md#formulas IA = N·CAR
  const calt = N * dailyFeedCost * D; // docs/product/finance.md#formulas CALT = N·CMS·Cd·D with CMS·Cd = CDa (docs/product/finance.md#decisions item 1)
  const oc = N * (dailyOverhead * D + extras); // docs/product/finance.md#formulas OC = Cmes·m per head (N·Cmes·m lot) + extras
  const ct = ia + calt + oc; // docs/product/finance.md#formulas CT = IA + CALT + OC
  const rbt = N * revenue; // docs/product/finance.md#formulas RBT = N·(PF·RCf/15)·Pv
  const rta = rbt - ct; // docs/product/finance.md#formulas RTA = RBT − CT
  const isZeroDays = D === 0;
  const hasCarcassGain = tap > 0;
  // docs/product/finance.md#decisions item 6: the dead head carry their costs but produce nothing, so the lot produces N·(1 − deaths)·TAP.
  const arrobasProducedPerHeadBought = tap * (1 - p.deathLoss);
  // Reverse breakeven (docs/product/finance.md#decisions item 6): Pc such that RB = CTR, and such that RB = CTR + COC.
  const breakevenPurchase = (revenue - cocab - extras) / arrobaIn;
  const breakevenPurchaseCop =
    (revenue - extras - cocab * (1 + runningInterest)) / ((1 + animalInterest) * arrobaIn);
  const positivePrice = (price: number): FinanceValue =>
    arrobaIn > 0 && Number.isFinite(price) && price > 0 ? ok(price) : none('NO_BREAKEVEN_PURCHASE_PRICE');

  return {
    N: ok(N),
    DCONF: ok(D),
    PESO_DE_VENDA: ok(p.finalWeightKg),
    TAP: ok(tap),
    GDC: ok(carcassGainKg),
    RG: divide(carcassGainKg * 100, p.finalWeightKg - p.initialWeightKg, 'ZERO_LIVE_WEIGHT_GAIN'), // docs/product/finance.md#formulas RG
    GDiarioC: divide(carcassGainKg, D, 'ZERO_DAYS'), // docs/product/finance.md#formulas GDiarioC = GDC/D
    EFICIENCIA_BIOLOGICA: hasCarcassGain ? ok((p.dmiKgPerDay * D) / tap) : none('NO_CARCASS_GAIN'), // docs/product/finance.md#formulas EB
    CUSTO_DIARIO: ok(dailyCost),
    COCAB: ok(cocab),
    CAR: ok(car),
    CTR: ok(ctr),
    COT: ok(N * cocab), // docs/product/finance.md#formulas COT = N·COCAB (purchase excluded; docs/decisions/finance-indicator-readings.md)
    // docs/product/finance.md#formulas CAP = COCAB/TAP; with death loss, lot cost over lot arrobas: COCAB/(TAP·(1 − deaths)).
    CAP:
      arrobasProducedPerHeadBought > 0 ? ok(cocab / arrobasProducedPerHeadBought) : none('NO_CARCASS_GAIN'),
    PONTO_EQUILIBRIO_PRECO: divide(ctr, arrobasSold, 'ZERO_ARROBAS_SOLD'), // docs/product/finance.md#formulas PE = CTR/(PF·RCf/15)
    CUSTO_OPORTUNIDADE_CAPITAL: ok(coc),
    PONTO_EQUILIBRIO_PRECO_COP: divide(ctr + coc, arrobasSold, 'ZERO_ARROBAS_SOLD'), // docs/product/finance.md#formulas (CTR+COC)/@
    MARGEM_OPERACIONAL: ok(N * marginPerHead), // docs/product/finance.md#formulas N·(RB − CTR)
    MARGEM_OPERACIONAL_CAB: ok(marginPerHead),
    RAT: compound(periodReturn, 1 / m, isZeroDays), // docs/product/finance.md#formulas RAT = (1+r)^(1/m) − 1
    TAXA_RETORNO_INVESTIMENTO_ANO: compound(periodReturn, MONTHS_PER_YEAR / m, isZeroDays), // (1+RAT)^12 − 1
    TAXA_RETORNO_INVESTIMENTO_ANO_COP: compound(periodReturnCop, MONTHS_PER_YEAR / m, isZeroDays), // docs/product/finance.md#formulas
    IA: ok(ia),
    CALT: ok(calt),
    OC: ok(oc),
    CT: ok(ct),
    RBT: ok(rbt),
    RTA: ok(rta),
    RTPAA: divide(rta * 100, ct, 'ZERO_TOTAL_COST'), // docs/product/finance.md#formulas RTPAA period = RTA/CT
    MESES: ok(m),
    ARROBA_INICIAL: ok(arrobaIn),
    ARROBA_FINAL: ok(arrobaOut),
    ARROBAS_VENDIDAS: ok(arrobasSold),
    CUSTO_DIARIO_ALIMENTAR: ok(dailyFeedCost),
    CUSTO_DIARIO_OPERACIONAL: ok(dailyOverhead),
    CUSTO_EXTRAS_CAB: ok(extras),
    RECEITA_BRUTA_CAB: ok(revenue),
    RETORNO_PERIODO: periodReturn === null ? none('ZERO_TOTAL_COST') : ok(periodReturn * 100),
    RETORNO_PERIODO_COP: periodReturnCop === null ? none('ZERO_TOTAL_COST') : ok(periodReturnCop * 100),
    RAT_COP: compound(periodReturnCop, 1 / m, isZeroDays),
    RTPAA_ANO: compound(ct === 0 ? null : rta / ct, MONTHS_PER_YEAR / m, isZeroDays), // docs/product/finance.md#formulas RTPAA annual
    PRECO_COMPRA_EQUILIBRIO: positivePrice(breakevenPurchase),
    PRECO_COMPRA_EQUILIBRIO_COP: positivePrice(breakevenPurchaseCop),
  };
}

/**
 * The parameters of one scenario (docs/product/finance.md#decisions item 8): daily gain × multiplier, with the days on feed
 * following from the weight to gain. The weight to gain is kept (PF − PI, entered or, with only the days
 * entered, GMD × D), so D becomes D / multiplier and the sale weight does not change.
 */
export function scaleDailyGain(p: FinanceParameters, multiplier: number): FinanceParameters {
  // docs/product/finance.md#decisions item 8: D = (PF − PI) / (GMD × k) = D / k.
  return { ...p, dailyGainKg: p.dailyGainKg * multiplier, daysOnFeed: p.daysOnFeed / multiplier };
}

/**
 * Feedlot financial report: every IAE and ATC indicator (docs/product/calculation.md#records) with unit, names and formulas, the
 * daily-gain scenarios (docs/product/calculation.md#constants multipliers 0.8 … 1.1), and the optional death loss, shrink, freight,
 * commission and reverse breakeven (docs/product/finance.md#decisions item 6). Money in R$, weights in kg, rates in percent.
 * Invalid input (docs/product/calculation.md#finance-validity) returns the field errors as a value.
 * Source: docs/product/finance.md#conventions–2.5.
 */
export function calculateFinancialReport(
  input: FinanceInput,
  options: FinanceOptions = {},
): FinancialReportResult {
  const validation = validateFinanceInput(input);
  if (!validation.ok) return validation;
  const multipliers = options.scenarioMultipliers ?? SCENARIO_MULTIPLIERS;
  const badMultiplier = multipliers.findIndex((k) => !Number.isFinite(k) || k <= 0);
  if (badMultiplier >= 0)
    return {
      ok: false,
      errors: [{ field: `scenarioMultipliers.${badMultiplier}`, code: 'MUST_BE_POSITIVE' }],
    };

  const base = calculateFinanceValues(validation.value);
  const indicators = {} as Record<FinanceCode, FinanceIndicator>;
  for (const code of FINANCE_CODES) indicators[code] = { ...FINANCE_INDICATORS[code], ...base[code] };

  const scenarios = multipliers.map((multiplier): FinanceScenario => {
    const scaled = scaleDailyGain(validation.value, multiplier);
    const computed = calculateFinanceValues(scaled);
    const values = {} as Record<FinanceCode, number | null>;
    const reasons: Partial<Record<FinanceCode, FinanceNullReason>> = {};
    for (const code of FINANCE_CODES) {
      const entry = computed[code];
      values[code] = entry.value;
      if (entry.value === null) reasons[code] = entry.reason;
    }
    return { multiplier, dailyGainKg: scaled.dailyGainKg, values, reasons };
  });

  return {
    ok: true,
    value: {
      indicators,
      groups: {
        IAE: FINANCE_CODES.filter((code) => FINANCE_INDICATORS[code].group === 'IAE'),
        ATC: FINANCE_CODES.filter((code) => FINANCE_INDICATORS[code].group === 'ATC'),
        AUX: FINANCE_CODES.filter((code) => FINANCE_INDICATORS[code].group === 'AUX'),
      },
      scenarios,
      warnings: validation.warnings,
      annualisation: 'compound',
    },
  };
}
