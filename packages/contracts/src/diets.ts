/**
 * Saved diets and predictions (docs/product/shell.md#saved-record, docs/product/shell.md#diet-state and Saving, docs/product/shell.md#validation diet dates,
 * docs/product/shell.md#roles premium-only, docs/product/calls.md#shell-calls dieta/* calls; docs/product/calculation.md#saved-diet-record). Wire keys keep the spec's
 * Portuguese names. The `dieta` field of dieta/saveFD and dieta/savePD travels as JSON text (docs/product/calls.md#shell-calls)
 * and is parsed and checked once, by the server's save; a save answers the id and the new version.
 * Choices: docs/decisions/saved-diets.md.
 */
import {
  ANIMAL_FIELD_KEYS,
  CURRENCIES,
  fieldSpecOf,
  PRICE_BASES,
  PURCHASE_UNITS,
  REQUIREMENT_KEYS,
} from '@cocho/engine';
import type { Animal, AnimalField } from '@cocho/engine';
import { z } from 'zod';
import { defineCall } from './define-call';
import { DIET_CYCLE_TYPES, DIET_NAME_MAX_CHARS, DIET_SITUATIONS } from './plain/diets';
import { ZNutrients } from './feeds';
import { ZIdempotencyKey } from './record-versions';
import { addFeedingPlanIssues, ZConcentratePremixRecord, ZFeedingPlanShape } from './feeding-plan';

/** Longest accepted `dieta` JSON text, characters (the server's body limit is 1 MiB). */
export const DIET_JSON_MAX_CHARS = 900_000;
/** Longest span between the expected start and end of a diet, days (docs/product/shell.md#validation: at most one year). */
export const DIET_MAX_SPAN_DAYS = 365;
export { DIET_NAME_MAX_CHARS, DIET_CYCLE_TYPES, DIET_SITUATIONS } from './plain/diets';

const ZNumber = z.number().finite();
const ZNullableNumber = ZNumber.nullable();

/** The zod schema of one animal field, read from the engine's field table. */
function savedFieldSchema(field: AnimalField): z.ZodType {
  const spec = fieldSpecOf(field);
  if (spec.kind === 'flag') return z.boolean().nullable();
  if (spec.kind !== 'choice') return ZNullableNumber;
  const options = z.enum(spec.options as [string, ...string[]]);
  // A choice added after records were saved reads as its default in the older records.
  if (spec.addedAfterRelease === true) return options.default(spec.initial);
  return spec.nullable ? options.nullable() : options;
}

/**
 * The animal of the form (docs/product/calculation.md#animal; engine `Animal`), one key per field of the engine's field table
 * (`ANIMAL_FIELDS`): choices one of their options (the cow-only ones may be null), numbers finite or null
 * (empty), `refresh_input` a boolean or null. Bounds are not checked here: a diet may be saved before its
 * animal is valid (docs/decisions/saved-diets.md), and the engine validates before it calculates.
 */
export const ZSavedAnimal = z.object(
  Object.fromEntries(ANIMAL_FIELD_KEYS.map((field) => [field, savedFieldSchema(field)])) as {
    [F in AnimalField]: z.ZodType<Animal[F]>;
  },
);
export type TSavedAnimal = z.infer<typeof ZSavedAnimal>;

const ZFeedId = z.string().min(1).max(40);
export const ZRequirementKey = z.enum(REQUIREMENT_KEYS);

/** A selected feed as it was used (a snapshot, so a diet reopens the same after the catalogue changes). */
export const ZSavedFeed = z.object({
  id: ZFeedId,
  tipo: z.number().int(),
  name: z.string().max(200),
  name_en: z.string().max(200).nullable(),
  name_es: z.string().max(200).nullable(),
  volumoso: z.boolean(),
  /** The composition used (the edited one when the feed is in `alimentos_alterados`). */
  nutrientes: ZNutrients,
  /** A company feed's inclusion bounds, % of DM intake (docs/product/calculation.md#records), kept so the diet reopens the same. */
  min_100: ZNumber.min(0).max(100).nullable().optional(),
  max_100: ZNumber.min(0).max(100).nullable().optional(),
});
export type TSavedFeed = z.infer<typeof ZSavedFeed>;

/**
 * A per-feed restriction text: a decimal string that may use a comma (docs/product/calculation.md#constants), a number, or null.
 * Kept as typed, so the restrictions step reopens exactly.
 */
const ZPercentText = z.union([z.string().max(20), ZNumber, z.null()]);

/**
 * A feed's price as bought (docs/decisions/currencies-and-purchase-units.md): `valor` per
 * `unidade` (kg, tonne `t`, 60 kg sack `saca60`, arroba 15 kg) on `base` (`MN` as fed, `MS` dry matter), in
 * the diet's currency; null `valor` while not typed. The engine converts it once to the price per kg as fed.
 */
