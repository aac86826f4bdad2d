/**
 * The diet wizard's state (docs/product/calculation.md#screens four steps, docs/product/calculation.md#states calculated flag) and its translation to the engine's
 * formulation input; the saved record's side is diet-record.ts. Pure functions, no React.
 */
import {
  COW_MILK_FEED_ID,
  DEFAULT_ANIMAL,
  DEFAULT_CA_P_RATIO,
  DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM,
  findDefaultFibreFloor,
  findGrazingIntakeBasis,
  KG_PER_UNIT,
  classifyFeed,
  findDefaultMaximumPercent,
  isCowMilkAnimalType,
  localeNumberValue,
  normalizeFeed,
  readLocaleNumber,
  toRequirementBounds,
} from '@cocho/engine';
import type {
  Animal,
  AnimalType,
  Currency,
  FeedClass,
  FibreFloor,
  FibreRule,
  FormulationRequirements,
  FormulationResult,
  GrazingIntakeBasis,
  Language,
  MassUnit,
  RatioBounds,
  RequirementEntry,
  RequirementKey,
} from '@cocho/engine';
import type {
  TConcentratePremixRecord,
  TDietFinance,
  TFeed,
  TFeedType,
  TFeedingPlan,
  TNutrients,
  TPurchasePrice,
  TSavedFeed,
} from '@cocho/contracts';
import { COW_MILK_CATALOGUE_FEED } from '../../catalogue/cow-milk-feed';
import { EMPTY_KEPT_FINANCE } from '../finance/kept-finance';
import { formatNumber } from '../../format/format';

/** One selected feed with what the user typed for it in steps 3 and 4. */
export type SelectedFeed = {
  readonly feed: TSavedFeed;
  /** Amount per animal per day in `unidade` (as fed or DM by `tipoEntrada`); null when not entered. */
  readonly quantidade: number | null;
  readonly unidade: MassUnit;
  /** Price per `unidade` as fed; null when none. Not used while `precoCompra` is set. */
  readonly custo: number | null;
  /**
   * The price as typed in a purchase unit (per kg, tonne, 60 kg sack or arroba; as fed or DM); absent when
   * the price is per `unidade` as fed (`custo`), as in every diet saved before purchase units.
   */
  readonly precoCompra?: TPurchasePrice;
  /** Minimum and maximum share of DM intake, %, as typed (comma decimals allowed, docs/product/calculation.md#constants). */
  readonly minimo: string;
  readonly maximo: string;
  /** The edited composition, when the user changed it. */
  readonly nutrientesAlterados: TNutrients | null;
};

export type DietInputs = {
  readonly animal: Animal;
  readonly feeds: readonly SelectedFeed[];
  /** '/MS' dry matter or '' as fed (docs/product/shell.md#records tipoEntrada). */
  readonly tipoEntrada: '/MS' | '';
  /** Roughage share of DM intake, % (default 50 when not fixed, docs/product/calculation.md#constants). */
  readonly proporcaoVolumoso: number | null;
  readonly fixaProporcaoVc: boolean;
  /** The financial report's death loss, shrink, freight, commission and a cull cow's weights and gain. */
  readonly financeiro: TDietFinance;
  /**
   * Fibre floor and Ca:P bounds as set in step 4; absent: the animal's defaults (diet-guards). Saved with the
   * diet as `limites_dieta`.
   */
  readonly guards?: DietGuards;
  /** The feedlot's daily treatments and lots (feeding sheet), saved with the diet. */
  readonly feedingPlan?: TFeedingPlan | null;
  /** The concentrate pre-mix of the feeding sheet (premium), saved with the diet. */
  readonly premix?: TConcentratePremixRecord | null;
  /** Currency of the diet's prices and costs (`moeda`); absent: BRL (`DEFAULT_CURRENCY`). */
  readonly moeda?: Currency;
};

/** Step 4's diet guards (docs/decisions/effective-fibre-floor.md, ratio-constraints.md). */
export type DietGuards = {
  readonly fibreRule: FibreRule;
  /** Effective-fibre minimum, % of DM; null: the default. */
  readonly fibreMinPercent: number | null;
  /** Ca:P bounds; null: no bound on that side. */
  readonly caPMin: number | null;
  readonly caPMax: number | null;
  /**
   * Crude-protein floor, % of DM (docs/decisions/crude-protein-floor.md); null: none; absent (diets saved
   * before it): the default 7 %.
   */
  readonly crudeProteinMinPercent?: number | null;
};

