import { describe, expect, it } from 'vitest';
import { readImageInfo } from './image-size';
import { jpegHeader, pngHeader } from './sample-images';

describe('readImageInfo', () => {
  it('reads a PNG size', () => {
    expect(readImageInfo(pngHeader(800, 600))).toEqual({ type: 'image/png', width: 800, height: 600 });
  });

  it('reads a JPEG size after other segments', () => {
    expect(readImageInfo(jpegHeader(1024, 768))).toEqual({ type: 'image/jpeg', width: 1024, height: 768 });
  });

  it('refuses other files and truncated headers', () => {
    expect(readImageInfo(Buffer.from('GIF89a....'))).toBeNull();
    expect(readImageInfo(pngHeader(10, 10).subarray(0, 20))).toBeNull();
    expect(readImageInfo(jpegHeader(10, 10).subarray(0, 24))).toBeNull();
    expect(readImageInfo(Buffer.alloc(0))).toBeNull();
  });
});
