/** adm/reportes/list: the latest error reports for the administrators' screen (or one, by id). */
import type { TErrorReport } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findErrorReports } from '../repository';

/** The list is for reading, not an archive: the newest 200. */
export const ERROR_REPORT_LIST_LIMIT = 200;

export async function listErrorReports(
  db: Kysely<Database>,
  id: number | undefined,
): Promise<TErrorReport[]> {
  const rows = await findErrorReports(db, { id, limit: ERROR_REPORT_LIST_LIMIT });
  return rows.map((row) => ({
    id: row.id,
    id_pessoa: row.user_id,
    nome: row.nome ?? null,
    email: row.email ?? null,
    id_ajuda: row.id_ajuda,
    descricao: row.descricao,
    rota: row.rota,
    etapa: row.etapa,
    video: row.video,
    captura: row.captura,
    lido: row.lido === 1,
    created_at: row.created_at,
  }));
}
