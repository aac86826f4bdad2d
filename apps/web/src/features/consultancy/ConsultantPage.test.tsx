// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TClient } from '@cocho/contracts';
import { ConsultancyToolbar } from '../../consultancy-picker/ConsultancyToolbar';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { testUser } from '../../testing/test-user';
import { renderInSession, storeSignedIn, setUpServerTests } from '../../testing/session-harness';
import { ConsultantPage } from './ConsultantPage';

const client = (id: number, nome: string, extra: Partial<TClient> = {}): TClient => ({
  id,
  nome,
  email: `${nome.split(' ')[0]?.toLowerCase()}@example.com`,
  telefone: null,
  nome_fazenda: null,
  obs: null,
  id_consultor: 1,
  vinculado_em: '2026-11-01T12:00:00.000Z',
  atualizado_em: null,
  desvinculado_em: null,
  situacao: 'vinculado',
  ...extra,
});
const CLIENTS = [
  client(3, 'Carlos Mendes', { nome_fazenda: 'Fazenda Boa Vista', telefone: '(31) 99876-5432' }),
  client(4, 'Denise Prado'),
];
const CONSULTANT = testUser({
  consultor: true,
  consultoria: { id: 5, data_fim: '2027-06-30', max_clientes: 3 },
});

const { answers, requests } = setUpServerTests({
  initialAnswers: () => ({
    'consultoria/clientes': { status: 200, body: { data: CLIENTS } },
    'consultoria/clientes/delete': {
      status: 200,
      body: { data: { ...CLIENTS[1], situacao: 'desvinculado' } },
    },
  }),
});

describe('/consultor', () => {
  it('lists the clients with the count, and searches by name, farm, e-mail or phone', async () => {
    storeSignedIn(CONSULTANT);
    renderInSession(<ConsultantPage />, '/consultor');
    expect(await screen.findByTestId('client-row-3')).toBeTruthy();
    expect(screen.getByTestId('clients-count').textContent).toBe('2 de 3 clientes');
    fireEvent.change(screen.getByTestId('clients-search'), { target: { value: 'boa vista' } });
    expect(screen.queryByTestId('client-row-4')).toBeNull();
    expect(screen.getByTestId('client-row-3')).toBeTruthy();
    fireEvent.change(screen.getByTestId('clients-search'), { target: { value: 'ninguém' } });
    expect(screen.getByText('Nenhum cliente encontrado.')).toBeTruthy();
    expect(requests[0]?.body).toMatchObject({ id: 5 });
  });

  it('opens the new-client form with ref=clientes&action=novo', async () => {
    storeSignedIn(CONSULTANT);
    const router = renderInSession(<ConsultantPage />, '/consultor');
    expect(await screen.findByTestId('client-row-3')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await router.navigate('/consultor?ref=clientes&action=novo');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Novo cliente')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('client-close'));
    await waitFor(() => expect(router.state.location.search).toBe('?ref=clientes'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('toolbar consultant tools', () => {
  it('clears an unknown stored client once the clients are known', async () => {
    storeSignedIn(CONSULTANT);
    localStorage.setItem(STORAGE_KEYS.client, '99');
    renderInSession(<ConsultancyToolbar />);
    expect(await screen.findByTestId('client-picker')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.client)).toBeNull());
  });

  it('keeps a stored -1 and a known client', async () => {
    storeSignedIn(CONSULTANT);
    localStorage.setItem(STORAGE_KEYS.client, '-1');
    renderInSession(<ConsultancyToolbar />);
    expect(await screen.findByTestId('client-picker')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.client)).toBe('-1');
  });

  it('shows nothing and asks nothing for a user without the consultancy ability', async () => {
    storeSignedIn(testUser({ premium: true }));
    localStorage.setItem(STORAGE_KEYS.client, '99');
    renderInSession(
      <>
        <ConsultancyToolbar />
        <p data-testid="rendered" />
      </>,
    );
    expect(await screen.findByTestId('rendered')).toBeTruthy();
    expect(screen.queryByTestId('client-picker')).toBeNull();
    expect(requests.filter((request) => request.path.startsWith('consultoria/'))).toEqual([]);
  });

  it('opens the consultant area: end date, limit, clients, n / max; removing asks first', async () => {
    storeSignedIn(CONSULTANT);
    renderInSession(<ConsultancyToolbar />);
    fireEvent.click(await screen.findByTestId('consultancy-area'));
    expect(screen.getByTestId('consultancy-end').textContent).toBe('Consultoria válida até 30/06/2027');
    expect(screen.getByTestId('consultancy-max').textContent).toBe('Máximo de clientes: 3');
    expect(
      screen.getByText('Carlos Mendes (Fazenda Boa Vista) - carlos@example.com // (31) 99876-5432'),
    ).toBeTruthy();
    expect(screen.getByText('Denise Prado - denise@example.com')).toBeTruthy();
    expect(screen.getByTestId('consultancy-count').textContent).toBe('2 / 3');

    fireEvent.click(screen.getByTestId('client-remove-4'));
    fireEvent.click(await screen.findByRole('button', { name: 'Não' }));
    expect(requests.some((request) => request.path === 'consultoria/clientes/delete')).toBe(false);

    fireEvent.click(screen.getByTestId('client-remove-4'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(screen.getByTestId('alert-bar').textContent).toBe('Removido com sucesso.'));
    expect(requests.find((request) => request.path === 'consultoria/clientes/delete')?.body).toMatchObject({
      id: 4,
    });
  });

  it('says so when a removal fails', async () => {
    answers['consultoria/clientes/delete'] = { status: 404, body: { code: 'NOT_FOUND', message: 'x' } };
    storeSignedIn(CONSULTANT);
    renderInSession(<ConsultancyToolbar />);
    fireEvent.click(await screen.findByTestId('consultancy-area'));
    fireEvent.click(screen.getByTestId('client-remove-3'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(screen.getByTestId('alert-bar').textContent).toBe('Não foi possível remover. Tente novamente.'),
    );
  });
});
