// `cocho formulate`: feeds and requirements (JSON) on stdin → the least-cost diet (JSON) on stdout.
import type {
  ConstraintRef,
  Feed,
  FormulationRequirementBounds,
  FormulationRequirements,
  FormulationInput,
  FormulationOptions,
  FormulationResult,
  GainFinanceInput,
  GainPoint,
  RawFeed,
  RequirementKey,
  SuggestedFeedClass,
} from '@cocho/engine';
import {
  animalRequirementsAt,
  applyDefaultInclusionCaps,
  calculateRequirements,
  DIET_OBJECTIVES,
  evaluateGain,
  findGrazingIntakeBasis,
  formulateDiet,
  loadLpSolver,
  normalizeFeed,
  parseAnimalJson,
  REQUIREMENT_KEYS,
  searchObjectiveGain,
  toRequirementBounds,
  validateGainFinance,
} from '@cocho/engine';
import type {
  Animal,
  DietObjective,
  FibreFloor,
  LpSolver,
  RatioBounds,
  TraceMineralPremix,
} from '@cocho/engine';
import {
  DEFAULT_CA_P_RATIO,
  DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM,
  findDefaultFibreFloor,
} from '@cocho/engine';
import type { TWireRequirementBounds } from '@cocho/contracts';
import {
  cliDecimalAtLeast,
  cliFeedSchema,
  cliOptionalDecimal,
  cliPathText,
  fromWireRequirementBounds,
  requirementUnitWireText,
  sortCliFeedIssues,
  toWireBoundSide,
  ZCliDecimal,
  ZCliFeedHead,
  ZCliFeedList,
  ZCliObject,
  ZFormulateCliObjective,
  ZFormulateCliRoughagePercent,
} from '@cocho/contracts';
import { registerCommand } from '../run-cli';

/** One input error, as written on standard error. */
export type CliError = { path: string; code: string; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return ZCliObject.safeParse(value).success;
}

/**
 * The text of each message key of the input schemas (`@cocho/contracts` cli-feeds): the code written and
 * its message, from the field's path and the issue.
 */
const INPUT_TEXTS: Record<string, { code: string; text: (path: string, issue: CliIssue) => string }> = {
  REQUIRED: { code: 'REQUIRED', text: (path) => `${path} is required` },
  REQUIRED_LIST: { code: 'REQUIRED', text: (path) => `${path} must be a non-empty list of feeds` },
  REQUIRED_TEXT: { code: 'REQUIRED', text: (path) => `${path} must be a non-empty string` },
  REQUIRED_OBJECT: { code: 'REQUIRED', text: (path) => `${path} must be an object` },
  NOT_A_NUMBER: { code: 'NOT_A_NUMBER', text: (path) => `${path} must be a number` },
  OUT_OF_RANGE: {
    code: 'OUT_OF_RANGE',
    text: (path, issue) => `${path} must be at least ${'minimum' in issue ? String(issue.minimum) : ''}`,
  },
  INVALID_FEED: { code: 'INVALID_FEED', text: (path) => `${path} must be an object` },
  UNKNOWN_NUTRIENT: {
    code: 'UNKNOWN_NUTRIENT',
    text: (_, issue) => `unknown nutrient key '${String(issue.path[issue.path.length - 1])}'`,
  },
  FEED_DRY_MATTER_REQUIRED: {
    code: 'FEED_DRY_MATTER_REQUIRED',
    text: () => 'MS (% as fed) must be above 0 and at most 100',
  },
  INVALID_PURCHASE_PRICE: {
    code: 'INVALID_PURCHASE_PRICE',
    text: (path) => `${path} must be {"valor", "unidade", "base"}`,
  },
  INVALID_PURCHASE_UNIT: {
    code: 'INVALID_PURCHASE_UNIT',
    text: (path) => `${path} must be "kg", "t", "saca60" or "arroba"`,
  },
  INVALID_PRICE_BASIS: { code: 'INVALID_PRICE_BASIS', text: (path) => `${path} must be "MN" or "MS"` },
  NOT_A_BOOLEAN: { code: 'NOT_A_BOOLEAN', text: (path) => `${path} must be true or false` },
};

type CliIssue = ReturnType<typeof sortCliFeedIssues>[number];

/** Schema issues as the command's errors; `prefix` is the path of the value parsed. */
function inputErrors(issues: readonly CliIssue[], prefix: string): CliError[] {
  return issues.map((issue) => {
    const path = cliPathText([prefix, ...issue.path], 'brackets');
    const known = INPUT_TEXTS[issue.message];
    return known
      ? { path, code: known.code, message: known.text(path, issue) }
      : { path, code: issue.message, message: `${path}: ${issue.message}` };
  });
}

/** A number field: absent or null is null (`REQUIRED` unless `nullable`), else a decimal of at least `min`. */
function readNumber(
  value: unknown,
  path: string,
  errors: CliError[],
  options: { nullable: boolean; min?: number },
): number | null {
  const decimal = options.min === undefined ? ZCliDecimal : cliDecimalAtLeast(options.min);
  const read = (options.nullable ? cliOptionalDecimal(decimal) : decimal).safeParse(value);
  if (read.success) return read.data;
  errors.push(...inputErrors(read.error.issues, path));
  return null;
}

