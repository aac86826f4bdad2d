/**
 * user/foto: stores the cropped profile picture sent as a data URL. The server checks what the browser
 * claims: the bytes must be a PNG or JPEG (by their header) of at most 1024 × 1024 px (IMAGE_INVALID) and
 * PHOTO_MAX_BYTES (PAYLOAD_TOO_LARGE). Each picture gets a new random file name, so it can be cached forever.
 */
import { randomBytes } from 'node:crypto';
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE_PX } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { appError } from '../../errors';
import { readImageInfo } from '../image-size';
import { loadUserView } from '../load-user-view';
import { saveUserPhoto } from '../repository';
import type { UserRecord } from '../repository';

const DATA_URL = /^data:(image\/(?:jpeg|png));base64,([A-Za-z0-9+/]+={0,2})$/;
const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

export async function setPhoto(
  db: Kysely<Database>,
  user: UserRecord,
  request: { imagem: string },
  now: Date,
): Promise<{ user: TUser }> {
  const match = DATA_URL.exec(request.imagem.trim());
  if (!match?.[2]) throw appError('IMAGE_INVALID');
  // Decoded size from the base64 length, checked before decoding.
  if (Math.floor((match[2].length * 3) / 4) > PHOTO_MAX_BYTES + 2) throw appError('PAYLOAD_TOO_LARGE');
  const file = Buffer.from(match[2], 'base64');
  if (file.length > PHOTO_MAX_BYTES) throw appError('PAYLOAD_TOO_LARGE');
  const info = readImageInfo(file);
  if (
    !info ||
    info.width < 1 ||
    info.height < 1 ||
    info.width > PHOTO_MAX_SIDE_PX ||
    info.height > PHOTO_MAX_SIDE_PX
  ) {
    throw appError('IMAGE_INVALID');
  }
  const nowIso = now.toISOString();
  const updated = await saveUserPhoto(
    db,
    {
      user_id: user.id,
      file_name: `${user.id}-${randomBytes(9).toString('base64url')}.${EXTENSION[info.type]}`,
      content_type: info.type,
      data_base64: file.toString('base64'),
      width: info.width,
      height: info.height,
      bytes: file.length,
      created_at: nowIso,
    },
    nowIso,
  );
  if (!updated) throw appError('NOT_FOUND');
  return { user: await loadUserView(db, updated, now) };
}
