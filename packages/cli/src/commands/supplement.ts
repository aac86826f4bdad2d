// `cocho supplement`: concentrate feeds and a crude-protein target (JSON) on stdin → the supplement mix.
import {
  cliFieldErrors,
  ZCliNonNegativeNumber,
  ZSupplementCliInput,
  ZSupplementCliProtein,
} from '@cocho/contracts';
import {
  formulateLeastCostSupplement,
  formulateSupplement,
  formulateSupplementForGain,
  loadLpSolver,
  parseAnimalJson,
} from '@cocho/engine';
import type {
  LeastCostSupplementError,
  LeastCostSupplementResult,
  SupplementError,
  SupplementForGainError,
} from '@cocho/engine';
import { registerCommand } from '../run-cli';
import { readFeeds } from './formulate';
import type { CliError } from './formulate';

const HELP = `cocho supplement < input.json

Protein supplement (docs/product/calculation.md#supplement-solver): the mix of all-concentrate feeds with the most TDN
(NDT, % of DM) whose crude protein equals the target; shares are of the supplement's dry matter and sum to
100 %. When feeds carry a "quantidade" (kg as fed per day, e.g. the diet of the saved prediction the
supplement comes from), each feed's share stays within 0.2 and 2.05 times its share of those quantities.
Input:
  { "alimentos": [{ "id": string, "nutrientes": { "MS": number, "PB": number, "NDT": number, ... },
                    "custo"?: number (per kg as fed), "quantidade"?: number, "volumoso"?: boolean,
                    "tipo"?: number }],
    "proteina": number (crude protein target, % of the supplement's DM) }
Every feed needs MS, PB and NDT; roughage feeds (volumoso, or tipo 0, 1, 6, 7) are refused.
Output:
  { "status": "otima",
    "composicaoMS": { "<id>": % of the supplement's DM }, "composicaoMN": { "<id>": % as fed },
    "quantidade": { "<id>": kg as fed per day } | null (null without input quantities),
    "nutrientes": { "<nutrient key>": composition of the supplement, feed units; MS % as fed },
    "NDT": TDN % of DM (the objective), "custoKgMN": number|null, "custoKgMS": number|null }
  or, when no mix meets the target within the bounds (or its TDN is not positive):
  { "status": "inviavel", "erro": "SUPPLEMENT_INVALID" }
"quantidade": give it for every feed (above 0) or for none. "custo" 0 or absent means no price;
custoKgMN and custoKgMS are null unless every feed in the mix (share above 0) has a price.
Least-cost mode (optional "objetivo": "custo"; the default "ndt" is the mode above):
  { "objetivo": "custo", "alimentos": [... every feed priced: "custo" > 0 ...],
    "proteina": crude protein, at least this % of the supplement's DM,
    "peso_vivo": kg, "consumo_pv": supplement intake, % of body weight per day as fed (e.g. 0.1–0.3),
    "sal"?: salt share, % as fed (default: 0.025 % of body weight in salt ÷ the intake, within 5–45 %),
    "ureia_max_g_100kg"?: urea ceiling, g per 100 kg body weight per day (default 40),
    "ganho_medio_diario"?: kg/day, "rendimento_carcaca"?: carcass yield of the gain, % (default 50) }
  The cheapest mix: salt (a feed with Na >= 30 %) is the intake limiter at its share; urea (CP > 100 %)
  within the ceiling. Output: the fields above (shares, "quantidade": kg as fed per head per day,
  "nutrientes", "NDT", "custoKgMN", "custoKgMS") plus "objetivo": "custo", "consumo_kg",
  "custo_cabeca_dia", "custo_arroba" (supplement cost per arroba of carcass gained, 15 kg; null without a
  gain), "sal" (% as fed), "ureia_g_cabeca_dia", "ureia_max_g_cabeca_dia".
  Target gain on a pasture (optional, least-cost mode): give "pasto" (one forage, as an "alimentos" item,
  e.g. a dry- or rainy-season grass of the catalogue; grazed ad libitum, no price needed) and
  "ganho_alvo" (kg/day); "proteina" and "consumo_pv" are then not needed (the mix and its amount are found).
  "animal"?: the grazing animal as in cocho predict (growing cattle; regime taken as pasture; default a
  Nellore male of "peso_vivo" kg). The cheapest supplement such that the gain cocho predict gives for the
  animal on the pasture plus the supplement (forage substituted by supplement) reaches the target (within
  0.05 kg/day): energy (TDN), crude protein, Ca and P of the target gain met by the forage eaten plus the
  supplement. Salt: the animal eats 0.025 % of body weight of it per day (or "sal" % of the supplement) and
  it is 5–45 % of the supplement; urea within the ceiling. Output adds "ganho_previsto", "ganho_sem_suplemento"
  (kg/day), "consumo_pv" (% of BW as fed), "forragem_kg_ms", "forragem_sem_suplemento_kg_ms" (kg DM/day),
  "taxa_substituicao"; "custo_arroba" uses the predicted gain. No supplement reaches the target:
  { "status": "inviavel", "erro": "SUPPLEMENT_INVALID", "objetivo": "custo" }.
Invalid input: exit status 2 and a JSON list of {"path","code","message"} errors on standard error
(codes include SUPPLEMENT_ROUGHAGE_FEED, SUPPLEMENT_FEED_MISSING_CP_TDN, SUPPLEMENT_FEED_QUANTITY_REQUIRED
for a feed without "quantidade" when others have one, and SUPPLEMENT_FEED_QUANTITY_NOT_POSITIVE).`;

