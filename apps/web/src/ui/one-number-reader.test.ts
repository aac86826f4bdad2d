import { describe, expect, it } from 'vitest';

/**
 * Every number a person types goes through the one reader (`readLocaleNumber`, through
 * NumberField.tsx and read-number.ts). Every web source that reads typed text another way fails this test;
 * ESLint (eslint.config.js, ONE_NUMBER_READER) also refuses `Number()` on what a text field holds.
 */
const SOURCES = import.meta.glob<string>('../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const APP_SOURCES = Object.entries(SOURCES).filter(
  ([path]) => !/\.test\.tsx?$/.test(path) && !path.includes('/testing/'),
);

/** The engine's older, language-blind parsers: for stored and CLI data, never for what is typed. */
const OLD_PARSERS = [
  'parseDecimal',
  'parseFeedCost',
  'parseLocaleNumber',
  'parseMoney',
  'parsePercent',
  'parseFormNumber',
];

function offenders(test: (text: string) => boolean): string[] {
  return APP_SOURCES.filter(([, text]) => test(text)).map(([path]) => path);
}

describe('one reader of typed numbers', () => {
  it('reads the whole web source tree, the reader included', () => {
    expect(APP_SOURCES.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        './NumberField.tsx',
        './read-number.ts',
        '../features/diet/RestrictionsStep.tsx',
      ]),
    );
  });

  it("imports none of the engine's older parsers", () => {
    const importsOld = (text: string) =>
      [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@cocho\/engine'/g)].some((match) =>
        (match[1] ?? '').split(',').some((name) => OLD_PARSERS.includes(name.trim())),
      );
    expect(offenders(importsOld)).toEqual([]);
  });

  it('uses no parseFloat or parseInt', () => {
    expect(offenders((text) => /\b(parseFloat|parseInt)\s*\(/.test(text))).toEqual([]);
  });

  it('has no browser number input, which reads "1.800" its own way', () => {
    expect(offenders((text) => /type=["{]\s*['"]?number['"]?\s*}?/.test(text))).toEqual([]);
  });
});
