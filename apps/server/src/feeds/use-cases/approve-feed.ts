/** approveFeed: an administrator accepts a sent feed into the catalogue. */
import type { TFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { loadPendingFeed, reloadFeed } from '../feed-access';
import { hintOfCategory } from '../feed-categories';
import { getLabReportInfo, insertFeed, touchCatalogue, updateFeed } from '../repository';

type Db = Kysely<Database>;

/** Approves a sent feed: a catalogue copy is made (source: the submission) and the catalogue version moves. */
export async function approveFeed(
  db: Db,
  user: UserRecord,
  wireId: string,
  now: Date,
): Promise<{ enviado: TFeed; catalogo: TFeed }> {
  const row = await loadPendingFeed(db, user, wireId);
  const stamp = now.toISOString();
  const report = await getLabReportInfo(db, row.id);
  const source =
    `User submission ${wireId} by user #${row.user_id ?? '?'}, sent ${row.enviado_em ?? row.created_at}` +
    `${report ? `, lab report "${report.file_name}"` : ''}; approved by administrator #${user.id} on ${stamp}.`;
  const catalogueId = await db.transaction().execute(async (trx) => {
    const id = await insertFeed(trx, {
      kind: 'catalogo',
      tipo: row.tipo,
      name: row.name,
      name_en: row.name_en,
      name_es: row.name_es,
      name_sci: row.name_sci,
      nutrientes: row.nutrientes,
      nutrientes_originais: row.nutrientes,
      nutrientes_calculados: row.nutrientes_calculados,
      alertas: row.alertas,
      fonte: source,
      source_id: `USR:${row.id}`,
      category_hint: hintOfCategory(row.tipo),
      custo: null,
      unidade: 'kg',
      volumoso: row.volumoso,
      excluido: 0,
      id_alimento_pai: wireId,
      user_id: null,
      id_cliente: null,
      empresa: null,
      restrito: 0,
      patrocinado: 0,
      visibilidade: 'todos',
      recomendado: 0,
      min_100: null,
      max_100: null,
      status: null,
      motivo_rejeicao: null,
      enviado_em: null,
      id_alimento_catalogo: null,
      created_at: stamp,
      updated_at: stamp,
    });
    await updateFeed(trx, row.id, { status: 'aprovado', id_alimento_catalogo: id, updated_at: stamp });
    await touchCatalogue(trx, stamp);
    return id;
  });
  return {
    enviado: await reloadFeed(db, 'usuario', row.id),
    catalogo: await reloadFeed(db, 'catalogo', catalogueId),
  };
}
