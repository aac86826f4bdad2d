/**
 * Validity rules of the financial report (docs/product/calculation.md#finance-validity, docs/product/calculation.md#animal-form) and
 * normalisation of the input into the symbols of docs/product/finance.md#symbols.
 */
import { DAYS_PER_MONTH } from '../units/units';

/** The Animal's fields the report reads (docs/product/calculation.md#animal), in their wire names. */
export type FinanceAnimal = {
  /** Animal type (docs/product/calculation.md#records); absent means the default animal, crescimento_terminacao. */
  readonly tipo?: string | null;
  /** Cow physiological state (docs/product/calculation.md#records); only `nao_gestante` cows (cull cows) get a report. */
  readonly estado_fisiologico?: string | null;
  /** Head count N; empty means 1 (docs/product/calculation.md#validation). */
  readonly numero_animais?: number | null;
  /** Entry live weight PI, kg. */
  readonly peso_corporal_inicial?: number | null;
  /** Exit (sale) live weight PF, kg; when absent, PI + GMD × D with `dias_confinamento`. */
  readonly peso_corporal_final?: number | null;
  /** Average daily gain GMD, kg/day. */
  readonly ganho_medio_diario?: number | null;
  /** Monthly costs per head (docs/product/finance.md#decisions item 2), R$/head/month. */
  readonly custo_mao_de_obra?: number | null;
  readonly custo_energia?: number | null;
  readonly custo_maquinario?: number | null;
  readonly custo_medicamentos?: number | null;
  readonly custo_extra?: number | null;
  /** Sum of the five monthly costs, R$/head/month; used only when none of the five is given. */
  readonly custo_total?: number | null;
  /** Whether the monthly costs are per head ('cabeca', default) or for the whole lot ('lote'). */
  readonly custos_mensais_por?: 'cabeca' | 'lote' | null;
  /** Sale price Pv, R$ per arroba of carcass. */
  readonly preco_venda_arroba?: number | null;
  /** Purchase price Pc, R$ per arroba of carcass at the initial carcass yield. */
  readonly preco_arroba_adquirida?: number | null;
  /** Initial carcass yield RCi, percent (default on the form 50). */
  readonly rendimento_carcaca_inicial?: number | null;
  /** Final carcass yield RCf, percent (default on the form 53). */
  readonly rendimento_carcaca_final?: number | null;
  /** Monthly interest i for the opportunity cost, percent per month (default on the form 1). */
  readonly taxa_juros_mensal?: number | null;
};

/** The diet's figures the report needs (docs/product/calculation.md#records diet results). */
export type FinanceDiet = {
  /** Diet cost per head per day, R$/head/day (docs/product/finance.md#decisions item 1: CDa = CUSTO). */
  readonly CUSTO: number;
  /** Dry-matter intake per head, kg DM/head/day. */
  readonly CMS: number;
};

/** Optional figures beyond the product (docs/product/finance.md#decisions item 6); all default to zero. */
export type FinanceExtras = {
  /** Days on feed D; when absent, D = (PF − PI) / GMD. */
  readonly dias_confinamento?: number | null;
  /** Death loss, percent of the head bought. */
  readonly mortalidade?: number | null;
  /** Shrink of the sale live weight (transport, fasting), percent. */
  readonly quebra?: number | null;
  /** Freight, R$ per head. */
  readonly frete?: number | null;
  /** Sale or purchase commission, R$ per head. */
  readonly comissao?: number | null;
};

/** Input of `calculateFinancialReport`. */
export type FinanceInput = {
  readonly animal: FinanceAnimal;
  readonly dieta: FinanceDiet;
  readonly extras?: FinanceExtras | null;
};

/** One field problem: dotted path of the field and a stable code. */
export type FinanceFieldError = {
  readonly field: string;
  readonly code:
    | 'REQUIRED'
    | 'NOT_A_NUMBER'
    | 'MUST_BE_POSITIVE'
    | 'MUST_BE_NON_NEGATIVE'
    | 'MUST_BE_INTEGER'
    | 'MAX_100_PERCENT'
    | 'FINAL_BELOW_INITIAL'
    | 'NOT_AN_OBJECT'
    | 'FINANCE_NOT_AVAILABLE_FOR_ANIMAL';
};