/**
 * Reads and checks the "alimentos" list shared by cocho formulate and cocho supplement with the contracts'
 * feed schemas (`cliFeedSchema`); problems are pushed to `errors`. Returns normalised feeds
 * (docs/product/calculation.md#validation rules); a feed with errors is listed without its values (the
 * commands stop on any error; `cocho supplement` counts its pasture as given).
 */
export function readFeeds(raw: unknown, errors: CliError[], options: { requireCost: boolean }): Feed[] {
  const list = ZCliFeedList.safeParse(raw);
  if (!list.success) {
    errors.push(...inputErrors(list.error.issues, 'alimentos'));
    return [];
  }
  const schema = cliFeedSchema(options);
  const seen = new Set<string>();
  const feeds: Feed[] = [];
  list.data.forEach((item, i) => {
    const path = `alimentos[${i}]`;
    const head = ZCliFeedHead.safeParse(item);
    if (!head.success) {
      errors.push(...inputErrors(head.error.issues, path));
      return;
    }
    const id = head.data.id;
    if (seen.has(id))
      errors.push({ path: `${path}.id`, code: 'DUPLICATE_ID', message: `feed id '${id}' repeats` });
    seen.add(id);
    const read = schema.safeParse(item);
    if (!read.success) {
      errors.push(...inputErrors(sortCliFeedIssues(read.error.issues), path));
      feeds.push(normalizeFeed({ id }));
      return;
    }
    const feed = read.data;
    const price = feed.preco_compra;
    const rawFeed: RawFeed = {
      id,
      tipo: feed.tipo,
      nutrientes: feed.nutrientes,
      custo: feed.custo,
      ...(price === null
        ? {}
        : { preco_compra: { valor: price.valor, unidade: price.unidade, base: price.base } }),
      minimo: feed.minimo,
      maximo: feed.maximo,
      quantidade: feed.quantidade,
      ...(feed.volumoso == null ? {} : { volumoso: feed.volumoso }),
      ...(feed.nome === undefined ? {} : { name: feed.nome }),
    };
    // A cost of exactly 0 is "no cost" for the engine (docs/product/calculation.md#validation); both mean free here.
    feeds.push(normalizeFeed(rawFeed));
  });
  return feeds;
}

/**
 * Reads the "exigencias" object: requirement key → { minimo, maximo } (null: no bound), as the engine's
 * bounds ({ min, max }).
 */
export function readRequirements(raw: unknown, errors: CliError[]): FormulationRequirements {
  const out: Partial<Record<RequirementKey, FormulationRequirementBounds>> = {};
  if (raw === undefined || raw === null) return out;
  if (!isRecord(raw)) {
    errors.push({
      path: 'exigencias',
      code: 'INVALID_REQUIREMENTS',
      message: 'exigencias must be an object',
    });
    return out;
  }
  for (const [key, value] of Object.entries(raw)) {
    const path = `exigencias.${key}`;
    if (!(REQUIREMENT_KEYS as readonly string[]).includes(key)) {
      errors.push({ path, code: 'UNKNOWN_REQUIREMENT', message: `unknown requirement key '${key}'` });
      continue;
    }
    if (!isRecord(value)) {
      errors.push({ path, code: 'INVALID_REQUIREMENT', message: `${path} must be {"minimo", "maximo"}` });
      continue;
    }
    const bounds: TWireRequirementBounds = {
      minimo: readNumber(value.minimo, `${path}.minimo`, errors, { nullable: true }),
      maximo: readNumber(value.maximo, `${path}.maximo`, errors, { nullable: true }),
    };
    out[key as RequirementKey] = fromWireRequirementBounds(bounds);
  }
  return out;
}

/** A conflict in plain words (English; the web app translates the structured fields). */
export function describeConflict(ref: ConstraintRef): string {
  switch (ref.kind) {
    case 'requirement': {
      const unit = requirementUnitWireText(ref.key);
      return `${ref.key} ${ref.bound === 'min' ? 'at least' : 'at most'} ${ref.value} ${unit}`;
    }
    case 'feed':
      return `feed '${ref.id}' ${ref.bound === 'min' ? 'at least' : 'at most'} ${ref.value} % of dry-matter intake`;
    case 'roughageShare':
      return `roughage fixed at ${ref.value} % of dry-matter intake`;
    case 'mineralShare':
      return `mineral feeds at least ${ref.value} kg of dry matter per day`;
    case 'caPRatio':
      return `Ca:P ${ref.bound === 'min' ? 'at least' : 'at most'} ${ref.value}`;
    case 'crudeProteinFloor':
      return `crude protein at least ${ref.value} % of dry matter`;
  }
}

