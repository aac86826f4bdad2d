/**
 * The signed-in layout's module (lazy: not part of a visitor's first screen) and the messages its screens
 * show, loaded once. main.tsx starts the load when a token is stored; a Shell that mounts after it has
 * finished draws the layout at once instead of suspending on it, which would show the fallback first and
 * hold the screen back until React reveals it (docs/decisions/first-screen-budget.md).
 */
import type { AppLayout as AppLayoutComponent } from '../layout/AppLayout';
import { loadSharedNamespaces } from '../i18n/i18n';

type AppLayoutType = typeof AppLayoutComponent;

let loaded: AppLayoutType | null = null;
let loading: Promise<AppLayoutType> | null = null;

/**
 * Loads the layout and the namespaces the signed-in first screens draw (not LATER_NAMESPACES: the layout's
 * parts that use them wait for them, i18n.ts `withLaterTexts`); a failed load is tried again next time.
 */
export function loadAppLayout(): Promise<AppLayoutType> {
  loading ??= Promise.all([import('../layout/AppLayout'), loadSharedNamespaces()]).then(
    ([module]) => {
      loaded = module.AppLayout;
      return module.AppLayout;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The layout once loaded, else null. */
export function loadedAppLayout(): AppLayoutType | null {
  return loaded;
}
