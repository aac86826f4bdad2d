/**
 * A supplement as a hand-over record (mode S, docs/decisions/saved-supplements-comparisons.md): the
 * candidate feeds as snapshots, the engine's result as it is, the objective and the user's feed it was saved
 * as. Read back by the public page and the shared record's screen with `readSupplementResult`.
 */
import { DEFAULT_ANIMAL } from '@cocho/engine';
import type {
  Currency,
  LeastCostSupplementResult,
  SupplementForGainResult,
  SupplementResult,
} from '@cocho/engine';
import type { TDietRecord, TFeed, TSavedSupplement } from '@cocho/contracts';
import { toSavedFeed } from '../diet/diet-state';

export type AnySupplementResult = SupplementResult | LeastCostSupplementResult | SupplementForGainResult;

export type SupplementRecordMeta = {
  readonly nome: string;
  /** When the client saved it, ms since epoch. */
  readonly time: number;
  /** The consultant's client it is for; null for personal use. */
  readonly idCliente: number | null;
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
  return {
    nome: meta.nome,
    tipoEntrada: '',
    time: meta.time,
    custo: null,
    // A supplement has no animal of its own; the record keeps the default one so its shape is every record's.
    animal: DEFAULT_ANIMAL,
    alimentos_selecionados: feeds.map(toSavedFeed),
    alimentos_alterados: [],
    restricoes: {},
    resultado: null,
    proporcao_volumoso: null,
    fixa_proporcao_vc: false,
    exigencias_selecionadas: [],
    exigencias_alteradas: [],
    tipo_alimento_predicao: null,
    user_id: null,
    id: null,
    id_cliente: meta.idCliente,
    status: 1,
    erro: null,
    resultado_simplex: JSON.parse(JSON.stringify(result)) as TDietRecord['resultado_simplex'],
    obs: null,
    oculta: false,
    ciclo: null,
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
