/**
 * Route chunk preloads (issue 19 item 6): which built files each page path needs beyond the entry, so the
 * server can list them as `<link rel="modulepreload">` in the page it serves and the browser fetches the
 * route's chunks beside the entry instead of after it has run. Computed at build time by the
 * `cocho-route-preloads` plugin of vite.config.ts, written to `route-preloads.json`, read by the server
 * (apps/server/src/http/web-app.ts).
 */
import type { RouteEntry, ScreenKey } from './route-table';

/**
 * The import specifier of each screen in router.tsx's SCREENS (`key: () => import('<specifier>')`). The
 * plugin fails the build when a screen of the route table has none, so the two cannot drift apart.
 */
export function screenImportsOf(routerSource: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const match of routerSource.matchAll(/^ {2}(\w+): \(\) =>\s*import\('([^']+)'\)/gm)) {
    const [, key, specifier] = match;
    if (key && specifier) imports.set(key, specifier);
  }
  return imports;
}

/** What the plugin reads of each chunk of the build. */
export type BuiltChunk = {
  readonly fileName: string;
  /** Files of the chunks it imports statically. */
  readonly imports: readonly string[];
  /** The module the chunk stands for (a lazy screen's file), or null. */
  readonly facadeModuleId: string | null;
  readonly isEntry: boolean;
};

function closureOf(start: readonly string[], byFile: ReadonlyMap<string, BuiltChunk>): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * Page path (lower case) → `/`-rooted files to preload: the screen's chunk and every chunk it imports
 * statically, without those the entry loads already (index.html preloads them). Paths whose screen has no
 * chunk of its own are left out.
 */
export function routePreloadsOf(
  routes: readonly Pick<RouteEntry, 'path' | 'screen'>[],
  screenModules: ReadonlyMap<ScreenKey, string>,
  chunks: readonly BuiltChunk[],
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk] as const] : [])),
  );
  const entryFiles = closureOf(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    byFile,
  );
  const preloads: Record<string, string[]> = {};
  for (const route of routes) {
    const module = screenModules.get(route.screen);
    const chunk = module === undefined ? undefined : byModule.get(module);
    if (!chunk || chunk.isEntry) continue;
    const files = [...closureOf([chunk.fileName], byFile)].filter((file) => !entryFiles.has(file));
    if (files.length > 0) preloads[route.path.toLowerCase()] = files.map((file) => `/${file}`);
  }
  return preloads;
}
