/**
 * Component tests of screens and shared modules that need a session: a signed-in (or signed-out)
 * session over a stubbed server. `answers` maps a call name to its status and body; every request is
 * recorded with its body.
 */
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { TUser } from '@cocho/contracts';
import { APP_VERSION } from '../app/app-version';
import { SessionProvider } from '../session/SessionProvider';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { AlertProvider } from '../ui/AlertProvider';
import { ModalProvider } from '../ui/ModalProvider';
import { CallQueryProvider } from '../api/query';
import { initI18n } from '../i18n/i18n';

export type Answer = { status: number; body: unknown };
export type Request = { path: string; body: Record<string, unknown> };

export function errorAnswer(code: string, status = 400): Answer {
  return { status, body: { code, message: code } };
}

/** Stubs fetch: answers from `answers` (404 otherwise); returns the list the requests are recorded in. */
export function stubServer(answers: Record<string, Answer | (() => Answer)>): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.slice(1);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    requests.push({ path, body });
    const found = answers[path];
    const answer = typeof found === 'function' ? found() : (found ?? errorAnswer('NOT_FOUND', 404));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

export function storeSignedIn(user: TUser): void {
  localStorage.setItem(STORAGE_KEYS.token, 'token-123');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.version, APP_VERSION);
}

/** Renders `element` at `path` inside the session (and at /login, a marker page). */
export function renderInSession(element: ReactNode, path = '/', initialEntry = path) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ModalProvider>
            <AlertProvider>
              <SessionProvider>
                {/* As the signed-in layout does: screens read their calls through the query layer. */}
                <CallQueryProvider>
                  <RouterOutletProxy />
                </CallQueryProvider>
              </SessionProvider>
            </AlertProvider>
          </ModalProvider>
        ),
        children: [
          { path, element },
          { path: '/login', element: <p data-testid="login-page" /> },
          { path: '*', element: <p data-testid="elsewhere" /> },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function RouterOutletProxy() {
  return <Outlet />;
}

/** A describe block's set-up for session tests: Portuguese, an empty store, the stubs undone after each test. */
export function setUpSessionTests(): void {
  beforeAll(async () => {
    await initI18n('pt');
  });
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