/** A warning: the report was computed, but something deserves the user's attention. */
export type FinanceWarning =
  | { readonly code: 'INTEREST_MISSING_TAKEN_AS_ZERO' }
  | { readonly code: 'FINAL_WEIGHT_DIFFERS_FROM_GAIN'; readonly expectedKg: number; readonly givenKg: number }
  | { readonly code: 'TOTAL_COST_DIFFERS_FROM_SUM'; readonly sum: number; readonly given: number }
  /** The monthly costs were entered for the lot: the report uses them divided by the head count. */
  | {
      readonly code: 'MONTHLY_COSTS_PER_LOT';
      readonly lotPerMonth: number;
      readonly headCount: number;
      readonly perHeadPerMonth: number;
    }
  /**
   * Plausibility: the monthly costs besides feed, per head, are more than twice the feed cost of a month
   * (docs/decisions/finance-cost-basis.md): most likely a lot's total typed as a per-head cost.
   */
  | {
      readonly code: 'MONTHLY_COST_PER_HEAD_HIGH';
      readonly perHeadPerMonth: number;
      readonly feedPerHeadPerMonth: number;
    };

/** The report's symbols after validation (docs/product/finance.md#symbols), SI fractions instead of percents. */
export type FinanceParameters = {
  /** N, head. */
  readonly headCount: number;
  /** PI, kg. */
  readonly initialWeightKg: number;
  /** PF, kg. */
  readonly finalWeightKg: number;
  /** GMD, kg/day. */
  readonly dailyGainKg: number;
  /** D, days. */
  readonly daysOnFeed: number;
  /** RCi and RCf, fractions. */
  readonly initialCarcassYield: number;
  readonly finalCarcassYield: number;
  /** CDa, R$/head/day. */
  readonly dietCostPerDay: number;
  /** CMS, kg DM/head/day. */
  readonly dmiKgPerDay: number;
  /** Cmes, R$/head/month. */
  readonly monthlyCostPerHead: number;
  /** Pv and Pc, R$/@. */
  readonly salePricePerArroba: number;
  readonly purchasePricePerArroba: number;
  /** i, fraction per month. */
  readonly monthlyInterest: number;
  /** Death loss and shrink, fractions. */
  readonly deathLoss: number;
  readonly shrink: number;
  /** Freight and commission, R$/head. */
  readonly freightPerHead: number;
  readonly commissionPerHead: number;
};

export type FinanceValidation =
  | { readonly ok: true; readonly value: FinanceParameters; readonly warnings: readonly FinanceWarning[] }
  | { readonly ok: false; readonly errors: readonly FinanceFieldError[] };

/** Animal types that get a financial report: finishing cattle, and cull (non-pregnant) cows (docs/product/calculation.md#validation). */
const FINISHING_TYPE = 'crescimento_terminacao';
const COW_TYPE = 'vaca';
const COW_STATE_WITH_REPORT = 'nao_gestante';

/** Relative tolerance when checking that PF and PI + GMD × D agree (docs/product/finance.md#formulas PESO_DE_VENDA). */
const FINAL_WEIGHT_TOLERANCE = 0.01;
/**
 * Monthly costs besides feed, per head, above this multiple of the month's feed cost warn (plausibility,
 * not a refusal). Feed is the largest share of a Brazilian feedlot's daily operating cost (Scot
 * Consultoria's "diária"; the finance reference's worked example has overheads at 0.4 × feed), so costs
 * at twice the feed are most likely a lot's total typed per head. docs/decisions/finance-cost-basis.md.
 */
