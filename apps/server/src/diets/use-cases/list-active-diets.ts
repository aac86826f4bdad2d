import { canSaveDiet } from '@cocho/contracts';
import type { TDietSummary } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { toUserView } from '../../users/user-view';
import { toDietSummary } from '../diet-summary';
import { findDietRows } from '../repository';

/**
 * dieta/getDietasAtivas: the caller's active diets, most recently changed first, overdue ones flagged.
 * Unlimited active diets are premium-only (spec 01 §6): without them only the `freeMax` most recent are
 * listed and `limiteAtingido` says so (spec 01 §8 "only the most recent diets shown").
 */
export async function listActiveDiets(
  db: Kysely<Database>,
  user: UserRecord,
  input: { id_cliente?: number | null | undefined },
  now: Date,
  freeMax: number,
): Promise<{ dietas: TDietSummary[]; limiteAtingido: boolean }> {
  const rows = await findDietRows(db, {
    userId: user.id,
    modo: 'FD',
    idCliente: input.id_cliente,
    includeHidden: true,
    situacao: 'ativa',
  });
  const isUnlimited = canSaveDiet(toUserView(user));
  const shown = isUnlimited ? rows : rows.slice(0, freeMax);
  return { dietas: shown.map((row) => toDietSummary(row, now)), limiteAtingido: shown.length < rows.length };
}
