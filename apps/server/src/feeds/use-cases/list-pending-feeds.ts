/**
 * getPendingFeeds: the feeds waiting for an administrator's review, with their sender, their lab report's
 * details and the public catalogue's typical values for the feed's category (values outside them marked),
 * so a feed is never approved into the catalogue without its numbers in view.
 */
import type { TPendingFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { requireRole } from '../../auth/roles';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { toWireFeed } from '../feed-wire';
import { findListedCatalogueFeeds, findPendingFeeds, getLabReportInfo } from '../repository';
import { outsideTypical, typicalValues } from '../typical-values';

type Db = Kysely<Database>;

export async function listPendingFeeds(db: Db, user: UserRecord): Promise<TPendingFeed[]> {
  requireRole(user, 'admin');
  const rows = await findPendingFeeds(db);
  if (rows.length === 0) return [];
  const senderIds = [...new Set(rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))];
  const senders = new Map(
    senderIds.length === 0
      ? []
      : (
          await db.selectFrom('users').select(['id', 'nome', 'email']).where('id', 'in', senderIds).execute()
        ).map((sender) => [sender.id, sender]),
  );
  const catalogue = (await findListedCatalogueFeeds(db)).map(toWireFeed);
  const typicalByCategory = new Map(
    [...new Set(rows.map((row) => row.tipo))].map((tipo) => [
      tipo,
      typicalValues(catalogue.filter((feed) => feed.tipo === tipo)),
    ]),
  );
  return Promise.all(
    rows.map(async (row) => {
      const report = await getLabReportInfo(db, row.id);
      const feed = toWireFeed(row);
      const sender = row.user_id === null ? undefined : senders.get(row.user_id);
      const typical = typicalByCategory.get(row.tipo) ?? {};
      return {
        ...feed,
        user_id: row.user_id ?? 0,
        usuario_nome: sender?.nome ?? null,
        usuario_email: sender?.email ?? null,
        enviado_em: row.enviado_em ?? row.created_at,
        laudo: report
          ? { nome_arquivo: report.file_name, tipo_mime: report.mime_type, tamanho_bytes: report.size_bytes }
          : null,
        tipicos: typical,
        fora_do_tipico: outsideTypical(feed.nutrientes, typical),
      };
    }),
  );
}