const MAX_OVERHEAD_TO_FEED_RATIO = 2;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the report's input and turns it into the reference's symbols. Field errors are values
 * (docs/product/calculation.md#validation): every problem is listed, not only the first.
 */
export function validateFinanceInput(input: unknown): FinanceValidation {
  const errors: FinanceFieldError[] = [];
  const warnings: FinanceWarning[] = [];
  if (!isRecord(input)) return { ok: false, errors: [{ field: '', code: 'NOT_AN_OBJECT' }] };
  const animal = input['animal'];
  const diet = input['dieta'];
  const extrasRaw = input['extras'];
  if (!isRecord(animal)) errors.push({ field: 'animal', code: 'NOT_AN_OBJECT' });
  if (!isRecord(diet)) errors.push({ field: 'dieta', code: 'NOT_AN_OBJECT' });
  if (extrasRaw !== undefined && extrasRaw !== null && !isRecord(extrasRaw))
    errors.push({ field: 'extras', code: 'NOT_AN_OBJECT' });
  if (!isRecord(animal) || !isRecord(diet)) return { ok: false, errors };
  const extras = isRecord(extrasRaw) ? extrasRaw : {};

  /** Reads an optional number: null when absent, empty string or null (docs/product/calculation.md#validation: empty → null). */
  const read = (source: Record<string, unknown>, prefix: string, key: string): number | null => {
    const value = source[key];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      errors.push({ field: `${prefix}.${key}`, code: 'NOT_A_NUMBER' });
      return null;
    }
    return value;
  };
  const requirePositive = (source: Record<string, unknown>, prefix: string, key: string): number => {
    const value = read(source, prefix, key);
    if (value === null) {
      if (source[key] === undefined || source[key] === null || source[key] === '')
        errors.push({ field: `${prefix}.${key}`, code: 'REQUIRED' });
      return 0;
    }
    if (value <= 0) errors.push({ field: `${prefix}.${key}`, code: 'MUST_BE_POSITIVE' });
    return value;
  };
  const nonNegative = (source: Record<string, unknown>, prefix: string, key: string): number | null => {
    const value = read(source, prefix, key);
    if (value !== null && value < 0) errors.push({ field: `${prefix}.${key}`, code: 'MUST_BE_NON_NEGATIVE' });
    return value;
  };
  const percent = (
    source: Record<string, unknown>,
    prefix: string,
    key: string,
    required: boolean,
  ): number | null => {
    const value = required ? requirePositive(source, prefix, key) : nonNegative(source, prefix, key);
    if (value !== null && value > 100) errors.push({ field: `${prefix}.${key}`, code: 'MAX_100_PERCENT' });
    return value;
  };

  // docs/product/calculation.md#validation: computed only for finishing cattle (or cows in one physiological state, here non-pregnant
  // cull cows; docs/decisions/finance-indicator-readings.md).
  const type = animal['tipo'];
  const isAllowedType =
    type === undefined ||
    type === null ||
    type === FINISHING_TYPE ||
    (type === COW_TYPE && animal['estado_fisiologico'] === COW_STATE_WITH_REPORT);
  if (!isAllowedType) errors.push({ field: 'animal.tipo', code: 'FINANCE_NOT_AVAILABLE_FOR_ANIMAL' });

  // docs/product/calculation.md#validation: animal count above 0, 1 when empty.
  const countValue = read(animal, 'animal', 'numero_animais');
  let headCount = 1;
  if (countValue !== null) {
    if (countValue <= 0) errors.push({ field: 'animal.numero_animais', code: 'MUST_BE_POSITIVE' });
    else if (!Number.isInteger(countValue))
      errors.push({ field: 'animal.numero_animais', code: 'MUST_BE_INTEGER' });
    headCount = countValue;
  }

  const initialWeightKg = requirePositive(animal, 'animal', 'peso_corporal_inicial');
  const dailyGainKg = requirePositive(animal, 'animal', 'ganho_medio_diario');
  const finalWeightValue = nonNegative(animal, 'animal', 'peso_corporal_final');
  const daysValue = nonNegative(extras, 'extras', 'dias_confinamento');
  if (finalWeightValue === null && daysValue === null)
    errors.push({ field: 'animal.peso_corporal_final', code: 'REQUIRED' });
  if (finalWeightValue !== null && finalWeightValue < initialWeightKg)
    errors.push({ field: 'animal.peso_corporal_final', code: 'FINAL_BELOW_INITIAL' });

  const salePricePerArroba = requirePositive(animal, 'animal', 'preco_venda_arroba');
  const purchasePricePerArroba = requirePositive(animal, 'animal', 'preco_arroba_adquirida');
  const initialYieldPercent = percent(animal, 'animal', 'rendimento_carcaca_inicial', true) ?? 0;
  const finalYieldPercent = percent(animal, 'animal', 'rendimento_carcaca_final', true) ?? 0;
  const interestPercent = nonNegative(animal, 'animal', 'taxa_juros_mensal');
  const interestRaw = animal['taxa_juros_mensal'];
  if (interestRaw === undefined || interestRaw === null || interestRaw === '')
    warnings.push({ code: 'INTEREST_MISSING_TAKEN_AS_ZERO' });

  // docs/product/finance.md#decisions item 2: custo_total is the sum of the five monthly costs per head.
  const componentKeys = [
    'custo_mao_de_obra',
    'custo_energia',
    'custo_maquinario',
    'custo_medicamentos',
    'custo_extra',
  ] as const;
  const components = componentKeys.map((key) => nonNegative(animal, 'animal', key));
  const totalGiven = nonNegative(animal, 'animal', 'custo_total');
  const hasComponents = components.some((value) => value !== null);
  const componentSum = components.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const monthlyCostEntered = hasComponents ? componentSum : (totalGiven ?? 0);
  if (hasComponents && totalGiven !== null && Math.abs(totalGiven - componentSum) > 0.005)
    warnings.push({ code: 'TOTAL_COST_DIFFERS_FROM_SUM', sum: componentSum, given: totalGiven });
  const isPerLot = animal['custos_mensais_por'] === 'lote';
  const monthlyCostPerHead = isPerLot && headCount > 0 ? monthlyCostEntered / headCount : monthlyCostEntered;
  if (isPerLot && monthlyCostEntered > 0)
    warnings.push({
      code: 'MONTHLY_COSTS_PER_LOT',
      lotPerMonth: monthlyCostEntered,
      headCount,
      perHeadPerMonth: monthlyCostPerHead,
    });

  const dietCostPerDay = nonNegative(diet, 'dieta', 'CUSTO');
  if (dietCostPerDay === null && (diet['CUSTO'] === undefined || diet['CUSTO'] === null))
    errors.push({ field: 'dieta.CUSTO', code: 'REQUIRED' });
  const dmiKgPerDay = nonNegative(diet, 'dieta', 'CMS');
  if (dmiKgPerDay === null && (diet['CMS'] === undefined || diet['CMS'] === null))
    errors.push({ field: 'dieta.CMS', code: 'REQUIRED' });

  const deathLossPercent = percent(extras, 'extras', 'mortalidade', false) ?? 0;
  const shrinkPercent = percent(extras, 'extras', 'quebra', false) ?? 0;
  const freightPerHead = nonNegative(extras, 'extras', 'frete') ?? 0;
  const commissionPerHead = nonNegative(extras, 'extras', 'comissao') ?? 0;

  if (errors.length > 0) return { ok: false, errors };

  const feedPerHeadPerMonth = (dietCostPerDay ?? 0) * DAYS_PER_MONTH;
  if (feedPerHeadPerMonth > 0 && monthlyCostPerHead > MAX_OVERHEAD_TO_FEED_RATIO * feedPerHeadPerMonth)
    warnings.push({
      code: 'MONTHLY_COST_PER_HEAD_HIGH',
      perHeadPerMonth: monthlyCostPerHead,
      feedPerHeadPerMonth,
    });

  // docs/product/finance.md#formulas DCONF and PESO_DE_VENDA: D = (PF − PI)/GMD, or PF = PI + GMD × D.
  const isFinalWeightGiven = finalWeightValue !== null;
  const daysOnFeed = daysValue ?? ((finalWeightValue ?? initialWeightKg) - initialWeightKg) / dailyGainKg;
  const finalWeightKg = finalWeightValue ?? initialWeightKg + dailyGainKg * daysOnFeed;
  if (isFinalWeightGiven && daysValue !== null) {
    const expectedKg = initialWeightKg + dailyGainKg * daysValue;
    if (Math.abs(expectedKg - finalWeightKg) > FINAL_WEIGHT_TOLERANCE * finalWeightKg)
      warnings.push({ code: 'FINAL_WEIGHT_DIFFERS_FROM_GAIN', expectedKg, givenKg: finalWeightKg });
  }

  return {
    ok: true,
    warnings,
    value: {
      headCount,
      initialWeightKg,
      finalWeightKg,
      dailyGainKg,
      daysOnFeed,
      initialCarcassYield: initialYieldPercent / 100,
      finalCarcassYield: finalYieldPercent / 100,
      dietCostPerDay: dietCostPerDay ?? 0,
      dmiKgPerDay: dmiKgPerDay ?? 0,
      monthlyCostPerHead,
      salePricePerArroba,
      purchasePricePerArroba,
      monthlyInterest: (interestPercent ?? 0) / 100,
      deathLoss: deathLossPercent / 100,
      shrink: shrinkPercent / 100,
      freightPerHead,
      commissionPerHead,
    },
  };
}
