/**
 * Draws the chosen part of an image on a canvas scaled down to at most 1024 × 1024 and encodes it as a JPEG
 * data URL small enough for `user/foto` (PHOTO_MAX_BYTES), lowering the quality step by step if needed.
 */
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE_PX } from '@cocho/contracts';
import { dataUrlBytes, scaleToFit } from './image-scale';

export type CropArea = { x: number; y: number; width: number; height: number };

/** JPEG qualities tried in turn until the file fits. */
const JPEG_QUALITIES = [0.92, 0.85, 0.75, 0.6, 0.45] as const;

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image load failed'));
    image.src = source;
  });
}

export async function cropImage(source: string, area: CropArea): Promise<string> {
  const image = await loadImage(source);
  const size = scaleToFit(area.width, area.height, PHOTO_MAX_SIDE_PX);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  let dataUrl = '';
  for (const quality of JPEG_QUALITIES) {
    dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(dataUrl) <= PHOTO_MAX_BYTES) break;
  }
  return dataUrl;
}
