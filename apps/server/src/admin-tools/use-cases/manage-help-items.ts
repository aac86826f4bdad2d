/**
 * adm/ajuda/criar|atualizar|remover: help items (docs/product/calculation.md#records) that `ajuda` answers. Removing keeps the row
 * (so a seeded item is not seeded again) and `ajuda` leaves it out. Every change is audited.
 */
import type { THelpItem } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { toHelpItem } from '../admin-tools-wire';
import { insertHelpItem, removeHelpItem, updateHelpItem as updateRow } from '../repository';
import type { HelpItemValues } from '../repository';

export type HelpItemInput = {
  titulo: string;
  descricao: string;
  video: string;
  rota: string;
  etapa: number | null;
  idioma: 0 | 1 | 2;
};

/** Paths compare without a trailing slash (chooseHelpItem), so they are stored without one. */
function valuesOf(input: HelpItemInput): HelpItemValues {
  const rota = input.rota.length > 1 ? input.rota.replace(/\/+$/, '') || '/' : input.rota;
  return { ...input, rota };
}

export async function createHelpItem(
  db: Kysely<Database>,
  adminId: number,
  input: HelpItemInput,
  now: Date,
): Promise<THelpItem> {
  const row = await insertHelpItem(db, valuesOf(input), now.toISOString());
  await recordAudit(db, {
    action: 'help_item_created',
    at: now,
    actorUserId: adminId,
    detail: { id: row.id },
  });
  return toHelpItem(row);
}

export async function updateHelpItem(
  db: Kysely<Database>,
  adminId: number,
  input: HelpItemInput & { id: number },
  now: Date,
): Promise<THelpItem> {
  const { id, ...fields } = input;
  const row = await updateRow(db, id, valuesOf(fields));
  if (!row) throw appError('NOT_FOUND');
  await recordAudit(db, { action: 'help_item_updated', at: now, actorUserId: adminId, detail: { id } });
  return toHelpItem(row);
}

export async function deleteHelpItem(
  db: Kysely<Database>,
  adminId: number,
  id: number,
  now: Date,
): Promise<{ id: number }> {
  if (!(await removeHelpItem(db, id, now.toISOString()))) throw appError('NOT_FOUND');
  await recordAudit(db, { action: 'help_item_deleted', at: now, actorUserId: adminId, detail: { id } });
  return { id };
}
