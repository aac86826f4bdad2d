// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TUser } from '@cocho/contracts';
import { initI18n } from '../i18n/i18n';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { ColorModeProvider } from '../theme/ColorModeProvider';
import { ModalProvider } from '../ui/ModalProvider';
import { UnsavedChangesGuard, useUnsavedChanges } from '../ui/use-unsaved-changes';
import { APP_VERSION } from './app-version';
import { ROUTES } from './router';
import { testUser } from '../testing/test-user';
import { BRAZIL_ID, TEST_COUNTRIES } from '../ui/account/account-test-data';

const USER: TUser = testUser({
  id: 3,
  NOME: 'Joana Prado',
  email: 'joana@cocho.test',
  perfil: 'consultor',
  consultor: true,
  data_nascimento: '1985-03-14',
  sexo: 'F',
  endereco: {
    ...testUser().endereco,
    pais: BRAZIL_ID,
    estado: 'MG',
    cidade: 'Viçosa',
    logradouro: 'Avenida P. H. Rolfs',
    numero: '100',
  },
});

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let calls: string[];

function json(answer: Answer): Response {
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

function signIn(user: TUser = USER, version = APP_VERSION) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-123');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.version, version);
}

function renderAt(path: string) {
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  render(
    <ColorModeProvider>
      <RouterProvider router={router} />
    </ColorModeProvider>,
  );
  return router;
}

const where = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

