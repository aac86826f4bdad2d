import { describe, expect, it } from 'vitest';

/**
 * docs/conventions.md#one-api: pdfmake and exceljs are used through one module each (pdf-library.ts, excel-library.ts),
 * loaded on demand. Every other web source that mentions them fails this test.
 */
const SOURCES = import.meta.glob<string>('../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const ALLOWED: Readonly<Record<string, string>> = {
  pdfmake: './pdf-library.ts',
  exceljs: './excel-library.ts',
};

describe('PDF and Excel libraries stay behind their wrappers', () => {
  it('reads the whole web source tree', () => {
    expect(Object.keys(SOURCES)).toEqual(expect.arrayContaining(['../app/router.tsx', './pdf-library.ts']));
  });

  it.each(Object.entries(ALLOWED))('only %s imports it', (library, wrapper) => {
    const pattern = new RegExp(`(from|import\\()\\s*['"]${library}(/[^'"]*)?['"]`);
    const importers = Object.entries(SOURCES)
      .filter(([path, text]) => !path.endsWith('.test.ts') && pattern.test(text))
      .map(([path]) => path);
    expect(importers).toEqual([wrapper]);
  });

  it('the wrappers load the libraries with dynamic import only', () => {
    for (const [library, wrapper] of Object.entries(ALLOWED)) {
      const text = SOURCES[wrapper] ?? '';
      expect(text).toMatch(new RegExp(`import\\(\\s*'${library}`));
      expect(text).not.toMatch(new RegExp(`^import (?!type)[^;]*from '${library}`, 'm'));
    }
  });
});