export const ZPurchasePrice = z.object({
  valor: ZNumber.min(0).nullable(),
  unidade: z.enum(PURCHASE_UNITS),
  base: z.enum(PRICE_BASES),
});
export type TPurchasePrice = z.infer<typeof ZPurchasePrice>;

/** Per-feed entry of `restricoes` (docs/product/shell.md#records: quantidade, unidade, fator, custo, minimo, maximo, nutrientes). */
export const ZFeedRestriction = z.object({
  /** Amount per animal per day in `unidade` (as fed or DM, see `tipoEntrada`); null when not entered. */
  quantidade: ZNullableNumber,
  unidade: z.enum(['kg', 'g', 'mg']),
  /** kg per `unidade` (kg 1, g 0.001, mg 0.000001; docs/product/calculation.md#constants). */
  fator: z.union([z.literal(1), z.literal(0.001), z.literal(0.000001)]),
  /**
   * Price per `unidade` as fed (kg, g or mg; in the diet's `moeda`); null when none. With `preco_compra`, the
   * price converted from it (kept so that readers of the older shape get the same price).
   */
  custo: ZNullableNumber,
  /** The price as typed in a purchase unit; absent in diets priced per `unidade` (all older ones). */
  preco_compra: ZPurchasePrice.optional(),
  /** Minimum share of dry-matter intake, % (text as typed). */
  minimo: ZPercentText,
  /** Maximum share of dry-matter intake, % (text as typed). */
  maximo: ZPercentText,
  /** The edited composition, only for altered feeds. */
  nutrientes: ZNutrients.optional(),
});
export type TFeedRestriction = z.infer<typeof ZFeedRestriction>;

/** A requirement row the user edited (docs/product/calculation.md#requirement-entry). */
export const ZAlteredRequirement = z.object({
  exigencia: ZRequirementKey,
  minimo: ZNullableNumber,
  ideal: ZNumber,
  maximo: ZNullableNumber,
  /** Modification time, ms since epoch (docs/product/calculation.md#records "a modification time is stamped on edit"). */
  modificadoEm: z.number().int().nullable(),
});
export type TAlteredRequirement = z.infer<typeof ZAlteredRequirement>;

/** One feed of the result (docs/product/calculation.md#records Diet composition rows). Per animal per day unless named otherwise. */
export const ZDietResultRow = z.object({
  id: ZFeedId,
  /** kg as fed. */
  MN: ZNumber,
  /** Share of the as-fed total, %. */
  MNprop: ZNumber,
  /** kg of dry matter. */
  MS: ZNumber,
  /** Share of dry-matter intake, %. */
  MSprop: ZNumber,
  /** Cost per animal per day. */
  CUSTO: ZNumber,
  /** kg as fed in the ration to produce. */
  totalRacao: ZNumber,
});
export type TDietResultRow = z.infer<typeof ZDietResultRow>;

const ZIsoDate = z.iso.date();

/**
 * The diet's lifecycle (docs/product/shell.md#records, docs/product/shell.md#states Diet, docs/product/shell.md#validation Diet dates). Dates are YYYY-MM-DD; weights kg; gains
 * kg/day. Overdue is derived (active and the expected end before today), never stored.
 */
export const ZDietCycle = z
  .object({
    /** Adaptation, growth or termination (finishing). */
    tipo: z.enum(DIET_CYCLE_TYPES),
    situacao: z.enum(DIET_SITUATIONS),
    comentario: z.string().max(2000).nullable(),
    inicio_previsto: ZIsoDate.nullable(),
    fim_previsto: ZIsoDate.nullable(),
    fim_real: ZIsoDate.nullable(),
    peso_abate: ZNumber.positive().nullable(),
    gmd_esperado: ZNumber.min(0).nullable(),
    gmd_real: ZNumber.min(0).nullable(),
    gmd_observado: ZNumber.min(0).nullable(),
    numero_animais: z.number().int().min(0).nullable(),
  })
  .superRefine((cycle, ctx) => {
    const start = cycle.inicio_previsto;
    const end = cycle.fim_previsto;
    // docs/product/shell.md#validation: the dates must be filled.
    if (start === null) ctx.addIssue({ code: 'custom', path: ['inicio_previsto'], message: 'DATE_REQUIRED' });
    if (end === null) ctx.addIssue({ code: 'custom', path: ['fim_previsto'], message: 'DATE_REQUIRED' });
    if (start !== null && end !== null) {
      const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['fim_previsto'], message: 'END_BEFORE_START' });
      // docs/product/shell.md#validation: the span is at most one year.
      else if (days > DIET_MAX_SPAN_DAYS)
        ctx.addIssue({ code: 'custom', path: ['fim_previsto'], message: 'SPAN_OVER_ONE_YEAR' });
    }
    if (cycle.situacao === 'finalizada') {
      // docs/product/shell.md#states, docs/product/shell.md#validation: finishing needs the real end date plus slaughter weight or average daily gain.
      if (cycle.fim_real === null)
        ctx.addIssue({ code: 'custom', path: ['fim_real'], message: 'REAL_END_REQUIRED' });
      else if (start !== null && Date.parse(cycle.fim_real) < Date.parse(start))
        ctx.addIssue({ code: 'custom', path: ['fim_real'], message: 'END_BEFORE_START' });
      if (cycle.peso_abate === null && cycle.gmd_real === null && cycle.gmd_observado === null)
        ctx.addIssue({ code: 'custom', path: ['peso_abate'], message: 'WEIGHT_OR_GAIN_REQUIRED' });
    }
  });
