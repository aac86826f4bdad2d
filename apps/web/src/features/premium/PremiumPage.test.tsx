// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCouponActivation, TPlanOffer, TSubscription } from '@cocho/contracts';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { testUser } from '../../testing/test-user';
import { PremiumPage } from './PremiumPage';
import { errorAnswer, renderInSession, storeSignedIn, setUpServerTests } from '../../testing/session-harness';

const OFFERS: TPlanOffer[] = [
  {
    id: 1,
    codigo: 'premium_mensal',
    nome: { pt: 'Premium mensal', en: 'Premium monthly', es: 'Premium mensual' },
    descricao: { pt: 'Tudo por 1 mês.', en: 'All for 1 month.', es: 'Todo por 1 mes.' },
    tipo: 1,
    tempo_premium: { unidade: 'meses', quantidade: 1 },
    max_clientes: null,
    preco_centavos: 4990,
    moeda: 'BRL',
    recorrente: true,
  },
  {
    id: 2,
    codigo: 'consultor_anual',
    nome: { pt: 'Consultor', en: 'Consultant', es: 'Consultor' },
    descricao: { pt: 'Clientes.', en: 'Clients.', es: 'Clientes.' },
    tipo: 2,
    tempo_premium: { unidade: 'dias', quantidade: 365 },
    max_clientes: 30,
    preco_centavos: null,
    moeda: 'BRL',
    recorrente: false,
  },
];

const TODAY = '2026-12-10';
function plan(id: number, overrides: Partial<TSubscription>): TSubscription {
  return {
    id,
    user_id: 1,
    tipo: 1,
    data_inicio: '2026-01-01',
    data_final: '2027-01-30',
    revogado: 0,
    id_empresa: null,
    numero_pedido: null,
    forma_pagamento: null,
    status_pagamento: null,
    origem: 'direto',
    max_clientes: null,
    recorrente: false,
    situacao: { state: 'active', daysLeft: 51 },
    created_at: '2026-01-01T12:00:00.000Z',
    ...overrides,
  };
}

