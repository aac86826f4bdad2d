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
import { UnsavedChangesGuard } from '../ui/use-unsaved-changes';

export type Answer = { status: number; body: unknown };
export type Request = { path: string; body: Record<string, unknown> };

export function errorAnswer(code: string, status = 400): Answer {
  return { status, body: { code, message: code } };
}

/** An answer that is `failure` the first `times` calls, then `success`. */
export function failingFirst(times: number, failure: Answer, success: Answer): () => Answer {
  let failuresLeft = times;
  return () => (failuresLeft-- > 0 ? failure : success);
}

export type Answers = Record<string, Answer | (() => Answer)>;

/**
 * Stubs fetch: answers from `answers` (404 otherwise); returns the list the requests are recorded in
 * (`requests`, when given).
 */
export function stubServer(answers: Answers, requests: Request[] = []): Request[] {
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
                  {/* As the shell does: one guard asks before leaving a screen with unsaved data. */}
                  <UnsavedChangesGuard />
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

/**
 * A file's set-up for screens over a stubbed server: setUpSessionTests, then before each test the server
 * answers from `answers` (emptied, then given `initialAnswers()`), records in `requests` (emptied) and, when
 * `user` is given, that user is signed in. The objects stay the same from test to test; `bodiesOf(path)`
 * gives the bodies sent to `path` without the client's `_timestamp` (docs/product/calls.md#shell-calls).
 */
export function setUpServerTests(options: { user?: () => TUser; initialAnswers?: () => Answers } = {}) {
  const answers: Answers = {};
  const requests: Request[] = [];
  setUpSessionTests();
  beforeEach(() => {
    for (const path of Object.keys(answers)) delete answers[path];
    Object.assign(answers, options.initialAnswers?.());
    requests.length = 0;
    stubServer(answers, requests);
    if (options.user) storeSignedIn(options.user());
  });
  const bodiesOf = (path: string) =>
    requests
      .filter((request) => request.path === path)
      .map(({ body: { _timestamp: _stamp, ...body } }) => body);
  return { answers, requests, bodiesOf };
}
