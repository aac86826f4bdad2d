/**
 * Where each screen lives: its module (path from the web app's folder) and the component it exports. The
 * router loads screens from this table (router.tsx), and the build reads it to find each screen's entry in
 * Vite's manifest (vite.config.ts `routePreloads`), so the two cannot drift apart.
 */
import type { ScreenKey } from './route-table';

export type ScreenModule = {
  /** The module's file, from apps/web (the key of its entry in Vite's manifest). */
  readonly file: string;
  /** The component the module exports for the screen. */
  readonly component: string;
};

const screen = (file: string, component: string): ScreenModule => ({
  file: `src/features/${file}`,
  component,
});

export const SCREEN_MODULES: Record<ScreenKey, ScreenModule> = {
  home: screen('home/HomePage.tsx', 'HomePage'),
  login: screen('auth/LoginPage.tsx', 'LoginPage'),
  register: screen('auth/RegisterPage.tsx', 'RegisterPage'),
  dashboard: screen('dashboard/DashboardPage.tsx', 'DashboardPage'),
  user: screen('user/UserPage.tsx', 'UserPage'),
  shortTable: screen('feeds/ShortTablePage.tsx', 'ShortTablePage'),
  sendFeed: screen('feeds/SendFeedPage.tsx', 'SendFeedPage'),
  supplement: screen('supplement/SupplementPage.tsx', 'SupplementPage'),
  mixture: screen('mixture/MixturePage.tsx', 'MixturePage'),
  requirements: screen('requirements/RequirementsPage.tsx', 'RequirementsPage'),
  prediction: screen('prediction/PredictionPage.tsx', 'PredictionPage'),
  evaluation: screen('evaluation/EvaluationPage.tsx', 'EvaluationPage'),
  dietWizard: screen('diet/DietWizardPage.tsx', 'DietWizardPage'),
  premium: screen('premium/PremiumPage.tsx', 'PremiumPage'),
  trial: screen('premium/TrialPage.tsx', 'TrialPage'),
  consultant: screen('consultancy/ConsultantPage.tsx', 'ConsultantPage'),
  bio: screen('static-pages/TextPages.tsx', 'BioPage'),
  info: screen('static-pages/TextPages.tsx', 'InfoPage'),
  courses: screen('static-pages/TextPages.tsx', 'CoursesPage'),
  presentation: screen('static-pages/TextPages.tsx', 'PresentationPage'),
  collaborate: screen('static-pages/TextPages.tsx', 'CollaboratePage'),
  authors: screen('static-pages/TextPages.tsx', 'AuthorsPage'),
  instructions: screen('static-pages/InstructionsPage.tsx', 'InstructionsPage'),
  book: screen('static-pages/BookPage.tsx', 'BookPage'),
  privacy: screen('static-pages/LegalPages.tsx', 'PrivacyPolicyPage'),
  terms: screen('static-pages/LegalPages.tsx', 'TermsPage'),
  feedback: screen('static-pages/FeedbackPage.tsx', 'FeedbackPage'),
  company: screen('company/CompanyPage.tsx', 'CompanyPage'),
  admin: screen('admin/AdminPage.tsx', 'AdminPage'),
  placeholder: screen('placeholder/PlaceholderPage.tsx', 'PlaceholderPage'),
};

/**
 * The screens a visitor may open first that show only the first chunk of the messages (i18n.ts); every other
 * screen waits for the rest of its language's messages too (router.tsx; the pages' language preloads,
 * route-preloads.ts `languagePreloadsOf`).
 */
export const FIRST_CHUNK_SCREENS: ReadonlySet<ScreenKey> = new Set<ScreenKey>(['home', 'login']);

/**
 * The signed-in screens a user may open first (the one after sign-in, the diet wizard): they wait for the
 * messages they draw before they are usable only (i18n.ts `loadSharedNamespaces`), not for LATER_NAMESPACES,
 * which load after their first frame; every other screen but FIRST_CHUNK_SCREENS waits for those too
 * (router.tsx; the pages' language preloads, route-preloads.ts `languagePreloadsOf`).
 * app/first-screen-texts.test.ts checks what they draw before their lazy parts.
 */
export const SIGNED_IN_FIRST_SCREENS: ReadonlySet<ScreenKey> = new Set<ScreenKey>([
  'dashboard',
  'dietWizard',
]);