/**
 * The animal's default guards: effective fibre 6 % in feedlot (total NDF elsewhere), Ca:P 1.2 to 7, crude
 * protein at least 7 % of DM.
 */
export function findDefaultGuards(animal: Animal): DietGuards {
  const floor = findDefaultFibreFloor(animal.regime ?? null);
  return {
    fibreRule: floor.rule,
    fibreMinPercent: floor.minPercentOfDm,
    caPMin: DEFAULT_CA_P_RATIO.min,
    caPMax: DEFAULT_CA_P_RATIO.max,
    crudeProteinMinPercent: DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM,
  };
}

/** Default roughage share when the ratio is not fixed (docs/product/calculation.md#constants). */
export const DEFAULT_ROUGHAGE_PERCENT = 50;
/** Rows per page of the restrictions table (docs/product/shell.md#constants, docs/product/calculation.md#constants). */
export const RESTRICTIONS_PAGE_SIZE = 20;

export const INITIAL_INPUTS: DietInputs = {
  animal: DEFAULT_ANIMAL,
  feeds: [],
  tipoEntrada: '',
  proporcaoVolumoso: DEFAULT_ROUGHAGE_PERCENT,
  fixaProporcaoVc: false,
  financeiro: EMPTY_KEPT_FINANCE,
};

/** kg per unit (docs/product/calculation.md#constants: kg 1, g 0.001, mg 0.000001), typed as the record's `fator`. */
export function factorOf(unit: MassUnit): 1 | 0.001 | 0.000001 {
  return KG_PER_UNIT[unit] as 1 | 0.001 | 0.000001;
}

/** A catalogue feed as the record keeps it. */
export function toSavedFeed(feed: TFeed): TSavedFeed {
  return {
    id: feed.id,
    tipo: feed.tipo,
    name: feed.name,
    name_en: feed.name_en,
    name_es: feed.name_es,
    volumoso: feed.volumoso,
    nutrientes: feed.nutrientes,
    ...(feed.min_100 === null ? {} : { min_100: feed.min_100 }),
    ...(feed.max_100 === null ? {} : { max_100: feed.max_100 }),
  };
}

/** The usual maximum inclusion of a feed's class (salt, mineral mix, urea, fat…), % of DM intake. */
export type DefaultCap = { readonly feedClass: FeedClass; readonly maxPercent: number };

/** The engine's class and default cap of a composition (docs/decisions/feed-class-caps.md); null if none. */
export function findDefaultCap(nutrients: TNutrients): DefaultCap | null {
  const feedClass = classifyFeed(nutrients);
  const maxPercent = findDefaultMaximumPercent(nutrients);
  return feedClass === null || maxPercent === null ? null : { feedClass, maxPercent };
}

/**
 * A cap as restriction text in the language's number format, with the decimals it needs (0,5; 1,2; 5), so
 * that the text parses back to exactly the engine's number.
 */
export function formatDefaultCap(maxPercent: number, language: Language): string {
  const decimals = [0, 1, 2, 3].find((d) => Number(maxPercent.toFixed(d)) === maxPercent) ?? 3;
  return formatNumber(maxPercent, language, decimals);
}

function selectionOf(feed: TFeed): SelectedFeed {
  return {
    feed: toSavedFeed(feed),
    quantidade: null,
    unidade: feed.unidade,
    custo: feed.custo,
    minimo: '',
    maximo: '',
    nutrientesAlterados: null,
  };
}

/**
 * A new selection of a catalogue feed, with its catalogue price and unit. A feed of a capped class (salt,
 * limestone, phosphate, trace source, mineral mix, urea, núcleo or proteinado, fat) starts with its class's
 * usual maximum and a minimum of 0, as text the user sees and can change or clear in step 4: the engine
 * gets exactly what the step shows (the engine's `applyDefaultInclusionCaps` rule, applied at selection).
 */
export function selectFeed(feed: TFeed, language: Language): SelectedFeed {
  const selection = selectionOf(feed);
  const cap = findDefaultCap(feed.nutrientes);
  if (cap === null) return selection;
  return { ...selection, minimo: '0', maximo: formatDefaultCap(cap.maxPercent, language) };
}

