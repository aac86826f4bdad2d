/**
 * A stored record as a list entry (contracts TDietSummary), with the overdue flag of docs/product/shell.md#states. Read from
 * the summary columns beside the record: a list never parses or re-validates the stored
 * JSON, which was validated when it was saved.
 */
import { isCurrency } from '@cocho/engine';
import { toDietMode } from '@cocho/contracts';
import type { TDietCycle, TDietSummary } from '@cocho/contracts';
import type { DietRow, DietSummaryRow } from './repository';

/** Active and the expected end before today (docs/product/shell.md#diet-state overdue). */
export function isOverdue(row: Pick<DietRow, 'situacao' | 'fim_previsto'>, now: Date): boolean {
  return (
    row.situacao === 'ativa' && row.fim_previsto !== null && row.fim_previsto < now.toISOString().slice(0, 10)
  );
}

/** The lifecycle from its columns; null for a record without one. */
function cycleOf(row: DietSummaryRow): TDietCycle | null {
  if (row.ciclo_tipo === null || row.situacao === null) return null;
  return {
    // The columns were written from a validated record (save-diet.ts columnsOf).
    tipo: row.ciclo_tipo as TDietCycle['tipo'],
    situacao: row.situacao as TDietCycle['situacao'],
    comentario: row.ciclo_comentario,
    inicio_previsto: row.inicio_previsto,
    fim_previsto: row.fim_previsto,
    fim_real: row.fim_real,
    peso_abate: row.peso_abate,
    gmd_esperado: row.gmd_esperado,
    gmd_real: row.gmd_real,
    gmd_observado: row.gmd_observado,
    numero_animais: row.numero_animais,
  };
}

/** The list entry of a stored record at `now`. */
export function toDietSummary(row: DietSummaryRow, now: Date): TDietSummary {
  return {
    id: row.id,
    modo: toDietMode(row.modo),
    nome: row.nome,
    time: Number(row.time),
    custo: row.custo,
    moeda: isCurrency(row.moeda) ? row.moeda : null,
    status: row.status,
    id_cliente: row.id_cliente,
    oculta: row.oculta === 1,
    ciclo: cycleOf(row),
    atrasada: isOverdue(row, now),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
