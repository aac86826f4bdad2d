// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayInBrasilia } from '@cocho/contracts';
import type { TPlanOffer, TPremiumRequest } from '@cocho/contracts';
import { endDayOfPremiumTime } from './premium-grant';
import { testUser } from '../../testing/test-user';
import { renderInSession, setUpServerTests } from '../../testing/session-harness';
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

const CONSULTANT_YEAR: TPlanOffer = {
  id: 4,
  codigo: 'consultor_anual',
  nome: { pt: 'Consultor anual', en: 'Consultant yearly', es: 'Consultor anual' },
  descricao: { pt: '', en: '', es: '' },
  tipo: 2,
  tempo_premium: { unidade: 'meses', quantidade: 12 },
  max_clientes: 25,
  preco_centavos: 29900,
  moeda: 'BRL',
  recorrente: false,
};

const { bodiesOf } = setUpServerTests({
  user: () => testUser({ administrador: true }),
  initialAnswers: () => ({
    'adm/solicitacaoPremium/list': () => ({ status: 200, body: { data: [listed] } }),
    'adm/solicitacaoPremium/conceder': { status: 200, body: { data: { ...REQUEST, status: 'concedida' } } },
    'adm/solicitacaoPremium/recusar': { status: 200, body: { data: { ...REQUEST, status: 'recusada' } } },
  }),
});
let listed: TPremiumRequest;

beforeEach(() => {
  listed = REQUEST;
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

  it('starts from the requested plan: type, end day of its time, client limit, and grants it as asked', async () => {
    listed = { ...REQUEST, oferta: CONSULTANT_YEAR };
    const { dialog } = await openRequest();
    const summary = await within(dialog).findByTestId('grant-requested-plan');
    expect(summary.textContent).toContain('Consultor anual');
    expect(summary.textContent).toContain('12 meses');
    expect(summary.textContent).toMatch(/R\$\s299,00/);
    expect(summary.textContent).toContain('Até 25 clientes');
    const end = endDayOfPremiumTime(CONSULTANT_YEAR.tempo_premium, todayInBrasilia(new Date()));
    await waitFor(() =>
      expect((within(dialog).getByTestId('grant-end') as HTMLInputElement).value).toBe(end),
    );
    expect((within(dialog).getByLabelText('Máximo de clientes') as HTMLInputElement).value).toBe('25');
    expect(within(dialog).queryByTestId('grant-blockers')).toBeNull();
    const grant = within(dialog).getByRole('button', { name: 'Conceder' }) as HTMLButtonElement;
    expect(grant.disabled).toBe(false);
    fireEvent.click(grant);
    await waitFor(() =>
      expect(bodiesOf('adm/solicitacaoPremium/conceder')).toEqual([
        {
          id: 12,
          tipo: 2,
          data_final: end,
          forma_pagamento: 'pix',
          status_pagamento: 'pago',
          numero_pedido: null,
          max_clientes: 25,
        },
      ]),
    );
  });

  it('says why "Conceder" is disabled, and the hint goes when the form is complete', async () => {
    const { dialog } = await openRequest();
    expect((await within(dialog).findByTestId('grant-requested-plan')).textContent).toContain(
      'não indica um plano',
    );
    const grant = within(dialog).getByRole('button', { name: 'Conceder' }) as HTMLButtonElement;
    expect(grant.disabled).toBe(true);
    const blockers = within(dialog).getByTestId('grant-blockers');
    expect(blockers.textContent).toContain('informe a data final');
    expect(grant.getAttribute('aria-describedby')).toBe('grant-blockers');
    fireEvent.mouseDown(within(dialog).getByLabelText('Tipo de plano'));
    fireEvent.click(await screen.findByRole('option', { name: 'Consultor' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('grant-blockers').textContent).toContain('máximo de clientes'),
    );
    fireEvent.change(within(dialog).getByLabelText('Máximo de clientes'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByLabelText('Sem data final (permanente)'));
    await waitFor(() => expect(within(dialog).queryByTestId('grant-blockers')).toBeNull());
    expect(grant.disabled).toBe(false);
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
