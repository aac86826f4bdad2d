/** approveFeed: an administrator accepts a sent feed into the catalogue. */
import type { TFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { loadPendingFeed, reloadFeed } from '../feed-access';
import { hintOfCategory } from '../feed-categories';
import { insertFeed, touchCatalogue, updateFeed } from '../repository';

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
  // What users read is a citation: the submission's own source, or a plain statement of its origin (every
  // catalogue row has a source). Who sent and who approved it stays in the data: id_alimento_pai links the
  // submission, with its sender, date and lab report.
  const source =
    row.fonte ?? `Análise enviada por usuário do Cocho e aprovada pela equipe em ${stamp.slice(0, 10)}`;
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
