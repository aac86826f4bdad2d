// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { initI18n } from '../../i18n/i18n';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { renderInSession, stubServer, storeSignedIn } from '../../testing/session-harness';
import { createTestFeed } from '../../testing/test-feed';
import { TEST_CATALOGUE } from '../../testing/test-feeds';
import { testUser } from '../../testing/test-user';
import { SavedMixScreen } from './MixturePage';

/** The user's own feed, priced by them (in their account's currency) at 3,500 per kg. */
const OWN_FEED = createTestFeed({
  id: 'u-7',
  name: 'Expeller de soja próprio',
  tipo: 2,
  nutrientes: { MS: 90, PB: 42, NDT: 82, FDN: 20 },
  custo: 3500,
  unidade: 'kg',
});
const CATALOGUE = { ...TEST_CATALOGUE, user: [OWN_FEED] };

const plain = (element: Element | null) => (element?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

function addFeed(name: string) {
  const picker = screen.getByTestId('mixture-feed-picker');
  fireEvent.focus(picker);
  fireEvent.change(picker, { target: { value: name } });
  fireEvent.click(screen.getByRole('option', { name }));
}

beforeAll(() => {
  initI18n('es');
});
beforeEach(() => {
  localStorage.clear();
  stubServer({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('feed prices in the account’s currency (docs/decisions/currencies-and-purchase-units.md)', () => {
  it('a Paraguayan account sees its own feed’s price and the mix cost in guaraníes, never in R$', async () => {
    // The account's currency wins over the one last chosen on this device.
    localStorage.setItem(STORAGE_KEYS.dietCurrency, 'USD');
    storeSignedIn(testUser({ idioma: 2, moeda: 'PYG' }));
    renderInSession(<SavedMixScreen catalogue={CATALOGUE} />);
    await screen.findByTestId('mixture-feed-picker');
    addFeed('Expeller de soja próprio');
    addFeed('Milho de teste');

    const ownPrice = screen.getByLabelText('Precio de Expeller de soja próprio');
    expect(ownPrice.getAttribute('value')).toBe('3.500,00');
    expect(plain(ownPrice.closest('.MuiInputBase-root'))).toContain('Gs.');
    expect(plain(screen.getByLabelText('Precio de Milho de teste').closest('.MuiInputBase-root'))).toContain(
      'Gs.',
    );
    fireEvent.change(screen.getByLabelText('Precio de Milho de teste'), { target: { value: '1500' } });
    fireEvent.change(screen.getByTestId('amount-0'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('amount-1'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('mixture-mixer'), { target: { value: '350' } });
    fireEvent.click(screen.getByTestId('mixture-calculate'));
    // (3,500 + 1,500) / 2 = 2,500 guaraníes per kg as fed, without decimals.
    expect(plain(await screen.findByTestId('summary-costPerKgAsFed'))).toBe('Gs. 2.500');
    expect(plain(screen.getByTestId('mixture-results'))).not.toMatch(/R\$|US\$/);
  });

  it('an account in dollars sees US$ on the price fields', async () => {
    localStorage.setItem(STORAGE_KEYS.dietCurrency, 'PYG');
    storeSignedIn(testUser({ idioma: 2, moeda: 'USD' }));
    renderInSession(<SavedMixScreen catalogue={CATALOGUE} />);
    await screen.findByTestId('mixture-feed-picker');
    addFeed('Expeller de soja próprio');
    const ownPrice = screen.getByLabelText('Precio de Expeller de soja próprio');
    expect(plain(ownPrice.closest('.MuiInputBase-root'))).toContain('US$');
  });
});
