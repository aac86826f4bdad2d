/**
 * Financial report indicator catalogue: every code of the IAE and ATC groups (spec 02 §3 "Financial
 * report"), plus auxiliary figures the reference asks to show (group AUX). Each entry carries its unit,
 * whether it is per head or for the lot, its full name and formula text in pt/en/es (the UI hover), and
 * the section of shared/reference/feedlot-finance.md it comes from.
 *
 * Symbols used in the formula texts (reference §2.2): N head, PI/PF entry/exit live weight (kg), GMD daily
 * gain, D days on feed, RCi/RCf carcass yields, CMS dry-matter intake, Cd diet cost per head per day,
 * Cmes monthly costs per head, Pv sale price (R$/@), Pc purchase price (R$/@), i monthly interest,
 * m = D/30.42 months.
 */

/** Indicator groups: IAE general indicators, ATC total operation evaluation, AUX auxiliary figures. */
export type FinanceGroup = 'IAE' | 'ATC' | 'AUX';

/** Indicator codes of group IAE (spec 02 §3), in report order. */
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

/** Indicator codes of group ATC (spec 02 §3), in report order. */
export const ATC_CODES = ['IA', 'CALT', 'OC', 'CT', 'RBT', 'RTA', 'RTPAA'] as const;

/**
 * Auxiliary codes (not in the spec's lists): intermediate figures the reference's worked example shows
 * (m, @ at entry and exit, CDa, CDo, RB, period returns), the yearly half of RTPAA, the optional extras
 * and the reverse breakeven (reference §2.5 items 1 and 6).
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

/** Text in the three product languages. */
export type Trilingual = { readonly pt: string; readonly en: string; readonly es: string };

/** Static description of one indicator. */
export type FinanceIndicatorDefinition = {
  readonly code: FinanceCode;
  readonly group: FinanceGroup;
  readonly unit: FinanceUnit;
  /** `head`: per head bought; `lot`: for the N head. */
  readonly basis: 'head' | 'lot';
  readonly name: Trilingual;
  readonly formula: Trilingual;
  /** Where the formula comes from (section of shared/reference/feedlot-finance.md). */
  readonly source: string;
};

function def(
  code: FinanceCode,
  group: FinanceGroup,
  unit: FinanceUnit,
  basis: 'head' | 'lot',
  name: [string, string, string],
  formula: [string, string, string],
  source: string,
): FinanceIndicatorDefinition {
  return {
    code,
    group,
    unit,
    basis,
    name: { pt: name[0], en: name[1], es: name[2] },
    formula: { pt: formula[0], en: formula[1], es: formula[2] },
    source,
  };
}

const REF = 'shared/reference/feedlot-finance.md';