const HELP = `cocho formulate < input.json

Least-cost diet (docs/product/calculation.md#constants, mode FD). Input:
  { "animal"?: Animal (as in cocho requirements),
    "alimentos": [{ "id": string, "nutrientes": { "<key>": number }, "custo": number,
                    "preco_compra"?: { "valor": number, "unidade": "kg"|"t"|"saca60"|"arroba",
                                       "base"?: "MN"|"MS" } | null,
                    "minimo"?: number|null, "maximo"?: number|null, "volumoso"?: boolean, "tipo"?: number }],
    "exigencias"?: { "<requirement key>": { "minimo": number|null, "maximo": number|null } },
    "proporcaoVC"?: number|null }
Feed nutrients use the product's keys and units: MS % as fed; PB, PDR, PNDR, PM, NDT, FDN, FDNfe, AMIDO, EE,
CNF, MM, Ca, P, Mg, K, Na, S % of DM; EL, EM, ED Mcal/kg DM; Co, Cu, I, Mn, Se, Zn mg/kg DM
(NDT_{product}2016 style keys are accepted; a TDN below 1 is read as a fraction). MS is required (> 0).
custo: per kg as fed (>= 0). preco_compra (optional): the price as bought, per kg, tonne ("t"), 60 kg sack
("saca60") or arroba ("arroba", 15 kg), as fed ("MN", default) or per dry matter ("MS", converted with the
feed's MS); when given it replaces custo (which may then be left out), converted once to per kg as fed.
minimo/maximo: % of dry-matter intake, by the product's rules (a maximum applies
only if non-zero and at least the minimum; an unset minimum is 30 % of the maximum; both zero excludes the
feed). volumoso: roughage (default: from tipo 0, 1, 6, 7, else false).
Default caps: a feed without "maximo" is classed from its composition and, if it is a mineral or NPN
source or a fat, gets a default maximum (% of DM) and, without "minimo", a minimum of 0: NPN (PB > 100 %,
urea) 1; common salt (Na >= 30 %) 0.5; limestone (Ca >= 30 %, P < 5 %) 2; phosphate (P >= 15 %) 1; trace
mineral source (a trace mineral >= 50,000 mg/kg) 0.1; mineral source with urea (ash >= 50 %, PB >= 20 %) 5;
other mineral source (ash >= 50 %, or macro minerals >= 15 % or a trace mineral >= 1,000 mg/kg with NDT <
20 %) 1.2; fat (EE >= 50 %) 7 / (EE / 100). A "maximo" or "minimo" you give wins.
Requirement keys and units are those of cocho requirements: CMS, EE, CNF, FDN, FDNfe, AMIDO, NDT kg/day;
EL, EM Mcal/day; PDR, PNDR, PB, PM g/day; Ca, P, Mg, K, Na, S g/day; Co, Cu, I, Mn, Se, Zn mg/day.
With "animal", the requirements are computed (the selected entries of cocho requirements) and each key
listed in "exigencias" replaces the computed bounds; without "animal", only the listed keys constrain.
proporcaoVC: roughage % of dry matter; null or absent: no roughage-share constraint.
objetivo (optional): "custo" (default; least cost per day at the animal's gain: the output below),
"lucro" (most profit per head over the feeding period) or "custo_arroba" (least cost per arroba produced).
The last two need "animal" with the financial report's fields (as in cocho finance: preco_venda_arroba,
preco_arroba_adquirida, rendimento_carcaca_inicial, rendimento_carcaca_final, monthly costs, and
peso_corporal_final or extras.dias_confinamento) and accept cocho finance's "extras". They search the target
gain from 0.3 to 2.5 kg/day (0.01 grid), each gain an exact least-cost diet at the animal's requirements for
that gain (listed exigencias still replace single keys); days on feed come from the weight to gain
((PF - PI) / gain) or, with only extras.dias_confinamento, the sale weight from the days. Profit is the
report's MARGEM_OPERACIONAL_CAB and cost per arroba its CAP, so cocho finance on the chosen diet and gain gives
the same figures. The output is the diet at the chosen gain plus
  "objetivo": { "tipo", "ganho_medio_diario", "dias_confinamento", "custo_diario", "lucro_cabeca",
    "custo_arroba", "menor_custo": { the same figures at the animal's own gain, "status", "resultado",
    "resultadoMS" }, "curva": [{ "ganho_medio_diario", "viavel", "custo_diario", "dias_confinamento",
    "lucro_cabeca", "custo_arroba" }], "avaliacoes": number of gains evaluated }
("ganho_medio_diario": null when no gain has an exact diet; the diet is then the one at the animal's gain).

Output:
  { "status": "otima" | "aproximada" | "inviavel",
    "resultado": { "<id>": kg as fed per day }, "resultadoMS": { "<id>": kg DM per day },
    "custo": cost per day,
    "nutrientes": { "<requirement key>": supplied per day },
    "violacoes": [{ "chave", "limite": "minimo"|"maximo", "exigido", "fornecido", "unidade",
                    "alimentos"?: [id], "alimentosNoMaximo"?: [id],
                    "adicionar"?: "fonte_proteica"|"concentrado_energetico"|"volumoso"|"fonte_mineral"|null }],
    "conflitos": [{ "tipo": "exigencia", "chave", "limite", "valor", "descricao" }
                | { "tipo": "alimento", "id", "limite", "valor", "descricao" }
                | { "tipo": "proporcaoVC", "valor", "descricao" }] }
"aproximada": no diet meets every requirement; the diet of least penalty (docs/product/calculation.md#constants) is given and each
missed bound is listed in violacoes. Also "aproximada" when only a guard cannot hold (the Ca:P ratio, or
trace minerals a premix closes): the diet closest to the guard is given, with the premix, and "guardas"
names the miss. "inviavel": no diet meets the minerals, feed limits and roughage
share; amounts are 0, and violacoes lists what the least-penalty diet with the minerals relaxed too (and
intake at most the CMS maximum) misses. In each violacoes entry: for a minimum, "alimentos" are your feeds
richer in it than the diet needs on average (richest first, at most 3), "alimentosNoMaximo" those held at
their maximum, and "adicionar" the class of feed to add when none of them can raise it; for a maximum,
"alimentos" are the feeds that bring most of it. In both cases conflitos names an irreducible set of constraints that cannot hold
together (removing any one of them makes the rest feasible).
Diet guards (optional input fields; defaults shown):
  "fibra": { "regra": "fdnfe" | "fdn", "minimo"?: % of DM } — with an animal in feedlot (regime
    confinamento) the default is "fdnfe" with 6 %: the NDF minimum is replaced by an effective-fibre minimum
    (FDNfe, % of intake) met only by roughage NDF or a feed's own FDNfe value, never by concentrate NDF;
    with no feed carrying effective fibre (whole corn + pellet) it does not apply. "fdn": the requirements'
    NDF minimum. Other regimes: "fdn". Without an animal: none unless given. A listed FDN/FDNfe bound wins.
  "relacaoCaP": { "minimo": number|null, "maximo": number|null } | null — Ca:P bounds as LP constraints;
    default with an animal 1.2 to 7, none without one.
  "proteinaBrutaMinima": number|null — crude protein floor, % of DM (sum of PB x feed DM at least this share
    of the diet's DM), an LP constraint; default with an animal 7 (below it rumen microbes lack nitrogen and
    forage intake and digestion fall), none without one; null: none.
  "inclusaoMinima": false | { "<id>": g as fed per head per day } — a feed is absent or at least its
    minimum (default 100 g; mineral and NPN sources 20 g; trace-mineral sources 1 g), solved exactly.
  "premix": false | { "gramas": dose per head per day } — when the minimums of Co, Cu, I, Mn, Se, Zn or S
    would change the bulk feeds by more than 1 % of DM (or make the diet inexact), they are left to a
    computed premix (default dose 20 g) and the diet is formulated without them.
No filler: mineral and NPN sources (salt, limestone, phosphates, mineral mixes, urea) enter only for
what a requirement, the Ca:P ratio or your minimum needs — never to make up dry-matter intake — and among
equally cheap diets the one with the least of them is given.
Extra output fields (present only when they apply):
  "fibra": { "regra", "minimo", "aplicada", "fornecido": effective fibre supplied, % of DM },
  "relacaoCaP": { "valor", "minimo", "maximo" },
  "proteinaBruta": { "valor": crude protein of the diet, % of DM, "minimo": the floor,
                     "limitante": true when the diet sits at the floor (the floor shaped it) },
  "premix": { "gramas_cabeca_dia", "minerais": [{ "chave", "mg_cabeca_dia", "mg_kg", "fonte", "fonte_g_kg" }],
              "veiculo", "veiculo_g_kg" } (its minerals are included in "nutrientes"; its cost is not),
  "pastejo": { "CMSPastejo": grazing intake of the diet, kg DM/day, "limitante": true when it bounded the
    diet's dry matter } — growing cattle on pasture ("regime": "pasto") with a roughage feed: they eat at most
    the NRC 2000 intake of the diet's energy (at least the zero-gain CMS), as cocho predict eats it, not the
    CMS at the gain; when the gain's requirements cannot be met within it the diet is "aproximada";
    "FDNMaximoNaoAplicado": the NDF maximum of the requirements (kg/day), not applied on pasture, where the
    grazing intake bounds what is eaten (absent when FDN is listed in "exigencias": then it applies as given),
  "guardas": [{ "tipo": "relacaoCaP", "limite": "minimo"|"maximo", "exigido", "alcancado": Ca:P of the
    diet given, "adicionar": "fonte_calcio" (limestone) | "fonte_fosforo" }
    | { "tipo": "proteinaBruta", "limite": "minimo", "exigido": % of DM, "alcancado": crude protein of the diet
    given, % of DM, "adicionar": "fonte_proteica" (a protein meal, or urea as NPN) }] — a guard no diet with
    these feeds meets: the diet given comes as close to it as the minerals, feed limits and roughage share allow.
Invalid input: exit status 2 and a JSON list of {"path","code","message"} errors on standard error.`;

