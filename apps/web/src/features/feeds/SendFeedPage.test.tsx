// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TFeedType } from '@cocho/contracts';
import { AlertProvider } from '../../ui/AlertProvider';
import { createTestFeed } from '../../testing/test-feed';
import { SendFeedPage } from './SendFeedPage';
import { setUpSessionTests } from '../../testing/session-harness';

const TYPES: TFeedType[] = [
  {
    id: 3,
    nome: 'Concentrados energéticos',
    nome_ingles: 'Energy',
    nome_espanhol: 'Energía',
    volumoso: false,
    ordem: 3,
  },
];

let requests: { path: string; body: Record<string, unknown> }[];

function answer(path: string, body: Record<string, unknown>): Response {
  const data: Record<string, unknown> = {
    'alimentos/lastUpdateAt': { data: [1, '2026-11-22T00:00:00.000Z'] },
    tipos: { data: TYPES },
    'alimentos/getCatalogo': { data: { cocho: [] }, versao: 1, lastUpdate: '2026-11-22T00:00:00.000Z' },
    'alimentos/getListaAlimentos': { data: { cocho: [], emp: [], usr: [], patrocinados: [] } },
  };
  if (path === 'alimentos/createAlimentoUsuario') {
    return new Response(
      JSON.stringify({
        data: createTestFeed({
          id: 'USR|1',
          tipo: 3,
          name: String(body.name),
          nutrientes: { PB: 12.5 },
          visibilidade: 'privado',
        }),
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  }
  return new Response(JSON.stringify(data[path] ?? {}), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/enviar-alimento/*', element: <SendFeedPage /> },
      { path: '/tabela-resumida', element: <p>{'table'}</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AlertProvider>
      <RouterProvider router={router} />
    </AlertProvider>,
  );
  return router;
}

setUpSessionTests();

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.slice(1);
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    requests.push({ path, body });
    return answer(path, body);
  });
});

describe('SendFeedPage', () => {
  it('offers the three ways of sending a feed', async () => {
    renderAt('/enviar-alimento');
    expect(await screen.findByText('Enviar para o banco de alimentos')).toBeTruthy();
    expect(screen.getByText('Guardar como alimento privado')).toBeTruthy();
    expect(screen.getByText('Adaptar um alimento do catálogo')).toBeTruthy();
  });

  it('requires a name and explains a bad number, then saves with comma decimals read as points', async () => {
    const user = userEvent.setup({ delay: null });
    const router = renderAt('/enviar-alimento/privado');
    const submit = await screen.findByTestId('feed-submit');
    await user.click(submit);
    expect(await screen.findByText('Informe o nome do alimento.')).toBeTruthy();
    expect(screen.getByText('Informe ao menos um nutriente.')).toBeTruthy();
    expect(requests.some((request) => request.path === 'alimentos/createAlimentoUsuario')).toBe(false);

    fireEvent.change(screen.getByTestId('feed-name'), { target: { value: 'Milho da fazenda' } });
    fireEvent.change(screen.getByTestId('nutrient-PB'), { target: { value: '12,,5' } });
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Concentrados energéticos' }));
    await user.click(submit);
    expect(await screen.findByText('Digite um número (ex.: 12,5).')).toBeTruthy();

    fireEvent.change(screen.getByTestId('nutrient-PB'), { target: { value: '12,5' } });
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabela-resumida'));
    const created = requests.find((request) => request.path === 'alimentos/createAlimentoUsuario');
    expect(created?.body).toMatchObject({ name: 'Milho da fazenda', tipo: 3, nutrientes: { PB: '12.5' } });
  }, 30_000);
});