/** Where each engine error points in the input, and what it says (English; the web app translates codes). */
function describeError(error: SupplementError): CliError {
  const feed = 'id' in error ? `alimentos[id=${error.id}]` : 'alimentos';
  switch (error.code) {
    case 'SUPPLEMENT_FEED_QUANTITY_REQUIRED':
      return {
        path: `${feed}.quantidade`,
        code: error.code,
        message: 'quantidade is required: give it for every feed or for none',
      };
    case 'SUPPLEMENT_FEED_QUANTITY_NOT_POSITIVE':
      return { path: `${feed}.quantidade`, code: error.code, message: 'quantidade must be above 0' };
    case 'SUPPLEMENT_FEED_NEGATIVE_COST':
      return { path: `${feed}.custo`, code: error.code, message: 'custo must not be negative' };
    case 'SUPPLEMENT_TARGET_OUT_OF_RANGE':
      return { path: 'proteina', code: error.code, message: 'proteina must be a number above 0 (% of DM)' };
    default:
      return { path: feed, code: error.code, message: error.code.toLowerCase().replace(/_/g, ' ') };
  }
}

function numberField(
  record: Record<string, unknown>,
  key: string,
  errors: CliError[],
  required: boolean,
): number | null {
  const value = record[key];
  if (value === undefined || value === null) {
    if (required) errors.push({ path: key, code: 'REQUIRED', message: `${key} is required` });
    return null;
  }
  const read = ZCliNonNegativeNumber.safeParse(value);
  if (!read.success) {
    errors.push({ path: key, code: 'NOT_A_NUMBER', message: `${key} must be a number, at least 0` });
    return null;
  }
  return read.data;
}

/** Where a least-cost error points in the input. */
function describeLeastCostError(error: LeastCostSupplementError): CliError {
  const feed = 'id' in error ? `alimentos[id=${error.id}]` : 'alimentos';
  switch (error.code) {
    case 'SUPPLEMENT_FEED_PRICE_REQUIRED':
      return { path: `${feed}.custo`, code: error.code, message: 'every feed needs a price above 0' };
    case 'SUPPLEMENT_SALT_REQUIRED':
      return {
        path: 'alimentos',
        code: error.code,
        message: 'offer common salt (Na >= 30 %): it limits intake',
      };
    case 'SUPPLEMENT_INTAKE_OUT_OF_RANGE':
      return {
        path: 'consumo_pv',
        code: error.code,
        message: 'consumo_pv must be above 0 and at most 3 (% of BW)',
      };
    case 'SUPPLEMENT_BODY_WEIGHT_OUT_OF_RANGE':
      return {
        path: 'peso_vivo',
        code: error.code,
        message: 'peso_vivo must be above 0 and at most 1500 kg',
      };
    case 'SUPPLEMENT_SALT_OUT_OF_RANGE':
      return { path: 'sal', code: error.code, message: 'sal must be from 0 to below 100 (% as fed)' };
    case 'SUPPLEMENT_TARGET_OUT_OF_RANGE':
      return { path: 'proteina', code: error.code, message: 'proteina must be a number above 0 (% of DM)' };
    default:
      return { path: feed, code: error.code, message: error.code.toLowerCase().replace(/_/g, ' ') };
  }
}