function conflictOutput(ref: ConstraintRef): Record<string, unknown> {
  const descricao = describeConflict(ref);
  switch (ref.kind) {
    case 'requirement':
      return {
        tipo: 'exigencia',
        chave: ref.key,
        limite: toWireBoundSide(ref.bound),
        valor: ref.value,
        descricao,
      };
    case 'feed':
      return {
        tipo: 'alimento',
        id: ref.id,
        limite: toWireBoundSide(ref.bound),
        valor: ref.value,
        descricao,
      };
    case 'roughageShare':
      return { tipo: 'proporcaoVC', valor: ref.value, descricao };
    case 'mineralShare':
      return { tipo: 'minerais', valor: ref.value, descricao };
    case 'caPRatio':
      return { tipo: 'relacaoCaP', limite: toWireBoundSide(ref.bound), valor: ref.value, descricao };
    case 'crudeProteinFloor':
      return { tipo: 'proteinaBruta', limite: 'minimo', valor: ref.value, descricao };
  }
}

/** Carrier and sources of a computed premix, as written in `premix`. */
const PREMIX_WIRE: Readonly<Record<string, string>> = {
  groundCorn: 'fuba_de_milho',
  cobaltSulfate: 'sulfato_de_cobalto',
  copperSulfate: 'sulfato_de_cobre',
  calciumIodate: 'iodato_de_calcio',
  manganeseOxide: 'oxido_de_manganes',
  sodiumSelenite: 'selenito_de_sodio',
  zincOxide: 'oxido_de_zinco',
  calciumSulfate: 'sulfato_de_calcio',
};

