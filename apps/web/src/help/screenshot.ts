/**
 * A screenshot for an error report: the chosen picture as a data URL, scaled down (JPEG) when it is longer
 * than the server accepts (ERROR_REPORT_CAPTURE_MAX_CHARS, under the 1 MB body limit).
 */
import { ERROR_REPORT_CAPTURE_MAX_CHARS } from '@cocho/contracts';

const MAX_SIDE_PX = 1600;

/** A file's content as a data URL (`data:<type>;base64,…`). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = src;
  });
}

/** The picture as a data URL that fits, or null when it is not a PNG, JPEG or WebP or cannot be made to fit. */
export async function readScreenshot(file: File): Promise<string | null> {
  if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return null;
  const original = await readAsDataUrl(file);
  if (original.length <= ERROR_REPORT_CAPTURE_MAX_CHARS) return original;
  try {
    const image = await loadImage(original);
    let scale = Math.min(1, MAX_SIDE_PX / Math.max(image.naturalWidth, image.naturalHeight));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
      canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
      const context = canvas.getContext('2d');
      if (!context) return null;
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      const scaled = canvas.toDataURL('image/jpeg', 0.8);
      if (scaled.length <= ERROR_REPORT_CAPTURE_MAX_CHARS) return scaled;
      scale *= 0.7;
    }
  } catch {
    return null;
  }
  return null;
}
