/** A stored record as a list entry (contracts TDietSummary), with the overdue flag of spec 01 §4. */
import type { TDietSummary } from '@cocho/contracts';
import { readDietRecord } from './diet-record';
import type { DietRow } from './repository';

/** Active and the expected end before today (spec 01 §4 overdue). */
export function isOverdue(row: Pick<DietRow, 'situacao' | 'fim_previsto'>, now: Date): boolean {
  return (
    row.situacao === 'ativa' && row.fim_previsto !== null && row.fim_previsto < now.toISOString().slice(0, 10)
  );
}

/** The list entry of a stored record at `now`. */
export function toDietSummary(row: DietRow, now: Date): TDietSummary {
  const record = readDietRecord(row);
  return {
    id: row.id,
    modo: row.modo === 'PD' ? 'PD' : 'FD',
    nome: row.nome,
    time: Number(row.time),
    custo: row.custo,
    status: row.status,
    id_cliente: row.id_cliente,
    oculta: row.oculta === 1,
    ciclo: record.ciclo,
    atrasada: isOverdue(row, now),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