/** The premix in the output's words. */
export function premixOutput(premix: TraceMineralPremix): Record<string, unknown> {
  return {
    gramas_cabeca_dia: premix.gramsPerHeadPerDay,
    minerais: premix.minerals.map((m) => ({
      chave: m.key,
      mg_cabeca_dia: m.mgPerDay,
      mg_kg: m.mgPerKg,
      fonte: PREMIX_WIRE[m.source] ?? m.source,
      fonte_g_kg: m.sourceGramsPerKg,
    })),
    veiculo: PREMIX_WIRE[premix.carrier] ?? premix.carrier,
    veiculo_g_kg: premix.carrierGramsPerKg,
  };
}

/** Feed classes to add, as written in `violacoes[].adicionar`. */
const SUGGESTION_CODES: Readonly<Record<SuggestedFeedClass, string>> = {
  proteinSource: 'fonte_proteica',
  energyConcentrate: 'concentrado_energetico',
  roughage: 'volumoso',
  mineralSource: 'fonte_mineral',
};

/** The command's output shape. */
export function toFormulateOutput(result: FormulationResult): Record<string, unknown> {
  const resultado: Record<string, number> = {};
  const resultadoMS: Record<string, number> = {};
  for (const feed of result.feeds) {
    resultado[feed.id] = feed.asFedKg;
    resultadoMS[feed.id] = feed.dryMatterKg;
  }
  const nutrientes: Record<string, number> = {};
  for (const key of REQUIREMENT_KEYS) nutrientes[key] = result.nutrients[key];
  const guardMisses = findGuardMisses(result);
  return {
    status: result.status,
    resultado,
    resultadoMS,
    custo: result.costPerDay,
    nutrientes,
    violacoes: result.violations.map((v) => ({
      chave: v.key,
      limite: toWireBoundSide(v.bound),
      exigido: v.required,
      fornecido: v.supplied,
      unidade: requirementUnitWireText(v.key),
      ...(v.advice
        ? {
            alimentos: v.advice.feedIds,
            alimentosNoMaximo: v.advice.cappedFeedIds,
            adicionar: v.advice.addFeedClass === null ? null : SUGGESTION_CODES[v.advice.addFeedClass],
          }
        : {}),
    })),
    conflitos: result.conflicts.map(conflictOutput),
    // Optional, additive: present only when the diet had a fibre floor, Ca:P bounds or a premix.
    ...(result.fibre
      ? {
          fibra: {
            regra: result.fibre.rule === 'effective' ? 'fdnfe' : 'fdn',
            minimo: result.fibre.minPercentOfDm,
            aplicada: result.fibre.applied,
            fornecido: result.fibre.suppliedPercentOfDm,
          },
        }
      : {}),
    ...(result.caPRatio
      ? {
          relacaoCaP: {
            valor: result.caPRatio.value,
            minimo: result.caPRatio.min,
            maximo: result.caPRatio.max,
          },
        }
      : {}),
    ...(result.crudeProtein
      ? {
          proteinaBruta: {
            valor: result.crudeProtein.percentOfDm,
            minimo: result.crudeProtein.minPercentOfDm,
            limitante: result.crudeProtein.binding,
          },
        }
      : {}),
    ...(result.premix ? { premix: premixOutput(result.premix) } : {}),
    // Optional, additive: growing cattle on pasture (docs/decisions/prediction-intake-and-pasture.md).
    ...(result.grazing
      ? {
          pastejo: {
            CMSPastejo: result.grazing.intakeKg,
            limitante: result.grazing.limiting,
            ...(result.grazing.ndfMaximumNotAppliedKg !== undefined
              ? { FDNMaximoNaoAplicado: result.grazing.ndfMaximumNotAppliedKg }
              : {}),
          },
        }
      : {}),
    // Optional, additive: a guard the diet misses (docs/decisions/guard-relaxation.md).
    ...(guardMisses.length > 0 ? { guardas: guardMisses } : {}),
  };
}

