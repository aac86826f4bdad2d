/** getLabReport: the lab report sent with one of the user's feeds. */
import type { TLabReport } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import type { UserRecord } from '../../users/repository';
import { loadOwnFeed } from '../feed-access';
import { getLabReport } from '../repository';

type Db = Kysely<Database>;

export async function readLabReport(db: Db, user: UserRecord, wireId: string): Promise<TLabReport> {
  const row = await loadOwnFeed(db, user, wireId);
  const report = await getLabReport(db, row.id);
  if (!report) throw appError('NOT_FOUND');
  const mime = report.mime_type;
  if (mime !== 'application/pdf' && mime !== 'image/png' && mime !== 'image/jpeg') throw appError('INTERNAL');
  return { nome_arquivo: report.file_name, tipo_mime: mime, conteudo_base64: report.content_base64 };
}
