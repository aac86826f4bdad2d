/**
 * A company logo as sent by the crop widget: a PNG or JPEG data URL whose bytes really are a PNG or JPEG of
 * at most 1024 × 1024 px (IMAGE_INVALID) and PHOTO_MAX_BYTES (PAYLOAD_TOO_LARGE), as the profile picture.
 */
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE_PX } from '@cocho/contracts';
import { appError } from '../errors';
import { readImageInfo } from '../users/image-size';

const DATA_URL = /^data:(image\/(?:jpeg|png));base64,([A-Za-z0-9+/]+={0,2})$/;

/** The checked data URL (as stored), null to remove, undefined to keep. */
export function checkLogo(logo: string | null | undefined): string | null | undefined {
  if (logo === undefined || logo === null) return logo;
  const match = DATA_URL.exec(logo.trim());
  if (!match?.[2]) throw appError('IMAGE_INVALID');
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
  return `data:${info.type};base64,${file.toString('base64')}`;
}
