import { describe, expect, it } from 'vitest';
import { loaderOf, SCREEN_LOADERS, SCREEN_TEXT_SCREENS } from './router';
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

  it('has every screen of the administration and information pages wait for their own namespaces', () => {
    const ownTexts = (Object.keys(SCREEN_MODULES) as ScreenKey[]).filter((screen) =>
      /^src\/features\/(admin|static-pages)\//.test(SCREEN_MODULES[screen].file),
    );
    expect(new Set(ownTexts)).toEqual(SCREEN_TEXT_SCREENS);
  });
});
