/**
 * Reading the web app's own sources in tests that check what a screen reaches (first-screen imports and texts,
 * a screen's texts): where `src/` is, and which file an import specifier names.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/web/src, absolute. */
export const WEB_SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The web module a relative specifier in `from` names (with its .ts/.tsx or index.ts), or null. */
export function resolveModule(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** A source without its block comments and its whole-line `//` comments. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}
