import type { TDietSummary } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { hasAbility } from '../../access/require-ability';
import type { SignedInUser } from '../../access/signed-in-user';
import type { Database } from '../../db/schema';
import { toDietSummary } from '../diet-summary';
import { findDietPage } from '../list-page';
import type { ListPaging } from '../list-page';
import { findDietSummaryRows } from '../repository';
import type { DietRowFilter } from '../repository';

/**
 * dieta/getDietasAtivas: the caller's active diets, most recently changed first, overdue ones flagged.
 * Unlimited active diets are premium-only (docs/product/shell.md#roles; the unlimited_active_diets ability): without them
 * only the `freeMax` most recent are listed and `limiteAtingido` says so (docs/product/errors.md#shell-errors "only the most recent
 * diets shown").
 */
export async function listActiveDiets(
  db: Kysely<Database>,
  user: SignedInUser,
  input: ListPaging & { id_cliente?: number | null | undefined },
  now: Date,
  freeMax: number,
): Promise<{ dietas: TDietSummary[]; proximo: string | null; limiteAtingido: boolean }> {
  const filter: DietRowFilter = {
    userId: user.id,
    modo: 'FD',
    idCliente: input.id_cliente,
    includeHidden: true,
    situacao: 'ativa',
  };
  const isUnlimited = hasAbility(user, 'unlimited_active_diets');
  if (isUnlimited) {
    const page = await findDietPage(db, filter, input, now);
    return { dietas: page.data, proximo: page.proximo, limiteAtingido: false };
  }
  // The `freeMax` most recent on one page; one row more tells whether others are left out.
  const rows = await findDietSummaryRows(db, filter, { after: null, limit: freeMax + 1 });
  const shown = rows.slice(0, freeMax);
  return {
    dietas: shown.map((row) => toDietSummary(row, now)),
    proximo: null,
    limiteAtingido: rows.length > freeMax,
  };
}
