import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The code cites only what a newcomer can open: the product documentation (docs/product/*.md and its
 * anchors), the conventions (docs/conventions.md) and the decision records (docs/decisions/*.md), all in the
 * repository. No reference to sections of an outside specification, to an outside reference folder, or to
 * issue numbers; every cited page and anchor exists. scripts/rewrite-doc-refs.mjs rewrites old references.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CODE_DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SKIP = new Set([
  'node_modules',
  'dist',
  '.builds',
  '.tsbuild',
  'coverage',
  'test-results',
  'playwright-report',
]);
const CODE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (CODE_FILE.test(name)) yield path;
  }
}

/** The code folders and the configuration files at the root (eslint.config.js, vitest.config.ts). */
const ROOT_FILES = readdirSync(ROOT)
  .filter((name) => CODE_FILE.test(name))
  .map((name) => join(ROOT, name));
/** The project's own documentation: every markdown file under docs/ and at the root. */
function* walkDocs(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walkDocs(path);
    else if (name.endsWith('.md')) yield path;
  }
}
const DOCS = [
  ...walkDocs(join(ROOT, 'docs')),
  ...readdirSync(ROOT)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, name)),
].map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
const SOURCES = [...CODE_DIRS.flatMap((dir) => [...walk(join(ROOT, dir))]), ...ROOT_FILES].map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

/** Lines of the code that match `pattern`, as "path:line: text". */
function linesMatching(pattern: RegExp, files = SOURCES): string[] {
  return files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .map((line, i) => (pattern.test(line) ? `${path}:${i + 1}: ${line.trim()}` : null))
      .filter((line): line is string => line !== null),
  );
}

// Assembled from pieces so that this file does not match itself.
const SECTION_SIGN = '\u00a7';
const OUTSIDE_SPEC = new RegExp(`spec 0[12]\\b.{0,3}${SECTION_SIGN}`, 'i');
const OUTSIDE_REFERENCE = new RegExp(['shared', 'reference'].join('/'));
const ISSUE_NUMBER = new RegExp(`\\b[I]ssues?[ -]\\d+`, 'i');
/** A section sign that is not a public standard's ("RFC 9110 §13") nor a book's ("Dantzig 1963 … §12"). */
const BARE_SECTION = new RegExp(`(?<!RFC \\d+ )${SECTION_SIGN}\\s*\\d`);

/** The anchors (`<a id="…">`) of a markdown file in the repository. */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return new Set([...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]!));
}

const CITED_ANCHOR = /docs\/(product\/[a-z0-9-]+|conventions)\.md#([a-z0-9-]+)/g;
const CITED_PAGE = /docs\/(?:product|decisions)\/[a-z0-9-]+\.md/g;

describe('documentation cited by the code', () => {
  it('scans the whole code tree, this test included', () => {
    const paths = SOURCES.map(({ path }) => path);
    expect(paths.length).toBeGreaterThan(500);
    expect(paths).toEqual(
      expect.arrayContaining([
        'scripts/docs-anchors.test.ts',
        'packages/engine/src/finance/indicators.ts',
        'eslint.config.js',
      ]),
    );
  });

  it('finds the patterns it forbids (the checks can fail)', () => {
    expect(OUTSIDE_SPEC.test(`see spec 02 ${SECTION_SIGN}5`)).toBe(true);
    expect(OUTSIDE_REFERENCE.test(['shared', 'reference', 'x.md'].join('/'))).toBe(true);
    expect(ISSUE_NUMBER.test(`(${['Issue', '12'].join(' ')} item 3)`)).toBe(true);
    expect(ISSUE_NUMBER.test('jsLPSolver issue #89')).toBe(false);
    expect(ISSUE_NUMBER.test(`the ${['issue', '20'].join('-')} probes`)).toBe(true);
    expect(BARE_SECTION.test(`(${SECTION_SIGN}9 step 3)`)).toBe(true);
    expect(BARE_SECTION.test(`RFC 9110 ${SECTION_SIGN}13`)).toBe(false);
  });

  it('cites no section of the outside specification', () => {
    expect(linesMatching(OUTSIDE_SPEC)).toEqual([]);
  });

  it('points to no reference folder outside the repository', () => {
    expect(linesMatching(OUTSIDE_REFERENCE)).toEqual([]);
  });

  it('cites no issue numbers', () => {
    expect(linesMatching(ISSUE_NUMBER)).toEqual([]);
  });

  it('the documentation cites no issue numbers and no section of the outside specification', () => {
    expect(DOCS.length).toBeGreaterThan(50);
    expect(linesMatching(ISSUE_NUMBER, DOCS)).toEqual([]);
    expect(linesMatching(BARE_SECTION, DOCS)).toEqual([]);
  });

  it('cites only anchors that exist in docs/product and docs/conventions.md', () => {
    const anchors = new Map<string, Set<string>>();
    const missing: string[] = [];
    let cited = 0;
    for (const { path, text } of SOURCES) {
      for (const [, page, anchor] of text.matchAll(CITED_ANCHOR)) {
        const file = `docs/${page}.md`;
        cited++;
        if (!anchors.has(file)) anchors.set(file, existsSync(join(ROOT, file)) ? anchorsOf(file) : new Set());
        if (!anchors.get(file)!.has(anchor!)) missing.push(`${path}: ${file}#${anchor}`);
      }
    }
    expect(cited).toBeGreaterThan(500);
    expect(missing).toEqual([]);
  });

  it('cites only pages that exist in docs/product and docs/decisions', () => {
    const missing = SOURCES.flatMap(({ path, text }) =>
      [...text.matchAll(CITED_PAGE)]
        .map((m) => m[0])
        .filter((file) => !existsSync(join(ROOT, file)))
        .map((file) => `${path}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('links within docs/product and docs/conventions.md only to anchors that exist', () => {
    const docs = [
      'docs/conventions.md',
      ...readdirSync(join(ROOT, 'docs/product')).map((name) => `docs/product/${name}`),
    ];
    const broken: string[] = [];
    for (const doc of docs) {
      const text = readFileSync(join(ROOT, doc), 'utf8');
      for (const [, target, anchor] of text.matchAll(/\]\(([^)#\s]*)(?:#([^)\s]+))?\)/g)) {
        const file = target ? join(dirname(doc), target) : doc;
        if (!existsSync(join(ROOT, file))) broken.push(`${doc}: ${target}`);
        else if (anchor && !anchorsOf(file).has(anchor)) broken.push(`${doc}: ${target}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
