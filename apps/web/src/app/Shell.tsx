import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Navigate, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../api/client';
import { withLaterTexts } from '../i18n/i18n';
import { PublicLayout } from '../layout/PublicLayout';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { useSession } from '../session/SessionProvider';
import { checkProfile } from '../session/profile-completeness';
import { whenIdle } from '../session/when-idle';
import { OnceIdle } from '../ui/OnceIdle';
import { isAdministrator, todayInBrasilia } from '@cocho/contracts';
import { Loading } from '../ui/Loading';
import { useModal } from '../ui/ModalProvider';
import { useAlert } from '../ui/AlertProvider';
import { loadAppLayout, loadedAppLayout } from './app-layout-loader';
import { APP_VERSION } from './app-version';
import { decideAccess } from './access-guard';
import { useContentProtection } from './content-protection';
import { ProfileReminder } from './ProfileReminder';
import { findRoute } from './route-table';
import { shortcutOf } from './shortcuts';

// The signed-in layout (toolbar, drawer, bottom bar, notifications, help, ads) is not part of a visitor's
// first screen: it loads once someone is signed in (main.tsx starts it early then).
// It waits for the messages the signed-in first screens draw too (app-layout-loader.ts).
const LazyAppLayout = lazy(async () => ({ default: await loadAppLayout() }));
const AdsHost = lazy(
  withLaterTexts(async () => ({ default: (await import('../features/ads/AdsHost')).AdsHost })),
);
const NoAccessPage = lazy(async () => ({ default: (await import('./NoAccessPage')).NoAccessPage }));
const OutboxSync = lazy(async () => ({ default: (await import('./OutboxSync')).OutboxSync }));

/** Remembers the last page, says why when there is a message, then leaves (docs/product/shell.md#access-guard). */
function GuardRedirect({ to, lastPage, message }: { to: string; lastPage: string | null; message?: string }) {
  const { showAlert } = useAlert();
  if (lastPage) localStorage.setItem(STORAGE_KEYS.lastPage, lastPage);
  useEffect(() => {
    if (message) showAlert(message, 'error');
  }, [message, showAlert]);
  return <Navigate to={to} replace />;
}

function useKeyboardShortcuts() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { inform } = useModal();
  const { showAlert } = useAlert();
  // Attached in the commit that first draws the shell, before the browser paints it: a key pressed as soon as
  // the shell shows reaches the listener (a passive effect would attach it a task later).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'navigate') {
        navigate(action.to);
        return;
      }
      import('../api/health')
        .then(({ fetchHealth }) => fetchHealth())
        .then((health) =>
          inform({
            title: t('about.title'),
            message: t('about.message', {
              version: APP_VERSION,
              serverVersion: health.version,
              build: health.build,
              database: t(`about.database.${health.database}`),
            }),
          }),
        )
        .catch((error: unknown) => showAlert(t(`errors:${errorCodeOf(error)}`), 'error'));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, inform, showAlert, t]);
}

/** The root of every route: access guard, token check on route change, layout, shortcuts, scroll. */
export function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const { user, isMobileMode, checkTokenSoon, flags, brazilId } = session;
  const route = findRoute(location.pathname);
  const title = route ? t(route.titleKey) : t('appName');
  const isLoggedIn = user !== null;
  // Already loaded (main.tsx starts it with a stored token): drawn at once, without a Suspense fallback.
  // Chosen once, so the layout's type never changes under a mounted screen.
  const [AppLayout] = useState(() => loadedAppLayout() ?? LazyAppLayout);

  useKeyboardShortcuts();
  useContentProtection(flags.global);

  // Once the page is idle: the screen is drawn from the stored user, and the check's first call runs the
  // contracts' schemas (session/when-idle.ts).
  useEffect(() => {
    if (isLoggedIn && !isMobileMode) return whenIdle(checkTokenSoon);
  }, [location.pathname, isLoggedIn, isMobileMode, checkTokenSoon]);

  // Administrators are exempt: the first one is created from configuration, without registration data,
  // and administration must stay reachable (docs/decisions/web-access-and-session.md).
  const profile = useMemo(
    () => (user && !isAdministrator(user) ? checkProfile(user, brazilId) : null),
    [user, brazilId],
  );

  useEffect(() => {
    document.title = route ? `${title} · ${t('appName')}` : t('appName');
  }, [route, title, t]);

  useEffect(() => {
    if (session.isSignedOut && location.pathname === '/login') session.acknowledgeSignOut();
  }, [session, location.pathname]);

  if (!session.isReady) return <Loading fullScreen />;
  // After logout every screen goes to a plain /login (docs/product/shell.md#states), not to /login?redirect=….
  if (session.isSignedOut && location.pathname !== '/login') return <Navigate to="/login" replace />;

  const decision = decideAccess({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    isLoggedIn,
    isMobileMode,
    mobileToken: session.mobileToken,
    access: user ? { user, flags, today: todayInBrasilia(new Date()) } : undefined,
    isProfileIncomplete: profile?.isIncomplete ?? false,
  });
  if (decision.kind === 'redirect') {
    return (
      <GuardRedirect
        to={decision.to}
        lastPage={decision.lastPage}
        message={decision.messageKey ? t(decision.messageKey) : undefined}
      />
    );
  }
  const isOnOwnProfile = location.pathname === '/user' || location.pathname === '/login';

  return (
    <>
      <ScrollRestoration />
      {user ? (
        <Suspense fallback={<Loading fullScreen />}>
          <AppLayout
            user={user}
            title={title}
            isOffline={session.isOffline}
            isMobileMode={isMobileMode}
            content={
              decision.kind === 'denied' ? <NoAccessPage title={title} offer={decision.offer} /> : undefined
            }
          />
          <ProfileReminder isNeeded={(profile?.lacksPersonalData ?? false) && !isOnOwnProfile} />
          {/* Not the screen's own: the layout and the screen draw without waiting for their chunks. */}
          {/* Once the page is idle: their files, loaded and run during the first screen's paint, held it up. */}
          <OnceIdle>
            <Suspense fallback={null}>
              <AdsHost />
              {/* Saves made without a network go out when it is back. */}
              <OutboxSync userId={user.id} />
            </Suspense>
          </OnceIdle>
        </Suspense>
      ) : (
        <PublicLayout />
      )}
    </>
  );
}
