/**
 * Route-level chunk groups for the build (vite.config.ts `codeSplitting.groups`): the modules a screen imports
 * statically, beyond what the entry loads, go into a few named chunks chosen by the screens that reach them,
 * instead of one small shared chunk per combination of screens. On a 150 ms connection each file is one more
 * request (docs/decisions/first-screen-budget.md). Computed from the module graph rolldown passes to a group's
 * `name` function (`ChunkingContext.getModuleInfo`), a supported option: no module's code is changed.
 */

/** What the namer reads of the module graph (rolldown's ModuleInfo has these fields). */
export type ModuleGraph = {
  getModuleInfo(moduleId: string): { readonly importedIds: readonly string[] } | null;
};

export type RouteChunkGroup = {
  /** The chunk's name. */
  readonly name: string;
  /**
   * The screens that must all reach a module statically for it to go here: a label, or a list of labels of
   * which at least one must reach it (`['login', ['appLayout', 'dietWizard']]`: the sign-in form and a
   * signed-in screen).
   */
  readonly reachedBy: readonly (string | readonly string[])[];
};

export type RouteChunkOptions = {
  /** The entry module's id (its static closure is the entry's own chunks, never grouped here). */
  readonly entry: string;
  /** Screen label → the id of the screen's module (the router's lazy import). */
  readonly screens: Readonly<Record<string, string>>;
  /** Tried in order: a module goes to the first group whose screens all reach it. */
  readonly groups: readonly RouteChunkGroup[];
  readonly isLibrary: (moduleId: string) => boolean;
  readonly isApp: (moduleId: string) => boolean;
  /**
   * Modules left in a chunk of their own (each screen's module: its chunk keeps the screen's name, which the
   * page's preload links show).
   */
  readonly isOwnChunk?: (moduleId: string) => boolean;
};

/**
 * A library package's root module (`node_modules/<package>/index.mjs`, `@mui/system`'s for one): a barrel that
 * re-exports the whole package. A screen's reach stops there, as at the workspace packages' barrels: through it,
 * `@mui/material/Stack` made all of `@mui/system` (its Grid) look reached by the sign-in form, so modules only
 * lazy screens use went into the sign-in form's `forms` chunk (first-screen-budget.md). What the importing
 * module really uses goes with it into its group (rolldown takes a captured module's dependencies along).
 */
const PACKAGE_BARREL = /[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+[\\/]index\.m?js$/;

/** Every module reachable from `start` through static imports, following only modules `follow` accepts. */
function staticClosure(
  start: string,
  graph: ModuleGraph,
  follow: (moduleId: string) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? [])
      if (!seen.has(imported) && follow(imported)) pending.push(imported);
  }
  return seen;
}

/**
 * The chunk name of a module, or null to leave it to rolldown's own splitting (the entry's app modules, and
 * modules no listed screen reaches). The build gives each name a group of its own, in the order of `groups` (highest
 * priority first): rolldown puts a captured module's dependencies in its group too, unless an earlier group has
 * them, so a later group's chunk may import an earlier one's and never the reverse. A screen's reach follows the app's and the
 * libraries' modules only: it stops at workspace packages, whose barrels would make every one of their modules
 * look reachable. The reaches are computed once, on the first call.
 */
export function routeChunkNamer(
  options: RouteChunkOptions,
): (moduleId: string, graph: ModuleGraph) => string | null {
  let reaches: { initial: Set<string>; byScreen: Map<string, Set<string>> } | null = null;
  const follow = (id: string) => options.isApp(id) || options.isLibrary(id);
  const followFromScreen = (id: string) => follow(id) && !PACKAGE_BARREL.test(id);
  return (moduleId, graph) => {
    reaches ??= {
      initial: staticClosure(options.entry, graph, () => true),
      byScreen: new Map(
        Object.entries(options.screens).map(([label, id]) => [
          label,
          staticClosure(id, graph, followFromScreen),
        ]),
      ),
    };
    const { initial, byScreen } = reaches;
    // A library the entry's closure reaches is named too: that closure goes through libraries' barrels, whose
    // unused modules tree-shaking leaves out of the entry's chunks, and such a module, left unnamed, went to
    // the first group that imports it (the sign-in form's, which a signed-in screen then loaded for two MUI
    // helpers). The build's `$initial` groups, tried first, take the libraries the entry really loads.
    if ((initial.has(moduleId) && !options.isLibrary(moduleId)) || options.isOwnChunk?.(moduleId))
      return null;
    if (!options.isLibrary(moduleId) && !options.isApp(moduleId)) return null;
    const isReachedBy = (label: string) => byScreen.get(label)?.has(moduleId) ?? false;
    const group = options.groups.find((candidate) =>
      candidate.reachedBy.every((labels) =>
        typeof labels === 'string' ? isReachedBy(labels) : labels.some(isReachedBy),
      ),
    );
    return group?.name ?? null;
  };
}
