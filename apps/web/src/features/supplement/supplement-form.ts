/**
 * The supplement formulation form (route /formulacao-suplemento; docs/product/calculation.md#validation and docs/product/calculation.md#constants): a
 * name, the crude protein wanted, and concentrate feeds with optional daily amounts. The solver itself is
 * @cocho/engine's `formulateSupplement` (maximum TDN at fixed CP), run in the engine worker.
 */
import { normalizeFeed, validateSupplementInput } from '@cocho/engine';
import type { Language, SupplementError, SupplementInput } from '@cocho/engine';
import type { TDietRecord, TFeed } from '@cocho/contracts';
import { feedFromSnapshot } from '../../catalogue/feed-from-snapshot';
import { initialPriceText } from '../../catalogue/feed-price';
import { readTypedNumber, reformatNumberText, toPlainNumberText } from '../../ui/read-number';

/** Supplement feed category when it is saved as the user's feed ("ready supplements", server categories). */
export const SUPPLEMENT_FEED_CATEGORY = 8;

export type SupplementFormRow = {
  readonly feedId: string;
  /** kg as fed per head per day (optional; bounds each share at 0.2–2.05 × its share, docs/product/calculation.md#constants). */
  readonly quantityText: string;
  /** Price per kg as fed (optional). */
  readonly priceText: string;
};

export type SupplementForm = {
  readonly name: string;
  /** Crude protein of the supplement, % of DM. */
  readonly proteinText: string;
  readonly rows: readonly SupplementFormRow[];
};

export type SupplementErrorKey =
  | 'nameRequired'
  | 'noFeeds'
  | 'proteinRequired'
  | 'notANumber'
  | 'wrongSeparator'
  | 'ambiguous'
  | 'mustBePositive'
  | 'negative'
  | 'quantitiesAllOrNone'
  | 'quantityRequired'
  | 'roughageFeed'
  | 'missingCpTdn'
  | 'noDryMatter'
  | 'invalid'
  // Least-cost mode (least-cost-mode.ts).
  | 'valueRequired'
  | 'priceRequired'
  | 'saltRequired'
  | 'intakeOutOfRange'
  | 'bodyWeightOutOfRange'
  | 'saltOutOfRange'
  // Gain on pasture (least-cost-mode.ts).
  | 'pastureRequired'
  | 'pastureInvalid'
  | 'targetGainOutOfRange'
  | 'gainUnreachable';

/** A form problem: field (`name`, `protein`, `feeds`, `row.<i>.quantity`, `row.<i>.price`, `row.<i>`, `form`). */
export type SupplementFormError = { readonly field: string; readonly key: SupplementErrorKey };

export function createSupplementForm(): SupplementForm {
  return { name: '', proteinText: '', rows: [] };
}

/** A newly chosen feed's row: no amount, its catalogue price per kg as fed. */
export function createSupplementRow(feed: TFeed, language: Language): SupplementFormRow {
  return { feedId: feed.id, quantityText: '', priceText: initialPriceText(feed, language) };
}

/** A chosen feed as the engine reads it, with its price per kg as fed and daily amount in kg (null: none). */
export function toEngineFeed(
  id: string,
  feed: TFeed | undefined,
  price: number | null,
  quantity: number | null = null,
) {
  return normalizeFeed({
    id,
    tipo: feed?.tipo ?? null,
    name: feed?.name ?? id,
    nutrientes: feed?.nutrientes ?? {},
    custo: price,
    unidade: 'kg',
    volumoso: feed?.volumoso ?? null,
    quantidade: quantity,
  });
}

/** Checks the form and builds the solver input (feeds normalised as the engine expects them). */
export function validateSupplementForm(
  form: SupplementForm,
  feeds: ReadonlyMap<string, TFeed>,
  language: Language,
): { ok: true; input: SupplementInput } | { ok: false; errors: SupplementFormError[] } {
  const errors: SupplementFormError[] = [];
  if (form.name.trim() === '') errors.push({ field: 'name', key: 'nameRequired' });
  if (form.rows.length === 0) errors.push({ field: 'feeds', key: 'noFeeds' });

  const read = (text: string, field: string, isMoney = false): number | null => {
    const typed = readTypedNumber(text, language, { isMoney });
    if (typed.kind === 'empty') return null;
    if (typed.kind === 'invalid') {
      errors.push({ field, key: typed.reason });
      return null;
    }
    if (typed.value < 0) errors.push({ field, key: 'negative' });
    return typed.value;
  };

  let protein: number | null = null;
  if (form.proteinText.trim() === '') errors.push({ field: 'protein', key: 'proteinRequired' });
  else {
    protein = read(form.proteinText, 'protein');
    if (protein === 0) errors.push({ field: 'protein', key: 'mustBePositive' });
  }

  const quantities = form.rows.map((row, index) => read(row.quantityText, `row.${index}.quantity`));
  const prices = form.rows.map((row, index) => read(row.priceText, `row.${index}.price`, true));
  const given = form.rows.filter((row) => row.quantityText.trim() !== '').length;
  // The solver bounds each share by the given amounts (0.2–2.05 ×, docs/product/calculation.md#constants): every feed needs one above
  // 0, or none does; a feed without one, or with 0, would be forced out of the mix.
  if (given > 0 && given < form.rows.length) {
    errors.push({ field: 'feeds', key: 'quantitiesAllOrNone' });
    form.rows.forEach((row, index) => {
      if (row.quantityText.trim() === '')
        errors.push({ field: `row.${index}.quantity`, key: 'quantityRequired' });
    });
  }
  quantities.forEach((value, index) => {
    if (value === 0) errors.push({ field: `row.${index}.quantity`, key: 'mustBePositive' });
  });

  if (errors.length > 0) return { ok: false, errors };
  const chosen = form.rows.map((row, index) =>
    toEngineFeed(row.feedId, feeds.get(row.feedId), prices[index] ?? null, quantities[index] ?? null),
  );
  const input: SupplementInput = { feeds: chosen, proteinPercent: protein ?? 0 };
  // The engine's own checks (docs/product/calculation.md#validation: concentrates only, CP and TDN, dry matter) run here too, so the
  // solver never starts on an input it would refuse.
  const inputErrors = validateSupplementInput(input);
  if (inputErrors.length > 0) return { ok: false, errors: fromSupplementErrors(inputErrors, form.rows) };
  return { ok: true, input };
}

