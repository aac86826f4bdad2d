/** GET /fotos/<file>: a stored profile picture by its file name (pictures are not secret; names are random). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findPhotoByFileName } from '../repository';

/** File names as saved by set-photo.ts. */
const PHOTO_FILE_NAME = /^\d+-[A-Za-z0-9_-]+\.(?:jpg|png)$/;

export async function getPhoto(
  db: Kysely<Database>,
  fileName: string,
): Promise<{ contentType: string; file: Buffer } | undefined> {
  if (!PHOTO_FILE_NAME.test(fileName)) return undefined;
  const photo = await findPhotoByFileName(db, fileName);
  return photo && { contentType: photo.content_type, file: Buffer.from(photo.data_base64, 'base64') };
}
