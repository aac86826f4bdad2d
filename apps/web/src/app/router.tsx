import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { loadEveryNamespace } from '../i18n/i18n';
import { SessionProvider } from '../session/SessionProvider';
import { AlertProvider } from '../ui/AlertProvider';
import { Loading } from '../ui/Loading';
import { ModalProvider } from '../ui/ModalProvider';
import { RouteError } from './RouteError';
import { REDIRECT_TO_LOGIN, ROUTE_TABLE } from './route-table';
import type { ScreenKey } from './route-table';
import { Shell } from './Shell';
import { withPublicLinkView } from './with-public-link-view';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** Each screen is its own chunk (lazy routes). */
const SCREENS: Record<ScreenKey, LazyScreen> = {
  home: () => import('../features/home/HomePage').then((module) => ({ Component: module.HomePage })),
  login: () => import('../features/auth/LoginPage').then((module) => ({ Component: module.LoginPage })),
  register: () =>
    import('../features/auth/RegisterPage').then((module) => ({ Component: module.RegisterPage })),
  dashboard: () =>
    import('../features/dashboard/DashboardPage').then((module) => ({ Component: module.DashboardPage })),
  user: () => import('../features/user/UserPage').then((module) => ({ Component: module.UserPage })),
  shortTable: () =>
    import('../features/feeds/ShortTablePage').then((module) => ({ Component: module.ShortTablePage })),
  sendFeed: () =>
    import('../features/feeds/SendFeedPage').then((module) => ({ Component: module.SendFeedPage })),
  supplement: () =>
    import('../features/supplement/SupplementPage').then((module) => ({ Component: module.SupplementPage })),
  mixture: () =>
    import('../features/mixture/MixturePage').then((module) => ({ Component: module.MixturePage })),
  requirements: () =>
    import('../features/requirements/RequirementsPage').then((module) => ({
      Component: module.RequirementsPage,
    })),
  // A public share link opens these two read-only for visitors (with-public-link-view.tsx).
  prediction: () =>
    import('../features/prediction/PredictionPage').then((module) => ({
      Component: withPublicLinkView(module.PredictionPage),
    })),
  evaluation: () =>
    import('../features/evaluation/EvaluationPage').then((module) => ({ Component: module.EvaluationPage })),
  dietWizard: () =>
    import('../features/diet/DietWizardPage').then((module) => ({
      Component: withPublicLinkView(module.DietWizardPage),
    })),
  premium: () =>
    import('../features/premium/PremiumPage').then((module) => ({ Component: module.PremiumPage })),
  trial: () => import('../features/premium/TrialPage').then((module) => ({ Component: module.TrialPage })),
  consultant: () =>
    import('../features/consultancy/ConsultantPage').then((module) => ({ Component: module.ConsultantPage })),
  bio: () => import('../features/static-pages/TextPages').then((module) => ({ Component: module.BioPage })),
  info: () => import('../features/static-pages/TextPages').then((module) => ({ Component: module.InfoPage })),
  courses: () =>
    import('../features/static-pages/TextPages').then((module) => ({ Component: module.CoursesPage })),
  presentation: () =>
    import('../features/static-pages/TextPages').then((module) => ({ Component: module.PresentationPage })),
  collaborate: () =>
    import('../features/static-pages/TextPages').then((module) => ({ Component: module.CollaboratePage })),
  authors: () =>
    import('../features/static-pages/TextPages').then((module) => ({ Component: module.AuthorsPage })),
  instructions: () =>
    import('../features/static-pages/InstructionsPage').then((module) => ({
      Component: module.InstructionsPage,
    })),
  book: () => import('../features/static-pages/BookPage').then((module) => ({ Component: module.BookPage })),
  privacy: () =>
    import('../features/static-pages/LegalPages').then((module) => ({ Component: module.PrivacyPolicyPage })),
  terms: () =>
    import('../features/static-pages/LegalPages').then((module) => ({ Component: module.TermsPage })),
  feedback: () =>
    import('../features/static-pages/FeedbackPage').then((module) => ({ Component: module.FeedbackPage })),
  company: () =>
    import('../features/company/CompanyPage').then((module) => ({ Component: module.CompanyPage })),
  admin: () => import('../features/admin/AdminPage').then((module) => ({ Component: module.AdminPage })),
  placeholder: () =>
    import('../features/placeholder/PlaceholderPage').then((module) => ({
      Component: module.PlaceholderPage,
    })),
};

/**
 * The screens a visitor may open first that show only the first chunk's namespaces (i18n.ts); every other
 * screen waits for the rest of its language's messages too (docs/decisions/first-screen-budget.md).
 */
const FIRST_CHUNK_SCREENS: ReadonlySet<ScreenKey> = new Set<ScreenKey>(['home', 'login']);

function lazyScreen(screen: ScreenKey): LazyScreen {
  const load = SCREENS[screen];
  if (FIRST_CHUNK_SCREENS.has(screen)) return load;
  return async () => (await Promise.all([load(), loadEveryNamespace()]))[0];
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
