// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { TSubscription } from '@cocho/contracts';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { testUser } from '../../testing/test-user';
import { useAccess } from '../../session/use-access';
import { TrialPage } from './TrialPage';
import { errorAnswer, renderInSession, storeSignedIn, setUpServerTests } from '../../testing/session-harness';

const TODAY = '2026-12-10';
const TRIAL_PLAN: TSubscription = {
  id: 5,
  user_id: 1,
  tipo: 1,
  data_inicio: TODAY,
  data_final: '2026-12-16',
  revogado: 0,
  id_empresa: null,
  numero_pedido: null,
  forma_pagamento: null,
  status_pagamento: null,
  origem: 'teste',
  max_clientes: null,
  recorrente: false,
  situacao: { state: 'expiring_soon', daysLeft: 6 },
  created_at: `${TODAY}T15:00:00.000Z`,
};

/** Shows whether the session now allows saving diets, as the diet screen's save action asks. */
function CanSave() {
  const { can } = useAccess();
  return <p data-testid="can-save">{String(can('save_diet'))}</p>;
}

const { answers, requests } = setUpServerTests();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T15:00:00Z`));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/ativacao-teste', () => {
  it('signed out, explains the trial and sends to sign-in with the way back', async () => {
    renderInSession(<TrialPage />, '/ativacao-teste');
    expect((await screen.findByTestId('trial')).textContent).toContain('por 7 dias, sem custo');
    expect(screen.getByTestId('trial-sign-in').getAttribute('href')).toBe(
      '/login?redirect=%2Fativacao-teste',
    );
    expect(screen.getByTestId('trial-register').getAttribute('href')).toBe(
      '/signin?redirect=%2Fativacao-teste',
    );
    expect(requests.some((request) => request.path === 'premium/ativarTeste')).toBe(false);
  });

  it('activates the trial: end date, what it unlocks, and premium actions at once', async () => {
    storeSignedIn(testUser());
    const premiumUser = testUser({
      teste_usado: true,
      planos: [{ id: 5, id_empresa: null, tipo: 1, data_final: '2026-12-16', revogado: 0 }],
    });
    answers['premium/ativarTeste'] = { status: 200, body: { user: premiumUser, plano: TRIAL_PLAN } };
    renderInSession(
      <>
        <TrialPage />
        <CanSave />
      </>,
      '/ativacao-teste',
    );
    expect(screen.getByTestId('can-save').textContent).toBe('false');
    fireEvent.click(await screen.findByTestId('trial-activate'));
    expect((await screen.findByTestId('trial-activated')).textContent).toBe(
      'Teste Premium ativado! Válido até 16/12/2026.',
    );
    expect(screen.getByTestId('premium-benefits').textContent).toContain('Salvar e ativar dietas');
    expect(screen.getByTestId('can-save').textContent).toBe('true');
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}') as { teste_usado: boolean };
    expect(stored.teste_usado).toBe(true);
  });

  it('a second attempt says the trial was used and to contact support', async () => {
    storeSignedIn(testUser());
    answers['premium/ativarTeste'] = errorAnswer('TRIAL_ALREADY_USED', 409);
    renderInSession(<TrialPage />, '/ativacao-teste');
    fireEvent.click(await screen.findByTestId('trial-activate'));
    const message = await screen.findByTestId('trial-already-used');
    expect(message.textContent).toContain('Você já usou o seu teste grátis');
    expect(message.textContent).toContain('entre em contato com o suporte');
    expect(message.textContent).toContain('das 08h às 18h (horário de Brasília)');
  });

  it('a user who already tried sees the message without a button', async () => {
    storeSignedIn(testUser({ teste_usado: true }));
    renderInSession(<TrialPage />, '/ativacao-teste');
    expect(await screen.findByTestId('trial-already-used')).toBeTruthy();
    expect(screen.queryByTestId('trial-activate')).toBeNull();
  });
});
