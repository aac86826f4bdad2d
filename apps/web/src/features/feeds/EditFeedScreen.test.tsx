// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TFeed, TFeedType } from '@cocho/contracts';
import { AlertProvider } from '../../ui/AlertProvider';
import { ModalProvider } from '../../ui/ModalProvider';
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
const V1 = '2026-11-01T00:00:00.000Z';

/**
 * A server holding the user's feeds with the version rule of alimentos/updateAlimentoUsuario: an update
 * based on another version than the stored one is refused with CONFLICT (409), else stored with a later one.
 */
let feeds: Map<string, TFeed>;
let requests: { path: string; body: Record<string, unknown> }[];
let nextVersion: number;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function storedFrom(id: string, body: Record<string, unknown>, updatedAt: string): TFeed {
  const nutrientes = Object.fromEntries(
    Object.entries(body.nutrientes as Record<string, string>).map(([key, value]) => [key, Number(value)]),
  );
  return createTestFeed({
    id,
    tipo: Number(body.tipo),
    name: String(body.name),
    nutrientes,
    custo: typeof body.custo === 'number' ? body.custo : null,
    visibilidade: 'privado',
    updated_at: updatedAt,
  });
}

function answer(path: string, body: Record<string, unknown>): Response {
  const version = () => new Date(Date.parse(V1) + 1000 * nextVersion++).toISOString();
  switch (path) {
    case 'alimentos/lastUpdateAt':
      return json({ data: [1, V1] });
    case 'tipos':
      return json({ data: TYPES });
    case 'alimentos/getCatalogo':
      return json({ data: { cocho: [] }, versao: 1, lastUpdate: V1 });
    case 'alimentos/getListaAlimentos':
      return json({ data: { cocho: [], emp: [], usr: [...feeds.values()], patrocinados: [] } });
    case 'alimentos/updateAlimentoUsuario': {
      const id = String(body.id);
      const current = feeds.get(id);
      if (!current) return json({ code: 'NOT_FOUND', message: 'NOT_FOUND' }, 404);
      if (body.base_updated_at !== undefined && body.base_updated_at !== current.updated_at)
        return json({ code: 'CONFLICT', message: 'CONFLICT' }, 409);
      feeds.set(id, storedFrom(id, body, version()));
      return json({ data: feeds.get(id) });
    }
    case 'alimentos/createAlimentoUsuario': {
      const id = `USR|${feeds.size + 1}`;
      feeds.set(id, storedFrom(id, body, version()));
      return json({ data: feeds.get(id) });
    }
    default:
      return json({});
  }
}

/** One browser tab on the edit of USR|1. */
function openTab() {
  const router = createMemoryRouter(
    [
      { path: '/enviar-alimento/*', element: <SendFeedPage /> },
      { path: '/tabela-resumida', element: <p>{'table'}</p> },
    ],
    { initialEntries: ['/enviar-alimento/privado?id=USR%7C1'] },
  );
  const { container } = render(
    <ModalProvider>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </ModalProvider>,
  );
  return { router, tab: within(container) };
}

async function filledFrom(tab: ReturnType<typeof openTab>['tab']) {
  await waitFor(() => expect(tab.getByTestId<HTMLInputElement>('feed-name').value).toBe('Milho da fazenda'));
}

const updates = () => requests.filter((request) => request.path === 'alimentos/updateAlimentoUsuario');

setUpSessionTests();

beforeEach(() => {
  requests = [];
  nextVersion = 1;
  feeds = new Map([
    [
      'USR|1',
      createTestFeed({
        id: 'USR|1',
        tipo: 3,
        name: 'Milho da fazenda',
        nutrientes: { MS: 88, PB: 9 },
        custo: 1,
        visibilidade: 'privado',
        updated_at: V1,
      }),
    ],
  ]);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.slice(1);
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    requests.push({ path, body });
    return answer(path, body);
  });
});

/** Two tabs open the feed at V1; A saves a new price first, then B saves a new protein from V1. */
async function collide() {
  const user = userEvent.setup({ delay: null });
  const a = openTab();
  const b = openTab();
  await filledFrom(a.tab);
  await filledFrom(b.tab);
  expect(a.tab.getByTestId<HTMLInputElement>('nutrient-PB').value).toBe('9');

  fireEvent.change(a.tab.getByTestId('feed-cost'), { target: { value: '1,5' } });
  await user.click(a.tab.getByTestId('feed-submit'));
  await waitFor(() => expect(a.router.state.location.pathname).toBe('/tabela-resumida'));
  expect(feeds.get('USR|1')?.custo).toBe(1.5);
  const afterA = feeds.get('USR|1')?.updated_at;
  expect(afterA).not.toBe(V1);

  fireEvent.change(b.tab.getByTestId('nutrient-PB'), { target: { value: '12,5' } });
  await user.click(b.tab.getByTestId('feed-submit'));
  const question = await screen.findByRole('dialog', { name: 'Este registro foi alterado em outro lugar' });
  // Both saves said which version they started from; the second was refused, nothing stored by it.
  expect(updates().map((request) => request.body.base_updated_at)).toEqual([V1, V1]);
  expect(feeds.get('USR|1')?.nutrientes.PB).toBe(9);
  return { user, b, question, afterA };
}

describe('EditFeedScreen', () => {
  it('two saves from the same version: the second user keeps both, and neither change is lost', async () => {
    const { user, b, question } = await collide();
    await user.click(within(question).getByRole('button', { name: 'Manter os dois' }));
    await waitFor(() => expect(b.router.state.location.pathname).toBe('/tabela-resumida'));

    // A's price stays on the feed; B's protein is a new feed named as B's version, from B's form.
    expect(feeds.size).toBe(2);
    expect(feeds.get('USR|1')).toMatchObject({ custo: 1.5, nutrientes: { MS: 88, PB: 9 } });
    const copy = feeds.get('USR|2');
    expect(copy?.name).toMatch(/^Milho da fazenda \(minha versão \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)$/);
    expect(copy).toMatchObject({ custo: 1, nutrientes: { MS: 88, PB: 12.5 }, tipo: 3 });
  }, 60_000);

  it('or loads the saved version, whose next save starts from it', async () => {
    const { user, b, question, afterA } = await collide();
    await user.click(within(question).getByRole('button', { name: 'Outras opções' }));
    const reload = await screen.findByRole('dialog', { name: 'Carregar a versão salva?' });
    await user.click(within(reload).getByRole('button', { name: 'Carregar versão salva' }));

    // The form now shows A's saved price and the saved protein; B's typed value is gone, nothing created.
    await waitFor(() => expect(b.tab.getByTestId<HTMLInputElement>('feed-cost').value).toBe('1,5'));
    expect(b.tab.getByTestId<HTMLInputElement>('nutrient-PB').value).toBe('9');
    expect(requests.some((request) => request.path === 'alimentos/createAlimentoUsuario')).toBe(false);

    fireEvent.change(b.tab.getByTestId('nutrient-PB'), { target: { value: '12,5' } });
    await user.click(b.tab.getByTestId('feed-submit'));
    await waitFor(() => expect(b.router.state.location.pathname).toBe('/tabela-resumida'));
    expect(updates().at(-1)?.body.base_updated_at).toBe(afterA);
    expect(feeds.size).toBe(1);
    expect(feeds.get('USR|1')).toMatchObject({ custo: 1.5, nutrientes: { MS: 88, PB: 12.5 } });
  }, 60_000);
});