const { answers, requests } = setUpServerTests({
  user: () => testUser(),
  initialAnswers: () => ({
    'planos/ofertas': { status: 200, body: { data: OFFERS } },
    'assinaturas/minhas': { status: 200, body: { ativas: [], inativas: [] } },
    'cupom/get': { status: 200, body: { data: [] } },
  }),
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T15:00:00Z`));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/seja-premium offers', () => {
  it('offers the 7-day trial one click away to a free user, and not once it is used', async () => {
    renderInSession(<PremiumPage />, '/seja-premium');
    const offer = await screen.findByTestId('plans-trial-offer');
    expect(offer.textContent).toContain('7 dias');
    expect(within(offer).getByRole('link', { name: 'Testar 7 dias grátis' }).getAttribute('href')).toBe(
      '/ativacao-teste',
    );
    cleanup();
    storeSignedIn(testUser({ teste_usado: true }));
    renderInSession(<PremiumPage />, '/seja-premium');
    await screen.findAllByTestId('plan-offer');
    expect(screen.queryByTestId('plans-trial-offer')).toBeNull();
  });

  it('shows each offer and sends a request with the chosen payment method, then shows it pending', async () => {
    answers['premium/solicitar'] = {
      status: 200,
      body: {
        data: {
          id: 9,
          user_id: 1,
          nome: 'Ana Souza',
          email: 'ana@cocho.test',
          id_oferta: 2,
          forma_pagamento: 'boleto',
          mensagem: 'Nota fiscal em nome da fazenda',
          status: 'pendente',
          id_plano: null,
          motivo: null,
          created_at: `${TODAY}T15:00:00.000Z`,
          decidido_em: null,
        },
      },
    };
    renderInSession(<PremiumPage />, '/seja-premium');
    const cards = await screen.findAllByTestId('plan-offer');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('plan-offer-time').textContent).toBe('Tempo de Premium: 1 mês');
    expect(within(cards[0]!).getByTestId('plan-offer-price').textContent?.replace(/\s/g, ' ')).toBe(
      'R$ 49,90',
    );
    expect(within(cards[1]!).getByTestId('plan-offer-time').textContent).toBe('Tempo de Premium: 365 dias');
    expect(within(cards[1]!).getByTestId('plan-offer-clients').textContent).toBe('Até 30 clientes');
    expect(within(cards[1]!).getByTestId('plan-offer-price').textContent).toBe('Preço sob consulta');
    expect(screen.getByTestId('purchase-note').textContent).toContain('08h às 18h (horário de Brasília)');

    fireEvent.click(within(cards[1]!).getByTestId('plan-offer-request'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByTestId('request-payment-method'));
    fireEvent.click(await screen.findByTestId('payment-method-boleto'));
    fireEvent.change(within(dialog).getByTestId('request-message'), {
      target: { value: ' Nota fiscal em nome da fazenda ' },
    });
    fireEvent.click(within(dialog).getByTestId('request-send'));

    const pending = await screen.findByTestId('premium-request-pending');
    expect(pending.textContent).toBe(
      'Solicitação pendente: Consultor, enviada em 10/12/2026, pagamento por Boleto. Aguardando a confirmação do suporte.',
    );
    expect(requests.find((request) => request.path === 'premium/solicitar')?.body).toMatchObject({
      id_oferta: 2,
      forma_pagamento: 'boleto',
      mensagem: 'Nota fiscal em nome da fazenda',
    });
    for (const button of screen.getAllByTestId('plan-offer-request'))
      expect(button).toHaveProperty('disabled', true);
    // "My subscriptions" asks again, so the pending request shows there too.
    await waitFor(() =>
      expect(requests.filter((request) => request.path === 'assinaturas/minhas')).toHaveLength(2),
    );
  });

  it('says a request is already pending when the server holds one', async () => {
    answers['premium/solicitar'] = errorAnswer('PREMIUM_REQUEST_PENDING', 409);
    renderInSession(<PremiumPage />, '/seja-premium');
    fireEvent.click((await screen.findAllByTestId('plan-offer-request'))[0]!);
    fireEvent.click(await screen.findByTestId('request-send'));
    expect((await screen.findByTestId('request-error')).textContent).toContain(
      'solicitação Premium em análise',
    );
    expect(requests.find((request) => request.path === 'premium/solicitar')?.body).toMatchObject({
      id_oferta: 1,
      forma_pagamento: 'pix',
      mensagem: null,
    });
    expect(screen.getByTestId('premium-request-pending').textContent).toBe(
      'Você já tem uma solicitação Premium pendente. Aguarde a confirmação do suporte.',
    );
  });

  it('hides the offers from administrators', async () => {
    storeSignedIn(testUser({ administrador: true }));
    renderInSession(<PremiumPage />, '/seja-premium');
    expect(await screen.findByTestId('my-subscriptions')).toBeTruthy();
    expect(screen.queryByTestId('plan-offers')).toBeNull();
  });
});

describe('/seja-premium my subscriptions', () => {
  it('shows a pending premium request with the plan asked for until it is decided', async () => {
    answers['assinaturas/minhas'] = {
      status: 200,
      body: {
        ativas: [],
        inativas: [],
        pedidos: [
          {
            id: 9,
            user_id: 1,
            nome: 'Ana',
            email: 'ana@example.com',
            id_oferta: OFFERS[0]!.id,
            forma_pagamento: 'pix',
            mensagem: null,
            status: 'pendente',
            id_plano: null,
            motivo: null,
            created_at: '2026-12-08T15:00:00.000Z',
            decidido_em: null,
            oferta: OFFERS[0]!,
          },
        ],
      },
    };
    renderInSession(<PremiumPage />, '/seja-premium');
    const pending = await screen.findByTestId('subscriptions-pending');
    expect(pending.textContent).toBe(
      `${OFFERS[0]!.nome.pt}: pedido em 08/12/2026, aguardando a análise da equipe.`,
    );
    expect(screen.getByRole('heading', { name: 'Pedidos em análise' })).toBeTruthy();
  });

  it('lists active and inactive plans with their state, payment, order and validity', async () => {
    answers['assinaturas/minhas'] = {
      status: 200,
      body: {
        ativas: [
          plan(1, { forma_pagamento: 'pix', status_pagamento: 'confirmado', numero_pedido: 'PED 123' }),
          plan(2, { data_final: '2026-12-13', origem: 'teste' }),
          plan(3, { data_final: TODAY, tipo: 2, max_clientes: 10 }),
          plan(4, { data_final: null, origem: 'cupom' }),
        ],
        inativas: [
          plan(5, { data_final: '2026-12-01', forma_pagamento: 'boleto', status_pagamento: 'estornado' }),
          plan(6, { revogado: 1 }),
        ],
      },
    };
    renderInSession(<PremiumPage />, '/seja-premium');
    const active = await screen.findByTestId('subscriptions-active');
    const states = (list: HTMLElement) =>
      within(list)
        .getAllByTestId('subscription-state')
        .map((chip) => chip.textContent);
    expect(states(active)).toEqual([
      'Ativo, 51 dias restantes',
      'Expira em 3 dias',
      'Expira hoje',
      'Ilimitado',
    ]);
    expect(states(screen.getByTestId('subscriptions-inactive'))).toEqual(['Expirou há 9 dias', 'Revogado']);
    const details = screen.getAllByTestId('subscription-details').map((line) => line.textContent);
    expect(details[0]).toBe(
      'Válido até 30/01/2027 · Pagamento: Pix (confirmado) · Pedido: PED 123 · Compra direta',
    );
    expect(details[2]).toContain('Até 10 clientes');
    expect(details[3]).toBe('Sem data de término · Pagamento: — (—) · Pedido: — · Cupom');
    expect(details[4]).toContain('Pagamento: Boleto (estornado)');
  });

  it('shows both lists empty for a user without plans', async () => {
    renderInSession(<PremiumPage />, '/seja-premium');
    expect(await screen.findByTestId('subscriptions-active-empty')).toBeTruthy();
    expect(screen.getByTestId('subscriptions-inactive-empty')).toBeTruthy();
  });
});

describe('/seja-premium coupons', () => {
  const activation: TCouponActivation = {
    codigo: 'SAFRA2026',
    ativado_em: `${TODAY}T15:00:00.000Z`,
    plano: plan(7, { data_final: '2027-01-08', origem: 'cupom' }),
  };

  it('activates a coupon: success message, fresh user stored, lists reloaded', async () => {
    answers['cupom/ativar'] = {
      status: 200,
      body: {
        data: activation,
        user: testUser({
          planos: [{ id: 7, id_empresa: null, tipo: 1, data_final: '2027-01-08', revogado: 0 }],
        }),
      },
    };
    renderInSession(<PremiumPage />, '/seja-premium');
    expect(await screen.findByTestId('coupons-empty')).toBeTruthy();
    answers['cupom/get'] = { status: 200, body: { data: [activation] } };
    fireEvent.change(screen.getByTestId('coupon-code'), { target: { value: ' SAFRA2026 ' } });
    fireEvent.click(screen.getByTestId('coupon-activate'));
    expect((await screen.findByTestId('coupon-outcome')).textContent).toBe(
      'Cupom SAFRA2026 ativado: plano Premium, válido até 08/01/2027.',
    );
    expect(requests.find((request) => request.path === 'cupom/ativar')?.body).toMatchObject({
      codigo: 'SAFRA2026',
    });
    expect((await screen.findByTestId('coupon-activation')).textContent).toBe(
      'SAFRA2026, ativado em 10/12/2026: plano Premium, válido até 08/01/2027',
    );
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}') as { planos: unknown[] };
    expect(stored.planos).toHaveLength(1);
    await waitFor(() =>
      expect(requests.filter((request) => request.path === 'assinaturas/minhas')).toHaveLength(2),
    );
  });

  it('answers an unknown or malformed code with the one neutral message', async () => {
    answers['cupom/ativar'] = errorAnswer('COUPON_INVALID');
    renderInSession(<PremiumPage />, '/seja-premium');
    await screen.findByTestId('coupons-empty');
    fireEvent.change(screen.getByTestId('coupon-code'), { target: { value: 'NAOEXISTE' } });
    fireEvent.click(screen.getByTestId('coupon-activate'));
    const neutral = 'Cupom inválido: confira o código, a validade e se ele ainda está disponível.';
    expect((await screen.findByTestId('coupon-outcome')).textContent).toBe(neutral);

    // Too short for the contract: refused before any request, with the same words.
    const sent = requests.filter((request) => request.path === 'cupom/ativar').length;
    fireEvent.change(screen.getByTestId('coupon-code'), { target: { value: 'AB' } });
    fireEvent.click(screen.getByTestId('coupon-activate'));
    await waitFor(() => expect(screen.getByTestId('coupon-outcome').textContent).toBe(neutral));
    expect(requests.filter((request) => request.path === 'cupom/ativar')).toHaveLength(sent);
  });
});