beforeAll(() => {
  initI18n('pt');
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(STORAGE_KEYS.cookiesAccepted, '1');
  calls = [];
  answers = {
    verificaToken: { status: 200, body: { user: USER } },
    'auth/logout': { status: 200, body: { ok: true } },
    paises: { status: 200, body: { data: TEST_COUNTRIES } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const name = url.replace(/^\//, '');
      calls.push(name);
      const answer = answers[name];
      return answer ? json(answer) : json({ status: 404, body: { code: 'NOT_FOUND', message: 'x' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Shell access guard', () => {
  it('sends a signed-out visitor from /dashboard to /login with the redirect', async () => {
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Entrar no Cocho' })).toBeTruthy();
    expect(where(router)).toBe('/login?redirect=%2Fdashboard');
    expect(localStorage.getItem(STORAGE_KEYS.lastPage)).toBe('/dashboard');
  });

  it('opens the dashboard for a stored user and checks the token', async () => {
    signIn();
    const router = renderAt('/caminho-desconhecido');
    // The signed-in layout loads on demand (Shell.tsx): the first test to open it waits for its modules (the
    // project-wide wait of wait-for-states.setup.ts; a shorter one here failed on a loaded machine).
    expect(await screen.findByTestId('welcome')).toBeTruthy();
    expect(where(router)).toBe('/dashboard');
    await waitFor(() => expect(calls).toContain('verificaToken'));
  });

  it('logs out when the token check answers Unauthenticated', async () => {
    signIn();
    answers.verificaToken = { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Unauthenticated.' } };
    const router = renderAt('/user');
    await waitFor(() => expect(where(router)).toBe('/login'));
    expect(calls).toContain('auth/logout');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAccepted)).toBe('1');
  });

  it('logs out with the product message when the account is under review', async () => {
    signIn();
    answers.verificaToken = { status: 200, body: { user: { ...USER, liberado: 0 } } };
    const router = renderAt('/dashboard');
    // The whole shell renders here, slow on a loaded 2-core machine (the project-wide wait).
    expect(await screen.findByText('Seu usuário está em análise! Aguarde a liberação.')).toBeTruthy();
    await waitFor(() => expect(where(router)).toBe('/login'));
  });

  it('logs out at start when the stored version differs', async () => {
    signIn(USER, '5.0.12');
    const router = renderAt('/dashboard');
    await waitFor(() => expect(where(router)).toBe('/login?redirect=%2Fdashboard'));
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.version)).toBe(APP_VERSION);
    await waitFor(() => expect(calls).toContain('auth/logout'));
  });
});

describe('Shell access by ability and profile', () => {
  it('shows a free user the no-access page on /adm and /empresa, with the way back to the dashboard', async () => {
    signIn();
    const router = renderAt('/adm');
    expect(await screen.findByTestId('no-access')).toBeTruthy();
    expect(screen.getByText('Você não tem acesso a esta área.')).toBeTruthy();
    expect(screen.getByTestId('no-access-dashboard').getAttribute('href')).toBe('/dashboard');
    expect(where(router)).toBe('/adm');
    await act(() => router.navigate('/empresa/relatorios'));
    expect(await screen.findByTestId('no-access')).toBeTruthy();
  });

  it('lets an administrator open /adm and shows its menu link, without the premium offer', async () => {
    // The first administrator has no registration data: not sent to /user.
    const admin = { ...USER, administrador: true, perfil: null, endereco: testUser().endereco, sexo: null };
    signIn(admin);
    answers.verificaToken = { status: 200, body: { user: admin } };
    renderAt('/adm');
    expect(await screen.findByTestId('admin-tab-users')).toBeTruthy();
    expect(screen.queryByTestId('no-access')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(nav.querySelector('a[href="/adm"]')).toBeTruthy();
    expect(nav.querySelector('a[href="/seja-premium"]')).toBeNull();
  });

  it('sends an incomplete profile to /user with the product message', async () => {
    const incomplete = { ...USER, endereco: { ...USER.endereco, numero: null } };
    signIn(incomplete);
    answers.verificaToken = { status: 200, body: { user: incomplete } };
    const router = renderAt('/formulacao-dieta');
    await waitFor(() => expect(where(router)).toBe('/user'));
    expect(
      await screen.findByText('Por favor, complete os dados do cadastro para acessar o sistema'),
    ).toBeTruthy();
  });

  it('asks once per session about a missing birth date: later keeps the page', async () => {
    signIn({ ...USER, data_nascimento: null });
    const router = renderAt('/dashboard');
    expect(await screen.findByText(/Deseja atualizar agora\?/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Depois' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.profileReminderPending)).toBe('1');
    await act(() => router.navigate('/calcula-exigencias'));
    expect(where(router)).toBe('/calcula-exigencias');
    expect(screen.queryByText(/Deseja atualizar agora\?/)).toBeNull();
  });

  it('the reminder’s update now goes to /user', async () => {
    signIn({ ...USER, sexo: null });
    const router = renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Atualizar agora' }));
    await waitFor(() => expect(where(router)).toBe('/user'));
  });

  it('checks the token once for quick navigations and stores the fresh user', async () => {
    signIn();
    const bought = { ...USER, premium: true };
    answers.verificaToken = { status: 200, body: { user: bought } };
    const router = renderAt('/dashboard');
    await waitFor(() => expect(calls.filter((name) => name === 'verificaToken')).toHaveLength(1));
    await act(() => router.navigate('/calcula-exigencias'));
    await act(() => router.navigate('/predicao-desempenho'));
    expect(calls.filter((name) => name === 'verificaToken')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({ premium: true });
  });

  it('logs out a suspended account with its message', async () => {
    signIn();
    answers.verificaToken = { status: 403, body: { code: 'ACCOUNT_SUSPENDED', message: 'x' } };
    const router = renderAt('/dashboard');
    expect(await screen.findByText('Conta suspensa, entre em contato com o suporte!!!')).toBeTruthy();
    await waitFor(() => expect(where(router)).toBe('/login'));
  });

  it('keeps the cached flags and the device keys at logout', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.featureFlags, '{"x":1}');
    localStorage.setItem(STORAGE_KEYS.localDiets, '[]');
    answers.verificaToken = { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Unauthenticated.' } };
    const router = renderAt('/dashboard');
    await waitFor(() => expect(where(router)).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.featureFlags)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.localDiets)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAccepted)).toBe('1');
  });
});

describe('Shell toolbar by feature flags', () => {
  it('shows the books menu only while free_books is on', async () => {
    signIn();
    renderAt('/dashboard');
    expect(await screen.findByTestId('welcome')).toBeTruthy();
    expect(screen.queryByTestId('books-menu')).toBeNull();
    cleanup();

    signIn();
    answers['flags/get'] = {
      status: 200,
      body: { ...DEFAULT_FEATURE_FLAGS, global: { ...DEFAULT_FEATURE_FLAGS.global, free_books: true } },
    };
    renderAt('/dashboard');
    await userEvent.click(await screen.findByTestId('books-menu'));
    expect(screen.getByRole('menuitem', { name: 'BR-CORTE 2023 (português)' }).getAttribute('href')).toBe(
      '/livro2023br',
    );
  });
});

describe('useUnsavedChanges', () => {
  const LEAVE = 'go';
  function DirtyScreen() {
    useUnsavedChanges(true);
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate('/elsewhere')}>
        {LEAVE}
      </button>
    );
  }

  /** `content` at `/`, beside the guard as the signed-in layout renders it; `/elsewhere` to leave for. */
  function renderWithGuard(content: ReactNode) {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ModalProvider>
              <UnsavedChangesGuard />
              {content}
            </ModalProvider>
          ),
        },
        { path: '/elsewhere', element: <p>{LEAVE}</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('asks before leaving and stays on No, leaves on Yes', async () => {
    const router = renderWithGuard(<DirtyScreen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(
      await screen.findByText('Todos os dados inseridos serão perdidos. Deseja continuar?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'go' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await act(async () => {
      await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    });
  });

  it('does not draw the screen again as the guard starts, and lets a screen that is saved leave at once', async () => {
    const renders = { count: 0 };
    let markSaved: () => void = () => undefined;
    function EditedScreen() {
      renders.count += 1;
      const [isDirty, setIsDirty] = useState(true);
      markSaved = () => setIsDirty(false);
      useUnsavedChanges(isDirty);
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/elsewhere')}>
          {LEAVE}
        </button>
      );
    }
    const router = renderWithGuard(<EditedScreen />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(renders.count).toBe(1);
    act(() => markSaved());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
