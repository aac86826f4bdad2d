/**
 * Company change requests in the administrators' bell (docs/product/calculation.md#screens panel: company change requests, opening
 * company control): the unread ones among the newest change requests (companies/change-requests.ts), each
 * read with notificacoes/empControleLido or empControleUserLido.
 */
import type { TNotification } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { findCompanyChanges } from '../companies/change-requests';
import type { Database } from '../db/schema';

/** Where a company change request opens (docs/product/calculation.md#notification-panel navigation targets: company control). */
export const COMPANY_CONTROL_TARGET = '/adm/empControle';

export async function findCompanyChangeNotifications(
  db: Kysely<Database>,
  adminId: number,
): Promise<{ list: TNotification[]; total: number; unread: number }> {
  const unread = (await findCompanyChanges(db, adminId)).filter((change) => !change.lida);
  return {
    list: unread.map((change) => ({
      tipo: 'empresa_alteracao',
      id: change.id,
      created_at: change.created_at,
      lida: false,
      destino: COMPANY_CONTROL_TARGET,
      params: {
        tipo_alteracao: change.tipo,
        empresa: change.nome_fantasia,
        autor_nome: change.autor_nome,
        usuario_nome: change.usuario_nome,
        situacao: change.situacao,
      },
    })),
    total: unread.length,
    unread: unread.length,
  };
}
