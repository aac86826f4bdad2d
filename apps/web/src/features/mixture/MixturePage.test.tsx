// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { changeLanguage } from '../../i18n/i18n';
import { renderComponentsInPortuguese } from '../../testing/portuguese-components';
import { renderInSession, stubServer } from '../../testing/session-harness';
import { SavedMixScreen } from './MixturePage';
import { TEST_CATALOGUE } from '../../testing/test-feeds';
import { STORAGE_KEYS } from '../../storage/storage-keys';

/** The screen with no one signed in: the calculator over its record session. */
async function renderCalculator() {
  renderInSession(<SavedMixScreen catalogue={TEST_CATALOGUE} />);
  await screen.findByTestId('mixture-feed-picker');
}

function addFeed(name: string) {
  const picker = screen.getByTestId('mixture-feed-picker');
  fireEvent.focus(picker);
  fireEvent.change(picker, { target: { value: name } });
  fireEvent.click(screen.getByRole('option', { name }));
}

const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

renderComponentsInPortuguese();
beforeEach(() => {
  localStorage.clear();
  stubServer({});
});
afterEach(() => vi.unstubAllGlobals());

describe('MixturePage: the calculator', { timeout: 20_000 }, () => {
  it('prices and costs the mix in the account’s currency, not the language’s sign', async () => {
    // No session here: the account's currency falls back to this device's last choice.
    localStorage.setItem(STORAGE_KEYS.dietCurrency, 'PYG');
    try {
      await renderCalculator();
      addFeed('Milho de teste');
      addFeed('Farelo de teste');
      fireEvent.change(screen.getByTestId('amount-0'), { target: { value: '50' } });
      fireEvent.change(screen.getByTestId('amount-1'), { target: { value: '50' } });
      fireEvent.change(screen.getByTestId('mixture-mixer'), { target: { value: '350' } });
      fireEvent.change(screen.getByLabelText('Preço de Milho de teste'), { target: { value: '1500' } });
      fireEvent.change(screen.getByLabelText('Preço de Farelo de teste'), { target: { value: '3500' } });
      const priceField = screen.getByLabelText('Preço de Milho de teste').closest('.MuiInputBase-root');
      expect(plain(priceField as HTMLElement)).toContain('Gs.');
      fireEvent.click(screen.getByTestId('mixture-calculate'));
      // (1500 + 3500) / 2 = 2500 guaraníes per kg as fed, without decimals.
      expect(plain(screen.getByTestId('summary-costPerKgAsFed'))).toBe('Gs. 2.500');
      expect(plain(screen.getByTestId('mixture-results'))).not.toContain('R$');
    } finally {
      localStorage.removeItem(STORAGE_KEYS.dietCurrency);
    }
  });

  it('asks for at least one feed and the quantity to produce', async () => {
    await renderCalculator();
    fireEvent.change(screen.getByTestId('mixture-total'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('mixture-calculate'));
    expect(screen.getByText('Selecione ao menos um alimento.')).toBeTruthy();
    expect(screen.getByText('Informe a quantidade de ração a produzir.')).toBeTruthy();
    expect(screen.queryByTestId('mixture-results')).toBeNull();
  });

  it('asks for each amount, rejects unreadable numbers and a zero sum', async () => {
    await renderCalculator();
    addFeed('Silagem de teste');
    addFeed('Milho de teste');
    fireEvent.click(screen.getByTestId('mixture-calculate'));
    expect(screen.getAllByText('Informe a quantidade.')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('amount-0'), { target: { value: '6x' } });
    fireEvent.change(screen.getByTestId('amount-1'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('mixture-calculate'));
    expect(screen.getByText('Informe um número.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('amount-0'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('mixture-calculate'));
    expect(screen.getByText('A soma das quantidades deve ser maior que zero.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('mixture-mixer'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('mixture-calculate'));
    expect(screen.getByText('Deve ser maior que zero.')).toBeTruthy();
  });

  it('gives the composition and the batch sheet of three feeds in Portuguese format', async () => {
    await renderCalculator();
    addFeed('Silagem de teste');
    addFeed('Milho de teste');
    addFeed('Farelo de teste');
    fireEvent.change(screen.getByTestId('amount-0'), { target: { value: '60' } });
    fireEvent.change(screen.getByTestId('amount-1'), { target: { value: '30' } });
    fireEvent.change(screen.getByTestId('amount-2'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('mixture-mixer'), { target: { value: '350' } });
    fireEvent.click(screen.getByTestId('mixture-calculate'));
    // DM: 60 × 0.35 + 30 × 0.88 + 10 × 0.89 = 56.3 kg in 100 kg → 56.30 %.
    expect(plain(screen.getByTestId('summary-dryMatter'))).toBe('56,30%');
    // CP on DM: (21 × 8 + 26.4 × 9 + 8.9 × 48) / 56.3 = 14.79 %; as fed × 0.563 = 8.33 %.
    const cp = within(screen.getByTestId('composition-PB')).getAllByRole('cell');
    expect(cp.map(plain).slice(1)).toEqual(['14,79', '8,33']);
    // 1000 kg ration in a 350 kg mixer: 2 full batches and a last one of 300 kg.
    expect(plain(screen.getByTestId('batch-summary'))).toBe('3 batidas: 2 de 350 kg e a última de 300,0 kg.');
    const silage = within(screen.getAllByTestId('batch-row')[0] as HTMLElement).getAllByRole('cell');
    expect(silage.map(plain)).toEqual(['Silagem de teste', '210,00', '180,00']);
    // Any change hides the result until the next calculation.
    fireEvent.change(screen.getByTestId('amount-2'), { target: { value: '12' } });
    expect(screen.queryByTestId('mixture-results')).toBeNull();
  });

  it('shows a micro-ingredient of the ration in g, not as a fraction of a kg (amounts under 1 kg)', async () => {
    await renderCalculator();
    addFeed('Silagem de teste');
    addFeed('Milho de teste');
    fireEvent.change(screen.getByTestId('amount-0'), { target: { value: '99,95' } });
    fireEvent.change(screen.getByTestId('amount-1'), { target: { value: '0,05' } });
    fireEvent.change(screen.getByTestId('mixture-total'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('mixture-calculate'));
    // 0.05 % of a 1000 kg ration is 0.5 kg as fed: 500 g; its DM (88 %) 440 g.
    const corn = within(screen.getAllByTestId('formula-row')[1] as HTMLElement).getAllByRole('cell');
    expect(corn.map(plain).slice(3)).toEqual(['500 g', '440 g']);
    const silage = within(screen.getAllByTestId('formula-row')[0] as HTMLElement).getAllByRole('cell');
    expect(plain(silage[3] as HTMLElement)).toBe('999,50');
  });

  it('re-writes the typed numbers when the language changes', async () => {
    await renderCalculator();
    addFeed('Milho de teste');
    fireEvent.change(screen.getByTestId('amount-0'), { target: { value: '12,5' } });
    fireEvent.change(screen.getByTestId('mixture-total'), { target: { value: '1.500,5' } });
    await act(() => changeLanguage('en'));
    expect(screen.getByTestId('amount-0').getAttribute('value')).toBe('12.5');
    expect(screen.getByTestId('mixture-total').getAttribute('value')).toBe('1500.5');
  });

  it('asks which number an ambiguous amount means instead of reading a thousand times another', async () => {
    await renderCalculator();
    addFeed('Milho de teste');
    fireEvent.change(screen.getByTestId('amount-0'), { target: { value: '2.500' } });
    fireEvent.click(screen.getByTestId('mixture-calculate'));
    expect(screen.getByText('“2.500” pode ser lido de duas formas. Qual você quis dizer?')).toBeTruthy();
    expect(screen.queryByTestId('mixture-results')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Usar 2,50' }));
    expect(screen.getByTestId('amount-0').getAttribute('value')).toBe('2,5');
  });

  it('a mixer larger than the ration gives one batch; a fractional mixer keeps its decimals', async () => {
    await renderCalculator();
    addFeed('Silagem de teste');
    addFeed('Ureia de teste');
    fireEvent.change(screen.getByTestId('amount-0'), { target: { value: '99' } });
    fireEvent.change(screen.getByTestId('amount-1'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('mixture-mixer'), { target: { value: '5000' } });
    fireEvent.click(screen.getByTestId('mixture-calculate'));
    expect(plain(screen.getByTestId('batch-summary'))).toBe('1 batida parcial de 1.000,0 kg.');
    // Only the batch that is made is listed: 990 kg of silage, not its share of a 5000 kg batch.
    const silage = within(screen.getAllByTestId('batch-row')[0] as HTMLElement).getAllByRole('cell');
    expect(silage.map(plain)).toEqual(['Silagem de teste', '990,00']);
    // Urea has no NDF: the warning names the nutrient, not its key.
    expect(plain(screen.getByTestId('incomplete-nutrients'))).toContain('Fibra em detergente neutro');

    fireEvent.change(screen.getByTestId('mixture-total'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('mixture-mixer'), { target: { value: '0,5' } });
    fireEvent.click(screen.getByTestId('mixture-calculate'));
    expect(plain(screen.getByTestId('batch-summary'))).toBe('4 batidas completas de 0,50 kg.');
  });
});