/** Where an error of the gain-on-pasture mode points in the input. */
function describeGainError(error: SupplementForGainError): CliError {
  switch (error.code) {
    case 'SUPPLEMENT_PASTURE_INVALID':
      return { path: 'pasto', code: error.code, message: 'pasto needs NDT and PB above 0' };
    case 'SUPPLEMENT_ANIMAL_INVALID':
      return { path: 'animal', code: error.code, message: 'the animal must be growing cattle with a weight' };
    case 'SUPPLEMENT_GAIN_OUT_OF_RANGE':
      return { path: 'ganho_alvo', code: error.code, message: 'ganho_alvo must be above 0 and at most 2.5' };
    default:
      return describeLeastCostError(error);
  }
}

/** "pasto" and "ganho_alvo": the cheapest supplement for a gain on the pasture. */
function runGainOnPasture(
  record: Record<string, unknown>,
  solver: Parameters<typeof formulateSupplement>[1],
) {
  const errors: CliError[] = [];
  const feeds = readFeeds(record.alimentos, errors, { requireCost: true });
  const pastureErrors: CliError[] = [];
  const pasture = readFeeds([record.pasto], pastureErrors, { requireCost: false })[0];
  errors.push(
    ...pastureErrors.map((e) => ({ ...e, path: e.path.replace(/^alimentos(\[[^\]]*\])?/, 'pasto') })),
  );
  if (!pasture) errors.push({ path: 'pasto', code: 'REQUIRED', message: 'pasto must be one forage feed' });
  const target = numberField(record, 'ganho_alvo', errors, true);
  const pesoVivo = numberField(record, 'peso_vivo', errors, record.animal === undefined);
  const sal = numberField(record, 'sal', errors, false);
  const ureia = numberField(record, 'ureia_max_g_100kg', errors, false);
  const rendimento = numberField(record, 'rendimento_carcaca', errors, false);
  const rawAnimal =
    record.animal ??
    ({
      tipo: 'crescimento_terminacao',
      raca: 'zebuino',
      regime: 'pasto',
      sexo: 'macho',
      peso_corporal_inicial: pesoVivo,
      peso_corporal_final: pesoVivo,
    } as const);
  const animal = parseAnimalJson(rawAnimal, 'prediction');
  if (!animal.ok)
    errors.push(
      ...animal.errors.map((e) => ({
        path: `animal.${e.field}`,
        code: e.code,
        message: `animal ${e.field}: ${e.code}`,
      })),
    );
  if (errors.length > 0 || !pasture || !animal.ok) return { ok: false as const, errors };
  const result = formulateSupplementForGain(
    {
      feeds,
      pasture,
      animal: animal.value,
      targetGainKg: target as number,
      saltPercent: sal,
      ureaMaxGramsPer100KgBw: ureia,
      carcassYieldPercent: rendimento,
    },
    solver,
  );
  if (!result.ok) {
    if (result.errors.length === 1 && result.errors[0]?.code === 'SUPPLEMENT_INVALID')
      return {
        ok: true as const,
        output: { status: 'inviavel', erro: 'SUPPLEMENT_INVALID', objetivo: 'custo' },
      };
    return { ok: false as const, errors: result.errors.map(describeGainError) };
  }
  const v = result.value;
  return {
    ok: true as const,
    output: {
      ...leastCostOutput(v),
      ganho_previsto: v.predictedGainKg,
      ganho_sem_suplemento: v.gainWithoutSupplementKg,
      consumo_pv: v.intakePercentOfBw,
      forragem_kg_ms: v.forageDmKg,
      forragem_sem_suplemento_kg_ms: v.forageAloneDmKg,
      taxa_substituicao: v.substitutionRate,
    },
  };
}

/** The least-cost supplement in the output's words. */
function leastCostOutput(v: LeastCostSupplementResult): Record<string, unknown> {
  return {
    status: 'otima',
    composicaoMS: Object.fromEntries(v.feeds.map((f) => [f.id, f.dryMatterPercent])),
    composicaoMN: Object.fromEntries(v.feeds.map((f) => [f.id, f.asFedPercent])),
    quantidade: Object.fromEntries(v.feeds.map((f) => [f.id, f.kgAsFedPerDay])),
    nutrientes: v.composition,
    NDT: v.tdnPercent,
    custoKgMN: v.costPerKgAsFed,
    custoKgMS: v.costPerKgDm,
    objetivo: 'custo',
    consumo_kg: v.intakeKgAsFed,
    custo_cabeca_dia: v.costPerHeadPerDay,
    custo_arroba: v.costPerArroba,
    sal: v.saltPercent,
    ureia_g_cabeca_dia: v.ureaGramsPerDay,
    ureia_max_g_cabeca_dia: v.ureaMaxGramsPerDay,
  };
}

