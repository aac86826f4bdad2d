// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import { APP_VERSION } from '../app/app-version';
import { initI18n } from '../i18n/i18n';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { testUser } from '../testing/test-user';
import { AlertProvider } from '../ui/AlertProvider';
import { ModalProvider } from '../ui/ModalProvider';
import { PAGE_FLAGS_ID } from './page-flags';
import { SessionProvider, startSession, useSession } from './SessionProvider';
import { useAccess } from './use-access';

const USER: TUser = testUser({ id: 7, NOME: 'Rita Campos', perfil: 'pecuarista' });

const SIGN_IN = 'sign in';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let requests: { name: string; body: Record<string, unknown> }[];

function Probe() {
  const session = useSession();
  const { can } = useAccess();
  const { pathname } = useLocation();
  return (
    <div>
      <p data-testid="who">{session.user?.NOME ?? 'nobody'}</p>
      <p data-testid="path">{pathname}</p>
      <p data-testid="mobile-token">{session.mobileToken ?? 'none'}</p>
      <p data-testid="can-save">{String(can('save_diet'))}</p>
      <p data-testid="free-abilities">{session.flags.profiles.free.join(' ')}</p>
      <p data-testid="offline">{String(session.isOffline)}</p>
      <button type="button" onClick={() => void session.signIn('rita@cocho.test', 'senha-forte-123')}>
        {SIGN_IN}
      </button>
    </div>
  );
}

