/** adm/notificacoes/list: the general messages sent so far, newest first, with audience and reads. */
import type { TSentMessage } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { auditAdminRead } from '../../admin/use-cases/audit-admin-read';
import type { Database } from '../../db/schema';
import { toSentMessage } from '../admin-tools-wire';
import { findRecipientIds, findSentMessages } from '../repository';

export async function listSentMessages(
  db: Kysely<Database>,
  adminId: number,
  page: { pagina: number; por_pagina: number },
  now: Date,
): Promise<{ data: TSentMessage[]; total: number; pagina: number; por_pagina: number }> {
  const { rows, total } = await findSentMessages(db, {
    offset: (page.pagina - 1) * page.por_pagina,
    limit: page.por_pagina,
  });
  const recipients = await findRecipientIds(
    db,
    rows.filter((row) => row.destino_tipo === 'usuarios').map((row) => row.id),
  );
  await auditAdminRead(db, { adminId, call: 'adm/notificacoes/list', now });
  return {
    data: rows.map((row) => toSentMessage(row, recipients.get(row.id) ?? [])),
    total,
    ...page,
  };
}
