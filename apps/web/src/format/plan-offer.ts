/**
 * How a plan offer reads (docs/product/shell.md#constants: premium time in days, months or infinite; the price in the offer's
 * currency), shared by /seja-premium and the administrators' grant dialog. Message keys are of the
 * `premium` namespace.
 */
import type { TPremiumTime } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { numberLocaleOf } from './format';

export type MessageRef = {
  readonly key: string;
  readonly values?: Readonly<Record<string, number | string>>;
};

/** Premium time: "30 days", "12 months" or "no end" (pluralised by `count`). */
export function describePremiumTime(time: TPremiumTime): MessageRef {
  if (time.unidade === 'infinito') return { key: 'time.infinite' };
  return { key: time.unidade === 'dias' ? 'time.days' : 'time.months', values: { count: time.quantidade } };
}

/** An offer's price in its own currency ("R$ 49,90"), in the language's number style. */
export function formatOfferPrice(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(numberLocaleOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
