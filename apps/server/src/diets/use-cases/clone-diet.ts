import { toDietMode } from '@cocho/contracts';
import type { TDietMode, TDietRecord } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { requireAbility } from '../../access/require-ability';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { readDietRecord } from '../diet-record';
import { getOwnedDietRow } from '../owned-diet-row';
import { saveDietCopy } from './save-diet';
import type { Checker } from '../../off-loop/checker';

/**
 * dieta/clonar (docs/product/shell.md#diet-state "cloned"): a new record with the caller's record's content under `nome`, saved
 * through dieta/saveFD's (or savePD's) rules: the save ability, the client rule, duplicate names. The copy's
 * lifecycle restarts as saved (no real end, slaughter weight or real/observed gain), so cloning never
 * takes an active slot; the dates, type, expected gain and animals are kept to be edited.
 */
export async function cloneDiet(
  db: Kysely<Database>,
  user: SignedInUser,
  input: { id: number; nome: string },
  now: Date,
  checks: Checker,
): Promise<{ id: number; modo: TDietMode; dieta: TDietRecord }> {
  // Cloning saves a record: refused before the record is looked up (a prediction also needs save_prediction).
  requireAbility(user, 'save_diet');
  const row = await getOwnedDietRow(db, user, input.id);
  const modo: TDietMode = toDietMode(row.modo);
  const source = readDietRecord(row);
  const copy: TDietRecord = {
    ...source,
    nome: input.nome,
    id: null,
    user_id: null,
    oculta: false,
    time: now.getTime(),
    ciclo:
      source.ciclo === null
        ? null
        : {
            ...source.ciclo,
            situacao: 'salva',
            fim_real: null,
            peso_abate: null,
            gmd_real: null,
            gmd_observado: null,
          },
  };
  const saved = await saveDietCopy(db, user, modo, copy, now, checks);
  return { id: saved.answer.id, modo, dieta: saved.record };
}
