// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import type { TUser } from '@cocho/contracts';
import { initI18n } from '../i18n/i18n';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { ColorModeProvider } from '../theme/ColorModeProvider';
import { ModalProvider } from '../ui/ModalProvider';
import { useUnsavedChanges } from '../ui/use-unsaved-changes';
import { APP_VERSION } from './app-version';
import { ROUTES } from './router';
import { testUser } from '../testing/test-user';

const BRAZIL_ID = 31;
const COUNTRIES = [
  {
    id: 11,
    codigo: 32,
    fone: '54',
    iso: 'AR',
    iso3: 'ARG',
    nome_pt: 'Argentina',
    nome_en: 'Argentina',
    nome_formal_pt: 'República Argentina',
    nome_formal_en: 'Argentine Republic',
  },
  {
    id: BRAZIL_ID,
    codigo: 76,
    fone: '55',
    iso: 'BR',
    iso3: 'BRA',
    nome_pt: 'Brasil',
    nome_en: 'Brazil',
    nome_formal_pt: 'República Federativa do Brasil',
    nome_formal_en: 'Federative Republic of Brazil',
  },
];

const USER: TUser = {
  ...testUser(),
  id: 3,
  NOME: 'Joana Prado',
  email: 'joana@cocho.test',
  perfil: 'consultor',
  idioma: 0,
  liberado: 1,
  EXCLUIDO: 0,
  administrador: false,
  premium: false,
  premiumInfinito: false,
  consultor: true,
  pecuarista: false,
  gestor: false,
  vinculado: false,
  area_universitaria: false,
  empresa_vinculada: null,
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
};

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
    paises: { status: 200, body: { data: COUNTRIES } },
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

  it('logs out with the spec message when the account is under review', async () => {
    signIn();
    answers.verificaToken = { status: 200, body: { user: { ...USER, liberado: 0 } } };
    const router = renderAt('/dashboard');
    // Generous timeouts: the whole shell renders here, slow on a loaded 2-core machine.
    expect(
      await screen.findByText('Seu usuário está em análise! Aguarde a liberação.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(where(router)).toBe('/login'), { timeout: 5000 });
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

  it('asks before leaving and stays on No, leaves on Yes', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <ModalProvider>
              <DirtyScreen />
            </ModalProvider>
          ),
        },
        { path: '/elsewhere', element: <p>{LEAVE}</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
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
});