/** The indicator catalogue, keyed by code. */
export const FINANCE_INDICATORS: Readonly<Record<FinanceCode, FinanceIndicatorDefinition>> = {
  // ---- IAE ----
  N: def(
    'N',
    'IAE',
    'head',
    'lot',
    ['Número de animais', 'Number of animals', 'Número de animales'],
    [
      'N = número de animais (1 se vazio)',
      'N = number of animals (1 when empty)',
      'N = número de animales (1 si vacío)',
    ],
    `${REF} §2.3 N; spec 02 §5`,
  ),
  DCONF: def(
    'DCONF',
    'IAE',
    'days',
    'head',
    ['Dias de confinamento', 'Days on feed', 'Días de confinamiento'],
    [
      'D = (PF − PI) / GMD, ou os dias informados',
      'D = (PF − PI) / ADG, or the days entered',
      'D = (PF − PI) / GMD, o los días informados',
    ],
    `${REF} §2.3 DCONF, §2.5 item 8`,
  ),
  PESO_DE_VENDA: def(
    'PESO_DE_VENDA',
    'IAE',
    'kg',
    'head',
    ['Peso vivo final (de venda)', 'Final (sale) live weight', 'Peso vivo final (de venta)'],
    ['PF informado, ou PI + GMD × D', 'PF as entered, or PI + ADG × D', 'PF informado, o PI + GMD × D'],
    `${REF} §2.3 PESO_DE_VENDA`,
  ),
  TAP: def(
    'TAP',
    'IAE',
    '@',
    'head',
    ['Total de arrobas produzidas', 'Total arrobas produced', 'Total de arrobas producidas'],
    [
      'TAP = (PF × RCf − PI × RCi) / 15',
      'TAP = (PF × RCf − PI × RCi) / 15',
      'TAP = (PF × RCf − PI × RCi) / 15',
    ],
    `${REF} §2.3 TAP`,
  ),
  GDC: def(
    'GDC',
    'IAE',
    'kg',
    'head',
    ['Ganho de carcaça', 'Carcass gain', 'Ganancia de canal'],
    ['GDC = PF × RCf − PI × RCi', 'GDC = PF × RCf − PI × RCi', 'GDC = PF × RCf − PI × RCi'],
    `${REF} §2.3 GDC`,
  ),
  RG: def(
    'RG',
    'IAE',
    '%',
    'head',
    ['Rendimento do ganho', 'Carcass yield of the gain', 'Rendimiento de la ganancia'],
    [
      'RG = (PF × RCf − PI × RCi) / (PF − PI) × 100',
      'RG = (PF × RCf − PI × RCi) / (PF − PI) × 100',
      'RG = (PF × RCf − PI × RCi) / (PF − PI) × 100',
    ],
    `${REF} §2.3 RG (Rehagro [S49])`,
  ),
  GDiarioC: def(
    'GDiarioC',
    'IAE',
    'kg/day',
    'head',
    ['Ganho diário de carcaça', 'Daily carcass gain', 'Ganancia diaria de canal'],
    [
      'GDiarioC = (PF × RCf − PI × RCi) / D',
      'GDiarioC = (PF × RCf − PI × RCi) / D',
      'GDiarioC = (PF × RCf − PI × RCi) / D',
    ],
    `${REF} §2.3 GDiarioC (Rehagro [S49])`,
  ),
  EFICIENCIA_BIOLOGICA: def(
    'EFICIENCIA_BIOLOGICA',
    'IAE',
    'kg DM/@',
    'head',
    ['Eficiência biológica', 'Biological efficiency', 'Eficiencia biológica'],
    [
      'EB = CMS × D / TAP (kg de MS por @ produzida)',
      'EB = DMI × D / TAP (kg DM per arroba produced)',
      'EB = CMS × D / TAP (kg de MS por @ producida)',
    ],
    `${REF} §2.3 EFICIENCIA_BIOLOGICA ([S55][S56])`,
  ),
  CUSTO_DIARIO: def(
    'CUSTO_DIARIO',
    'IAE',
    'R$/day',
    'head',
    ['Custo diário por cabeça', 'Daily cost per head', 'Costo diario por cabeza'],
    [
      'CUSTO_DIARIO = custo da dieta por dia + Cmes / 30,42',
      'CUSTO_DIARIO = diet cost per day + Cmes / 30.42',
      'CUSTO_DIARIO = costo de la dieta por día + Cmes / 30,42',
    ],
    `${REF} §2.3 CUSTO_DIARIO, §2.5 items 1 and 2`,
  ),
  COCAB: def(
    'COCAB',
    'IAE',
    'R$',
    'head',
    ['Custo operacional por cabeça', 'Operating cost per head', 'Costo operativo por cabeza'],
    [
      'COCAB = CUSTO_DIARIO × D (sem a compra do animal)',
      'COCAB = CUSTO_DIARIO × D (excluding the animal purchase)',
      'COCAB = CUSTO_DIARIO × D (sin la compra del animal)',
    ],
    `${REF} §2.3 COCAB`,
  ),
  CAR: def(
    'CAR',
    'IAE',
    'R$',
    'head',
    ['Custo de aquisição por cabeça', 'Purchase cost per head', 'Costo de adquisición por cabeza'],
    ['CAR = PI × RCi / 15 × Pc', 'CAR = PI × RCi / 15 × Pc', 'CAR = PI × RCi / 15 × Pc'],
    `${REF} §2.3 CAR, §2.5 item 3`,
  ),
  CTR: def(
    'CTR',
    'IAE',
    'R$',
    'head',
    ['Custo total por cabeça', 'Total cost per head', 'Costo total por cabeza'],
    [
      'CTR = CAR + COCAB + frete + comissão',
      'CTR = CAR + COCAB + freight + commission',
      'CTR = CAR + COCAB + flete + comisión',
    ],
    `${REF} §2.3 CTR, §2.5 item 6`,
  ),
  COT: def(
    'COT',
    'IAE',
    'R$',
    'lot',
    ['Custo operacional total', 'Total operating cost', 'Costo operativo total'],
    ['COT = N × COCAB', 'COT = N × COCAB', 'COT = N × COCAB'],
    `${REF} §2.3 COT (without the purchase)`,
  ),
  CAP: def(
    'CAP',
    'IAE',
    'R$/@',
    'head',
    ['Custo da arroba produzida', 'Cost per arroba produced', 'Costo de la arroba producida'],
    [
      'CAP = COCAB / (TAP × (1 − mortalidade))',
      'CAP = COCAB / (TAP × (1 − death loss))',
      'CAP = COCAB / (TAP × (1 − mortalidad))',
    ],
    `${REF} §2.3 CAP ([S43][S50]), §2.5 item 6`,
  ),
  PONTO_EQUILIBRIO_PRECO: def(
    'PONTO_EQUILIBRIO_PRECO',
    'IAE',
    'R$/@',
    'head',
    [
      'Preço de equilíbrio da arroba de venda',
      'Breakeven sale price per arroba',
      'Precio de equilibrio de la arroba de venta',
    ],
    [
      'PE = CTR / arrobas vendidas (PF × RCf / 15, menos quebra e mortalidade)',
      'PE = CTR / arrobas sold (PF × RCf / 15, less shrink and death loss)',
      'PE = CTR / arrobas vendidas (PF × RCf / 15, menos merma y mortalidad)',
    ],
    `${REF} §2.3 PONTO_EQUILIBRIO_PRECO ([S57])`,
  ),
  CUSTO_OPORTUNIDADE_CAPITAL: def(
    'CUSTO_OPORTUNIDADE_CAPITAL',
    'IAE',
    'R$',
    'head',
    ['Custo de oportunidade do capital', 'Opportunity cost of capital', 'Costo de oportunidad del capital'],
    [
      'COC = CAR × ((1 + i)^m − 1) + COCAB × ((1 + i)^(m/2) − 1)',
      'COC = CAR × ((1 + i)^m − 1) + COCAB × ((1 + i)^(m/2) − 1)',
      'COC = CAR × ((1 + i)^m − 1) + COCAB × ((1 + i)^(m/2) − 1)',
    ],
    `${REF} §2.3 CUSTO_OPORTUNIDADE_CAPITAL, §2.5 item 4`,
  ),
  PONTO_EQUILIBRIO_PRECO_COP: def(
    'PONTO_EQUILIBRIO_PRECO_COP',
    'IAE',
    'R$/@',
    'head',
    [
      'Preço de equilíbrio com custo de oportunidade',
      'Breakeven sale price with opportunity cost',
      'Precio de equilibrio con costo de oportunidad',
    ],
    [
      'PE_COP = (CTR + COC) / arrobas vendidas',
      'PE_COP = (CTR + COC) / arrobas sold',
      'PE_COP = (CTR + COC) / arrobas vendidas',
    ],
    `${REF} §2.3 PONTO_EQUILIBRIO_PRECO_COP`,
  ),
  MARGEM_OPERACIONAL: def(
    'MARGEM_OPERACIONAL',
    'IAE',
    'R$',
    'lot',
    ['Margem operacional do lote', 'Operating margin of the lot', 'Margen operativo del lote'],
    ['MO = N × (RB − CTR)', 'MO = N × (RB − CTR)', 'MO = N × (RB − CTR)'],
    `${REF} §2.3 MARGEM_OPERACIONAL`,
  ),
  MARGEM_OPERACIONAL_CAB: def(
    'MARGEM_OPERACIONAL_CAB',
    'IAE',
    'R$',
    'head',
    ['Margem operacional por cabeça', 'Operating margin per head', 'Margen operativo por cabeza'],
    [
      'MO/cab = RB − CTR, com RB = arrobas vendidas × Pv',
      'MO/head = RB − CTR, with RB = arrobas sold × Pv',
      'MO/cab = RB − CTR, con RB = arrobas vendidas × Pv',
    ],
    `${REF} §2.3 MARGEM_OPERACIONAL_CAB`,
  ),
  RAT: def(
    'RAT',
    'IAE',
    '%/month',
    'head',
    ['Rentabilidade ao mês', 'Monthly return', 'Rentabilidad mensual'],
    [
      'RAT = (1 + r)^(1/m) − 1, r = (RB − CTR) / CTR (composto)',
      'RAT = (1 + r)^(1/m) − 1, r = (RB − CTR) / CTR (compound)',
      'RAT = (1 + r)^(1/m) − 1, r = (RB − CTR) / CTR (compuesto)',
    ],
    `${REF} §2.3 RAT, §2.5 item 5`,
  ),
  TAXA_RETORNO_INVESTIMENTO_ANO: def(
    'TAXA_RETORNO_INVESTIMENTO_ANO',
    'IAE',
    '%/year',
    'head',
    ['Taxa de retorno anual', 'Annual rate of return', 'Tasa de retorno anual'],
    ['(1 + RAT)^12 − 1 (composto)', '(1 + RAT)^12 − 1 (compound)', '(1 + RAT)^12 − 1 (compuesto)'],
    `${REF} §2.3 TAXA_RETORNO_INVESTIMENTO_ANO, §2.5 item 5`,
  ),
  TAXA_RETORNO_INVESTIMENTO_ANO_COP: def(
    'TAXA_RETORNO_INVESTIMENTO_ANO_COP',
    'IAE',
    '%/year',
    'head',
    [
      'Taxa de retorno anual descontado o custo de oportunidade',
      'Annual rate of return net of opportunity cost',
      'Tasa de retorno anual descontado el costo de oportunidad',
    ],
    [
      "(1 + r')^(12/m) − 1, r' = (RB − CTR − COC) / CTR",
      "(1 + r')^(12/m) − 1, r' = (RB − CTR − COC) / CTR",
      "(1 + r')^(12/m) − 1, r' = (RB − CTR − COC) / CTR",
    ],
    `${REF} §2.3 TAXA_RETORNO_INVESTIMENTO_ANO_COP`,
  ),
  // ---- ATC ----
  IA: def(
    'IA',
    'ATC',
    'R$',
    'lot',
    ['Investimento em animais', 'Investment in animals', 'Inversión en animales'],
    ['IA = N × CAR', 'IA = N × CAR', 'IA = N × CAR'],
    `${REF} §2.3 IA`,
  ),
  CALT: def(
    'CALT',
    'ATC',
    'R$',
    'lot',
    ['Custo de alimentação total', 'Total feed cost', 'Costo total de alimentación'],
    [
      'CALT = N × custo da dieta por dia × D',
      'CALT = N × diet cost per day × D',
      'CALT = N × costo de la dieta por día × D',
    ],
    `${REF} §2.3 CALT, §2.5 item 1`,
  ),
  OC: def(
    'OC',
    'ATC',
    'R$',
    'lot',
    ['Outros custos', 'Other costs', 'Otros costos'],
    [
      'OC = N × (Cmes × m + frete + comissão)',
      'OC = N × (Cmes × m + freight + commission)',
      'OC = N × (Cmes × m + flete + comisión)',
    ],
    `${REF} §2.3 OC, §2.5 items 2 and 6`,
  ),
  CT: def(
    'CT',
    'ATC',
    'R$',
    'lot',
    ['Custo total', 'Total cost', 'Costo total'],
    ['CT = IA + CALT + OC', 'CT = IA + CALT + OC', 'CT = IA + CALT + OC'],
    `${REF} §2.3 CT`,
  ),
  RBT: def(
    'RBT',
    'ATC',
    'R$',
    'lot',
    ['Receita bruta total', 'Total gross revenue', 'Ingreso bruto total'],
    ['RBT = N × arrobas vendidas × Pv', 'RBT = N × arrobas sold × Pv', 'RBT = N × arrobas vendidas × Pv'],
    `${REF} §2.3 RBT`,
  ),
  RTA: def(
    'RTA',
    'ATC',
    'R$',
    'lot',
    ['Resultado total da atividade', 'Total result of the operation', 'Resultado total de la actividad'],
    ['RTA = RBT − CT', 'RTA = RBT − CT', 'RTA = RBT − CT'],
    `${REF} §2.3 RTA`,
  ),
  RTPAA: def(
    'RTPAA',
    'ATC',
    '%',
    'lot',
    ['Retorno total no período', 'Total return in the period', 'Retorno total en el período'],
    ['RTPAA = RTA / CT × 100', 'RTPAA = RTA / CT × 100', 'RTPAA = RTA / CT × 100'],
    `${REF} §2.3 RTPAA`,
  ),
  // ---- AUX ----
  MESES: def(
    'MESES',
    'AUX',
    'months',
    'head',
    ['Meses de confinamento', 'Months on feed', 'Meses de confinamiento'],
    ['m = D / 30,42', 'm = D / 30.42', 'm = D / 30,42'],
    `${REF} §2.1 months on feed`,
  ),
  ARROBA_INICIAL: def(
    'ARROBA_INICIAL',
    'AUX',
    '@',
    'head',
    ['Arrobas na entrada', 'Arrobas at entry', 'Arrobas a la entrada'],
    ['PI × RCi / 15', 'PI × RCi / 15', 'PI × RCi / 15'],
    `${REF} §2.1, §2.4`,
  ),
  ARROBA_FINAL: def(
    'ARROBA_FINAL',
    'AUX',
    '@',
    'head',
    ['Arrobas na saída', 'Arrobas at exit', 'Arrobas a la salida'],
    ['PF × RCf / 15', 'PF × RCf / 15', 'PF × RCf / 15'],
    `${REF} §2.1, §2.4`,
  ),
  ARROBAS_VENDIDAS: def(
    'ARROBAS_VENDIDAS',
    'AUX',
    '@',
    'head',
    [
      'Arrobas vendidas por cabeça comprada',
      'Arrobas sold per head bought',
      'Arrobas vendidas por cabeza comprada',
    ],
    [
      'PF × (1 − quebra) × RCf / 15 × (1 − mortalidade)',
      'PF × (1 − shrink) × RCf / 15 × (1 − death loss)',
      'PF × (1 − merma) × RCf / 15 × (1 − mortalidad)',
    ],
    `${REF} §2.5 item 6`,
  ),
  CUSTO_DIARIO_ALIMENTAR: def(
    'CUSTO_DIARIO_ALIMENTAR',
    'AUX',
    'R$/day',
    'head',
    ['Custo diário da alimentação', 'Daily feed cost', 'Costo diario de alimentación'],
    ['CDa = custo da dieta por dia', 'CDa = diet cost per day', 'CDa = costo de la dieta por día'],
    `${REF} §2.3 CUSTO_DIARIO (CDa), §2.5 item 1`,
  ),
  CUSTO_DIARIO_OPERACIONAL: def(
    'CUSTO_DIARIO_OPERACIONAL',
    'AUX',
    'R$/day',
    'head',
    ['Custo diário operacional', 'Daily overhead cost', 'Costo diario operativo'],
    ['CDo = Cmes / 30,42', 'CDo = Cmes / 30.42', 'CDo = Cmes / 30,42'],
    `${REF} §2.3 CUSTO_DIARIO (CDo), §2.5 item 2`,
  ),
  CUSTO_EXTRAS_CAB: def(
    'CUSTO_EXTRAS_CAB',
    'AUX',
    'R$',
    'head',
    ['Frete e comissão por cabeça', 'Freight and commission per head', 'Flete y comisión por cabeza'],
    ['frete + comissão', 'freight + commission', 'flete + comisión'],
    `${REF} §2.5 item 6`,
  ),
  RECEITA_BRUTA_CAB: def(
    'RECEITA_BRUTA_CAB',
    'AUX',
    'R$',
    'head',
    ['Receita bruta por cabeça', 'Gross revenue per head', 'Ingreso bruto por cabeza'],
    ['RB = arrobas vendidas × Pv', 'RB = arrobas sold × Pv', 'RB = arrobas vendidas × Pv'],
    `${REF} §2.3 MARGEM_OPERACIONAL (RB)`,
  ),
  RETORNO_PERIODO: def(
    'RETORNO_PERIODO',
    'AUX',
    '%',
    'head',
    ['Retorno no período', 'Return in the period', 'Retorno en el período'],
    ['r = (RB − CTR) / CTR × 100', 'r = (RB − CTR) / CTR × 100', 'r = (RB − CTR) / CTR × 100'],
    `${REF} §2.3 RAT`,
  ),
  RETORNO_PERIODO_COP: def(
    'RETORNO_PERIODO_COP',
    'AUX',
    '%',
    'head',
    [
      'Retorno no período descontado o custo de oportunidade',
      'Return in the period net of opportunity cost',
      'Retorno en el período descontado el costo de oportunidad',
    ],
    [
      "r' = (RB − CTR − COC) / CTR × 100",
      "r' = (RB − CTR − COC) / CTR × 100",
      "r' = (RB − CTR − COC) / CTR × 100",
    ],
    `${REF} §2.3 TAXA_RETORNO_INVESTIMENTO_ANO_COP`,
  ),
  RAT_COP: def(
    'RAT_COP',
    'AUX',
    '%/month',
    'head',
    [
      'Rentabilidade ao mês descontado o custo de oportunidade',
      'Monthly return net of opportunity cost',
      'Rentabilidad mensual descontado el costo de oportunidad',
    ],
    ["(1 + r')^(1/m) − 1", "(1 + r')^(1/m) − 1", "(1 + r')^(1/m) − 1"],
    `${REF} §2.3 TAXA_RETORNO_INVESTIMENTO_ANO_COP, §2.4`,
  ),
  RTPAA_ANO: def(
    'RTPAA_ANO',
    'AUX',
    '%/year',
    'lot',
    ['Retorno total ao ano', 'Total return per year', 'Retorno total anual'],
    ['(1 + RTA / CT)^(12/m) − 1', '(1 + RTA / CT)^(12/m) − 1', '(1 + RTA / CT)^(12/m) − 1'],
    `${REF} §2.3 RTPAA`,
  ),
  PRECO_COMPRA_EQUILIBRIO: def(
    'PRECO_COMPRA_EQUILIBRIO',
    'AUX',
    'R$/@',
    'head',
    [
      'Preço máximo de compra da arroba (equilíbrio reverso)',
      'Highest purchase price per arroba that breaks even',
      'Precio máximo de compra de la arroba (equilibrio inverso)',
    ],
    [
      'Pc* = (RB − COCAB − frete − comissão) / (PI × RCi / 15)',
      'Pc* = (RB − COCAB − freight − commission) / (PI × RCi / 15)',
      'Pc* = (RB − COCAB − flete − comisión) / (PI × RCi / 15)',
    ],
    `${REF} §2.5 item 6`,
  ),
  PRECO_COMPRA_EQUILIBRIO_COP: def(
    'PRECO_COMPRA_EQUILIBRIO_COP',
    'AUX',
    'R$/@',
    'head',
    [
      'Preço máximo de compra da arroba com custo de oportunidade',
      'Highest breakeven purchase price per arroba with opportunity cost',
      'Precio máximo de compra de la arroba con costo de oportunidad',
    ],
    [
      'Pc* tal que RB = CTR + COC: (RB − extras − COCAB × (1 + i)^(m/2)) / ((1 + i)^m × PI × RCi / 15)',
      'Pc* such that RB = CTR + COC: (RB − extras − COCAB × (1 + i)^(m/2)) / ((1 + i)^m × PI × RCi / 15)',
      'Pc* tal que RB = CTR + COC: (RB − extras − COCAB × (1 + i)^(m/2)) / ((1 + i)^m × PI × RCi / 15)',
    ],
    `${REF} §2.3 CUSTO_OPORTUNIDADE_CAPITAL solved for Pc, §2.5 item 6`,
  ),
};
