/**
 * A stand-alone mix as a saved record (mode M, docs/decisions/saved-mixes.md): the chosen feeds as they
 * were used (snapshots), the form as numbers (`mistura`: kg or % on as fed or dry matter, prices, the
 * ration to produce and the mixer) and the engine's mix result when it belongs to exactly the form on
 * screen. Reopening gives back the form in the user's language and the result, calculated again from the
 * saved feeds (the mix is plain arithmetic on them, so the numbers are the same).
 */
import { calculateMixture } from '@cocho/engine';
import type { Currency, Language, MixtureResult } from '@cocho/engine';
import type { TDietRecord, TFeed } from '@cocho/contracts';
import { feedFromSnapshot } from '../../catalogue/feed-from-snapshot';
import { readTypedNumber, toPlainNumberText } from '../../ui/read-number';
import { toSavedFeed } from '../diet/diet-state';
import { asStoredResult, blankRecord } from '../records/record-shape';
import type { RecordBase } from '../records/record-shape';
import { validateMixtureForm } from './mixture-form';
import type { MixtureForm } from './mixture-form';

export type MixRecordMeta = Required<RecordBase> & {
  /** The currency of the prices (the account's). */
  readonly moeda: Currency;
};

/** A typed number of the form, or null when empty or not a number. */
function numberOf(text: string, language: Language, isMoney = false): number | null {
  const typed = readTypedNumber(text, language, { isMoney });
  return typed.kind === 'number' && typed.value >= 0 ? typed.value : null;
}

/**
 * The record of the form on screen. `result` is the result shown when it belongs to exactly this form
 * (else null: the form is saved without a result, status null).
 */
export function toMixRecord(
  form: MixtureForm,
  result: MixtureResult | null,
  feedsById: ReadonlyMap<string, TFeed>,
  meta: MixRecordMeta,
  language: Language,
): TDietRecord {
  const feeds = form.rows.flatMap((row) => {
    const feed = feedsById.get(row.feedId);
    return feed ? [feed] : [];
  });
  // A mix has no animal; the record keeps the default one so that its shape is every record's.
  return {
    ...blankRecord(meta),
    alimentos_selecionados: feeds.map(toSavedFeed),
    status: result === null ? null : 1,
    resultado_simplex: result === null ? null : asStoredResult(result),
    moeda: meta.moeda,
    mistura: {
      modo_quantidade: form.mode,
      base: form.basis,
      quantidades: Object.fromEntries(
        form.rows.map((row) => [row.feedId, numberOf(row.amountText, language)]),
      ),
      precos: Object.fromEntries(
        form.rows.map((row) => [row.feedId, numberOf(row.priceText, language, true)]),
      ),
      total_racao_a_produzir: numberOf(form.totalText, language),
      capacidade_misturador: numberOf(form.mixerText, language),
    },
  };
}

/** A reopened mix: the form in the user's language, the saved feeds, and the result when it had one. */
export type ReopenedMix = {
  readonly form: MixtureForm;
  readonly feeds: readonly TFeed[];
  readonly result: MixtureResult | null;
};

const money = (value: number | null | undefined, language: Language) =>
  value === null || value === undefined ? '' : toPlainNumberText(value, language, 6, 2);
const amount = (value: number | null | undefined, language: Language) =>
  value === null || value === undefined ? '' : toPlainNumberText(value, language);

/** The screen's form, feeds and result from a saved mix. */
export function fromMixRecord(record: TDietRecord, language: Language): ReopenedMix {
  const mix = record.mistura ?? null;
  const feeds = record.alimentos_selecionados.map((saved) => ({
    ...feedFromSnapshot(saved),
    unidade: 'kg' as const,
  }));
  const form: MixtureForm = {
    mode: mix?.modo_quantidade ?? 'kg',
    basis: mix?.base ?? 'MN',
    rows: feeds.map((feed) => ({
      feedId: feed.id,
      amountText: amount(mix?.quantidades[feed.id], language),
      priceText: money(mix?.precos[feed.id], language),
    })),
    totalText: amount(mix?.total_racao_a_produzir, language),
    mixerText: amount(mix?.capacidade_misturador, language),
  };
  if (record.status !== 1) return { form, feeds, result: null };
  const checked = validateMixtureForm(form, new Map(feeds.map((feed) => [feed.id, feed])), language);
  const calculated = checked.ok ? calculateMixture(checked.input) : null;
  return { form, feeds, result: calculated?.ok ? calculated.value : null };
}