/** What to add for a missed guard, as written in `guardas[].adicionar`. */
const GUARD_ADDITIONS = {
  calciumSource: 'fonte_calcio',
  phosphorusSource: 'fonte_fosforo',
  proteinSource: 'fonte_proteica',
} as const;

/** The guards a diet misses, in the output's words. */
function findGuardMisses(result: FormulationResult): Record<string, unknown>[] {
  return result.warnings.flatMap((w): Record<string, unknown>[] => {
    if (w.code === 'CA_P_RATIO_MISSED')
      return [
        {
          tipo: 'relacaoCaP',
          limite: toWireBoundSide(w.bound),
          exigido: w.required,
          alcancado: w.reached,
          adicionar: GUARD_ADDITIONS[w.add],
        },
      ];
    if (w.code === 'CRUDE_PROTEIN_FLOOR_MISSED')
      return [
        {
          tipo: 'proteinaBruta',
          limite: 'minimo',
          exigido: w.required,
          alcancado: w.reached,
          adicionar: GUARD_ADDITIONS[w.add],
        },
      ];
    return [];
  });
}

/** Reads `fibra`: { "regra": "fdnfe" | "fdn", "minimo"?: % of DM }; absent: the animal's default. */
function readFibre(raw: unknown, errors: CliError[], regime: string | null): FibreFloor | null {
  const fallback = regime === null ? null : findDefaultFibreFloor(regime);
  if (raw === undefined) return fallback;
  if (raw === null) return null;
  if (!isRecord(raw) || (raw.regra !== 'fdnfe' && raw.regra !== 'fdn')) {
    errors.push({
      path: 'fibra',
      code: 'INVALID_FIBRE_RULE',
      message: 'fibra must be {"regra": "fdnfe" | "fdn", "minimo"?: % of dry matter}',
    });
    return null;
  }
  const min = readNumber(raw.minimo, 'fibra.minimo', errors, { nullable: true, min: 0 });
  if (min !== null && min > 100)
    errors.push({ path: 'fibra.minimo', code: 'OUT_OF_RANGE', message: 'fibra.minimo must be at most 100' });
  return {
    rule: raw.regra === 'fdnfe' ? 'effective' : 'ndf',
    minPercentOfDm: min ?? findDefaultFibreFloor('confinamento').minPercentOfDm,
  };
}

/** Reads `relacaoCaP`: { "minimo", "maximo" } (null: no bound); absent: the default with an animal. */
function readRatio(raw: unknown, errors: CliError[], hasAnimal: boolean): RatioBounds | null {
  if (raw === undefined) return hasAnimal ? DEFAULT_CA_P_RATIO : null;
  if (raw === null) return null;
  if (!isRecord(raw)) {
    errors.push({
      path: 'relacaoCaP',
      code: 'INVALID_RATIO',
      message: 'relacaoCaP must be {"minimo", "maximo"}',
    });
    return null;
  }
  const min = readNumber(raw.minimo, 'relacaoCaP.minimo', errors, { nullable: true, min: 0 });
  const max = readNumber(raw.maximo, 'relacaoCaP.maximo', errors, { nullable: true, min: 0 });
  if (min !== null && max !== null && min > max)
    errors.push({
      path: 'relacaoCaP',
      code: 'MINIMUM_ABOVE_MAXIMUM',
      message: 'relacaoCaP.minimo must not exceed relacaoCaP.maximo',
    });
  return { min, max };
}

/** Reads `proteinaBrutaMinima`: % of DM (null: none); absent: the default with an animal. */
function readProteinFloor(raw: unknown, errors: CliError[], hasAnimal: boolean): number | null {
  if (raw === undefined) return hasAnimal ? DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM : null;
  const floor = readNumber(raw, 'proteinaBrutaMinima', errors, { nullable: true, min: 0 });
  if (floor !== null && floor > 100)
    errors.push({
      path: 'proteinaBrutaMinima',
      code: 'OUT_OF_RANGE',
      message: 'proteinaBrutaMinima must be at most 100',
    });
  return floor;
}

/** Reads `inclusaoMinima`: false (none), or { "<feed id>": g as fed per head per day }. */
function readMinimumInclusion(
  raw: unknown,
  errors: CliError[],
): { enabled: boolean; grams: Record<string, number> } {
  if (raw === undefined || raw === null || raw === true) return { enabled: true, grams: {} };
  if (raw === false) return { enabled: false, grams: {} };
  const grams: Record<string, number> = {};
  if (!isRecord(raw)) {
    errors.push({
      path: 'inclusaoMinima',
      code: 'INVALID_MINIMUM_INCLUSION',
      message: 'inclusaoMinima must be false or {"<feed id>": grams as fed per head per day}',
    });
    return { enabled: true, grams };
  }
  for (const [id, value] of Object.entries(raw)) {
    const g = readNumber(value, `inclusaoMinima.${id}`, errors, { nullable: false, min: 0 });
    if (g !== null) grams[id] = g;
  }
  return { enabled: true, grams };
}

