/** importCatalogueCsv: the administrator's catalogue import from CSV. */
import type { TImportProblem } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { requireRole } from '../../auth/roles';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { NASEM_PROFILE, PRODUCT_PROFILE, readCatalogueCsv } from '../catalogue-rows';
import { toWireFlags } from '../feed-wire';
import { findCatalogueIdsBySourceId, insertFeed, touchCatalogue, updateFeed } from '../repository';
import { catalogueRowToFeed } from '../seed-catalogue';

type Db = Kysely<Database>;

export type ImportSummary = {
  simulacao: boolean;
  aplicado: boolean;
  linhas: number;
  novos: number;
  atualizados: number;
  problemas: TImportProblem[];
  avisos: TImportProblem[];
  alertas: { row: number; source_id: string; alertas: ReturnType<typeof toWireFlags> }[];
};

/**
 * Administrator CSV import: the dry run (`simular`) lists every row's problems and
 * writes nothing; a real import with any problem writes nothing either; otherwise every row is inserted
 * or updated (by source_id) in one transaction, so a failure rolls all of it back.
 */
export async function importCatalogue(
  db: Db,
  user: UserRecord,
  input: { csv: string; perfil?: 'produto' | 'nasem' | undefined; simular: boolean },
  now: Date,
): Promise<ImportSummary> {
  requireRole(user, 'admin');
  const profile = input.perfil === 'nasem' ? NASEM_PROFILE : PRODUCT_PROFILE;
  const read = readCatalogueCsv(input.csv, profile);
  const warnings = [...read.warnings];
  const rows = read.rows.filter((row) => {
    if (!row.isAdditive) return true;
    warnings.push({ row: row.line, column: 'category_hint', code: 'ADDITIVE_ROW_SKIPPED' });
    return false;
  });
  const existing = await findCatalogueIdsBySourceId(
    db,
    rows.map((row) => row.sourceId),
  );
  const summary: ImportSummary = {
    simulacao: input.simular,
    aplicado: false,
    linhas: read.recordCount,
    novos: rows.filter((row) => !existing.has(row.sourceId)).length,
    atualizados: rows.filter((row) => existing.has(row.sourceId)).length,
    problemas: [...read.problems],
    avisos: warnings,
    alertas: rows
      .filter((row) => row.flags.some((flag) => flag.code !== 'ZERO_READ_AS_UNKNOWN'))
      .map((row) => ({ row: row.line, source_id: row.sourceId, alertas: toWireFlags(row.flags) })),
  };
  if (input.simular || summary.problemas.length > 0) return summary;

  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // Re-read inside the transaction: a concurrent import may have added a source id since the check.
    const current = await findCatalogueIdsBySourceId(
      trx,
      rows.map((row) => row.sourceId),
    );
    for (const row of rows) {
      const values = catalogueRowToFeed(row, stamp);
      const id = current.get(row.sourceId);
      if (id === undefined) {
        await insertFeed(trx, values);
      } else {
        const { created_at: _created, ...patch } = values;
        await updateFeed(trx, id, patch);
      }
    }
    await touchCatalogue(trx, stamp);
  });
  return { ...summary, aplicado: true };
}