function renderSession(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ModalProvider>
            <AlertProvider>
              <SessionProvider>
                <Probe />
              </SessionProvider>
            </AlertProvider>
          </ModalProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const bodyOf = (name: string) => requests.find((request) => request.name === name)?.body;

beforeAll(() => {
  initI18n('pt');
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  requests = [];
  answers = {
    'auth/appLogin': { status: 200, body: { token: 'token-abc', user: USER, sessoes: 1 } },
    'auth/logout': { status: 200, body: { ok: true } },
    'auth/encerrarOutrasSessoes': { status: 200, body: { ok: true, sessoes: 1 } },
    'user/alterarSenha': { status: 200, body: { user: USER, sessoes: 1 } },
    verificaToken: { status: 200, body: { user: USER } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const name = url.replace(/^\//, '');
      requests.push({ name, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      const answer = answers[name] ?? { status: 404, body: { code: 'NOT_FOUND', message: 'x' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('simultaneous login (docs/product/shell.md#states)', () => {
  it('asks whether it was the user, and signs out the other devices when ticked', async () => {
    answers['auth/appLogin'] = { status: 200, body: { token: 'token-abc', user: USER, sessoes: 2 } };
    renderSession();
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByText('Há outra sessão desta conta aberta. Foi você?')).toBeTruthy();
    expect(screen.getByText(/compartilhamento de senhas é proibido/)).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Encerrar a sessão nos outros dispositivos'));
    await userEvent.click(screen.getByTestId('other-sessions-it-was-me'));
    await waitFor(() => expect(bodyOf('auth/encerrarOutrasSessoes')).toBeDefined());
    await waitFor(() => expect(screen.queryByTestId('other-sessions-dialog')).toBeNull());
  });

  it('"it was me" alone only closes the dialog', async () => {
    answers['auth/appLogin'] = { status: 200, body: { token: 'token-abc', user: USER, sessoes: 3 } };
    renderSession();
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await userEvent.click(await screen.findByTestId('other-sessions-it-was-me'));
    await waitFor(() => expect(screen.queryByTestId('other-sessions-dialog')).toBeNull());
    expect(bodyOf('auth/encerrarOutrasSessoes')).toBeUndefined();
  });

  it('changes the password and signs out the other sessions', async () => {
    answers['auth/appLogin'] = { status: 200, body: { token: 'token-abc', user: USER, sessoes: 2 } };
    renderSession();
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await userEvent.click(await screen.findByTestId('other-sessions-change-password'));
    await userEvent.type(screen.getByTestId('password-senha_atual'), 'senha-forte-123');
    await userEvent.type(screen.getByTestId('password-password'), 'outra-senha-456');
    await userEvent.type(screen.getByTestId('password-confirmacao'), 'outra-senha-4');
    await userEvent.click(screen.getByTestId('password-save'));
    expect(await screen.findByText('As senhas não conferem.')).toBeTruthy();
    expect(bodyOf('user/alterarSenha')).toBeUndefined();
    await userEvent.type(screen.getByTestId('password-confirmacao'), '56');
    await userEvent.click(screen.getByTestId('password-save'));
    await waitFor(() =>
      expect(bodyOf('user/alterarSenha')).toMatchObject({
        senha_atual: 'senha-forte-123',
        password: 'outra-senha-456',
        encerrar_outras: true,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('change-password-dialog')).toBeNull());
  });
});

describe('temporary password', () => {
  it('must be changed before anything else; a wrong current password is said on its field', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...USER, senha_temporaria: true }));
    localStorage.setItem(STORAGE_KEYS.version, APP_VERSION);
    answers['user/alterarSenha'] = {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'x',
        fields: [{ field: 'senha_atual', code: 'currentPasswordIncorrect' }],
      },
    };
    renderSession();
    expect(await screen.findByText('Troque sua senha temporária')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await userEvent.type(screen.getByTestId('password-senha_atual'), 'temporaria-1');
    await userEvent.type(screen.getByTestId('password-password'), 'minha-senha-789');
    await userEvent.type(screen.getByTestId('password-confirmacao'), 'minha-senha-789');
    await userEvent.click(screen.getByTestId('password-save'));
    expect(await screen.findByText('A senha atual está incorreta.')).toBeTruthy();
    answers['user/alterarSenha'] = { status: 200, body: { user: USER, sessoes: 1 } };
    await userEvent.click(screen.getByTestId('password-save'));
    await waitFor(() => expect(screen.queryByTestId('change-password-dialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      senha_temporaria: false,
    });
  });
});

describe('mobile auto-login (docs/product/shell.md#states)', () => {
  it('signs in with the token and returns to the last stored page', async () => {
    window.history.replaceState(null, '', '/?mobileaccess=1&token=abcdefghijkl');
    localStorage.setItem(STORAGE_KEYS.lastPage, '/calcula-exigencias');
    renderSession('/login');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/calcula-exigencias'));
    expect(bodyOf('auth/appLogin')).toMatchObject({ loginByToken: true, accessToken: 'abcdefghijkl' });
    expect(screen.getByTestId('who').textContent).toBe('Rita Campos');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-abc');
  });

  it('clears the token when the token login fails', async () => {
    window.history.replaceState(null, '', '/?mobileaccess=1&token=abcdefghijkl');
    answers['auth/appLogin'] = {
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Unauthenticated.' },
    };
    renderSession('/login');
    await waitFor(() => expect(screen.getByTestId('mobile-token').textContent).toBe('none'));
    expect(screen.getByTestId('who').textContent).toBe('nobody');
  });

  it('does not try a token shorter than 10 characters', async () => {
    window.history.replaceState(null, '', '/?mobileaccess=1&token=short');
    renderSession('/login');
    expect(await screen.findByTestId('who')).toBeTruthy();
    expect(bodyOf('auth/appLogin')).toBeUndefined();
  });
});

describe('feature flags', () => {
  it('uses the cached flags, then the server’s answer, and keeps it', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
    localStorage.setItem(STORAGE_KEYS.version, APP_VERSION);
    const generous = {
      ...DEFAULT_FEATURE_FLAGS,
      profiles: {
        ...DEFAULT_FEATURE_FLAGS.profiles,
        free: [...DEFAULT_FEATURE_FLAGS.profiles.free, 'save_diet'],
      },
    };
    answers['flags/get'] = { status: 200, body: generous };
    renderSession();
    await waitFor(() => expect(screen.getByTestId('can-save').textContent).toBe('true'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.featureFlags) ?? '{}')).toEqual(generous);
  });

  describe("in the page (the server's flags element)", () => {
    const generous = {
      ...DEFAULT_FEATURE_FLAGS,
      profiles: {
        ...DEFAULT_FEATURE_FLAGS.profiles,
        free: [...DEFAULT_FEATURE_FLAGS.profiles.free, 'save_diet'],
      },
    };
    beforeEach(() => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = PAGE_FLAGS_ID;
      element.textContent = JSON.stringify(generous);
      document.head.append(element);
    });
    afterEach(() => {
      document.getElementById(PAGE_FLAGS_ID)?.remove();
    });

    it('a visitor uses and keeps them without calling flags/get', async () => {
      answers['flags/get'] = { status: 200, body: DEFAULT_FEATURE_FLAGS };
      renderSession();
      expect(screen.getByTestId('who').textContent).toBe('nobody');
      expect(screen.getByTestId('free-abilities').textContent).toContain('save_diet');
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.featureFlags) ?? '{}')).toEqual(generous);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(requests.map((request) => request.name)).toEqual([]);
    });

    it('a signed-in user starts with them and still takes the server’s answer', async () => {
      localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
      localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
      localStorage.setItem(STORAGE_KEYS.version, APP_VERSION);
      answers['flags/get'] = { status: 200, body: DEFAULT_FEATURE_FLAGS };
      renderSession();
      expect(screen.getByTestId('can-save').textContent).toBe('true');
      await waitFor(() => expect(screen.getByTestId('can-save').textContent).toBe('false'));
      expect(bodyOf('flags/get')).toBeDefined();
    });
  });
});

describe('startSession', () => {
  const stored = (version: string) => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
    localStorage.setItem(STORAGE_KEYS.version, version);
  };

  it('logs out a session stored by another version, except in mobile app access', () => {
    stored('2.0.0');
    expect(startSession(false)).toEqual({ user: null, staleToken: 'token-abc' });
    expect(localStorage.getItem(STORAGE_KEYS.version)).toBe(APP_VERSION);
    stored('2.0.0');
    expect(startSession(true)).toEqual({ user: USER, staleToken: null });
  });

  it('keeps a session stored by this version', () => {
    stored(APP_VERSION);
    expect(startSession(false)).toEqual({ user: USER, staleToken: null });
  });
});

describe('offline flag (docs/product/shell.md#states)', () => {
  it('is set when the browser goes offline, keeps the session, and the token check clears it once online', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
    localStorage.setItem(STORAGE_KEYS.version, APP_VERSION);
    renderSession('/dashboard');
    expect(screen.getByTestId('offline').textContent).toBe('false');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() => expect(screen.getByTestId('offline').textContent).toBe('true'));
    expect(screen.getByTestId('who').textContent).toBe('Rita Campos');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-abc');

    const checksBefore = requests.filter((request) => request.name === 'verificaToken').length;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('offline').textContent).toBe('false'));
    expect(requests.filter((request) => request.name === 'verificaToken')).toHaveLength(checksBefore + 1);
  });
});