/** Reads `premix`: false (trace minerals from the feeds only), or { "gramas": dose per head per day }. */
function readPremix(raw: unknown, errors: CliError[]): { enabled: boolean; grams: number | null } {
  if (raw === undefined || raw === null || raw === true) return { enabled: true, grams: null };
  if (raw === false) return { enabled: false, grams: null };
  if (!isRecord(raw)) {
    errors.push({
      path: 'premix',
      code: 'INVALID_PREMIX',
      message: 'premix must be false or {"gramas": number}',
    });
    return { enabled: true, grams: null };
  }
  const grams = readNumber(raw.gramas, 'premix.gramas', errors, { nullable: true, min: 1 });
  return { enabled: true, grams };
}

/** Reads `objetivo`: absent or null is 'custo' (least cost per day, the command's original output). */
function readObjective(raw: unknown, errors: CliError[]): DietObjective {
  const read = ZFormulateCliObjective.safeParse(raw);
  if (read.success) return read.data ?? 'custo';
  errors.push({
    path: 'objetivo',
    code: 'INVALID_OBJECTIVE',
    message: `objetivo must be one of ${DIET_OBJECTIVES.map((o) => `"${o}"`).join(', ')}`,
  });
  return 'custo';
}

/**
 * The finance fields of "lucro" and "custo_arroba": the animal as given (read by the financial report's own
 * validation, as `cocho finance` reads it) and the optional "extras" of `cocho finance`.
 */
function readObjectiveFinance(
  input: Record<string, unknown>,
  animal: Animal | null,
  errors: CliError[],
): GainFinanceInput | null {
  if (!isRecord(input.animal)) {
    errors.push({
      path: 'animal',
      code: 'REQUIRED_FOR_OBJECTIVE',
      message:
        'objetivo "lucro" and "custo_arroba" need the animal (its requirements at each gain, and prices)',
    });
    return null;
  }
  if (animal === null) return null; // the animal's own errors are already listed
  const extras = input.extras;
  if (extras !== undefined && extras !== null && !isRecord(extras)) {
    errors.push({ path: 'extras', code: 'NOT_AN_OBJECT', message: 'extras must be an object' });
    return null;
  }
  const finance: GainFinanceInput = { animal: input.animal, extras: isRecord(extras) ? extras : null };
  for (const e of validateGainFinance(finance))
    errors.push({
      path: e.field,
      code: e.code,
      message: `${e.field}: ${e.code.toLowerCase().replace(/_/g, ' ')} (needed by objetivo)`,
    });
  return finance;
}

/** One point of the objective's curve, in the output's words. */
function pointOutput(point: GainPoint): Record<string, unknown> {
  return {
    ganho_medio_diario: point.gainKg,
    viavel: point.feasible,
    custo_diario: point.costPerDay,
    dias_confinamento: point.daysOnFeed,
    lucro_cabeca: point.profitPerHead,
    custo_arroba: point.costPerArroba,
  };
}

/**
 * "lucro" / "custo_arroba": the diet at the best target gain (the usual output, formulated at that gain) and
 * "objetivo" with the chosen gain's figures, the least-cost diet at the animal's own gain for comparison,
 * and the curve. Without any gain with an exact diet, the usual output is that of the animal's own gain.
 */
function runObjective(
  objective: Exclude<DietObjective, 'custo'>,
  solver: LpSolver,
  context: {
    animal: Animal;
    listed: FormulationRequirements;
    finance: GainFinanceInput;
    feeds: Feed[];
    roughagePercent: number | null;
    batchKg: number | null;
    guards: Omit<FormulationInput, 'feeds' | 'requirements'>;
    guardOptions: FormulationOptions;
  },
): Record<string, unknown> {
  const search = {
    formulation: {
      feeds: context.feeds,
      roughagePercent: context.roughagePercent,
      batchKg: context.batchKg,
      ...context.guards,
    },
    requirementsAt: animalRequirementsAt(context.animal, context.listed),
    finance: context.finance,
  };
  // Each gain's diet with the diet guards, as the diet finally written (no economics or conflicts: speed).
  const found = searchObjectiveGain(search, solver, objective, {
    ...context.guardOptions,
    economics: false,
    explainConflicts: false,
  });
  const enteredGain = context.animal.ganho_medio_diario ?? 0;
  const leastCost = evaluateGain(search, solver, enteredGain, context.guardOptions);
  const chosenGain = found.best?.point.gainKg ?? enteredGain;
  // The diet written is formulated in full (conflicts, advice) at the chosen gain.
  const diet = found.best
    ? evaluateGain(search, solver, chosenGain, context.guardOptions).diet
    : leastCost.diet;
  const base = diet === null ? {} : toFormulateOutput(diet);
  const best = found.best?.point ?? null;
  return {
    ...base,
    objetivo: {
      tipo: objective,
      ganho_medio_diario: best?.gainKg ?? null,
      dias_confinamento: best?.daysOnFeed ?? null,
      custo_diario: best?.costPerDay ?? null,
      lucro_cabeca: best?.profitPerHead ?? null,
      custo_arroba: best?.costPerArroba ?? null,
      menor_custo: {
        ...pointOutput(leastCost.point),
        status: leastCost.diet?.status ?? null,
        resultado: Object.fromEntries((leastCost.diet?.feeds ?? []).map((f) => [f.id, f.asFedKg])),
        resultadoMS: Object.fromEntries((leastCost.diet?.feeds ?? []).map((f) => [f.id, f.dryMatterKg])),
      },
      curva: found.curve.map(pointOutput),
      avaliacoes: found.evaluations,
    },
  };
}

