/**
 * A supplement as a hand-over record (mode S, docs/decisions/saved-supplements-comparisons.md): the
 * candidate feeds as snapshots, the engine's result as it is, the objective and the user's feed it was saved
 * as. Read back by the public page and the shared record's screen with `readSupplementResult`.
 */
import type {
  Currency,
  LeastCostSupplementResult,
  SupplementForGainResult,
  SupplementResult,
} from '@cocho/engine';
import type { TDietRecord, TFeed, TSavedSupplement } from '@cocho/contracts';
import { toSavedFeed } from '../diet/diet-state';
import { asStoredResult, blankRecord } from '../records/record-shape';
import type { RecordBase } from '../records/record-shape';

export type AnySupplementResult = SupplementResult | LeastCostSupplementResult | SupplementForGainResult;

export type SupplementRecordMeta = Pick<RecordBase, 'nome' | 'time' | 'idCliente'> & {
  readonly objetivo: TSavedSupplement['objetivo'];
  /** The user's feed it was saved as; null when it was not. */
  readonly idAlimento: string | null;
  /** The currency of its prices and costs (the account's). */
  readonly moeda: Currency;
};

export function toSupplementRecord(
  result: AnySupplementResult,
  feeds: readonly TFeed[],
  meta: SupplementRecordMeta,
): TDietRecord {
  // A supplement has no animal of its own; the record keeps the default one so its shape is every record's.
  return {
    ...blankRecord(meta),
    alimentos_selecionados: feeds.map(toSavedFeed),
    status: 1,
    resultado_simplex: asStoredResult(result),
    moeda: meta.moeda,
    suplemento: { objetivo: meta.objetivo, id_alimento: meta.idAlimento },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumberOrNull = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/**
 * The engine's supplement result stored in a record, when it has the shape every supplement result shares
 * (feeds with their shares, composition, TDN and costs); null otherwise (nothing is shown from a broken one).
 */
export function readSupplementResult(stored: unknown): AnySupplementResult | null {
  if (!isRecord(stored) || !Array.isArray(stored.feeds) || !isRecord(stored.composition)) return null;
  if (typeof stored.tdnPercent !== 'number' || !isNumberOrNull(stored.costPerKgAsFed)) return null;
  const feedsOk = stored.feeds.every(
    (feed) =>
      isRecord(feed) &&
      typeof feed.id === 'string' &&
      typeof feed.dryMatterPercent === 'number' &&
      typeof feed.asFedPercent === 'number',
  );
  return feedsOk ? (stored as unknown as AnySupplementResult) : null;
}