/** "objetivo": "custo": the cheapest supplement at a target intake. */
function runLeastCost(record: Record<string, unknown>, solver: Parameters<typeof formulateSupplement>[1]) {
  if (record.pasto !== undefined || record.ganho_alvo !== undefined) return runGainOnPasture(record, solver);
  const errors: CliError[] = [];
  const feeds = readFeeds(record.alimentos, errors, { requireCost: true });
  const proteina = numberField(record, 'proteina', errors, true);
  const pesoVivo = numberField(record, 'peso_vivo', errors, true);
  const consumo = numberField(record, 'consumo_pv', errors, true);
  const sal = numberField(record, 'sal', errors, false);
  const ureia = numberField(record, 'ureia_max_g_100kg', errors, false);
  const ganho = numberField(record, 'ganho_medio_diario', errors, false);
  const rendimento = numberField(record, 'rendimento_carcaca', errors, false);
  if (errors.length > 0) return { ok: false as const, errors };
  const result = formulateLeastCostSupplement(
    {
      feeds,
      proteinPercent: proteina as number,
      bodyWeightKg: pesoVivo as number,
      intakePercentOfBw: consumo as number,
      saltPercent: sal,
      ureaMaxGramsPer100KgBw: ureia,
      dailyGainKg: ganho,
      carcassYieldPercent: rendimento,
    },
    solver,
  );
  if (!result.ok) {
    if (result.errors.length === 1 && result.errors[0]?.code === 'SUPPLEMENT_INVALID')
      return {
        ok: true as const,
        output: { status: 'inviavel', erro: 'SUPPLEMENT_INVALID', objetivo: 'custo' },
      };
    return { ok: false as const, errors: result.errors.map(describeLeastCostError) };
  }
  return { ok: true as const, output: leastCostOutput(result.value) };
}

registerCommand('supplement', {
  summary: 'protein supplement: most TDN at a fixed crude protein',
  help: HELP,
  // The WebAssembly solver loads only when the command runs (loadLpSolver caches it).
  async run(input) {
    const solver = await loadLpSolver();
    const read = ZSupplementCliInput.safeParse(input);
    if (!read.success) {
      const [issue] = cliFieldErrors(read.error, 'dots');
      const isObjective = issue?.code === 'INVALID_OBJECTIVE';
      return {
        ok: false,
        errors: [
          isObjective
            ? { path: 'objetivo', code: 'INVALID_OBJECTIVE', message: 'objetivo must be "ndt" or "custo"' }
            : { path: '', code: 'INVALID_INPUT', message: 'input must be a JSON object' },
        ],
      };
    }
    const record = read.data;
    if (record.objetivo === 'custo') return runLeastCost(record, solver);
    const errors: CliError[] = [];
    const feeds = readFeeds(record.alimentos, errors, { requireCost: false });
    const target = ZSupplementCliProtein.safeParse(record.proteina);
    if (!target.success)
      errors.push({
        path: 'proteina',
        code: 'REQUIRED',
        message: 'proteina must be a number above 0 (% of DM)',
      });
    if (!target.success || errors.length > 0) return { ok: false, errors };
    const result = formulateSupplement({ feeds, proteinPercent: target.data }, solver);
    if (!result.ok) {
      if (result.errors.length === 1 && result.errors[0]?.code === 'SUPPLEMENT_INVALID')
        return { ok: true, output: { status: 'inviavel', erro: 'SUPPLEMENT_INVALID' } };
      return { ok: false, errors: result.errors.map(describeError) };
    }
    const value = result.value;
    const composicaoMS: Record<string, number> = {};
    const composicaoMN: Record<string, number> = {};
    const quantidade: Record<string, number> = {};
    let hasQuantities = true;
    for (const feed of value.feeds) {
      composicaoMS[feed.id] = feed.dryMatterPercent;
      composicaoMN[feed.id] = feed.asFedPercent;
      if (feed.quantityKgAsFed === null) hasQuantities = false;
      else quantidade[feed.id] = feed.quantityKgAsFed;
    }
    return {
      ok: true,
      output: {
        status: 'otima',
        composicaoMS,
        composicaoMN,
        quantidade: hasQuantities ? quantidade : null,
        nutrientes: value.composition,
        NDT: value.tdnPercent,
        custoKgMN: value.costPerKgAsFed,
        custoKgMS: value.costPerKgDm,
      },
    };
  },
});