registerCommand('formulate', {
  summary: 'least-cost diet from feeds and requirements',
  help: HELP,
  // The WebAssembly solver loads only when the command runs (loadLpSolver caches it).
  async run(raw) {
    const solver = await loadLpSolver();
    const read = ZCliObject.safeParse(raw);
    if (!read.success)
      return {
        ok: false,
        errors: [{ path: '', code: 'INVALID_INPUT', message: 'input must be a JSON object' }],
      };
    const input = read.data;
    const errors: CliError[] = [];
    const feeds: Feed[] = readFeeds(input.alimentos, errors, { requireCost: true });
    const listed = readRequirements(input.exigencias, errors);
    const roughage = ZFormulateCliRoughagePercent.safeParse(input.proporcaoVC);
    const vc = roughage.success ? roughage.data : null;
    if (!roughage.success)
      errors.push({
        path: 'proporcaoVC',
        code: 'INVALID_PERCENT',
        message: 'proporcaoVC must be a number from 0 to 100, or null',
      });
    const objective = readObjective(input.objetivo, errors);
    let requirements: FormulationRequirements = {};
    let gain: number | null = null;
    let totalRacao: number | null = null;
    let animal: Animal | null = null;
    if (input.animal !== undefined && input.animal !== null) {
      const parsed = parseAnimalJson(input.animal, 'formulation');
      if (!parsed.ok) {
        for (const e of parsed.errors)
          errors.push({
            path: `animal.${e.field}`,
            code: e.code,
            message: `invalid animal field ${e.field}`,
          });
      } else {
        const computed = calculateRequirements(parsed.value);
        if (!computed.ok) {
          for (const e of computed.errors)
            errors.push({
              path: `animal.${e.field}`,
              code: e.code,
              message: `invalid animal field ${e.field}`,
            });
        } else {
          requirements = toRequirementBounds(computed.value.requirements, { onlySelected: true });
          gain = parsed.value.ganho_medio_diario ?? null;
          totalRacao = parsed.value.total_racao_a_produzir ?? null;
          animal = parsed.value;
        }
      }
    }
    const finance: GainFinanceInput | null =
      objective === 'custo' ? null : readObjectiveFinance(input, animal, errors);
    const fibreFloor = readFibre(input.fibra, errors, animal?.regime ?? null);
    const caPRatio = readRatio(input.relacaoCaP, errors, animal !== null);
    const crudeProteinMinPercent = readProteinFloor(input.proteinaBrutaMinima, errors, animal !== null);
    const minimumInclusion = readMinimumInclusion(input.inclusaoMinima, errors);
    const premix = readPremix(input.premix, errors);
    if (errors.length > 0) return { ok: false, errors };
    const guards = {
      fibreFloor,
      caPRatio,
      crudeProteinMinPercent,
      minimumInclusionGrams: minimumInclusion.grams,
      premixGramsPerHead: premix.grams,
      userRequirementKeys: Object.keys(listed) as RequirementKey[],
      // Growing cattle on pasture: dry matter at most the grazing intake prediction eats by.
      grazingIntake: animal === null ? null : findGrazingIntakeBasis(animal),
    };
    const guardOptions = {
      minimumInclusion: minimumInclusion.enabled,
      traceMineralPremix: premix.enabled,
    };
    if (objective !== 'custo' && animal !== null && finance !== null)
      return {
        ok: true,
        output: runObjective(objective, solver, {
          animal,
          listed,
          finance,
          feeds: applyDefaultInclusionCaps(feeds),
          roughagePercent: vc ?? null,
          batchKg: totalRacao,
          guards,
          guardOptions,
        }),
      };
    requirements = { ...requirements, ...listed };
    const result = formulateDiet(
      {
        // A feed without "maximo" gets its class's default cap (mineral and NPN sources, fats).
        feeds: applyDefaultInclusionCaps(feeds),
        requirements,
        roughagePercent: vc ?? null,
        dailyGainKg: gain,
        batchKg: totalRacao,
        ...guards,
      },
      solver,
      guardOptions,
    );
    if (!result.ok)
      return {
        ok: false,
        errors: result.errors.map((e) => ({
          path: 'id' in e ? `alimentos[id=${e.id}]` : 'alimentos',
          code: e.code,
          message: e.code.toLowerCase().replace(/_/g, ' '),
        })),
      };
    return { ok: true, output: toFormulateOutput(result.value) };
  },
});
