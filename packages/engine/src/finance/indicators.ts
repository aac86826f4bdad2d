/**
 * Financial report indicator catalogue: every code of the IAE and ATC groups (docs/product/calculation.md#records "Financial
 * report"), plus auxiliary figures the reference asks to show (group AUX). Each entry carries its unit,
 * whether it is per head or for the lot, and the section of docs/product/finance.md it comes
 * from. Names and formula texts in pt/en/es (the UI hover) are in the message catalogue of @cocho/contracts.
 *
 * Symbols used in the formula texts (docs/product/finance.md#symbols): N head, PI/PF entry/exit live weight (kg), GMD daily
 * gain, D days on feed, RCi/RCf carcass yields, CMS dry-matter intake, Cd diet cost per head per day,
 * Cmes monthly costs per head, Pv sale price (R$/@), Pc purchase price (R$/@), i monthly interest,
 * m = D/30.42 months.
 */

/** Indicator groups: IAE general indicators, ATC total operation evaluation, AUX auxiliary figures. */
export type FinanceGroup = 'IAE' | 'ATC' | 'AUX';

/** Indicator codes of group IAE (docs/product/calculation.md#records), in report order. */
export const IAE_CODES = [
  'N',
  'DCONF',
  'PESO_DE_VENDA',
  'TAP',
  'GDC',
  'RG',
  'GDiarioC',
  'EFICIENCIA_BIOLOGICA',
  'CUSTO_DIARIO',
  'COCAB',
  'CAR',
  'CTR',
  'COT',
  'CAP',
  'PONTO_EQUILIBRIO_PRECO',
  'CUSTO_OPORTUNIDADE_CAPITAL',
  'PONTO_EQUILIBRIO_PRECO_COP',
  'MARGEM_OPERACIONAL',
  'MARGEM_OPERACIONAL_CAB',
  'RAT',
  'TAXA_RETORNO_INVESTIMENTO_ANO',
  'TAXA_RETORNO_INVESTIMENTO_ANO_COP',
] as const;

/** Indicator codes of group ATC (docs/product/calculation.md#records), in report order. */
export const ATC_CODES = ['IA', 'CALT', 'OC', 'CT', 'RBT', 'RTA', 'RTPAA'] as const;

/**
 * Auxiliary codes (not in the product's lists): intermediate figures the reference's worked example shows
 * (m, @ at entry and exit, CDa, CDo, RB, period returns), the yearly half of RTPAA, the optional extras
 * and the reverse breakeven (docs/product/finance.md#decisions items 1 and 6).
 */
export const AUX_CODES = [
  'MESES',
  'ARROBA_INICIAL',
  'ARROBA_FINAL',
  'ARROBAS_VENDIDAS',
  'CUSTO_DIARIO_ALIMENTAR',
  'CUSTO_DIARIO_OPERACIONAL',
  'CUSTO_EXTRAS_CAB',
  'RECEITA_BRUTA_CAB',
  'RETORNO_PERIODO',
  'RETORNO_PERIODO_COP',
  'RAT_COP',
  'RTPAA_ANO',
  'PRECO_COMPRA_EQUILIBRIO',
  'PRECO_COMPRA_EQUILIBRIO_COP',
] as const;

export type IaeCode = (typeof IAE_CODES)[number];
export type AtcCode = (typeof ATC_CODES)[number];
export type AuxCode = (typeof AUX_CODES)[number];
/** Any financial indicator code. */
export type FinanceCode = IaeCode | AtcCode | AuxCode;

/** Every code in report order: IAE, then ATC, then AUX. */
export const FINANCE_CODES: readonly FinanceCode[] = [...IAE_CODES, ...ATC_CODES, ...AUX_CODES];

/**
 * Unit of an indicator. Money is in reais (R$, floating; see docs/decisions/finance-money-representation.md);
 * `@` is the arroba of carcass (15 kg); percentages are percent (66.9 means 66.9 %).
 */
export type FinanceUnit =
  | 'head'
  | 'days'
  | 'months'
  | 'kg'
  | 'kg/day'
  | '%'
  | '%/month'
  | '%/year'
  | '@'
  | 'kg DM/@'
  | 'R$/day'
  | 'R$'
  | 'R$/@';

/**
 * Static description of one indicator. Its name and formula in pt/en/es: the message catalogue of
 * @cocho/contracts, `financeIndicators.name.<code>` and `financeIndicators.formula.<code>`.
 */
export type FinanceIndicatorDefinition = {
  readonly code: FinanceCode;
  readonly group: FinanceGroup;
  readonly unit: FinanceUnit;
  /** `head`: per head bought; `lot`: for the N head. */
  readonly basis: 'head' | 'lot';
  /** Where the formula comes from (section of docs/product/finance.md). */
  readonly source: string;
};

