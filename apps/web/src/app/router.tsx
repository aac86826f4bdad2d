import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { loadLaterNamespaces, loadScreenNamespaces, loadSharedNamespaces } from '../i18n/i18n';
import { SessionProvider } from '../session/SessionProvider';
import { AlertProvider } from '../ui/AlertProvider';
import { Loading } from '../ui/Loading';
import { ModalProvider } from '../ui/ModalProvider';
import { RouteError } from './RouteError';
import { findRoute, REDIRECT_TO_LOGIN, ROUTE_TABLE } from './route-table';
import type { ScreenKey } from './route-table';
import { FIRST_CHUNK_SCREENS, SCREEN_MODULES, SIGNED_IN_FIRST_SCREENS } from './screen-modules';
import { Shell } from './Shell';
import { withPublicLinkView } from './with-public-link-view';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * The screens' modules, each its own chunk (lazy routes). The patterns match exactly the files of
 * SCREEN_MODULES (router.test.ts checks it), keyed by their path from this folder.
 */
export const SCREEN_LOADERS = import.meta.glob<Record<string, ComponentType | undefined>>([
  '../features/*/*Page.tsx',
  '../features/static-pages/*Pages.tsx',
  '!../features/company/{Collaborators,CompanyFeeds,CompanyReports,SalesContacts}Page.tsx',
  '!../features/sharing/*',
]);

/** A public share link opens these read-only for visitors (with-public-link-view.tsx). */
const PUBLIC_LINK_SCREENS: ReadonlySet<ScreenKey> = new Set<ScreenKey>([
  'prediction',
  'dietWizard',
  'requirements',
  'mixture',
  'supplement',
]);

/** The loader of the screen's module, from its file in SCREEN_MODULES (`src/…` → `../…`). */
export function loaderOf(screen: ScreenKey): LazyScreen {
  const { file, component } = SCREEN_MODULES[screen];
  const load = SCREEN_LOADERS[file.replace(/^src\//, '../')];
  if (!load) throw new Error(`router.tsx: the screen "${screen}" has no module at ${file}`);
  return async () => {
    const Component = (await load())[component];
    if (!Component) throw new Error(`router.tsx: ${file} exports no ${component}`);
    return { Component: PUBLIC_LINK_SCREENS.has(screen) ? withPublicLinkView(Component) : Component };
  };
}

/**
 * The screens that also wait for the namespaces only they show (i18n.ts `loadScreenNamespaces`,
 * language-catalogue.ts SCREEN_NAMESPACES): the administration, the information and legal pages, the user's
 * page (data rights, partner contact) and the company's (sales contacts). The other screens do not load those;
 * screen-texts.test.ts checks that their modules do not use them.
 */
export const SCREEN_TEXT_SCREENS: ReadonlySet<ScreenKey> = new Set<ScreenKey>([
  'admin',
  'user',
  'company',
  'bio',
  'info',
  'courses',
  'presentation',
  'collaborate',
  'authors',
  'instructions',
  'book',
  'privacy',
  'terms',
]);

/**
 * Starts loading the screen of `pathname` (its module and the chunks it imports), ahead of the router, which
 * asks for it only once the start's checks are done: a returning visitor's page comes from the service
 * worker without the preloads the server lists (main.tsx).
 */
export function preloadScreenOf(pathname: string): void {
  const route = findRoute(pathname);
  if (route) void loaderOf(route.screen)().catch(() => undefined);
}

/**
 * The messages a screen's route waits for beyond the first chunk: none for home and sign-in, those the signed-in
 * first screens draw for them (SIGNED_IN_FIRST_SCREENS), all but the administration's and information pages'
 * for every other screen, and those too for SCREEN_TEXT_SCREENS. A screen not listed anywhere waits for the
 * later chunk, so a new screen cannot draw its keys.
 */
export function textLoaderOf(screen: ScreenKey): (() => Promise<void>) | null {
  if (FIRST_CHUNK_SCREENS.has(screen)) return null;
  if (SCREEN_TEXT_SCREENS.has(screen)) return loadScreenNamespaces;
  return SIGNED_IN_FIRST_SCREENS.has(screen) ? loadSharedNamespaces : loadLaterNamespaces;
}

function lazyScreen(screen: ScreenKey): LazyScreen {
  const load = loaderOf(screen);
  const loadTexts = textLoaderOf(screen);
  if (!loadTexts) return load;
  return async () => (await Promise.all([load(), loadTexts()]))[0];
}

function Root() {
  return (
    <ModalProvider>
      <AlertProvider>
        <SessionProvider>
          <Shell />
        </SessionProvider>
      </AlertProvider>
    </ModalProvider>
  );
}

export const ROUTES: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading fullScreen />,
    children: [
      ...ROUTE_TABLE.map((route) => ({ path: route.path, lazy: lazyScreen(route.screen) })),
      ...REDIRECT_TO_LOGIN.map((path) => ({ path, element: <Navigate to="/login" replace /> })),
      // Unknown paths go to /dashboard (docs/decisions/unknown-paths.md); the guard does it before render.
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(ROUTES);
}
