/** ajuda/reportar: stores an error report of the signed-in user (docs/product/calls.md#calculation-calls). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertErrorReport } from '../repository';

export type ErrorReportInput = {
  id_ajuda?: number | null | undefined;
  descricao: string;
  captura?: string | null | undefined;
  dados: { rota: string; etapa: number | null; video?: string | undefined };
};

export async function reportError(
  db: Kysely<Database>,
  userId: number,
  input: ErrorReportInput,
  now: Date,
): Promise<{ id: number }> {
  const id = await insertErrorReport(db, {
    user_id: userId,
    id_ajuda: input.id_ajuda ?? null,
    descricao: input.descricao,
    rota: input.dados.rota,
    etapa: input.dados.etapa,
    video: input.dados.video?.trim() ? input.dados.video : null,
    captura: input.captura ?? null,
    lido: 0,
    created_at: now.toISOString(),
  });
  return { id };
}
