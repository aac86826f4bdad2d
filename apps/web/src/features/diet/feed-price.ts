/**
 * A selected feed's price in step 3: the price unit the user types in (per the
 * quantity unit as fed, as every older diet, or a purchase unit: kg, tonne, 60 kg sack, arroba, as fed or
 * DM) and the plausibility of the price the diet uses. Pure functions, no React.
 */
import { checkFeedPrice, KG_PER_UNIT, normalizeFeed, PRICE_BASES, PURCHASE_UNITS } from '@cocho/engine';
import type { Currency, FeedPriceWarning, MassUnit, PriceBasis, PurchaseUnit } from '@cocho/engine';
import { effectiveCostOf } from './diet-state';
import type { SelectedFeed } from './diet-state';

/** A price unit choice: `entry` (per the quantity unit, as fed: the price is `custo`) or `<unit>|<basis>`. */
export type PriceUnitChoice = 'entry' | `${PurchaseUnit}|${PriceBasis}`;

/**
 * The choices offered for a feed dosed in `unidade`: per kg as fed is `entry` itself when dosed in kg (and
 * offered only when it is the `current` choice).
 */
export function findPriceUnitChoices(unidade: MassUnit, current: PriceUnitChoice): PriceUnitChoice[] {
  const purchase = PRICE_BASES.flatMap((base) =>
    PURCHASE_UNITS.map((unit) => `${unit}|${base}` as const).filter(
      (choice) => !(unidade === 'kg' && choice === 'kg|MN' && current !== choice),
    ),
  );
  return ['entry', ...purchase];
}

/** The choice a selected feed is priced in. */
export function priceUnitChoiceOf(selected: SelectedFeed): PriceUnitChoice {
  return selected.precoCompra ? `${selected.precoCompra.unidade}|${selected.precoCompra.base}` : 'entry';
}

/** The number in the price field: the purchase price when there is one, else `custo`. */
export function typedPriceOf(selected: SelectedFeed): number | null {
  return selected.precoCompra ? selected.precoCompra.valor : selected.custo;
}

/** The feed with a typed price. */
export function withTypedPrice(selected: SelectedFeed, value: number | null): SelectedFeed {
  return selected.precoCompra
    ? { ...selected, precoCompra: { ...selected.precoCompra, valor: value } }
    : { ...selected, custo: value };
}

/**
 * The feed priced in a new unit: the typed number stays (the user says in which unit they typed it); it is
 * converted once, by the engine, when the diet is formulated.
 */
export function withPriceUnit(selected: SelectedFeed, choice: PriceUnitChoice): SelectedFeed {
  const typed = typedPriceOf(selected);
  const { precoCompra: _previous, ...rest } = selected;
  if (choice === 'entry') return { ...rest, custo: typed };
  const [unidade, base] = choice.split('|') as [PurchaseUnit, PriceBasis];
  return { ...rest, precoCompra: { valor: typed, unidade, base } };
}

/** The plausibility warning of a selected feed's price in the diet's currency; null when plausible. */
export function checkSelectedFeedPrice(selected: SelectedFeed, currency: Currency): FeedPriceWarning | null {
  const cost = effectiveCostOf(selected);
  const feed = normalizeFeed({
    id: selected.feed.id,
    nutrientes: selected.nutrientesAlterados ?? selected.feed.nutrientes,
    custo: cost === null ? null : cost / KG_PER_UNIT[selected.unidade],
    volumoso: selected.feed.volumoso,
  });
  return checkFeedPrice(feed, currency);
}