function def(
  code: FinanceCode,
  group: FinanceGroup,
  unit: FinanceUnit,
  basis: 'head' | 'lot',
  source: string,
): FinanceIndicatorDefinition {
  return { code, group, unit, basis, source };
}

const REF = 'docs/product/finance.md';

/** The indicator catalogue, keyed by code (the English name of each in its comment). */
export const FINANCE_INDICATORS: Readonly<Record<FinanceCode, FinanceIndicatorDefinition>> = {
  // ---- IAE ----
  // Number of animals
  N: def('N', 'IAE', 'head', 'lot', `${REF}#formulas N; docs/product/calculation.md#validation`),
  // Days on feed
  DCONF: def(
    'DCONF',
    'IAE',
    'days',
    'head',
    `${REF}#formulas DCONF, docs/product/finance.md#decisions item 8`,
  ),
  // Final (sale) live weight
  PESO_DE_VENDA: def('PESO_DE_VENDA', 'IAE', 'kg', 'head', `${REF}#formulas PESO_DE_VENDA`),
  // Total arrobas produced
  TAP: def('TAP', 'IAE', '@', 'head', `${REF}#formulas TAP`),
  // Carcass gain
  GDC: def('GDC', 'IAE', 'kg', 'head', `${REF}#formulas GDC`),
  // Carcass yield of the gain
  RG: def('RG', 'IAE', '%', 'head', `${REF}#formulas RG (Rehagro [S49])`),
  // Daily carcass gain
  GDiarioC: def('GDiarioC', 'IAE', 'kg/day', 'head', `${REF}#formulas GDiarioC (Rehagro [S49])`),
  // Biological efficiency
  EFICIENCIA_BIOLOGICA: def(
    'EFICIENCIA_BIOLOGICA',
    'IAE',
    'kg DM/@',
    'head',
    `${REF}#formulas EFICIENCIA_BIOLOGICA ([S55][S56])`,
  ),
  // Daily cost per head
  CUSTO_DIARIO: def(
    'CUSTO_DIARIO',
    'IAE',
    'R$/day',
    'head',
    `${REF}#formulas CUSTO_DIARIO, docs/product/finance.md#decisions items 1 and 2`,
  ),
  // Operating cost per head
  COCAB: def('COCAB', 'IAE', 'R$', 'head', `${REF}#formulas COCAB`),
  // Purchase cost per head
  CAR: def('CAR', 'IAE', 'R$', 'head', `${REF}#formulas CAR, docs/product/finance.md#decisions item 3`),
  // Total cost per head
  CTR: def('CTR', 'IAE', 'R$', 'head', `${REF}#formulas CTR, docs/product/finance.md#decisions item 6`),
  // Total operating cost
  COT: def('COT', 'IAE', 'R$', 'lot', `${REF}#formulas COT (without the purchase)`),
  // Cost per arroba produced
  CAP: def(
    'CAP',
    'IAE',
    'R$/@',
    'head',
    `${REF}#formulas CAP ([S43][S50]), docs/product/finance.md#decisions item 6`,
  ),
  // Breakeven sale price per arroba
  PONTO_EQUILIBRIO_PRECO: def(
    'PONTO_EQUILIBRIO_PRECO',
    'IAE',
    'R$/@',
    'head',
    `${REF}#formulas PONTO_EQUILIBRIO_PRECO ([S57])`,
  ),
  // Opportunity cost of capital
  CUSTO_OPORTUNIDADE_CAPITAL: def(
    'CUSTO_OPORTUNIDADE_CAPITAL',
    'IAE',
    'R$',
    'head',
    `${REF}#formulas CUSTO_OPORTUNIDADE_CAPITAL, docs/product/finance.md#decisions item 4`,
  ),
  // Breakeven sale price with opportunity cost
  PONTO_EQUILIBRIO_PRECO_COP: def(
    'PONTO_EQUILIBRIO_PRECO_COP',
    'IAE',
    'R$/@',
    'head',
    `${REF}#formulas PONTO_EQUILIBRIO_PRECO_COP`,
  ),
  // Operating margin of the lot
  MARGEM_OPERACIONAL: def('MARGEM_OPERACIONAL', 'IAE', 'R$', 'lot', `${REF}#formulas MARGEM_OPERACIONAL`),
  // Operating margin per head
  MARGEM_OPERACIONAL_CAB: def(
    'MARGEM_OPERACIONAL_CAB',
    'IAE',
    'R$',
    'head',
    `${REF}#formulas MARGEM_OPERACIONAL_CAB`,
  ),
  // Monthly return
  RAT: def('RAT', 'IAE', '%/month', 'head', `${REF}#formulas RAT, docs/product/finance.md#decisions item 5`),
  // Annual rate of return
  TAXA_RETORNO_INVESTIMENTO_ANO: def(
    'TAXA_RETORNO_INVESTIMENTO_ANO',
    'IAE',
    '%/year',
    'head',
    `${REF}#formulas TAXA_RETORNO_INVESTIMENTO_ANO, docs/product/finance.md#decisions item 5`,
  ),
  // Annual rate of return net of opportunity cost
  TAXA_RETORNO_INVESTIMENTO_ANO_COP: def(
    'TAXA_RETORNO_INVESTIMENTO_ANO_COP',
    'IAE',
    '%/year',
    'head',
    `${REF}#formulas TAXA_RETORNO_INVESTIMENTO_ANO_COP`,
  ),
  // ---- ATC ----
  // Investment in animals
  IA: def('IA', 'ATC', 'R$', 'lot', `${REF}#formulas IA`),
  // Total feed cost
  CALT: def('CALT', 'ATC', 'R$', 'lot', `${REF}#formulas CALT, docs/product/finance.md#decisions item 1`),
  // Other costs
  OC: def('OC', 'ATC', 'R$', 'lot', `${REF}#formulas OC, docs/product/finance.md#decisions items 2 and 6`),
  // Total cost
  CT: def('CT', 'ATC', 'R$', 'lot', `${REF}#formulas CT`),
  // Total gross revenue
  RBT: def('RBT', 'ATC', 'R$', 'lot', `${REF}#formulas RBT`),
  // Total result of the operation
  RTA: def('RTA', 'ATC', 'R$', 'lot', `${REF}#formulas RTA`),
  // Total return in the period
  RTPAA: def('RTPAA', 'ATC', '%', 'lot', `${REF}#formulas RTPAA`),
  // ---- AUX ----
  // Months on feed
  MESES: def('MESES', 'AUX', 'months', 'head', `${REF}#conventions months on feed`),
  // Arrobas at entry
  ARROBA_INICIAL: def(
    'ARROBA_INICIAL',
    'AUX',
    '@',
    'head',
    `${REF}#conventions, docs/product/finance.md#worked-example`,
  ),
  // Arrobas at exit
  ARROBA_FINAL: def(
    'ARROBA_FINAL',
    'AUX',
    '@',
    'head',
    `${REF}#conventions, docs/product/finance.md#worked-example`,
  ),
  // Arrobas sold per head bought
  ARROBAS_VENDIDAS: def('ARROBAS_VENDIDAS', 'AUX', '@', 'head', `${REF}#decisions item 6`),
  // Daily feed cost
  CUSTO_DIARIO_ALIMENTAR: def(
    'CUSTO_DIARIO_ALIMENTAR',
    'AUX',
    'R$/day',
    'head',
    `${REF}#formulas CUSTO_DIARIO (CDa), docs/product/finance.md#decisions item 1`,
  ),
  // Daily overhead cost
  CUSTO_DIARIO_OPERACIONAL: def(
    'CUSTO_DIARIO_OPERACIONAL',
    'AUX',
    'R$/day',
    'head',
    `${REF}#formulas CUSTO_DIARIO (CDo), docs/product/finance.md#decisions item 2`,
  ),
  // Freight and commission per head
  CUSTO_EXTRAS_CAB: def('CUSTO_EXTRAS_CAB', 'AUX', 'R$', 'head', `${REF}#decisions item 6`),
  // Gross revenue per head
  RECEITA_BRUTA_CAB: def('RECEITA_BRUTA_CAB', 'AUX', 'R$', 'head', `${REF}#formulas MARGEM_OPERACIONAL (RB)`),
  // Return in the period
  RETORNO_PERIODO: def('RETORNO_PERIODO', 'AUX', '%', 'head', `${REF}#formulas RAT`),
  // Return in the period net of opportunity cost
  RETORNO_PERIODO_COP: def(
    'RETORNO_PERIODO_COP',
    'AUX',
    '%',
    'head',
    `${REF}#formulas TAXA_RETORNO_INVESTIMENTO_ANO_COP`,
  ),
  // Monthly return net of opportunity cost
  RAT_COP: def(
    'RAT_COP',
    'AUX',
    '%/month',
    'head',
    `${REF}#formulas TAXA_RETORNO_INVESTIMENTO_ANO_COP, docs/product/finance.md#worked-example`,
  ),
  // Total return per year
  RTPAA_ANO: def('RTPAA_ANO', 'AUX', '%/year', 'lot', `${REF}#formulas RTPAA`),
  // Highest purchase price per arroba that breaks even
  PRECO_COMPRA_EQUILIBRIO: def('PRECO_COMPRA_EQUILIBRIO', 'AUX', 'R$/@', 'head', `${REF}#decisions item 6`),
  // Highest breakeven purchase price per arroba with opportunity cost
  PRECO_COMPRA_EQUILIBRIO_COP: def(
    'PRECO_COMPRA_EQUILIBRIO_COP',
    'AUX',
    'R$/@',
    'head',
    `${REF}#formulas CUSTO_OPORTUNIDADE_CAPITAL solved for Pc, docs/product/finance.md#decisions item 6`,
  ),
};
