/**
 * The type and pixel size of a PNG or JPEG file, read from its header (no image library): PNG's IHDR
 * chunk, JPEG's first start-of-frame segment. Anything else, or a truncated header, answers null.
 */
export type ImageInfo = { type: 'image/png' | 'image/jpeg'; width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function readPng(file: Buffer): ImageInfo | null {
  // Signature (8), chunk length (4), "IHDR" (4), width (4), height (4).
  if (file.length < 24 || file.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { type: 'image/png', width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

/** Start-of-frame markers C0–CF except C4 (DHT), C8 (JPG) and CC (DAC). */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpeg(file: Buffer): ImageInfo | null {
  let offset = 2;
  while (offset + 4 <= file.length) {
    if (file[offset] !== 0xff) return null;
    const marker = file[offset + 1] ?? 0;
    // Fill bytes and stand-alone markers (TEM, RSTn) carry no length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = file.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      // Length (2), precision (1), height (2), width (2).
      if (offset + 9 > file.length) return null;
      return {
        type: 'image/jpeg',
        height: file.readUInt16BE(offset + 5),
        width: file.readUInt16BE(offset + 7),
      };
    }
    offset += 2 + length;
  }
  return null;
}

export function readImageInfo(file: Buffer): ImageInfo | null {
  if (file.length >= 8 && file.subarray(0, 8).equals(PNG_SIGNATURE)) return readPng(file);
  if (file.length >= 4 && file[0] === 0xff && file[1] === 0xd8) return readJpeg(file);
  return null;
}
