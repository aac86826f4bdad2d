import { describe, expect, it } from 'vitest';
import { dataUrlBytes, scaleToFit } from './image-scale';

describe('scaleToFit', () => {
  it.each([
    [4000, 2000, 1024, 512],
    [3000, 3000, 1024, 1024],
    [1500, 4500, 341, 1024],
    [2049, 1025, 1024, 512],
  ])('scales a %i × %i crop down to %i × %i', (width, height, expectedWidth, expectedHeight) => {
    const size = scaleToFit(width, height);
    expect(size).toEqual({ width: expectedWidth, height: expectedHeight });
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1024);
  });

  it('never scales a small crop up', () => {
    expect(scaleToFit(800, 400)).toEqual({ width: 800, height: 400 });
    expect(scaleToFit(1024, 1024)).toEqual({ width: 1024, height: 1024 });
  });

  it('keeps at most 1024 px on both sides for any crop, and at least 1 px', () => {
    for (const [width, height] of [
      [1025, 1],
      [1, 99999],
      [12345.6, 6789.1],
      [0.4, 0.4],
    ] as const) {
      const size = scaleToFit(width, height);
      expect(size.width).toBeLessThanOrEqual(1024);
      expect(size.height).toBeLessThanOrEqual(1024);
      expect(size.width).toBeGreaterThanOrEqual(1);
      expect(size.height).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('dataUrlBytes', () => {
  it('counts the decoded bytes of a base64 data URL', () => {
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcd')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcde')}`)).toBe(5);
    expect(dataUrlBytes(`data:image/png;base64,${btoa('abcdef')}`)).toBe(6);
  });
});
