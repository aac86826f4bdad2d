/** ajuda: every help item (docs/product/calls.md#calculation-calls); the seeded ones are written the first time it is asked. */
import type { THelpItem } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findHelpItems, insertMissingSeedHelpItems } from '../repository';
import { helpSeedRows } from '../seed-help-items';

const seeded = new WeakSet<object>();

export async function listHelpItems(db: Kysely<Database>, now: Date): Promise<THelpItem[]> {
  if (!seeded.has(db)) {
    await insertMissingSeedHelpItems(db, helpSeedRows(now.toISOString()));
    seeded.add(db);
  }
  const rows = await findHelpItems(db);
  return rows.map((row) => ({
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao,
    video: row.video,
    rota: row.rota,
    etapa: row.etapa,
    idioma: row.idioma === 1 ? 1 : row.idioma === 2 ? 2 : 0,
  }));
}
