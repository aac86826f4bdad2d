/**
 * The supplement formulation form (route /formulacao-suplemento; issue 6 item 3; spec 02 §5 and §9): a
 * name, the crude protein wanted, and concentrate feeds with optional daily amounts. The solver itself is
 * @cocho/engine's `formulateSupplement` (maximum TDN at fixed CP), run in the engine worker.
 */
import { normalizeFeed, parseFormNumber, parseMoney } from '@cocho/engine';
import type { Feed, Language, SupplementError, SupplementInput } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { initialPriceText } from '../mixture/mixture-form';

/** Supplement feed category when it is saved as the user's feed ("ready supplements", server categories). */
export const SUPPLEMENT_FEED_CATEGORY = 8;

export type SupplementFormRow = {
  readonly feedId: string;
  /** kg as fed per head per day (optional; bounds each share at 0.2–2.05 × its share, spec 02 §9). */
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
  | 'mustBePositive'
  | 'negative'
  | 'quantitiesAllOrNone'
  | 'roughageFeed'
  | 'missingCpTdn'
  | 'noDryMatter'
  | 'invalid';

/** A form problem: field (`name`, `protein`, `feeds`, `row.<i>.quantity`, `row.<i>.price`, `row.<i>`, `form`). */
export type SupplementFormError = { readonly field: string; readonly key: SupplementErrorKey };

export function createSupplementForm(): SupplementForm {
  return { name: '', proteinText: '', rows: [] };
}

/** A newly chosen feed's row: no amount, its catalogue price per kg as fed. */
export function createSupplementRow(feed: TFeed, language: Language): SupplementFormRow {
  return { feedId: feed.id, quantityText: '', priceText: initialPriceText(feed, language) };
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

  const read = (text: string, field: string, parse = parseFormNumber): number | null => {
    if (text.trim() === '') return null;
    const value = parse(text, language);
    if (value === null) errors.push({ field, key: 'notANumber' });
    else if (value < 0) errors.push({ field, key: 'negative' });
    return value;
  };

  let protein: number | null = null;
  if (form.proteinText.trim() === '') errors.push({ field: 'protein', key: 'proteinRequired' });
  else {
    protein = read(form.proteinText, 'protein');
    if (protein === 0) errors.push({ field: 'protein', key: 'mustBePositive' });
  }

  const quantities = form.rows.map((row, index) => read(row.quantityText, `row.${index}.quantity`));
  const prices = form.rows.map((row, index) => read(row.priceText, `row.${index}.price`, parseMoney));
  const given = form.rows.filter((row) => row.quantityText.trim() !== '').length;
  // The solver bounds each share by the given amounts; a feed without one would be forced to zero.
  if (given > 0 && given < form.rows.length) errors.push({ field: 'feeds', key: 'quantitiesAllOrNone' });
  if (given > 0 && quantities.every((value) => value === 0 || value === null))
    errors.push({ field: 'feeds', key: 'mustBePositive' });

  if (errors.length > 0) return { ok: false, errors };
  const chosen: Feed[] = form.rows.map((row, index) => {
    const feed = feeds.get(row.feedId);
    return normalizeFeed({
      id: row.feedId,
      tipo: feed?.tipo ?? null,
      name: feed?.name ?? row.feedId,
      nutrientes: feed?.nutrientes ?? {},
      custo: prices[index] ?? null,
      unidade: 'kg',
      volumoso: feed?.volumoso ?? null,
      quantidade: quantities[index] ?? null,
    });
  });
  return { ok: true, input: { feeds: chosen, proteinPercent: protein ?? 0 } };
}

/** The form errors of the solver's answer (spec 02 §5 rules and §8 "cannot generate supplement"). */
export function fromSupplementErrors(
  errors: readonly SupplementError[],
  rows: readonly SupplementFormRow[],
): SupplementFormError[] {
  const rowOf = (id: string) => `row.${rows.findIndex((row) => row.feedId === id)}`;
  return errors.map((error): SupplementFormError => {
    switch (error.code) {
      case 'SUPPLEMENT_NO_FEEDS':
        return { field: 'feeds', key: 'noFeeds' };
      case 'SUPPLEMENT_ROUGHAGE_FEED':
        return { field: rowOf(error.id), key: 'roughageFeed' };
      case 'SUPPLEMENT_FEED_MISSING_CP_TDN':
        return { field: rowOf(error.id), key: 'missingCpTdn' };
      case 'SUPPLEMENT_FEED_DRY_MATTER_REQUIRED':
        return { field: rowOf(error.id), key: 'noDryMatter' };
      case 'SUPPLEMENT_TARGET_OUT_OF_RANGE':
        return { field: 'protein', key: 'mustBePositive' };
      default:
        return { field: 'form', key: 'invalid' };
    }
  });
}
