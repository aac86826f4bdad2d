// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CURRENCIES, DEFAULT_CURRENCY, PRICE_BASES, PURCHASE_UNITS } from '@cocho/engine';
import type { PriceRangingResult } from '@cocho/engine';
import { i18n, initI18n } from '../../i18n/i18n';
import type { FeedCatalogue } from '../../catalogue/feed-cache';
import { CurrencyContext } from '../../format/currency-context';
import { createTestFeed } from '../../testing/test-feed';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { withPreferredCurrency } from './currency-preference';
import { FeedSelectionStep } from './FeedSelectionStep';
import { PriceRangingTable } from './PriceRangingTable';
import { INITIAL_INPUTS, selectFeed, toFormulationInput } from './diet-state';
import type { DietInputs } from './diet-state';

const CATALOGUE: FeedCatalogue = { types: [], catalogue: [], company: [], user: [], catalogueFrom: 'server' };
const SOYBEAN_MEAL = createTestFeed({
  id: 'farelo',
  tipo: 3,
  name: 'Farelo de soja',
  nutrientes: { MS: 89, PB: 48, NDT: 80, FDN: 14, Ca: 0.3, P: 0.7 },
});

let latest: DietInputs = INITIAL_INPUTS;

/** The step with its inputs kept as the wizard keeps them. */
function Harness({ initial }: { readonly initial: DietInputs }) {
  const [inputs, setInputs] = useState(initial);
  return (
    <FeedSelectionStep
      catalogue={CATALOGUE}
      inputs={inputs}
      onChange={(changes) => {
        const next = { ...inputs, ...changes };
        latest = next;
        setInputs(next);
      }}
      language="pt"
      showErrors={false}
    />
  );
}

function renderStep() {
  const initial = { ...INITIAL_INPUTS, feeds: [selectFeed(SOYBEAN_MEAL, 'pt')] };
  latest = initial;
  render(<Harness initial={initial} />);
}

function typePrice(text: string) {
  const field = screen.getByTestId('feed-price-farelo');
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

function choose(comboboxName: string, optionName: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: comboboxName }));
  fireEvent.click(screen.getByRole('option', { name: optionName }));
}

beforeAll(() => {
  initI18n('pt');
});
afterEach(() => {
  cleanup();
  localStorage.removeItem(STORAGE_KEYS.dietCurrency);
});

