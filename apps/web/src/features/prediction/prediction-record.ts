/**
 * The prediction screen's inputs to and from the saved record (contracts ZDietRecord, mode PD; docs/product/shell.md#records,
 * docs/product/shell.md#states Saving; docs/product/calculation.md#saved-diet-record), and the prefill from a saved diet (mode FD: "predict the saved
 * diet"). Pure functions, so the round trip is unit-tested. Choices: docs/decisions/saved-predictions.md.
 */
import { KG_PER_UNIT, pricePerKg } from '@cocho/engine';
import type { Animal, Currency, Language, MassUnit, Prediction } from '@cocho/engine';
import type { TDietRecord, TDietResultRow, TFeed, TSavedFeed } from '@cocho/contracts';
import { toSavedFeed } from '../diet/diet-state';
import { asStoredResult, blankRecord } from '../records/record-shape';
import type { RecordBase } from '../records/record-shape';
import { feedFromSnapshot } from '../../catalogue/feed-from-snapshot';
import { readAmount, resolveRows, toAmountText } from './prediction-model';
import type { AmountBasis, DietRow } from './prediction-model';

/** What the user entered on the prediction screen. */
export type PredictionInputs = {
  readonly animal: Animal;
  readonly rows: readonly DietRow[];
  readonly basis: AmountBasis;
  /**
   * Currency of the feeds' prices and the cost (`moeda`): the account's for a new prediction, the record's
   * when reopened; absent: a record saved without one (reais, `DEFAULT_CURRENCY`).
   */
  readonly moeda?: Currency;
};

export type PredictionRecordMeta = Required<RecordBase> & {
  /** A hidden auto-saved prediction (empty name; docs/product/shell.md#states). */
  readonly oculta: boolean;
};

/** A record read back: the screen's inputs, the feeds as they were used, and the saved result. */
export type ReopenedPrediction = {
  readonly inputs: PredictionInputs;
  /** The record's feed snapshots as catalogue feeds (they win over the catalogue for these ids). */
  readonly feeds: readonly TFeed[];
  readonly prediction: Prediction | null;
};

/** Below this, kg as fed per day, a formulated feed is left out (LP round-off; as the reports do). */
const LEFT_OUT_BELOW_KG = 1e-6;
/** Decimals of a diet's formulated kg as fed when it becomes a typed amount (1 g). */
const PREFILL_DECIMALS = 3;

/** kg per unit as the record's `fator` (docs/product/calculation.md#constants: kg 1, g 0.001, mg 0.000001). */
function factorOf(unit: MassUnit): 1 | 0.001 | 0.000001 {
  return KG_PER_UNIT[unit] as 1 | 0.001 | 0.000001;
}

/** Why the inputs cannot be saved: no feed, or an amount that is not a number. */
export function findSaveProblem(
  inputs: PredictionInputs,
  language: Language,
): 'noFeeds' | 'unreadable' | null {
  if (inputs.rows.length === 0) return 'noFeeds';
  const isUnreadable = inputs.rows.some((row) => readAmount(row.amountText, language).problem !== null);
  return isUnreadable ? 'unreadable' : null;
}

/** The catalogue price per kg as fed, or null. */
function pricePerKgOf(feed: TFeed | undefined): number | null {
  return feed?.custo === null || feed?.custo === undefined ? null : pricePerKg(feed.custo, feed.unidade);
}

/** Per-feed result rows (docs/product/calculation.md#records diet composition): kg as fed and DM, shares, cost, kg in the ration. */
function toResultRows(
  inputs: PredictionInputs,
  feedsById: ReadonlyMap<string, TFeed>,
  language: Language,
): TDietResultRow[] {
  const resolved = resolveRows(inputs.rows, feedsById, inputs.basis, language);
  const asFedTotal = resolved.reduce((sum, row) => sum + row.asFedKg, 0);
  const dmTotal = resolved.reduce((sum, row) => sum + row.dryMatterKg, 0);
  const ration = inputs.animal.total_racao_a_produzir ?? 0;
  return resolved.map((row) => ({
    id: row.feedId,
    MN: row.asFedKg,
    MNprop: asFedTotal > 0 ? (row.asFedKg / asFedTotal) * 100 : 0,
    MS: row.dryMatterKg,
    MSprop: dmTotal > 0 ? (row.dryMatterKg / dmTotal) * 100 : 0,
    CUSTO: row.asFedKg * (pricePerKgOf(feedsById.get(row.feedId)) ?? 0),
    totalRacao: asFedTotal > 0 ? (row.asFedKg / asFedTotal) * ration : 0,
  }));
}

/**
 * The saved record of a prediction. `prediction` is the result of exactly these inputs, or null (not
 * predicted: no result, status null). Feeds missing from `feedsById` are left out.
 */