/**
 * Where an engine error shows: a form field, or `row`, `row.price`, `row.quantity` of the feed the error names.
 */
export type ErrorPlaces<Code extends string> = Readonly<Record<Code, readonly [string, SupplementErrorKey]>>;

/** The form errors of engine errors, each where `places` puts its code. */
export function placeErrors<E extends { readonly code: string }>(
  errors: readonly E[],
  rows: readonly SupplementFormRow[],
  places: ErrorPlaces<E['code']>,
): SupplementFormError[] {
  return errors.map((error) => {
    const [field, key] = places[error.code as E['code']];
    const id = 'id' in error ? error.id : undefined;
    return { field: field.replace(/^row/, `row.${rows.findIndex((row) => row.feedId === id)}`), key };
  });
}

/** Where the errors both supplement solvers answer show (docs/product/calculation.md#validation rules). */
export const SHARED_ERROR_PLACES = {
  SUPPLEMENT_NO_FEEDS: ['feeds', 'noFeeds'],
  SUPPLEMENT_ROUGHAGE_FEED: ['row', 'roughageFeed'],
  SUPPLEMENT_FEED_DRY_MATTER_REQUIRED: ['row', 'noDryMatter'],
  SUPPLEMENT_TARGET_OUT_OF_RANGE: ['protein', 'mustBePositive'],
  SUPPLEMENT_INVALID: ['form', 'invalid'],
} satisfies Partial<ErrorPlaces<SupplementError['code']>>;

/** The solver's errors on the form (docs/product/calculation.md#validation rules and docs/product/errors.md#calculation-errors "cannot generate supplement"). */
const SUPPLEMENT_ERROR_PLACES: ErrorPlaces<SupplementError['code']> = {
  ...SHARED_ERROR_PLACES,
  SUPPLEMENT_FEED_MISSING_CP_TDN: ['row', 'missingCpTdn'],
  SUPPLEMENT_FEED_QUANTITY_REQUIRED: ['row.quantity', 'quantityRequired'],
  SUPPLEMENT_FEED_QUANTITY_NOT_POSITIVE: ['row.quantity', 'mustBePositive'],
  SUPPLEMENT_FEED_NEGATIVE_COST: ['row.price', 'negative'],
};

export const fromSupplementErrors = (
  errors: readonly SupplementError[],
  rows: readonly SupplementFormRow[],
) => placeErrors(errors, rows, SUPPLEMENT_ERROR_PLACES);

export type SupplementFromPrediction = {
  readonly form: SupplementForm;
  /** The prediction's feed snapshots (its composition as used, edited or not). */
  readonly feeds: readonly TFeed[];
  /** Roughages of the prediction, left out (docs/product/calculation.md#validation: only concentrate feeds). */
  readonly skippedRoughages: number;
};

/**
 * A supplement form from a saved prediction (docs/product/calculation.md#validation: a prediction must be saved before a supplement
 * is made from it): its concentrate feeds with their daily amounts in kg as fed and prices per kg.
 */
export function supplementFormFromPrediction(
  record: TDietRecord,
  language: Language,
  namePrefix: string,
): SupplementFromPrediction {
  const isDryMatter = record.tipoEntrada === '/MS' || record.tipo_alimento_predicao === 'MS';
  const feeds = record.alimentos_selecionados.map(feedFromSnapshot);
  const concentrates = feeds.filter((feed) => !feed.volumoso);
  const rows = concentrates.map((feed): SupplementFormRow => {
    const restriction = record.restricoes[feed.id];
    const factor = restriction?.fator ?? 1;
    const amountKg =
      restriction?.quantidade === null || restriction === undefined ? null : restriction.quantidade * factor;
    const dryMatter = (restriction?.nutrientes?.MS ?? feed.nutrientes.MS ?? 0) / 100;
    const asFedKg =
      amountKg === null ? null : isDryMatter ? (dryMatter > 0 ? amountKg / dryMatter : null) : amountKg;
    const price =
      restriction?.custo === null || restriction === undefined ? null : restriction.custo / factor;
    return {
      feedId: feed.id,
      quantityText: toPlainNumberText(asFedKg, language, 3),
      priceText: toPlainNumberText(price, language, 2, 2),
    };
  });
  return {
    form: { name: `${namePrefix} ${record.nome}`.trim(), proteinText: '', rows },
    feeds: concentrates.map((feed) => {
      const edited = record.restricoes[feed.id]?.nutrientes;
      return edited ? { ...feed, nutrientes: edited } : feed;
    }),
    skippedRoughages: feeds.length - concentrates.length,
  };
}

/** The form's numbers re-written for another language (after a language switch). */
export function reformatSupplementForm(form: SupplementForm, from: Language, to: Language): SupplementForm {
  return {
    ...form,
    proteinText: reformatNumberText(form.proteinText, from, to),
    rows: form.rows.map((row) => ({
      ...row,
      quantityText: reformatNumberText(row.quantityText, from, to),
      priceText: reformatNumberText(row.priceText, from, to, true),
    })),
  };
}