/**
 * Orders selected feeds by the category order (docs/product/calculation.md#states, docs/product/calculation.md#constants: 6, 1, 7, 3, 2, 4, 8, then the rest by the
 * types' `ordem`), keeping the selection order inside a category.
 */
export function orderSelectedFeeds(
  feeds: readonly SelectedFeed[],
  types: readonly TFeedType[],
): SelectedFeed[] {
  const rank = new Map(types.map((type) => [type.id, type.ordem ?? Number.MAX_SAFE_INTEGER]));
  // The cow milk feed, when chosen, stays first (docs/product/calculation.md#states).
  const rankOf = (selected: SelectedFeed) =>
    selected.feed.id === COW_MILK_FEED_ID
      ? Number.MIN_SAFE_INTEGER
      : (rank.get(selected.feed.tipo) ?? Number.MAX_SAFE_INTEGER);
  return feeds
    .map((feed, index) => ({ feed, index }))
    .sort((a, b) => rankOf(a.feed) - rankOf(b.feed) || a.index - b.index)
    .map(({ feed }) => feed);
}

/**
 * A calf's feeds (docs/product/calculation.md#states: for the dairy animal type the cow milk feed is inserted first): the built-in
 * cow milk feed first, added when missing; other animals' feeds unchanged.
 */
export function withCowMilkFor(tipo: AnimalType, feeds: readonly SelectedFeed[]): SelectedFeed[] {
  if (!isCowMilkAnimalType(tipo) || feeds.some((selected) => selected.feed.id === COW_MILK_FEED_ID))
    return [...feeds];
  return [selectionOf(COW_MILK_CATALOGUE_FEED), ...feeds];
}

/** Requirement bounds for the solver: the selected entries (edits already applied by the table). */
export function toFormulationRequirements(entries: readonly RequirementEntry[]): FormulationRequirements {
  return toRequirementBounds(entries, { onlySelected: true });
}

/** The energy and protein alternatives of a saved selection (docs/product/calculation.md#records: NDT/EL/EM and PB/PM). */
export function alternativesOf(selected: readonly RequirementKey[]): {
  energyAlternative: 'NDT' | 'EL' | 'EM';
  proteinAlternative: 'PB' | 'PM';
} {
  const energy = (['EL', 'EM'] as const).find((key) => selected.includes(key)) ?? 'NDT';
  return { energyAlternative: energy, proteinAlternative: selected.includes('PM') ? 'PM' : 'PB' };
}

/** What the worker's `formulateDiet` operation takes (plain data). */
export type DietFormulationInput = {
  readonly feeds: ReturnType<typeof normalizeFeed>[];
  readonly requirements: FormulationRequirements;
  readonly roughagePercent: number | null;
  readonly batchKg: number | null;
  readonly dailyGainKg: number | null;
  /** Edited requirements left unselected: the engine warns that the edit has no effect (docs/product/calculation.md#validation). */
  readonly editedUnselectedRequirements: readonly RequirementKey[];
  readonly fibreFloor?: FibreFloor;
  readonly caPRatio?: RatioBounds;
  /** Crude-protein floor, % of DM; null: none. */
  readonly crudeProteinMinPercent?: number | null;
  /** Requirements the user edited: the fibre floor never replaces them. */
  readonly userRequirementKeys?: readonly RequirementKey[];
  /** Growing cattle on pasture: dry matter at most the grazing intake prediction eats by. */
  readonly grazingIntake?: GrazingIntakeBasis;
};

/**
 * A feed restriction (minimo, maximo: % of DM) as the formulation and the saved record use it: the number
 * the one reader (`readLocaleNumber`) reads in the text, null when it is empty or reads as no single number.
 * The text's language is not needed, and a saved text's is unknown: the reader gives a text a value only
 * when both conventions read it alike or only one reads it, so the value is the same in pt, es and en (the
 * language only orders the two readings of an ambiguous text). A text both conventions read differently
 * ("12.500", typed before the reader existed) gives no number: the restrictions step asks which was meant
 * and the diet is not calculated until answered (docs/decisions/typed-numbers.md).
 */
