/**
 * The prediction screen's diet rows (docs/product/calculation.md#units-and-parsing, docs/product/calculation.md#validation "Formulation and prediction fail if
 * the total feed quantity is not above zero"): each feed's amount is typed in the language's format in kg,
 * g or mg, either as fed or as dry matter (`tipoEntrada` "/MS"); the engine takes kg as fed per day.
 */
import { toKg } from '@cocho/engine';
import type { DietFeed, Language, MassUnit, PredictionProblem } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import { readTypedNumber, toPlainNumberText } from '../../ui/read-number';

/** How amounts are entered: as fed (natural matter) or as dry matter. */
export type AmountBasis = 'asFed' | 'dryMatter';

export type DietRow = { readonly feedId: string; readonly amountText: string; readonly unit: MassUnit };

/** Why a typed amount cannot be used: not a number, a misplaced thousands separator, or below zero. */
export type AmountProblem = 'notANumber' | 'wrongSeparator' | 'ambiguous' | 'negative';

/** One row resolved: kg as fed and kg of dry matter per day, or why the amount is not readable. */
export type ResolvedRow = {
  readonly feedId: string;
  readonly asFedKg: number;
  readonly dryMatterKg: number;
  readonly isUnreadable: boolean;
  readonly problem: AmountProblem | null;
};

/** Reads one typed amount (empty is 0); see `readTypedNumber` for the separators. */
export function readAmount(
  text: string,
  language: Language,
): { value: number; problem: null } | { value: null; problem: AmountProblem } {
  const typed = readTypedNumber(text, language);
  if (typed.kind === 'empty') return { value: 0, problem: null };
  if (typed.kind === 'invalid') return { value: null, problem: typed.reason };
  if (typed.value < 0) return { value: null, problem: 'negative' };
  return { value: typed.value, problem: null };
}

/** Dry matter of a feed, % as fed; 100 when the catalogue gives none (as the engine does). */
export function dryMatterPercentOf(feed: TFeed | undefined): number {
  const dm = feed?.nutrientes.MS;
  return dm !== undefined && dm > 0 ? dm : 100;
}

/** Reads the rows into kg as fed and kg DM per day. An empty amount counts as 0. */
export function resolveRows(
  rows: readonly DietRow[],
  feedsById: ReadonlyMap<string, TFeed>,
  basis: AmountBasis,
  language: Language,
): ResolvedRow[] {
  return rows.map((row) => {
    const amount = readAmount(row.amountText, language);
    const kg = amount.value === null ? 0 : toKg(amount.value, row.unit);
    const dmShare = dryMatterPercentOf(feedsById.get(row.feedId)) / 100;
    const asFedKg = basis === 'asFed' ? kg : kg / dmShare;
    return {
      feedId: row.feedId,
      asFedKg,
      dryMatterKg: asFedKg * dmShare,
      isUnreadable: amount.problem !== null,
      problem: amount.problem,
    };
  });
}

/** The engine's diet: catalogue nutrients and kg as fed per day. */
export function toDietFeeds(
  resolved: readonly ResolvedRow[],
  feedsById: ReadonlyMap<string, TFeed>,
): DietFeed[] {
  return resolved.flatMap((row) => {
    const feed = feedsById.get(row.feedId);
    if (!feed) return [];
    return [
      { id: feed.id, nutrientes: { ...feed.nutrientes }, quantidade: row.asFedKg, volumoso: feed.volumoso },
    ];
  });
}

/** The message keys of a failed prediction (docs/product/errors.md#calculation-errors), of the inputs or of the engine. */
export type PredictionErrorKey =
  'zeroTotal' | 'animal' | 'failed' | 'unreadable' | 'wrongSeparator' | 'ambiguous' | 'matchFailed';

/**
 * The message of a failed prediction (docs/product/errors.md#calculation-errors): zero total quantity, could not match prediction (to the
 * animal's intake), the animal's data, or could not calculate.
 */
export function predictionErrorKey(errors: readonly PredictionProblem[]): PredictionErrorKey {
  if (errors.some((problem) => problem.code === 'zeroTotalQuantity')) return 'zeroTotal';
  if (errors.some((problem) => problem.code === 'intakeMatchFailed')) return 'matchFailed';
  if (errors.some((problem) => !problem.field.startsWith('alimentos'))) return 'animal';
  return 'failed';
}

/** The message of rows that cannot be read: a misplaced thousands separator is named as such. */
export function unreadableKey(
  resolved: readonly ResolvedRow[],
): 'unreadable' | 'wrongSeparator' | 'ambiguous' | null {
  if (resolved.some((row) => row.problem === 'ambiguous')) return 'ambiguous';
  if (resolved.some((row) => row.problem === 'wrongSeparator')) return 'wrongSeparator';
  return resolved.some((row) => row.isUnreadable) ? 'unreadable' : null;
}

/** A number as an amount the user could have typed: the language's decimal separator, no grouping. */
export function toAmountText(value: number, language: Language): string {
  return toPlainNumberText(value, language, 12);
}

/** Decimals kept when an amount is scaled (in its own unit: 1 g of a kg amount, 1 µg of a mg amount). */
const SCALED_DECIMALS = 3;

/**
 * The rows with every amount multiplied by `factor` (matching the diet to the intake), rounded to three
 * decimals in the row's unit; empty and unreadable amounts are left as typed.
 */
export function scaleRows(rows: readonly DietRow[], factor: number, language: Language): DietRow[] {
  const scale = 10 ** SCALED_DECIMALS;
  return rows.map((row) => {
    const amount = readAmount(row.amountText, language);
    if (row.amountText.trim() === '' || amount.value === null) return row;
    return { ...row, amountText: toAmountText(Math.round(amount.value * factor * scale) / scale, language) };
  });
}