export type TDietCycle = z.infer<typeof ZDietCycle>;

/**
 * The financial report's inputs that are not animal fields (docs/decisions/finance-indicator-readings.md):
 * the optional extras (death loss and shrink, %; freight and commission per head) and a cull cow's entry
 * weight, sale weight (kg) and daily gain (kg/day), which the animal form has not for cows.
 */
export const ZDietFinance = z.object({
  mortalidade: ZNumber.min(0).max(100).nullable(),
  quebra: ZNumber.min(0).max(100).nullable(),
  frete: ZNumber.min(0).nullable(),
  comissao: ZNumber.min(0).nullable(),
  peso_corporal_inicial: ZNumber.min(0).nullable(),
  peso_corporal_final: ZNumber.min(0).nullable(),
  ganho_medio_diario: ZNumber.min(0).nullable(),
});
export type TDietFinance = z.infer<typeof ZDietFinance>;

/**
 * A stand-alone mix's form (mode M, /calcular-racao; docs/decisions/saved-mixes.md): how the amounts are
 * typed (kg or % of the mix, on as fed `MN` or dry matter `MS`), the amount and price of each chosen feed
 * (`alimentos_selecionados`) as numbers, the ration to produce and the mixer's capacity (kg as fed).
 */
export const ZSavedMix = z.object({
  modo_quantidade: z.enum(['kg', 'percent']),
  base: z.enum(['MN', 'MS']),
  /** Per chosen feed id: kg or % on `base`; null while not typed. */
  quantidades: z.record(ZFeedId, ZNumber.min(0).nullable()),
  /** Per chosen feed id: price per kg as fed in the record's currency; null: none. */
  precos: z.record(ZFeedId, ZNumber.min(0).nullable()),
  total_racao_a_produzir: ZNumber.min(0).nullable(),
  capacidade_misturador: ZNumber.min(0).nullable(),
});
export type TSavedMix = z.infer<typeof ZSavedMix>;

/**
 * A supplement's hand-over record (mode S, /formulacao-suplemento; docs/decisions/saved-supplements-comparisons.md):
 * the objective it was formulated for and the id of the user's feed it was saved as, when it was. The
 * engine's result is `resultado_simplex`; the feeds it names are `alimentos_selecionados` (snapshots).
 */
export const ZSavedSupplement = z.object({
  objetivo: z.enum(['ndt', 'custo', 'ganho']),
  /** The user's feed this supplement was saved as (alimento/create), null when it was not. */
  id_alimento: ZFeedId.nullable(),
});
export type TSavedSupplement = z.infer<typeof ZSavedSupplement>;

/**
 * The saved diet or prediction (docs/product/shell.md#records; docs/product/calculation.md#records). `id` and `user_id` are set by the server;
 * the client's values are ignored. `resultado_simplex` keeps the engine's full result as JSON so the result
 * screen reopens without solving again.
 */
