/**
 * The shape every saved record shares (`ZDietRecord`, docs/product/calls.md): a kind that does not use a
 * field stores what the diet screen stores when it is unused (the default animal, no feeds, no
 * restrictions, no result). Each kind's writer spreads its own fields over this; the keys keep this order.
 */
import { DEFAULT_ANIMAL } from '@cocho/engine';
import type { TDietRecord } from '@cocho/contracts';

export type RecordBase = {
  readonly nome: string;
  /** When the client saved it, ms since epoch. */
  readonly time: number;
  /** The consultant's client it is for; null for personal use. */
  readonly idCliente: number | null;
  /** The saved record being updated; null (the default) for a new one. */
  readonly id?: number | null;
  readonly obs?: string | null;
};

/** A record with only its name, time, client, id and notes set. */
export function blankRecord({ nome, time, idCliente, id = null, obs = null }: RecordBase): TDietRecord {
  return {
    nome,
    tipoEntrada: '',
    time,
    custo: null,
    animal: DEFAULT_ANIMAL,
    alimentos_selecionados: [],
    alimentos_alterados: [],
    restricoes: {},
    resultado: null,
    proporcao_volumoso: null,
    fixa_proporcao_vc: false,
    exigencias_selecionadas: [],
    exigencias_alteradas: [],
    tipo_alimento_predicao: null,
    user_id: null,
    id,
    id_cliente: idCliente,
    status: null,
    erro: null,
    resultado_simplex: null,
    obs,
    oculta: false,
    ciclo: null,
  };
}

/** An engine result as the plain JSON a record stores (`resultado_simplex`). */
export function asStoredResult(result: unknown): TDietRecord['resultado_simplex'] {
  return JSON.parse(JSON.stringify(result)) as TDietRecord['resultado_simplex'];
}
