import { describe, expect, it } from 'vitest';
import { ZDietRecord } from '@cocho/contracts';
import { createTestFeed } from '../../testing/test-feed';
import { fromDietRecord, toDietRecord } from './diet-record';
import { effectiveCostOf, INITIAL_INPUTS, selectFeed, toFormulationInput } from './diet-state';
import type { DietInputs } from './diet-state';
import { checkSelectedFeedPrice, findPriceUnitChoices, withPriceUnit, withTypedPrice } from './feed-price';

const META = { ciclo: null, nome: 'Lote 1', time: 1_795_000_000_000, id: null, obs: null, idCliente: null };
const SILAGE = createTestFeed({ id: 'silagem', tipo: 6, nutrientes: { MS: 35, PB: 7.5, NDT: 68 } });
const MEAL = createTestFeed({ id: 'farelo', tipo: 3, nutrientes: { MS: 89, PB: 48, NDT: 80 } });

describe('purchase prices and the diet currency in the saved record', () => {
  const silage = withPriceUnit(withTypedPrice(selectFeed(SILAGE, 'pt'), 800), 't|MS');
  const meal = { ...withTypedPrice(selectFeed(MEAL, 'pt'), 0.0021), unidade: 'g' as const };
  const inputs: DietInputs = { ...INITIAL_INPUTS, feeds: [silage, meal], moeda: 'USD' };

  it('saves the typed purchase price, the converted custo and the currency, and reopens the same inputs', () => {
    const record = toDietRecord(inputs, [], null, META);
    expect(ZDietRecord.safeParse(record).success).toBe(true);
    expect(record.moeda).toBe('USD');
    expect(record.restricoes.silagem?.preco_compra).toEqual({ valor: 800, unidade: 't', base: 'MS' });
    // US$ 800 a tonne of DM at 35 % DM is US$ 0.28 a kg as fed.
    expect(record.restricoes.silagem?.custo).toBeCloseTo(0.28, 12);
    expect(record.restricoes.farelo).not.toHaveProperty('preco_compra');
    expect(record.restricoes.farelo?.custo).toBe(0.0021);
    const reopened = fromDietRecord(JSON.parse(JSON.stringify(record)) as typeof record, 'pt').inputs;
    expect(reopened.moeda).toBe('USD');
    // The same feeds; a purchase-priced feed's custo (unused while it has a purchase price) is the converted one.
    expect(reopened.feeds).toEqual(
      inputs.feeds.map((feed) => (feed.precoCompra ? { ...feed, custo: effectiveCostOf(feed) } : feed)),
    );
    expect(toFormulationInput(reopened, []).feeds.map((feed) => feed.costPerKg)).toEqual(
      toFormulationInput(inputs, []).feeds.map((feed) => feed.costPerKg),
    );
  });

  it('an old record (no moeda, no preco_compra) reads exactly as before and saves back the same shape', () => {
    const old = toDietRecord(
      { ...INITIAL_INPUTS, feeds: [withTypedPrice(selectFeed(MEAL, 'pt'), 2.1)] },
      [],
      null,
      META,
    );
    expect(old).not.toHaveProperty('moeda');
    expect(old.restricoes.farelo).not.toHaveProperty('preco_compra');
    const reopened = fromDietRecord(old, 'pt').inputs;
    expect(reopened).not.toHaveProperty('moeda');
    expect(reopened.feeds[0]).not.toHaveProperty('precoCompra');
    expect(toFormulationInput(reopened, []).feeds[0]?.costPerKg).toBe(2.1);
    expect(toDietRecord(reopened, [], null, META)).toEqual(old);
  });
});

describe('price unit choices and plausibility', () => {
  it('offers per kg as fed once: as the entry unit when the feed is dosed in kg', () => {
    expect(findPriceUnitChoices('kg', 'entry')).not.toContain('kg|MN');
    expect(findPriceUnitChoices('g', 'entry')).toContain('kg|MN');
    expect(findPriceUnitChoices('kg', 'kg|MN')).toContain('kg|MN');
    expect(findPriceUnitChoices('kg', 'entry')).toHaveLength(8);
  });

  it('reads the price per g as 1000× per kg, and per sack as a 60th per kg', () => {
    const perGram = { ...withTypedPrice(selectFeed(MEAL, 'pt'), 2.1), unidade: 'g' as const };
    expect(checkSelectedFeedPrice(perGram, 'BRL')?.code).toBe('FEED_PRICE_FAR_ABOVE_TYPICAL');
    const perSack = withPriceUnit(withTypedPrice(selectFeed(MEAL, 'pt'), 130), 'saca60|MN');
    expect(checkSelectedFeedPrice(perSack, 'BRL')).toBeNull();
    expect(checkSelectedFeedPrice(withPriceUnit(perSack, 'entry'), 'BRL')?.code).toBe(
      'FEED_PRICE_FAR_ABOVE_TYPICAL',
    );
  });
});
