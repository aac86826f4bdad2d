// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MenuList from '@mui/material/MenuList';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TUser } from '@cocho/contracts';
import { APP_VERSION } from '../app/app-version';
import { initI18n } from '../i18n/i18n';
import { SessionProvider } from '../session/SessionProvider';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { AlertProvider } from '../ui/AlertProvider';
import { ModalProvider } from '../ui/ModalProvider';
import { ReportMenuItems } from './ReportMenuItems';
import { buildFixtureReport } from './testing/diet-fixture';
import { testUser } from '../testing/test-user';

const USER: TUser = {
  ...testUser(),
  id: 3,
  NOME: 'Joana Prado',
  email: 'joana@cocho.test',
  perfil: 'pecuarista',
  idioma: 0,
  liberado: 1,
  EXCLUIDO: 0,
  administrador: false,
  premium: false,
  premiumInfinito: false,
  consultor: false,
  pecuarista: true,
  gestor: false,
  vinculado: false,
  area_universitaria: false,
  empresa_vinculada: null,
  data_nascimento: null,
  sexo: null,
};

const PLANS_PAGE = 'plans';
let blobs: Blob[];

function renderMenu(user: TUser) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-123');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.version, APP_VERSION);
  const data = buildFixtureReport('pt');
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ModalProvider>
          <AlertProvider>
            <SessionProvider>
              <MenuList>
                <ReportMenuItems getData={() => data} />
              </MenuList>
            </SessionProvider>
          </AlertProvider>
        </ModalProvider>
      ),
    },
    { path: '/seja-premium', element: <p>{PLANS_PAGE}</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

beforeAll(() => {
  initI18n('pt');
});

beforeEach(() => {
  localStorage.clear();
  blobs = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ user: USER }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReportMenuItems', () => {
  it('lists the diet exports, the field report marked premium', () => {
    renderMenu(USER);
    expect(screen.getByText('Relatório completo (PDF)')).toBeTruthy();
    expect(screen.getByTestId('export-fieldReport').textContent).toContain('Premium');
    expect(screen.getByTestId('export-fullReport').textContent).not.toContain('Premium');
  });

  it('refuses the field report to a free user with the premium message, and downloads nothing', async () => {
    const router = renderMenu(USER);
    await userEvent.click(screen.getByTestId('export-fieldReport'));
    expect(await screen.findByText(/exclusivo para usuários Premium/)).toBeTruthy();
    expect(blobs).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ver planos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seja-premium'));
  });

  it('downloads the CSV with semicolons in the user language', async () => {
    renderMenu(USER);
    await userEvent.click(screen.getByTestId('export-dietCsv'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await blobs[0]!.text();
    expect(text).toContain('Silagem de milho;0,1000;18,6667');
  });

  it('downloads the field report PDF for a premium user', async () => {
    renderMenu({ ...USER, premium: true });
    await userEvent.click(screen.getByTestId('export-fieldReport'));
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 15_000 });
    expect(blobs[0]!.type).toBe('application/pdf');
    const head = new TextDecoder().decode(new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 5));
    expect(head).toBe('%PDF-');
  }, 20_000);
});