export function toPredictionRecord(
  inputs: PredictionInputs,
  feedsById: ReadonlyMap<string, TFeed>,
  prediction: Prediction | null,
  meta: PredictionRecordMeta,
  language: Language,
): TDietRecord {
  const rows = inputs.rows.filter((row) => feedsById.has(row.feedId));
  const kept = { ...inputs, rows };
  const feeds = rows.flatMap((row) => {
    const feed = feedsById.get(row.feedId);
    return feed ? [feed] : [];
  });
  const resultado = prediction === null ? null : toResultRows(kept, feedsById, language);
  const isEveryFedFeedPriced = feeds.every(
    (feed, index) => pricePerKgOf(feed) !== null || (resultado?.[index]?.MN ?? 0) === 0,
  );
  return {
    ...blankRecord({ ...meta, nome: meta.oculta ? '' : meta.nome }),
    tipoEntrada: inputs.basis === 'dryMatter' ? '/MS' : '',
    custo:
      resultado !== null && isEveryFedFeedPriced ? resultado.reduce((sum, row) => sum + row.CUSTO, 0) : null,
    animal: { ...inputs.animal },
    alimentos_selecionados: feeds.map(toSavedFeed),
    restricoes: Object.fromEntries(
      rows.map((row, index) => {
        const amount = row.amountText.trim() === '' ? null : readAmount(row.amountText, language).value;
        const price = pricePerKgOf(feeds[index]);
        const fator = factorOf(row.unit);
        return [
          row.feedId,
          {
            quantidade: amount !== null && amount >= 0 ? amount : null,
            unidade: row.unit,
            fator,
            custo: price === null ? null : price * fator,
            minimo: null,
            maximo: null,
          },
        ];
      }),
    ),
    resultado,
    tipo_alimento_predicao: inputs.basis === 'dryMatter' ? 'MS' : 'MN',
    status: prediction === null ? null : 1,
    // JSON round trip: the engine result as plain JSON.
    resultado_simplex: prediction === null ? null : asStoredResult(prediction),
    oculta: meta.oculta,
    ...(inputs.moeda ? { moeda: inputs.moeda } : {}),
  };
}

/** A saved feed with the composition the record used (the edited one when the feed was altered). */
function usedFeed(record: TDietRecord, saved: TSavedFeed): TFeed {
  const restriction = record.restricoes[saved.id];
  const edited = record.alimentos_alterados.includes(saved.id) ? restriction?.nutrientes : undefined;
  const feed = feedFromSnapshot(edited ? { ...saved, nutrientes: edited } : saved);
  // The record's price is per `unidade`; the screens read a price per kg.
  const price =
    restriction?.custo === null || restriction?.custo === undefined
      ? null
      : restriction.custo / restriction.fator;
  return { ...feed, custo: price, unidade: 'kg' };
}

/** A saved part of a prediction with its daily gain under `dailyGainKg` (older records used `oldKey`). */
function withDailyGainKg(part: unknown, oldKey: string): unknown {
  if (typeof part !== 'object' || part === null || 'dailyGainKg' in part || !(oldKey in part)) return part;
  const { [oldKey]: dailyGainKg, ...rest } = part as Record<string, unknown>;
  return { ...rest, dailyGainKg };
}

/** The saved result of a prediction record, when it looks like one (a record edited by hand gives none). */
function readPrediction(value: TDietRecord['resultado_simplex']): Prediction | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const candidate = value as Record<string, unknown>;
  const isPrediction =
    typeof candidate.GMDEsperado === 'number' &&
    typeof candidate.limitante === 'string' &&
    typeof candidate.supply === 'object' &&
    candidate.supply !== null;
  if (!isPrediction) return null;
  // Predictions saved before the daily gain had one name: `atExpectedGain.gainKgPerDay`, `intake.gainKg`.
  const prediction = {
    ...(value as unknown as Prediction),
    atExpectedGain: withDailyGainKg(candidate.atExpectedGain, 'gainKgPerDay'),
    ...(typeof candidate.intake === 'object' && candidate.intake !== null
      ? { intake: withDailyGainKg(candidate.intake, 'gainKg') }
      : {}),
  } as Prediction;
  // Predictions saved before the intake comparison: the intake at the expected gain stands in.
  if (typeof candidate.intake === 'object' && candidate.intake !== null) return prediction;
  const { dmiKg, dmiMaxFactor } = prediction.atExpectedGain;
  return {
    ...prediction,
    intake: { dailyGainKg: prediction.GMDEsperado, dmiKg, maxDmiKg: dmiKg * dmiMaxFactor },
  };
}

/** A saved prediction (mode PD) back on screen: animal, rows as typed, basis, feeds and the saved result. */
export function fromPredictionRecord(record: TDietRecord, language: Language): ReopenedPrediction {
  const isDryMatter = record.tipoEntrada === '/MS' || record.tipo_alimento_predicao === 'MS';
  return {
    inputs: {
      animal: { ...record.animal },
      basis: isDryMatter ? 'dryMatter' : 'asFed',
      ...(record.moeda ? { moeda: record.moeda } : {}),
      rows: record.alimentos_selecionados.map((feed) => {
        const restriction = record.restricoes[feed.id];
        const amount = restriction?.quantidade ?? null;
        return {
          feedId: feed.id,
          amountText: amount === null ? '' : toAmountText(amount, language),
          unit: restriction?.unidade ?? 'kg',
        };
      }),
    },
    feeds: record.alimentos_selecionados.map((feed) => usedFeed(record, feed)),
    prediction: record.status === 1 ? readPrediction(record.resultado_simplex) : null,
  };
}

/**
 * A saved diet (mode FD) as a prediction to make ("predict the saved diet"): its animal, its currency (the
 * prices are the diet's), and one row per fed feed of its result with the formulated kg as fed (rounded to
 * 1 g), entered as fed. No result yet.
 */
export function predictionFromDietRecord(record: TDietRecord, language: Language): ReopenedPrediction {
  const savedById = new Map(record.alimentos_selecionados.map((feed) => [feed.id, feed] as const));
  const fed = (record.resultado ?? []).filter((row) => row.MN >= LEFT_OUT_BELOW_KG && savedById.has(row.id));
  const scale = 10 ** PREFILL_DECIMALS;
  return {
    inputs: {
      animal: { ...record.animal },
      basis: 'asFed',
      ...(record.moeda ? { moeda: record.moeda } : {}),
      rows: fed.map((row) => ({
        feedId: row.id,
        amountText: toAmountText(Math.round(row.MN * scale) / scale, language),
        unit: 'kg',
      })),
    },
    feeds: fed.flatMap((row) => {
      const saved = savedById.get(row.id);
      return saved ? [usedFeed(record, saved)] : [];
    }),
    prediction: null,
  };
}
