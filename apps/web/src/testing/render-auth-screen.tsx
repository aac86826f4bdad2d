/** Renders a signed-out screen (sign-in, registration) as the app does: theme, alerts, session, a router. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../session/SessionProvider';
import { ColorModeProvider } from '../theme/ColorModeProvider';
import { AlertProvider } from '../ui/AlertProvider';

/** `element` at `path` (the first entry), with `/dashboard` as a marker page a sign-in lands on; answers the router. */
export function renderAuthScreen(element: ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <AlertProvider>
            <SessionProvider>{element}</SessionProvider>
          </AlertProvider>
        ),
      },
      { path: '/dashboard', element: <p data-testid="dashboard" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ColorModeProvider>
      <RouterProvider router={router} />
    </ColorModeProvider>,
  );
  return router;
}
