/** Sizes of a cropped picture (docs/product/shell.md#company-product Image: at most 1024 × 1024). */
import { PHOTO_MAX_SIDE_PX } from '@cocho/contracts';

export type PixelSize = { readonly width: number; readonly height: number };

/**
 * The size of a `width` × `height` image scaled down, keeping its proportions, so neither side exceeds
 * `maxSide` (px); never scaled up; each side at least 1 px.
 */
export function scaleToFit(width: number, height: number, maxSide: number = PHOTO_MAX_SIDE_PX): PixelSize {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxSide, Math.round(height * scale))),
  };
}

/** Bytes of the file a base64 data URL holds. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