const ZDietRecordFields = z.object({
  nome: z.string().trim().max(DIET_NAME_MAX_CHARS),
  /** Entry basis of quantities: '/MS' dry matter, '' as fed (docs/product/shell.md#records tipoEntrada). */
  tipoEntrada: z.enum(['/MS', '']),
  /** When the client saved it, ms since epoch. */
  time: z.number().int().min(0),
  /** Cost per animal per day of the result; null before a calculation. */
  custo: ZNullableNumber,
  animal: ZSavedAnimal,
  /** Selected feeds, in the order shown (category order, docs/product/calculation.md#states). */
  alimentos_selecionados: z.array(ZSavedFeed).max(500),
  /** Ids of feeds whose composition was edited. */
  alimentos_alterados: z.array(ZFeedId).max(500),
  /** Per selected feed id. */
  restricoes: z.record(ZFeedId, ZFeedRestriction),
  /** Amount per feed; null before a calculation. */
  resultado: z.array(ZDietResultRow).max(500).nullable(),
  /** Roughage share of dry-matter intake, % (the roughage:concentrate ratio; default 50, docs/product/calculation.md#constants). */
  proporcao_volumoso: ZNumber.min(0).max(100).nullable(),
  /** Whether the roughage share is fixed. */
  fixa_proporcao_vc: z.boolean(),
  exigencias_selecionadas: z.array(ZRequirementKey).max(REQUIREMENT_KEYS.length),
  exigencias_alteradas: z.array(ZAlteredRequirement).max(REQUIREMENT_KEYS.length),
  /** Prediction only: quantities entered as fed ('MN') or as dry matter ('MS'). */
  tipo_alimento_predicao: z.enum(['MN', 'MS']).nullable(),
  user_id: z.number().int().nullable(),
  id: z.number().int().nullable(),
  /** The consultant's client the diet belongs to; null for personal use. */
  id_cliente: z.number().int().nullable(),
  /** 1 or 2 success (2 the default for saved diets), any other failure (docs/product/shell.md#states); null not calculated. */
  status: z.number().int().nullable(),
  /** Error code of a failed calculation (docs/product/errors.md#calculation-errors), or null. */
  erro: z.string().max(100).nullable(),
  resultado_simplex: z.json().nullable(),
  obs: z.string().max(5000).nullable(),
  /** A hidden auto-saved prediction (empty name). */
  oculta: z.boolean(),
  /** Diet lifecycle; null for predictions and plain saved diets. */
  ciclo: ZDietCycle.nullable(),
  /** Financial report inputs beyond the animal's; absent in records saved before it existed. */
  financeiro: ZDietFinance.nullable().optional(),
  /** Lots, daily treatments and mixer of the feedlot (docs/decisions/daily-treatments.md); absent before. */
  tratos_diarios: ZFeedingPlanShape.nullable().optional(),
  /**
   * Step 4's diet guards (docs/decisions/effective-fibre-floor.md, ratio-constraints.md): the fibre rule
   * ('efetiva' effective fibre, 'fdn' total NDF), its minimum in % of DM (null: the animal's default) and the
   * Ca:P bounds (null: no bound); `pb_minima` the crude-protein floor in % of DM (null: none; absent, also in
   * diets saved before it: the default 7 %, docs/decisions/crude-protein-floor.md). Absent in diets saved
   * before: the animal's defaults.
   */
  limites_dieta: z
    .object({
      regra_fibra: z.enum(['efetiva', 'fdn']),
      fibra_minima: ZNumber.min(0).max(100).nullable(),
      cap_minima: ZNumber.min(0).max(100).nullable(),
      cap_maxima: ZNumber.min(0).max(100).nullable(),
      pb_minima: ZNumber.min(0).max(100).nullable().optional(),
    })
    .nullable()
    .optional(),
  /** The concentrate pre-mix, premium only (docs/decisions/concentrate-premix.md); absent before. */
  pre_mistura: ZConcentratePremixRecord.nullable().optional(),
  /**
   * Currency of every price and cost of the diet (ISO 4217: BRL, PYG, ARS, UYU, BOB, USD); absent in diets
   * saved before currencies: BRL (docs/decisions/currencies-and-purchase-units.md).
   */
  moeda: z.enum(CURRENCIES).optional(),
  /** A stand-alone mix's form (mode M only); absent in every other kind. */
  mistura: ZSavedMix.nullable().optional(),
  /** A supplement's objective and feed (mode S only); absent in every other kind. */
  suplemento: ZSavedSupplement.nullable().optional(),
});

/** How many diets one saved comparison holds (the comparison dialog's columns). */
export const COMPARISON_DIETS_MAX = 10;

/**
 * A saved diet comparison (mode C; docs/decisions/saved-supplements-comparisons.md): the ids of the compared
 * saved diets, in the order shown, and the copies of those diets as they were when the comparison was
 * saved. The server makes the copies from the diets the saver may read (what a client sends is ignored),
 * without notes, owner or client, so a recipient or a public link sees the comparison whatever their access
 * to the diets.
 */
export const ZSavedComparison = z.object({
  ids: z.array(z.number().int().positive()).min(2).max(COMPARISON_DIETS_MAX),
  copias: z.array(ZDietRecordFields).max(COMPARISON_DIETS_MAX).default([]),
});
export type TSavedComparison = z.infer<typeof ZSavedComparison>;

export const ZDietRecord = ZDietRecordFields.extend({
  /** A diet comparison's diets (mode C only); absent in every other kind. */
  comparacao: ZSavedComparison.nullable().optional(),
});
export type TDietRecord = z.infer<typeof ZDietRecord>;

/**
 * The saved record's kind: diet formulation (FD, diet type 0), performance prediction (PD, type 1) or a
 * requirements table (E, type 2: the animal and its requirements as shown on /calcula-exigencias;
 * docs/decisions/saved-requirements.md) or a stand-alone mix (M, type 3: the /calcular-racao form and its
 * result; docs/decisions/saved-mixes.md), a supplement (S, type 4) or a diet comparison (C, type 5;
 * docs/decisions/saved-supplements-comparisons.md).
 */
export const DIET_MODES = ['FD', 'PD', 'E', 'M', 'S', 'C'] as const;
export const ZDietMode = z.enum(DIET_MODES);
export type TDietMode = z.infer<typeof ZDietMode>;

