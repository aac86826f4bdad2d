/**
 * Route chunk preloads: which built files each page path needs beyond the entry, so the server can list them
 * as `<link rel="modulepreload">` in the page it serves and the browser fetches the route's chunks beside the
 * entry instead of after it has run. Computed after the build from Vite's manifest (`build.manifest`) by the
 * `cocho-route-preloads` plugin of vite.config.ts, written to `route-preloads.json`, read by the server
 * (apps/server/src/http/page-with-preloads.ts).
 */
import type { RouteEntry, ScreenKey } from './route-table';
import type { ScreenModule } from './screen-modules';

/** What the plugin reads of an entry of Vite's manifest (https://vite.dev/guide/backend-integration). */
export type ManifestChunk = {
  readonly file: string;
  /** Keys of the manifest entries it imports statically. */
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
};

/** Vite's manifest: source path (from the web app's folder) or generated chunk name → entry. */
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** The keys of the entry's chunks and of every chunk they import statically (index.html loads them). */
function entryKeysOf(manifest: ViteManifest): Set<string> {
  return closureOf(
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    manifest,
  );
}

/** `/`-rooted files of the chunks `starts` reach statically, without the entry's. */
function filesBeyondEntry(
  starts: readonly string[],
  manifest: ViteManifest,
  entryKeys: Set<string>,
): string[] {
  return [...closureOf(starts, manifest)]
    .filter((key) => !entryKeys.has(key))
    .flatMap((key) => {
      const entry = manifest[key];
      return entry ? [`/${entry.file}`] : [];
    });
}

/** Every manifest key `start` reaches through static imports, `start` included. */
function closureOf(start: readonly string[], manifest: ViteManifest): Set<string> {
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

/**
 * Page path (lower case) → `/`-rooted files to preload: the screen's chunk and every chunk it imports
 * statically, without those the entry loads already (index.html preloads them); for a signed-in route
 * (`free: false`), the chunks of `signedInModules` too (the signed-in layout, which every such screen waits
 * for). Paths whose screen is part of the entry are left out. Throws when a screen's module (or a signed-in
 * module) is not a chunk of the build, so a moved screen fails the build instead of losing its preloads.
 */
export function routePreloadsOf(
  routes: readonly (Pick<RouteEntry, 'path' | 'screen'> & { readonly free?: boolean })[],
  screenModules: Readonly<Record<ScreenKey, Pick<ScreenModule, 'file'>>>,
  manifest: ViteManifest,
  signedInModules: readonly string[] = [],
): Record<string, string[]> {
  for (const key of signedInModules) if (!manifest[key]) throw new Error(`the build has no chunk for ${key}`);
  const entryKeys = entryKeysOf(manifest);
  const preloads: Record<string, string[]> = {};
  for (const route of routes) {
    const key = screenModules[route.screen].file;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no chunk for the screen "${route.screen}" (${key})`);
    if (chunk.isEntry) continue;
    const starts = route.free === false ? [key, ...signedInModules] : [key];
    const files = filesBeyondEntry(starts, manifest, entryKeys);
    if (files.length > 0) preloads[route.path.toLowerCase()] = files;
  }
  return preloads;
}

/**
 * A language's message chunks (the source modules of i18n.ts's loaders): the first screen's, the rest of what
 * the signed-in first screens draw, and what they draw later and the other screens show.
 */
export type LanguageModules = { readonly first: string; readonly more: string; readonly later: string };

/**
 * Language → page path → `/`-rooted files of that language's messages the page's screen waits for, without
 * what the entry loads (router.tsx `textLoaderOf`): the first chunk for `firstChunkScreens`, the second too
 * for `signedInFirstScreens` and the third too for every other screen (not the administration's and
 * information pages' own chunk: those pages load it after the entry has run). The server adds them to the
 * page when it knows the interface language (a cookie, page-with-preloads.ts), so they load beside the entry
 * instead of after it has run. Throws when a language module is not a chunk of the build.
 */
export function languagePreloadsOf(
  routes: readonly Pick<RouteEntry, 'path' | 'screen'>[],
  languages: Readonly<Record<string, LanguageModules>>,
  firstChunkScreens: ReadonlySet<ScreenKey>,
  signedInFirstScreens: ReadonlySet<ScreenKey>,
  manifest: ViteManifest,
): Record<string, Record<string, string[]>> {
  const entryKeys = entryKeysOf(manifest);
  const filesOf = (starts: readonly string[]) => {
    for (const key of starts) if (!manifest[key]) throw new Error(`the build has no chunk for ${key}`);
    return filesBeyondEntry(starts, manifest, entryKeys);
  };
  const preloads: Record<string, Record<string, string[]>> = {};
  for (const [language, { first, more, later }] of Object.entries(languages)) {
    const firstFiles = filesOf([first]);
    const sharedFiles = filesOf([first, more]);
    const everyFile = filesOf([first, more, later]);
    const byPath: Record<string, string[]> = {};
    for (const route of routes)
      byPath[route.path.toLowerCase()] = firstChunkScreens.has(route.screen)
        ? firstFiles
        : signedInFirstScreens.has(route.screen)
          ? sharedFiles
          : everyFile;
    preloads[language] = byPath;
  }
  return preloads;
}
