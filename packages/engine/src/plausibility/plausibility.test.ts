import { describe, expect, it } from 'vitest';
import { DEFAULT_ANIMAL } from '../animal/animal';
import { normalizeFeed } from '../feeds/feed';
import { CURRENCIES } from '../locale/currency';
import {
  checkFeedPrice,
  CURRENCY_UNITS_PER_BRL,
  findFeedPriceClass,
  findTypicalPrice,
  PRICE_PLAUSIBILITY_FACTOR,
} from './check-feed-price';
import {
  checkAnimalPlausibility,
  MATURE_WEIGHT_KG,
  MAX_PLAUSIBLE_DAILY_GAIN_KG,
} from './check-animal-plausibility';

const soybeanMeal = { MS: 89, PB: 48, NDT: 80, EE: 1.5, MM: 7 };
const urea = { MS: 99, PB: 281 };
const silage = { MS: 35, PB: 7.7, NDT: 68, FDN: 41 };

function feedAt(nutrientes: Record<string, number>, custo: number | null, volumoso = false) {
  return normalizeFeed({ id: 'f', nutrientes, custo, volumoso });
}

describe('checkFeedPrice', () => {
  it('classes feeds by composition and roughage flag', () => {
    expect(findFeedPriceClass(feedAt(soybeanMeal, 1).nutrients, false)).toBe('concentrate');
    expect(findFeedPriceClass(feedAt(silage, 1).nutrients, true)).toBe('roughage');
    expect(findFeedPriceClass(feedAt(urea, 1).nutrients, false)).toBe('mineral');
    expect(findFeedPriceClass(feedAt({ MS: 99, EE: 99 }, 1).nutrients, false)).toBe('fat');
  });

  it('accepts usual Brazilian prices without a warning', () => {
    expect(checkFeedPrice(feedAt(soybeanMeal, 2.1), 'BRL')).toBeNull();
    expect(checkFeedPrice(feedAt(silage, 0.28, true), 'BRL')).toBeNull();
    expect(checkFeedPrice(feedAt(urea, 3.5), 'BRL')).toBeNull();
  });

  it('warns on a per-tonne price typed as per kg, and on a price 100× too low', () => {
    expect(checkFeedPrice(feedAt(soybeanMeal, 2100), 'BRL')?.code).toBe('FEED_PRICE_FAR_ABOVE_TYPICAL');
    expect(checkFeedPrice(feedAt(soybeanMeal, 0.021), 'BRL')?.code).toBe('FEED_PRICE_FAR_BELOW_TYPICAL');
  });

  it('reads the price per kg as fed: a price per g of soybean meal is 1000× per kg', () => {
    const perGram = normalizeFeed({ id: 'f', nutrientes: soybeanMeal, custo: 2.1, unidade: 'g' });
    expect(checkFeedPrice(perGram, 'BRL')?.code).toBe('FEED_PRICE_FAR_ABOVE_TYPICAL');
    const perTonne = normalizeFeed({
      id: 'f',
      nutrientes: soybeanMeal,
      preco_compra: { valor: 2100, unidade: 't', base: 'MN' },
    });
    expect(checkFeedPrice(perTonne, 'BRL')).toBeNull();
  });

  it('depends on the currency: a guaraní price is plausible in PYG and far above in BRL', () => {
    // Soybean meal at about 3 000 ₲ per kg.
    expect(checkFeedPrice(feedAt(soybeanMeal, 3000), 'PYG')).toBeNull();
    expect(checkFeedPrice(feedAt(soybeanMeal, 3000), 'BRL')?.code).toBe('FEED_PRICE_FAR_ABOVE_TYPICAL');
    expect(checkFeedPrice(feedAt(soybeanMeal, 2.1), 'PYG')?.code).toBe('FEED_PRICE_FAR_BELOW_TYPICAL');
  });

  it('warns exactly outside the factor of 20, in every currency, and never without a price', () => {
    for (const currency of CURRENCIES) {
      const typical = findTypicalPrice('concentrate', currency);
      expect(typical).toBeCloseTo(1.5 * CURRENCY_UNITS_PER_BRL[currency], 9);
      const at = (price: number) => checkFeedPrice(feedAt(soybeanMeal, price), currency)?.code ?? null;
      expect(at(typical * PRICE_PLAUSIBILITY_FACTOR * 0.99)).toBeNull();
      expect(at(typical * PRICE_PLAUSIBILITY_FACTOR * 1.01)).toBe('FEED_PRICE_FAR_ABOVE_TYPICAL');
      expect(at((typical / PRICE_PLAUSIBILITY_FACTOR) * 1.01)).toBeNull();
      expect(at((typical / PRICE_PLAUSIBILITY_FACTOR) * 0.99)).toBe('FEED_PRICE_FAR_BELOW_TYPICAL');
      expect(at(0)).toBeNull();
      expect(checkFeedPrice(feedAt(soybeanMeal, null), currency)).toBeNull();
    }
  });
});

describe('checkAnimalPlausibility', () => {
  const steer = {
    ...DEFAULT_ANIMAL,
    tipo: 'crescimento_terminacao' as const,
    raca: 'zebuino' as const,
    sexo: 'macho' as const,
    regime: 'confinamento' as const,
    peso_corporal_final: 540,
    ganho_medio_diario: 1.4,
  };

  it('has no warning for a usual finishing animal', () => {
    expect(checkAnimalPlausibility(steer)).toEqual([]);
  });

  it('warns when the final weight passes the breed’s mature weight (the 5 000 kg case)', () => {
    expect(checkAnimalPlausibility({ ...steer, peso_corporal_final: 5000 })).toEqual([
      { code: 'FINAL_WEIGHT_ABOVE_MATURE', weightKg: 5000, matureWeightKg: MATURE_WEIGHT_KG.zebuino.macho },
    ]);
    const heifer = { ...steer, sexo: 'femea' as const, peso_corporal_final: 650 };
    expect(checkAnimalPlausibility(heifer).map((w) => w.code)).toEqual(['FINAL_WEIGHT_ABOVE_MATURE']);
    expect(checkAnimalPlausibility({ ...heifer, raca: 'cruzado_corte' as const })).toEqual([]);
  });

  it('warns on a daily gain above the plausible gain of the feeding system', () => {
    const fast = checkAnimalPlausibility({ ...steer, ganho_medio_diario: 2.3 });
    expect(fast).toEqual([
      {
        code: 'DAILY_GAIN_IMPLAUSIBLE',
        dailyGainKg: 2.3,
        maxPlausibleKg: MAX_PLAUSIBLE_DAILY_GAIN_KG.confinamento,
      },
    ]);
    expect(checkAnimalPlausibility({ ...steer, regime: 'pasto', ganho_medio_diario: 1.5 })).toHaveLength(1);
    expect(checkAnimalPlausibility({ ...steer, regime: 'pasto', ganho_medio_diario: 1 })).toEqual([]);
  });

  it('checks a cow’s body weight against the mature cow weight, never her gain', () => {
    const cow = { ...steer, tipo: 'vaca' as const, peso_corporal_medio: 900, ganho_medio_diario: 3 };
    expect(checkAnimalPlausibility(cow).map((w) => w.code)).toEqual(['FINAL_WEIGHT_ABOVE_MATURE']);
  });
});
