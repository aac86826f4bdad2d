import { useEffect } from 'react';
import { Navigate, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchHealth } from '../api/health';
import { errorCodeOf } from '../api/client';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { useSession } from '../session/SessionProvider';
import { Loading } from '../ui/Loading';
import { useModal } from '../ui/ModalProvider';
import { useAlert } from '../ui/AlertProvider';
import { APP_VERSION } from './app-version';
import { decideAccess } from './access-guard';
import { findRoute } from './route-table';
import { shortcutOf } from './shortcuts';

/** Remembers the last page, then leaves (spec 01 §2 access guard). */
function GuardRedirect({ to, lastPage }: { to: string; lastPage: string | null }) {
  if (lastPage) localStorage.setItem(STORAGE_KEYS.lastPage, lastPage);
  return <Navigate to={to} replace />;
}

function useKeyboardShortcuts() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { inform } = useModal();
  const { showAlert } = useAlert();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'navigate') {
        navigate(action.to);
        return;
      }
      fetchHealth()
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
  const { user, isMobileMode, checkToken } = session;
  const route = findRoute(location.pathname);
  const title = route ? t(route.titleKey) : t('appName');
  const isLoggedIn = user !== null;

  useKeyboardShortcuts();

  useEffect(() => {
    if (isLoggedIn && !isMobileMode) void checkToken();
  }, [location.pathname, isLoggedIn, isMobileMode, checkToken]);

  useEffect(() => {
    document.title = route ? `${title} · ${t('appName')}` : t('appName');
  }, [route, title, t]);

  useEffect(() => {
    if (session.isSignedOut && location.pathname === '/login') session.acknowledgeSignOut();
  }, [session, location.pathname]);

  if (!session.isReady) return <Loading fullScreen />;
  // After logout every screen goes to a plain /login (spec 01 §4), not to /login?redirect=….
  if (session.isSignedOut && location.pathname !== '/login') return <Navigate to="/login" replace />;

  const decision = decideAccess({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    isLoggedIn,
    isMobileMode,
    mobileToken: session.mobileToken,
  });
  if (decision.kind === 'redirect') return <GuardRedirect to={decision.to} lastPage={decision.lastPage} />;

  return (
    <>
      <ScrollRestoration />
      {user ? (
        <AppLayout user={user} title={title} isOffline={session.isOffline} isMobileMode={isMobileMode} />
      ) : (
        <PublicLayout />
      )}
    </>
  );
}
