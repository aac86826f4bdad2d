/**
 * The prediction screen's diet rows (spec 02 §9 "Units and parsing", §5 "Formulation and prediction fail if
 * the total feed quantity is not above zero"): each feed's amount is typed in the language's format in kg,
 * g or mg, either as fed or as dry matter (`tipoEntrada` "/MS"); the engine takes kg as fed per day.
 */
import { parseLocaleNumber, toKg } from '@cocho/engine';
import type { DietFeed, Language, MassUnit, PredictionProblem } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';

/** How amounts are entered: as fed (natural matter) or as dry matter. */
export type AmountBasis = 'asFed' | 'dryMatter';

export type DietRow = { readonly feedId: string; readonly amountText: string; readonly unit: MassUnit };

/** One row resolved: kg as fed and kg of dry matter per day, or why the amount is not readable. */
export type ResolvedRow = {
  readonly feedId: string;
  readonly asFedKg: number;
  readonly dryMatterKg: number;
  readonly isUnreadable: boolean;
};

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
    const text = row.amountText.trim();
    const amount = text === '' ? 0 : parseLocaleNumber(text, language);
    const isUnreadable = amount === null || amount < 0;
    const kg = isUnreadable ? 0 : toKg(amount, row.unit);
    const dmShare = dryMatterPercentOf(feedsById.get(row.feedId)) / 100;
    const asFedKg = basis === 'asFed' ? kg : kg / dmShare;
    return { feedId: row.feedId, asFedKg, dryMatterKg: asFedKg * dmShare, isUnreadable };
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

/** The message of a failed prediction (spec 02 §8): zero total quantity, or could not calculate. */
export function predictionErrorKey(errors: readonly PredictionProblem[]): 'zeroTotal' | 'animal' | 'failed' {
  if (errors.some((problem) => problem.code === 'zeroTotalQuantity')) return 'zeroTotal';
  if (errors.some((problem) => !problem.field.startsWith('alimentos'))) return 'animal';
  return 'failed';
}