describe('step 3 price unit and currency', () => {
  it('warns on a tonne price typed per kg, and the unit selector makes it a price per tonne', () => {
    renderStep();
    typePrice('2100');
    expect(latest.feeds[0]?.custo).toBe(2100);
    expect(screen.getByTestId('feed-price-warning-farelo').textContent).toContain('mais de 20 vezes');

    choose('Unidade do preço', 'por tonelada');
    expect(screen.queryByTestId('feed-price-warning-farelo')).toBeNull();
    expect(latest.feeds[0]?.precoCompra).toEqual({ valor: 2100, unidade: 't', base: 'MN' });
    // The number typed stays; the engine converts it once: R$ 2 100 a tonne is R$ 2.10 a kg as fed.
    expect(screen.getByTestId('feed-price-farelo')).toHaveProperty('value', '2100');
    expect(screen.getByLabelText('Preço por tonelada')).toBe(screen.getByTestId('feed-price-farelo'));
    const [feed] = toFormulationInput(latest, []).feeds;
    expect(feed?.costPerKg).toBeCloseTo(2.1, 12);

    choose('Unidade do preço', 'por kg');
    expect(latest.feeds[0]?.precoCompra).toBeUndefined();
    expect(screen.getByLabelText('Preço por kg')).toBe(screen.getByTestId('feed-price-farelo'));
    expect(latest.feeds[0]?.custo).toBe(2100);
  });

  it('prices per kg of dry matter through the feed’s dry matter', () => {
    renderStep();
    typePrice('2,5');
    choose('Unidade do preço', 'por kg de MS');
    const [feed] = toFormulationInput(latest, []).feeds;
    expect(feed?.costPerKg).toBeCloseTo(2.5 * 0.89, 12);
  });

  it('keeps the diet’s currency: its sign on the price field and its own plausible range', () => {
    renderStep();
    const priceBox = () => screen.getByTestId('feed-price-farelo').parentElement as HTMLElement;
    expect(priceBox().textContent).toContain('R$');
    expect(latest.moeda ?? DEFAULT_CURRENCY).toBe('BRL');
    typePrice('3000');
    expect(screen.getByTestId('feed-price-warning-farelo')).toBeTruthy();

    choose('Moeda dos preços', 'Guarani paraguaio (Gs.)');
    expect(latest.moeda).toBe('PYG');
    expect(priceBox().textContent).toContain('Gs.');
    expect(priceBox().textContent).not.toContain('R$');
    // About 3 000 Gs. a kg of soybean meal is an ordinary price.
    expect(screen.queryByTestId('feed-price-warning-farelo')).toBeNull();
  });

  it('shows money under the diet’s currency with its decimals (no decimals for the guaraní)', () => {
    const ranging: PriceRangingResult = {
      ok: true,
      value: [
        { id: 'farelo', price: 3250.5, inDiet: true, lowPrice: 1200, highPrice: 4100.25, entryPrice: null },
      ],
    };
    const view = render(
      <CurrencyContext.Provider value="PYG">
        <PriceRangingTable ranging={ranging} nameOf={() => 'Farelo'} language="es" />
      </CurrencyContext.Provider>,
    );
    const text = view.getByTestId('ranging-farelo').textContent ?? '';
    // Four decimals for a two-decimal currency are two for the guaraní.
    expect(text).toMatch(/Gs\.\s3\.250,50/);
    expect(text).toMatch(/Gs\.\s1\.200,00/);
    expect(text).not.toContain('R$');
  });
});

describe('the currency a new diet starts in', () => {
  it('is the account’s, else the one last chosen on this device, BRL before any choice', () => {
    localStorage.removeItem(STORAGE_KEYS.dietCurrency);
    expect(withPreferredCurrency(INITIAL_INPUTS, null)).toBe(INITIAL_INPUTS);
    expect(withPreferredCurrency(INITIAL_INPUTS, { moeda: null })).toBe(INITIAL_INPUTS);
    renderStep();
    choose('Moeda dos preços', 'Peso uruguaio ($U)');
    expect(localStorage.getItem(STORAGE_KEYS.dietCurrency)).toBe('UYU');
    expect(withPreferredCurrency(INITIAL_INPUTS, null).moeda).toBe('UYU');
    // The account's currency, chosen on /user, comes before the device's.
    expect(withPreferredCurrency(INITIAL_INPUTS, { moeda: 'PYG' }).moeda).toBe('PYG');
    localStorage.setItem(STORAGE_KEYS.dietCurrency, 'EUR');
    expect(withPreferredCurrency(INITIAL_INPUTS, undefined)).toBe(INITIAL_INPUTS);
    localStorage.removeItem(STORAGE_KEYS.dietCurrency);
  });
});

describe('texts behind the codes', () => {
  it('has every price warning, price unit and currency in pt, en and es', () => {
    const keys = [
      'feeds.priceWarning.FEED_PRICE_FAR_ABOVE_TYPICAL',
      'feeds.priceWarning.FEED_PRICE_FAR_BELOW_TYPICAL',
      'animal.plausibility.FINAL_WEIGHT_ABOVE_MATURE',
      'animal.plausibility.DAILY_GAIN_IMPLAUSIBLE',
      ...PURCHASE_UNITS.flatMap((unit) => PRICE_BASES.map((base) => `feeds.priceUnit.${unit}_${base}`)),
      ...CURRENCIES.map((currency) => `feeds.currency.option.${currency}`),
    ];
    for (const language of ['pt', 'en', 'es'])
      for (const key of keys)
        expect(i18n.exists(`diet:${key}`, { lng: language, fallbackLng: false }), `${language} ${key}`).toBe(
          true,
        );
  });
});