export function restrictionValueOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // Any language gives the same value (see above); Portuguese is only the order of an ambiguous pair.
  return localeNumberValue(readLocaleNumber(value, 'pt', { isPercent: true }));
}

/** The engine input of the current inputs and requirement entries. */
export function toFormulationInput(
  inputs: DietInputs,
  entries: readonly RequirementEntry[],
): DietFormulationInput {
  const grazingIntake = findGrazingIntakeBasis(inputs.animal);
  return {
    feeds: inputs.feeds.map((selected) =>
      normalizeFeed({
        id: selected.feed.id,
        tipo: selected.feed.tipo,
        name: selected.feed.name,
        nutrientes: selected.nutrientesAlterados ?? selected.feed.nutrientes,
        // A purchase price replaces custo; the engine converts it once (normalizeFeed).
        custo: selected.precoCompra ? null : selected.custo,
        ...(selected.precoCompra ? { preco_compra: selected.precoCompra } : {}),
        unidade: selected.unidade,
        // Read by the one reader, not the engine's language-blind parseDecimal.
        minimo: restrictionValueOf(selected.minimo),
        maximo: restrictionValueOf(selected.maximo),
        // A company feed's own bounds bind the diet (docs/product/calculation.md#records min_100, max_100).
        min_100: selected.feed.min_100,
        max_100: selected.feed.max_100,
        volumoso: selected.feed.volumoso,
        alterado: selected.nutrientesAlterados !== null,
      }),
    ),
    requirements: toFormulationRequirements(entries),
    roughagePercent: inputs.fixaProporcaoVc ? inputs.proporcaoVolumoso : null,
    batchKg: inputs.animal.total_racao_a_produzir,
    dailyGainKg: inputs.animal.ganho_medio_diario,
    editedUnselectedRequirements: entries
      .filter((entry) => entry.changed && !entry.selected)
      .map((entry) => entry.key),
    ...guardsInput(inputs, entries),
    ...(grazingIntake ? { grazingIntake } : {}),
  };
}

/**
 * The guards in force: step 4's, else the animal's defaults; a diet saved before the crude-protein floor
 * has the default one (null: no floor).
 */
export function guardsOf(inputs: DietInputs): Required<DietGuards> {
  const { crudeProteinMinPercent = DEFAULT_CRUDE_PROTEIN_MIN_PERCENT_OF_DM, ...guards } =
    inputs.guards ?? findDefaultGuards(inputs.animal);
  return { ...guards, crudeProteinMinPercent };
}

/** The engine's fibre floor, Ca:P bounds, crude-protein floor and the user's edited requirement keys. */
function guardsInput(inputs: DietInputs, entries: readonly RequirementEntry[]) {
  const guards = guardsOf(inputs);
  return {
    fibreFloor: {
      rule: guards.fibreRule,
      minPercentOfDm: guards.fibreMinPercent ?? findDefaultGuards(inputs.animal).fibreMinPercent ?? 0,
    },
    caPRatio: { min: guards.caPMin, max: guards.caPMax },
    crudeProteinMinPercent: guards.crudeProteinMinPercent,
    userRequirementKeys: entries.filter((entry) => entry.changed).map((entry) => entry.key),
  };
}

/**
 * The price per `unidade` as fed that the diet uses for a selected feed: its purchase price converted by the
 * engine (normalizeFeed), else `custo`. Saved as the restriction's `custo`, so readers of the older record
 * shape see the price the diet was formulated with.
 */
export function effectiveCostOf(selected: SelectedFeed): number | null {
  if (!selected.precoCompra) return selected.custo;
  const perKg = normalizeFeed({
    id: selected.feed.id,
    nutrientes: selected.nutrientesAlterados ?? selected.feed.nutrientes,
    custo: null,
    preco_compra: selected.precoCompra,
  }).costPerKg;
  return perKg === null ? null : perKg * KG_PER_UNIT[selected.unidade];
}

/** Cost of the ration to produce (docs/product/calculation.md#records totalRacao): the batch's feeds at their prices. */
export function calculateBatchCost(result: FormulationResult, batchKg: number | null): number | null {
  if (batchKg === null || !(result.asFedIntakeKg > 0)) return null;
  return (result.costPerDay / result.asFedIntakeKg) * batchKg;
}
