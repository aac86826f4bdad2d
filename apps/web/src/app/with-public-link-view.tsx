import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { withLaterTexts } from '../i18n/i18n';
import { Loading } from '../ui/Loading';
import { isPublicLinkTarget } from './public-link';

// Only a visitor who opens a public share link needs it (not part of the first screen).
const PublicSharedRecordPage = lazy(
  withLaterTexts(async () => ({
    default: (await import('../features/sharing/PublicSharedRecordPage')).PublicSharedRecordPage,
  })),
);

/**
 * The diet and prediction screens: a visitor who is not signed in and opens a public share link sees the
 * shared record read-only; everyone else gets the screen (a signed-in user opens the link there, read-only).
 */
export function withPublicLinkView(Screen: ComponentType): ComponentType {
  return function PublicLinkOrScreen() {
    const { user } = useSession();
    const { pathname, search } = useLocation();
    if (!user && isPublicLinkTarget(pathname, search))
      return (
        <Suspense fallback={<Loading />}>
          <PublicSharedRecordPage />
        </Suspense>
      );
    return <Screen />;
  };
}
