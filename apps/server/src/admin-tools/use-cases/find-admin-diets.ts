/**
 * dieta/getFDAdm (docs/product/calls.md#shell-calls): saved diets and predictions across the product, newest first, by period,
 * author, author's profile, state or country, kind and a feed used; cursor paginated (`proximo` is the
 * last id of the page, null at the end).
 */
import type { TAdminDiet } from '@cocho/contracts';
import { isCurrency } from '@cocho/engine';
import type { Kysely } from 'kysely';
import { auditAdminRead } from '../../admin/use-cases/audit-admin-read';
import type { Database } from '../../db/schema';
import { findAdminDiets as findRows } from '../repository';
import type { AdminDietFilters, AdminDietRow } from '../repository';

/** Rows read per round while a feed filter drops rows the rough text match let through. */
const SCAN_BATCH = 200;
/** At most this many rounds per page, so a rare feed name cannot scan the whole table in one call. */
const SCAN_ROUNDS = 10;

function feedNamesOf(dieta: string): string[] {
  try {
    const record = JSON.parse(dieta) as { alimentos_selecionados?: unknown };
    if (!Array.isArray(record.alimentos_selecionados)) return [];
    return record.alimentos_selecionados.flatMap((feed: unknown) =>
      feed && typeof feed === 'object' && typeof (feed as { name?: unknown }).name === 'string'
        ? [(feed as { name: string }).name]
        : [],
    );
  } catch {
    return [];
  }
}

function toAdminDiet(row: AdminDietRow, alimentos: string[]): TAdminDiet {
  return {
    id: row.id,
    modo: row.modo === 'PD' ? 'PD' : 'FD',
    nome: row.nome,
    user_id: row.user_id,
    usuario_nome: row.usuario_nome,
    usuario_email: row.usuario_email,
    perfil: row.perfil,
    estado: row.estado,
    pais: row.pais,
    custo: row.custo,
    moeda: isCurrency(row.moeda) ? row.moeda : null,
    alimentos,
    created_at: row.created_at,
  };
}

export async function findAdminDiets(
  db: Kysely<Database>,
  adminId: number,
  query: AdminDietFilters & { limite: number },
  now: Date,
): Promise<{ dataFD: TAdminDiet[]; proximo: number | null }> {
  const { limite, ...filters } = query;
  const wanted = filters.alimento?.toLowerCase();
  const page: TAdminDiet[] = [];
  let cursor = filters.cursor;
  let exhausted = false;
  let lastScanned: number | undefined;
  for (let round = 0; round < SCAN_ROUNDS && page.length < limite && !exhausted; round += 1) {
    const batch = wanted ? SCAN_BATCH : limite - page.length;
    const rows = await findRows(db, { ...filters, cursor }, batch);
    exhausted = rows.length < batch;
    for (const row of rows) {
      lastScanned = row.id;
      const names = feedNamesOf(row.dieta);
      if (wanted && !names.some((name) => name.toLowerCase().includes(wanted))) continue;
      page.push(toAdminDiet(row, names));
      if (page.length === limite) {
        exhausted = exhausted && row === rows[rows.length - 1];
        break;
      }
    }
    cursor = lastScanned;
  }
  await auditAdminRead(db, { adminId, call: 'dieta/getFDAdm', now });
  return { dataFD: page, proximo: exhausted || lastScanned === undefined ? null : lastScanned };
}