/** A stored kind read back: one of DIET_MODES, anything else (none is stored) a diet. */
export function toDietMode(stored: string): TDietMode {
  return stored === 'PD' || stored === 'E' || stored === 'M' || stored === 'S' || stored === 'C'
    ? stored
    : 'FD';
}

/** One row of the my-diets / my-predictions lists (the record without its bulky parts). */
export const ZDietSummary = z.object({
  id: z.number().int(),
  modo: ZDietMode,
  nome: z.string(),
  time: z.number().int(),
  custo: ZNullableNumber,
  /** The record's currency (`moeda`); null: saved without one (reais); absent from older servers. */
  moeda: z.enum(CURRENCIES).nullable().optional(),
  status: z.number().int().nullable(),
  id_cliente: z.number().int().nullable(),
  oculta: z.boolean(),
  ciclo: ZDietCycle.nullable(),
  /** Active and the expected end before today (docs/product/shell.md#diet-state overdue). */
  atrasada: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDietSummary = z.infer<typeof ZDietSummary>;

/**
 * The saving rules of docs/product/calculation.md#validation, beyond the record's shape: a name (except a hidden auto-saved
 * prediction), at least one feed, each feed once, and restrictions, edited compositions and result rows only
 * for selected feeds; the lifecycle belongs to diets, and a prediction says how its quantities were
 * entered. Each issue's message is its field error code. Stored records are read with `ZDietRecord` alone,
 * so a record saved before a rule existed still loads.
 */
function addSavingIssues(
  record: TDietRecord,
  modo: TDietMode,
  ctx: z.RefinementCtx,
  at: readonly PropertyKey[],
): void {
  const issue = (path: readonly PropertyKey[], code: string) =>
    ctx.addIssue({ code: 'custom', path: [...at, ...path], message: code });
  const isHiddenPrediction = modo === 'PD' && record.oculta;
  if (!isHiddenPrediction && record.nome === '') issue(['nome'], 'required');
  if (modo !== 'M' && (record.mistura ?? null) !== null) issue(['mistura'], 'mix_only');
  if (modo !== 'S' && (record.suplemento ?? null) !== null) issue(['suplemento'], 'supplement_only');
  if (modo !== 'C' && (record.comparacao ?? null) !== null) issue(['comparacao'], 'comparison_only');
  if (modo === 'S' || modo === 'C') {
    addHandoverSavingIssues(record, modo, issue);
    return;
  }
  if (modo === 'E') {
    addRequirementsSavingIssues(record, issue);
    return;
  }
  if (modo === 'M') {
    addMixSavingIssues(record, issue);
    return;
  }
  if (record.alimentos_selecionados.length === 0) issue(['alimentos_selecionados'], 'too_small');
  const selected = new Set(record.alimentos_selecionados.map((feed) => feed.id));
  if (selected.size !== record.alimentos_selecionados.length)
    issue(['alimentos_selecionados'], 'duplicate_feed');
  for (const id of Object.keys(record.restricoes))
    if (!selected.has(id)) issue(['restricoes', id], 'feed_not_selected');
  record.alimentos_alterados.forEach((id, index) => {
    if (!selected.has(id)) issue(['alimentos_alterados', index], 'feed_not_selected');
  });
  record.resultado?.forEach((row, index) => {
    if (!selected.has(row.id)) issue(['resultado', index, 'id'], 'feed_not_selected');
  });
  if (modo === 'PD' && record.ciclo !== null) issue(['ciclo'], 'diet_only');
  if (modo === 'PD' && record.tipo_alimento_predicao === null) issue(['tipo_alimento_predicao'], 'required');
  const plan = record.tratos_diarios ?? null;
  if (plan !== null) {
    if (modo === 'PD') issue(['tratos_diarios'], 'diet_only');
    addFeedingPlanIssues(plan, ctx, [...at, 'tratos_diarios']);
    for (const id of Object.keys(plan.materia_seca_medida ?? {}))
      if (!selected.has(id)) issue(['tratos_diarios', 'materia_seca_medida', id], 'feed_not_selected');
  }
  const premix = record.pre_mistura ?? null;
  if (premix !== null) {
    if (modo === 'PD') issue(['pre_mistura'], 'diet_only');
    premix.alimentos.forEach((id, index) => {
      if (!selected.has(id)) issue(['pre_mistura', 'alimentos', index], 'feed_not_selected');
    });
  }
}

/**
 * A requirements table (mode E, docs/decisions/saved-requirements.md) is the animal, the requirement
 * selection and edits, and the engine's result (`resultado_simplex`): no feeds, no diet result, no
 * lifecycle, feeding plan, pre-mix or prediction basis, and never hidden.
 */
function addRequirementsSavingIssues(
  record: TDietRecord,
  issue: (path: readonly PropertyKey[], code: string) => void,
): void {
  if (record.alimentos_selecionados.length > 0) issue(['alimentos_selecionados'], 'requirements_only');
  if (record.alimentos_alterados.length > 0) issue(['alimentos_alterados'], 'requirements_only');
  if (Object.keys(record.restricoes).length > 0) issue(['restricoes'], 'requirements_only');
  if (record.resultado !== null) issue(['resultado'], 'requirements_only');
  if (record.ciclo !== null) issue(['ciclo'], 'diet_only');
  if ((record.tratos_diarios ?? null) !== null) issue(['tratos_diarios'], 'diet_only');
  if ((record.pre_mistura ?? null) !== null) issue(['pre_mistura'], 'diet_only');
  if (record.tipo_alimento_predicao !== null) issue(['tipo_alimento_predicao'], 'requirements_only');
  if (record.oculta) issue(['oculta'], 'requirements_only');
}

/**
 * A stand-alone mix (mode M, docs/decisions/saved-mixes.md) is its chosen feeds (each once), the mix form
 * (`mistura`, amounts and prices only for chosen feeds) and the engine's mix result (`resultado_simplex`):
 * no restrictions, edited compositions, diet result, lifecycle, feeding plan, pre-mix or prediction basis,
 * and never hidden.
 */
function addMixSavingIssues(
  record: TDietRecord,
  issue: (path: readonly PropertyKey[], code: string) => void,
): void {
  if (record.alimentos_selecionados.length === 0) issue(['alimentos_selecionados'], 'too_small');
  const selected = new Set(record.alimentos_selecionados.map((feed) => feed.id));
  if (selected.size !== record.alimentos_selecionados.length)
    issue(['alimentos_selecionados'], 'duplicate_feed');
  const mix = record.mistura ?? null;
  if (mix === null) issue(['mistura'], 'required');
  else
    for (const part of ['quantidades', 'precos'] as const)
      for (const id of Object.keys(mix[part]))
        if (!selected.has(id)) issue(['mistura', part, id], 'feed_not_selected');
  if (Object.keys(record.restricoes).length > 0) issue(['restricoes'], 'mix_only');
  if (record.alimentos_alterados.length > 0) issue(['alimentos_alterados'], 'mix_only');
  if (record.resultado !== null) issue(['resultado'], 'mix_only');
  if (record.ciclo !== null) issue(['ciclo'], 'diet_only');
  if ((record.tratos_diarios ?? null) !== null) issue(['tratos_diarios'], 'diet_only');
  if ((record.pre_mistura ?? null) !== null) issue(['pre_mistura'], 'diet_only');
  if (record.tipo_alimento_predicao !== null) issue(['tipo_alimento_predicao'], 'mix_only');
  if (record.oculta) issue(['oculta'], 'mix_only');
}

/**
 * A supplement (mode S) is its feeds (each once), its objective (`suplemento`) and the engine's supplement
 * result (`resultado_simplex`); a comparison (mode C) is its compared diets' ids (`comparacao`, each once)
 * and no feeds. Neither has restrictions, edited compositions, a diet result, lifecycle, feeding plan,
 * pre-mix, prediction basis or mix, nor is hidden (docs/decisions/saved-supplements-comparisons.md).
 */
function addHandoverSavingIssues(
  record: TDietRecord,
  modo: 'S' | 'C',
  issue: (path: readonly PropertyKey[], code: string) => void,
): void {
  const only = modo === 'S' ? 'supplement_only' : 'comparison_only';
  if (modo === 'S') {
    if (record.alimentos_selecionados.length === 0) issue(['alimentos_selecionados'], 'too_small');
    const selected = new Set(record.alimentos_selecionados.map((feed) => feed.id));
    if (selected.size !== record.alimentos_selecionados.length)
      issue(['alimentos_selecionados'], 'duplicate_feed');
    if ((record.suplemento ?? null) === null) issue(['suplemento'], 'required');
    if (record.resultado_simplex === null) issue(['resultado_simplex'], 'required');
  } else {
    const comparison = record.comparacao ?? null;
    if (comparison === null) issue(['comparacao'], 'required');
    else if (new Set(comparison.ids).size !== comparison.ids.length)
      issue(['comparacao', 'ids'], 'duplicate');
    if (record.alimentos_selecionados.length > 0) issue(['alimentos_selecionados'], only);
  }
  if (Object.keys(record.restricoes).length > 0) issue(['restricoes'], only);
  if (record.alimentos_alterados.length > 0) issue(['alimentos_alterados'], only);
  if (record.resultado !== null) issue(['resultado'], only);
  if (record.ciclo !== null) issue(['ciclo'], 'diet_only');
  if ((record.tratos_diarios ?? null) !== null) issue(['tratos_diarios'], 'diet_only');
  if ((record.pre_mistura ?? null) !== null) issue(['pre_mistura'], 'diet_only');
  if (record.tipo_alimento_predicao !== null) issue(['tipo_alimento_predicao'], only);
  if (record.oculta) issue(['oculta'], only);
}

/**
 * A record that may be saved as a diet (FD), a prediction (PD), a requirements table (E), a mix (M), a
 * supplement (S) or a diet comparison (C).
 */
export const ZSavableDietRecord: Readonly<Record<TDietMode, z.ZodType<TDietRecord>>> = {
  FD: ZDietRecord.superRefine((record, ctx) => addSavingIssues(record, 'FD', ctx, [])),
  PD: ZDietRecord.superRefine((record, ctx) => addSavingIssues(record, 'PD', ctx, [])),
  E: ZDietRecord.superRefine((record, ctx) => addSavingIssues(record, 'E', ctx, [])),
  M: ZDietRecord.superRefine((record, ctx) => addSavingIssues(record, 'M', ctx, [])),
  S: ZDietRecord.superRefine((record, ctx) => addSavingIssues(record, 'S', ctx, [])),
  C: ZDietRecord.superRefine((record, ctx) => addSavingIssues(record, 'C', ctx, [])),
};

const ZDietId = z.number().int().positive();

export { ZIdempotencyKey };

/**
 * The request of dieta/saveFD and dieta/savePD. Only its shape is checked here: the record in `dieta` is
 * parsed and checked once, by the server's save (the record schema plus the saving rules,
 * `ZSavableDietRecord`, and the input-safety walk), and the web checks its own record object with
 * `ZSavableDietRecord` before sending (docs/decisions/one-pass-saves.md).
 */
const ZSaveRequest = z.object({
  /** The record as JSON text (docs/product/calls.md#shell-calls). */
  dieta: z.string().min(2).max(DIET_JSON_MAX_CHARS),
  /** Set when updating a saved record. */
  id: ZDietId.nullable().optional(),
  obs: z.string().max(5000).nullable().optional(),
  /**
   * With `id`: the stored version the edit started from (`updated_at` of the last save's answer or of
   * dieta/get). The save replaces the record only while it is still that version, else CONFLICT (409);
   * without it the save replaces whatever is stored (docs/decisions/one-pass-saves.md).
   */
  base_updated_at: z.string().min(1).max(40).optional(),
  /**
   * The same key again (a retry after a lost answer, the offline outbox after a crash) answers the first
   * save's result instead of saving twice (docs/decisions/one-pass-saves.md).
   */
  idempotency_key: ZIdempotencyKey.optional(),
});

/**
 * What a save answers: the record's id and its new version, no echo of the record (the client keeps its
 * copy). `nome` and `id_cliente` are what was stored when the server changed them: a duplicate name gets
 * the save's time appended (docs/product/shell.md#states), a hidden prediction has no name, and a recipient's save keeps the
 * owner's client.
 */
export const ZSaveAnswer = z.object({
  id: ZDietId,
  /** The stored version: send it as `base_updated_at` with the next save of this record. */
  updated_at: z.string(),
  nome: z.string(),
  id_cliente: z.number().int().nullable(),
  obs: z.string().nullable(),
});
export type TSaveAnswer = z.infer<typeof ZSaveAnswer>;

export const saveFD = defineCall('dieta/saveFD', ZSaveRequest, ZSaveAnswer, { auth: true });
export const savePD = defineCall('dieta/savePD', ZSaveRequest, ZSaveAnswer, { auth: true });
/** dieta/saveE: a requirements table (mode E), with dieta/saveFD's versions, keys, client and sharing rules. */
export const saveE = defineCall('dieta/saveE', ZSaveRequest, ZSaveAnswer, { auth: true });
/** dieta/saveM: a stand-alone mix (mode M), with dieta/saveFD's versions, keys, client and sharing rules. */
export const saveM = defineCall('dieta/saveM', ZSaveRequest, ZSaveAnswer, { auth: true });
/** dieta/saveS: a supplement (mode S), with dieta/saveFD's versions, keys, client and sharing rules. */
export const saveS = defineCall('dieta/saveS', ZSaveRequest, ZSaveAnswer, { auth: true });
/**
 * dieta/saveC: a diet comparison (mode C), with dieta/saveFD's versions, keys, client and sharing rules; the
 * compared diets must be readable by the caller (NOT_FOUND otherwise) and saved diets (mode FD).
 */
export const saveC = defineCall('dieta/saveC', ZSaveRequest, ZSaveAnswer, { auth: true });
export const removeDiet = defineCall(
  'dieta/remove',
  z.object({ id: ZDietId }),
  z.object({ ok: z.literal(true) }),
  {
    auth: true,
  },
);
export const getDiet = defineCall(
  'dieta/get',
  z.object({ id: ZDietId }),
  z.object({
    id: ZDietId,
    modo: ZDietMode,
    dieta: ZDietRecord,
    /** The stored version (ISO time of the last save): an offline edit is synced over it only if unchanged. */
    updated_at: z.string().optional(),
  }),
  { auth: true },
);

/** Records per list page when the request names no `limite` (every list call is paginated). */
const DIET_LIST_PAGE_DEFAULT = 50;
/** Most records per list page. */
const DIET_LIST_PAGE_MAX = 200;

/** Paging of the list calls: `cursor` is the previous answer's `proximo`; absent for the first page. */
const ZListPaging = {
  cursor: z.string().min(1).max(200).optional(),
  /** Records per page (default DIET_LIST_PAGE_DEFAULT, at most DIET_LIST_PAGE_MAX). */
  limite: z.number().int().min(1).max(DIET_LIST_PAGE_MAX).default(DIET_LIST_PAGE_DEFAULT),
};
/** The cursor of the next page, null on the last page. */
const ZNextCursor = z.string().nullable();

const ZListRequest = z.object({
  /** A client id: that client's records; null: personal ones only; absent: all of the user's. */
  id_cliente: z.number().int().nullable().optional(),
  /** Include hidden auto-saved predictions (default false). */
  incluirOcultas: z.boolean().optional(),
  ...ZListPaging,
});
const ZListAnswer = z.object({ data: z.array(ZDietSummary), proximo: ZNextCursor });

export const findMyDiets = defineCall('dieta/minhasDietas', ZListRequest, ZListAnswer, { auth: true });
export const findMyPredictions = defineCall('dieta/minhasPredicoes', ZListRequest, ZListAnswer, {
  auth: true,
});
/** dieta/minhasExigencias: the caller's saved requirements tables (mode E), paged like the other lists. */
export const findMyRequirements = defineCall('dieta/minhasExigencias', ZListRequest, ZListAnswer, {
  auth: true,
});
/** dieta/minhasMisturas: the caller's saved stand-alone mixes (mode M), paged like the other lists. */
export const findMyMixes = defineCall('dieta/minhasMisturas', ZListRequest, ZListAnswer, {
  auth: true,
});
/** dieta/meusSuplementos: the caller's saved supplements (mode S), paged like the other lists. */
export const findMySupplements = defineCall('dieta/meusSuplementos', ZListRequest, ZListAnswer, {
  auth: true,
});
/** dieta/minhasComparacoes: the caller's saved diet comparisons (mode C), paged like the other lists. */
export const findMyComparisons = defineCall('dieta/minhasComparacoes', ZListRequest, ZListAnswer, {
  auth: true,
});
export const findActiveDiets = defineCall(
  'dieta/getDietasAtivas',
  z.object({ id_cliente: z.number().int().nullable().optional(), ...ZListPaging }),
  z.object({
    dietas: z.array(ZDietSummary),
    proximo: ZNextCursor,
    /**
     * The account's active-diet limit is exhausted (docs/product/errors.md#shell-errors): only the most recent active diets are
     * listed. Unlimited active diets are premium-only (docs/product/shell.md#roles).
     */
    limiteAtingido: z.boolean(),
  }),
  { auth: true },
);

/**
 * dieta/clonar: a copy of a saved diet or prediction under a new name (docs/product/shell.md#diet-state "cloned"). The copy's
 * lifecycle starts again as saved (situacao `salva`, no real end, slaughter weight or real/observed gain),
 * so a clone never takes an active slot. Saving rules and duplicate names as dieta/saveFD.
 */
export const cloneDiet = defineCall(
  'dieta/clonar',
  z.object({ id: ZDietId, nome: z.string().trim().min(1).max(DIET_NAME_MAX_CHARS) }),
  z.object({ id: ZDietId, modo: ZDietMode, dieta: ZDietRecord }),
  { auth: true },
);

/**
 * dieta/finalizar: finishes an active diet (docs/product/shell.md#states, docs/product/shell.md#validation): the real end date plus the slaughter weight or
 * an average daily gain (real or observed), checked with ZDietCycle's finishing rule.
 */
export const finishDiet = defineCall(
  'dieta/finalizar',
  z.object({
    id: ZDietId,
    fim_real: ZIsoDate,
    peso_abate: ZNumber.positive().nullable(),
    gmd_real: ZNumber.min(0).nullable(),
    gmd_observado: ZNumber.min(0).nullable(),
  }),
  z.object({ dieta: ZDietSummary }),
  { auth: true },
);

/**
 * dieta/reabrir: a finished diet becomes active again (docs/product/shell.md#states "can be reopened"); its real end is
 * cleared (the diet is running again), the slaughter weight and gains are kept until it is finished again.
 * Counts against the active-diet cap like any activation.
 */
export const reopenDiet = defineCall(
  'dieta/reabrir',
  z.object({ id: ZDietId }),
  z.object({ dieta: ZDietSummary }),
  { auth: true },
);

export const dietCalls = {
  saveFD,
  savePD,
  saveE,
  saveM,
  saveS,
  saveC,
  removeDiet,
  getDiet,
  findMyDiets,
  findMyPredictions,
  findMyRequirements,
  findMyMixes,
  findMySupplements,
  findMyComparisons,
  findActiveDiets,
  cloneDiet,
  finishDiet,
  reopenDiet,
} as const;
