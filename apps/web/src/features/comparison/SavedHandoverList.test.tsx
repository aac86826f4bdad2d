// @vitest-environment happy-dom
// My saved supplements / comparisons (docs/decisions/saved-supplements-comparisons.md): each opens its view;
// one is removed only after a confirmation, and the list is read again.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderInSession, stubServer, storeSignedIn, setUpSessionTests } from '../../testing/session-harness';
import { testUser } from '../../testing/test-user';
import { SavedHandoverList } from './SavedHandoverList';

const TITLE = 'Meus suplementos salvos';
const EMPTY = 'Nenhum';

const summary = (id: number, nome: string) => ({
  id,
  nome,
  modo: 'S',
  time: 1,
  custo: null,
  status: 1,
  id_cliente: null,
  oculta: false,
  ciclo: null,
  atrasada: false,
  created_at: '2026-11-29T08:00:00.000Z',
  updated_at: '2026-11-29T08:00:00.000Z',
});

describe('SavedHandoverList', () => {
  setUpSessionTests();

  it('without a network says once, plainly, that these records are not on the device', async () => {
    storeSignedIn(testUser({ premium: true }));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderInSession(
      <SavedHandoverList
        find="findMyComparisons"
        title={TITLE}
        emptyText={EMPTY}
        pathOf={(id) => `/formulacao-dieta?comparacao=1&did=${id}`}
        testId="saved-comparisons"
      />,
      '/formulacao-dieta',
    );
    expect(
      (await screen.findByTestId('saved-comparisons-offline', {}, { timeout: 10_000 })).textContent,
    ).toBe('Sem conexão: estes registros não ficam neste aparelho; aparecem quando a conexão voltar.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(EMPTY)).toBeNull();
  });

  it('opens each where it is shown and removes one after a confirmation', async () => {
    storeSignedIn(testUser({ premium: true }));
    let listed = [summary(5, 'Proteinado seca'), summary(6, 'Energético águas')];
    const requests = stubServer({
      'dieta/meusSuplementos': () => ({ status: 200, body: { data: listed, proximo: null } }),
      'dieta/remove': () => {
        listed = listed.filter((row) => row.id !== 5);
        return { status: 200, body: { ok: true } };
      },
    });
    renderInSession(
      <SavedHandoverList
        find="findMySupplements"
        title={TITLE}
        emptyText={EMPTY}
        pathOf={(id) => `/formulacao-suplemento?did=${id}`}
        testId="saved-supplements"
      />,
      '/formulacao-suplemento',
    );
    const open = await screen.findByRole('link', { name: 'Abrir Proteinado seca' });
    expect(open.getAttribute('href')).toBe('/formulacao-suplemento?did=5');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Proteinado seca' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Excluir “Proteinado seca”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByText('Proteinado seca')).toBeNull());
    expect(screen.getByText('Energético águas')).toBeTruthy();
    const removals = requests.filter((request) => request.path === 'dieta/remove');
    expect(removals.map((request) => request.body.id)).toEqual([5]);
  });
});
