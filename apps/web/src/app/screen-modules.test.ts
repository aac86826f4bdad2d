import { describe, expect, it } from 'vitest';
import { loaderOf, SCREEN_LOADERS } from './router';
import type { ScreenKey } from './route-table';
import { SCREEN_MODULES } from './screen-modules';

describe('SCREEN_MODULES', () => {
  it("is exactly the router's set of screen modules (no stray chunk, no missing screen)", () => {
    const declared = new Set(Object.values(SCREEN_MODULES).map(({ file }) => file.replace(/^src\//, '../')));
    expect(new Set(Object.keys(SCREEN_LOADERS))).toEqual(declared);
  });

  it('names a component each module exports', async () => {
    for (const screen of Object.keys(SCREEN_MODULES) as ScreenKey[]) {
      const { Component } = await loaderOf(screen)();
      expect(typeof Component, screen).toBe('function');
    }
  }, 60_000);
});
