// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import { initI18n } from '../i18n/i18n';
import { testUser } from '../testing/test-user';
import { renderInSession, stubServer, storeSignedIn } from '../testing/session-harness';
import { usePremiumOffer } from './use-premium-offer';

const ACTION = 'premium-action';

function PremiumAction() {
  const offer = usePremiumOffer();
  return (
    <button type="button" onClick={() => void offer('Salvar dietas é Premium.')}>
      {ACTION}
    </button>
  );
}

beforeAll(() => {
  initI18n('pt');
});

beforeEach(() => {
  localStorage.clear();
  stubServer({ 'flags/get': { status: 200, body: DEFAULT_FEATURE_FLAGS } });
});

afterEach(cleanup);

describe('usePremiumOffer', () => {
  it('offers the 7-day trial, one click to /ativacao-teste', async () => {
    storeSignedIn(testUser());
    const router = renderInSession(<PremiumAction />, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'premium-action' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Salvar dietas é Premium.');
    fireEvent.click(await screen.findByRole('button', { name: 'Testar 7 dias grátis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ativacao-teste'));
  });

  it('offers only the plans to a user who has used the trial', async () => {
    storeSignedIn(testUser({ teste_usado: true }));
    const router = renderInSession(<PremiumAction />, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'premium-action' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Testar 7 dias grátis' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver planos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seja-premium'));
  });
});
