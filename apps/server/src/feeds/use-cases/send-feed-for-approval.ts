/** sendFeedForApproval: a user feed sent to the public catalogue with its lab report. */
import { LAB_REPORT_MAX_BYTES } from '@cocho/contracts';
import type { TFeed, TLabReport, TUserFeedInput } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { requireAbility } from '../../access/require-ability';
import type { SignedInUser } from '../../access/signed-in-user';
import { checkParentFeed, reloadFeed } from '../feed-access';
import { insertFeed, insertLabReport } from '../repository';
import { readUserFeedOrThrow } from '../user-feed-input';
import { assertFeedClient } from '../user-feed-client';
import { newUserFeedRow } from '../user-feed-row';

type Db = Kysely<Database>;

/** Magic numbers of the accepted lab report types. */
const FILE_SIGNATURES: Readonly<Record<TLabReport['tipo_mime'], readonly number[]>> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Sends a feed to the public catalogue with its lab report: a private user feed, pending approval. */
export async function sendFeedForApproval(
  db: Db,
  user: SignedInUser,
  input: TUserFeedInput & { laudo: TLabReport },
  now: Date,
): Promise<TFeed> {
  // Sending a feed to the public catalogue is the send_feed module (docs/product/shell.md#roles module flags).
  requireAbility(user, 'send_feed');
  const reading = readUserFeedOrThrow(input);
  await assertFeedClient(db, user, input.id_cliente);
  const content = Buffer.from(input.laudo.conteudo_base64, 'base64');
  if (content.length > LAB_REPORT_MAX_BYTES) throw appError('PAYLOAD_TOO_LARGE');
  const signature = FILE_SIGNATURES[input.laudo.tipo_mime];
  if (content.length < signature.length || signature.some((byte, index) => content[index] !== byte)) {
    throw appError('VALIDATION_FAILED', [{ field: 'laudo.conteudo_base64', code: 'FILE_TYPE_MISMATCH' }]);
  }
  const parentId = await checkParentFeed(db, user, input.id_alimento_pai);
  const stamp = now.toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const feedId = await insertFeed(trx, {
      ...newUserFeedRow(user, reading, input, stamp),
      id_alimento_pai: parentId,
      visibilidade: 'privado',
      status: 'pendente',
      enviado_em: stamp,
    });
    await insertLabReport(
      trx,
      {
        feed_id: feedId,
        file_name: input.laudo.nome_arquivo,
        mime_type: input.laudo.tipo_mime,
        size_bytes: content.length,
        content_base64: input.laudo.conteudo_base64,
      },
      stamp,
    );
    return feedId;
  });
  return reloadFeed(db, 'usuario', id);
}
