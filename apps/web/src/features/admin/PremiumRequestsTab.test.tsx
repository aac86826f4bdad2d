// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPremiumRequest } from '@cocho/contracts';
import { initI18n } from '../../i18n/i18n';
import { testUser } from '../../testing/test-user';
import { renderInSession, stubServer, storeSignedIn } from '../../testing/session-harness';
import type { Request } from '../../testing/session-harness';
import { AdminPage } from './AdminPage';

const REQUEST: TPremiumRequest = {
  id: 12,
  user_id: 30,
  nome: 'Bruno Lima',
  email: 'bruno@example.com',
  id_oferta: null,
  forma_pagamento: 'pix',
  mensagem: 'Paguei hoje',
  status: 'pendente',
  id_plano: null,
  motivo: null,
  created_at: '2026-11-20T12:00:00.000Z',
  decidido_em: null,
};

let requests: Request[];
const bodiesOf = (path: string) =>
  requests
    .filter((request) => request.path === path)
    .map(({ body: { _timestamp: _ignored, ...body } }) => body);

beforeAll(() => {
  initI18n('pt');
});
beforeEach(() => {
  localStorage.clear();
  requests = stubServer({
    'adm/solicitacaoPremium/list': { status: 200, body: { data: [REQUEST] } },
    'adm/solicitacaoPremium/conceder': { status: 200, body: { data: { ...REQUEST, status: 'concedida' } } },
    'adm/solicitacaoPremium/recusar': { status: 200, body: { data: { ...REQUEST, status: 'recusada' } } },
  });
  storeSignedIn(testUser({ administrador: true }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openRequest() {
  const router = renderInSession(<AdminPage />, '/adm/solicitacaoPremium');
  await screen.findByTestId('premium-request-12');
  await router.navigate('/adm/solicitacaoPremium?id=12');
  return { router, dialog: await screen.findByRole('dialog') };
}

describe('/adm/solicitacaoPremium', () => {
  it('opens ?id= and grants a permanent plan with the order number, refusing symbols in it', async () => {
    const { dialog } = await openRequest();
    const order = await within(dialog).findByLabelText('Número do pedido');
    fireEvent.change(order, { target: { value: 'PED-12' } });
    expect(await within(dialog).findByText('Use apenas letras, números e espaços.')).toBeTruthy();
    const grant = within(dialog).getByRole('button', { name: 'Conceder' }) as HTMLButtonElement;
    expect(grant.disabled).toBe(true);
    fireEvent.change(order, { target: { value: 'PED 12' } });
    fireEvent.click(within(dialog).getByLabelText('Sem data final (permanente)'));
    fireEvent.click(grant);
    await waitFor(() =>
      expect(bodiesOf('adm/solicitacaoPremium/conceder')).toEqual([
        {
          id: 12,
          tipo: 1,
          data_final: null,
          forma_pagamento: 'pix',
          status_pagamento: 'pago',
          numero_pedido: 'PED 12',
        },
      ]),
    );
  });

  it('refuses with a reason', async () => {
    const { dialog } = await openRequest();
    fireEvent.change(await within(dialog).findByLabelText('Motivo da recusa (opcional)'), {
      target: { value: 'Sem comprovante' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await waitFor(() =>
      expect(bodiesOf('adm/solicitacaoPremium/recusar')).toEqual([{ id: 12, motivo: 'Sem comprovante' }]),
    );
  });
});
