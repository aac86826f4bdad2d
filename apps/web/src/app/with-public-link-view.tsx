import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { PublicSharedRecordPage } from '../features/sharing/PublicSharedRecordPage';
import { useSession } from '../session/SessionProvider';
import { isPublicLinkTarget } from './public-link';

/**
 * The diet and prediction screens: a visitor who is not signed in and opens a public share link sees the
 * shared record read-only; everyone else gets the screen (a signed-in user opens the link there, read-only).
 */
export function withPublicLinkView(Screen: ComponentType): ComponentType {
  return function PublicLinkOrScreen() {
    const { user } = useSession();
    const { pathname, search } = useLocation();
    if (!user && isPublicLinkTarget(pathname, search)) return <PublicSharedRecordPage />;
    return <Screen />;
  };
}
