import type { TDietCycle, TDietSummary } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readDietRecord } from '../diet-record';
import { toDietSummary } from '../diet-summary';
import { updateDietRow } from '../repository';
import type { DietRow } from '../repository';

/**
 * Stores a new lifecycle on a saved diet: the record's JSON and the summary columns the lists read
 * (docs/decisions/server-reads-at-scale.md), in one update. Answers the list entry at `now`.
 */
export async function writeDietCycle(
  db: Kysely<Database>,
  row: DietRow,
  cycle: TDietCycle,
  now: Date,
): Promise<TDietSummary> {
  const record = { ...readDietRecord(row), ciclo: cycle };
  const changes = {
    dieta: JSON.stringify(record),
    ciclo_tipo: cycle.tipo,
    situacao: cycle.situacao,
    ciclo_comentario: cycle.comentario,
    inicio_previsto: cycle.inicio_previsto,
    fim_previsto: cycle.fim_previsto,
    fim_real: cycle.fim_real,
    peso_abate: cycle.peso_abate,
    gmd_esperado: cycle.gmd_esperado,
    gmd_real: cycle.gmd_real,
    gmd_observado: cycle.gmd_observado,
    numero_animais: cycle.numero_animais,
    updated_at: now.toISOString(),
  };
  await updateDietRow(db, row.id, changes);
  return toDietSummary({ ...row, ...changes }, now);
}
