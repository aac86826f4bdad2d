// `cocho finance`: the feedlot financial report (engine finance/) on JSON.
import {
  calculateFinancialReport,
  FINANCE_CODES,
  FINANCE_INDICATORS,
  SCENARIO_MULTIPLIERS,
} from '@cocho/engine';
import type { FinanceCode, FinanceInput, FinancialReport, Language } from '@cocho/engine';
import {
  cliFieldErrors,
  indicatorFormulaText,
  indicatorNameText,
  ZFinanceCliOptions,
} from '@cocho/contracts';
import { registerCommand } from '../run-cli';

const codeLines = FINANCE_CODES.map((code) => {
  const indicator = FINANCE_INDICATORS[code];
  return `  ${indicator.group} ${code.padEnd(34)} ${indicator.unit.padEnd(8)} ${indicator.basis.padEnd(4)} ${indicatorNameText(code, 'en')}`;
});

const inLanguages = (text: (code: FinanceCode, language: Language) => string, code: FinanceCode) => ({
  pt: text(code, 'pt'),
  en: text(code, 'en'),
  es: text(code, 'es'),
});

/**
 * The command's output: the engine's report with each indicator's name and formula in pt, en and es from
 * the message catalogue of @cocho/contracts, in the key order the command has always written.
 */
function toFinanceOutput(report: FinancialReport): unknown {
  const indicators: Record<string, unknown> = {};
  for (const { code, group, unit, basis, source, ...values } of Object.values(report.indicators))
    indicators[code] = {
      code,
      group,
      unit,
      basis,
      name: inLanguages(indicatorNameText, code),
      formula: inLanguages(indicatorFormulaText, code),
      source,
      ...values,
    };
  return { ...report, indicators };
}

const HELP = `cocho finance < input.json > report.json

Feedlot financial report: every indicator of groups IAE and ATC (docs/product/calculation.md#records), auxiliary figures (AUX),
the daily-gain scenarios and the optional death loss, shrink, freight, commission and reverse breakeven.
Formulas: docs/product/finance.md. Money in R$ (unrounded floats), weights in kg, percentages
as percent (66.9 = 66.9 %); @ = arroba of 15 kg of carcass; one month = 30.42 days.

Input (JSON object):
  {
    "animal": {                              Animal fields (docs/product/calculation.md#records), null or absent = empty
      "tipo"?: "crescimento_terminacao" | "vaca"   absent = crescimento_terminacao; "vaca" only with
      "estado_fisiologico"?: "nao_gestante"        (cull cows); other animals get no report
      "numero_animais"?: integer > 0          head count N; empty = 1
      "peso_corporal_inicial": number > 0     entry live weight PI, kg
      "peso_corporal_final"?: number >= PI    exit live weight PF, kg (required unless extras.dias_confinamento)
      "ganho_medio_diario": number > 0        average daily gain GMD, kg/day
      "custo_mao_de_obra"?, "custo_energia"?, "custo_maquinario"?, "custo_medicamentos"?, "custo_extra"?:
                                              monthly costs, R$ per HEAD per month (>= 0); their sum is used
      "custo_total"?: number >= 0             R$/head/month, used only when none of the five is given
      "preco_venda_arroba": number > 0        sale price Pv, R$/@
      "preco_arroba_adquirida": number > 0    purchase price Pc, R$/@ at the initial carcass yield
      "rendimento_carcaca_inicial": 0 < % <= 100   RCi (form default 50)
      "rendimento_carcaca_final": 0 < % <= 100     RCf (form default 53)
      "taxa_juros_mensal"?: % per month >= 0  opportunity-cost interest; empty = 0 with a warning
    },
    "dieta": {
      "CUSTO": number >= 0                    diet cost, R$ per head per day
      "CMS": number >= 0                      dry-matter intake, kg DM per head per day
    },
    "extras"?: {                              all optional, default 0 (beyond the product)
      "dias_confinamento"?: days >= 0         days on feed D; default (PF − PI) / GMD
      "mortalidade"?: 0..100 %                death loss (fewer head sold)
      "quebra"?: 0..100 %                     shrink of the sale live weight
      "frete"?: R$/head, "comissao"?: R$/head
    },
    "multiplicadores"?: [number > 0, ...]     daily-gain scenario multipliers; default ${JSON.stringify(SCENARIO_MULTIPLIERS)}
  }

Output (JSON object):
  {
    "indicators": { "<code>": {
        "code", "group": "IAE"|"ATC"|"AUX", "unit", "basis": "head"|"lot",
        "name": { "pt", "en", "es" }, "formula": { "pt", "en", "es" }, "source",
        "value": number | null, "reason"?: string   (reason only when value is null) } },
    "groups": { "IAE": [codes], "ATC": [codes], "AUX": [codes] }   report order
    "scenarios": [ { "multiplier", "dailyGainKg", "values": { "<code>": number|null },
                     "reasons": { "<code>": reason } } ]   the weight to gain is kept (PF − PI, or GMD·D
                                                           with only D given) and D = D/multiplier
    "warnings": [ { "code": "INTEREST_MISSING_TAKEN_AS_ZERO" | "TOTAL_COST_DIFFERS_FROM_SUM" (sum, given)
                    | "FINAL_WEIGHT_DIFFERS_FROM_GAIN" (expectedKg, givenKg) } ],
    "annualisation": "compound"
  }
  Null reasons: ZERO_DAYS, ZERO_LIVE_WEIGHT_GAIN, NO_CARCASS_GAIN, ZERO_ARROBAS_SOLD, ZERO_TOTAL_COST,
  LOSS_EXCEEDS_INVESTMENT, NO_BREAKEVEN_PURCHASE_PRICE, OUT_OF_RANGE. No NaN or Infinity is ever written.

Indicator codes (group, code, unit, basis, name):
${codeLines.join('\n')}

Invalid input: exit status 2 and on standard error a JSON list of { "field", "code" }, codes REQUIRED,
NOT_A_NUMBER, MUST_BE_POSITIVE, MUST_BE_NON_NEGATIVE, MUST_BE_INTEGER, MAX_100_PERCENT,
FINAL_BELOW_INITIAL, NOT_AN_OBJECT, FINANCE_NOT_AVAILABLE_FOR_ANIMAL.`;

registerCommand('finance', {
  summary: 'feedlot financial report (IAE, ATC, scenarios) from an animal and a diet',
  help: HELP,
  run(input) {
    // An input that is not an object is the finance reader's to answer (NOT_AN_OBJECT).
    const read = ZFinanceCliOptions.safeParse(input);
    const errors = read.success
      ? []
      : cliFieldErrors(read.error, 'dots').filter((error) => error.field !== '');
    // The first bad multiplier only, as the command always wrote.
    if (errors.length > 0) return { ok: false, errors: errors.slice(0, 1) };
    const multipliers = read.data?.multiplicadores;
    const result = calculateFinancialReport(
      input as FinanceInput,
      multipliers ? { scenarioMultipliers: multipliers } : {},
    );
    if (!result.ok)
      return {
        ok: false,
        errors: result.errors.map((error) => ({
          ...error,
          field: error.field.replace(/^scenarioMultipliers/, 'multiplicadores'),
        })),
      };
    return { ok: true, output: toFinanceOutput(result.value) };
  },
});
