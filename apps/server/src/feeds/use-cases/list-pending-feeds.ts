/** getPendingFeeds: the feeds waiting for an administrator's review, with their lab report's details. */
import type { TPendingFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { requireRole } from '../../auth/roles';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../../users/repository';
import { toWireFeed } from '../feed-wire';
import { findPendingFeeds, getLabReportInfo } from '../repository';

type Db = Kysely<Database>;

export async function listPendingFeeds(db: Db, user: UserRecord): Promise<TPendingFeed[]> {
  requireRole(user, 'admin');
  const rows = await findPendingFeeds(db);
  return Promise.all(
    rows.map(async (row) => {
      const report = await getLabReportInfo(db, row.id);
      return {
        ...toWireFeed(row),
        user_id: row.user_id ?? 0,
        enviado_em: row.enviado_em ?? row.created_at,
        laudo: report
          ? { nome_arquivo: report.file_name, tipo_mime: report.mime_type, tamanho_bytes: report.size_bytes }
          : null,
      };
    }),
  );
}
