/**
 * How plans read on /seja-premium (spec 01 §3 Plan/subscription, §4 Premium plan, §9 premium time in days,
 * months or infinite): message keys of the `premium` namespace with their values, so the words stay in the
 * catalogues and these rules stay testable.
 */
import type { PlanStatus, TPremiumTime } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { formatDate, numberLocaleOf } from '../../format/format';

export type MessageRef = {
  readonly key: string;
  readonly values?: Readonly<Record<string, number | string>>;
};

/** Premium time: "30 days", "12 months" or "no end" (pluralised by `count`). */
export function describePremiumTime(time: TPremiumTime): MessageRef {
  if (time.unidade === 'infinito') return { key: 'time.infinite' };
  return { key: time.unidade === 'dias' ? 'time.days' : 'time.months', values: { count: time.quantidade } };
}

/** A plan's expiry state: active, expiring soon, expires today, expired N days ago, infinite, revoked. */
export function describePlanStatus(status: PlanStatus): MessageRef {
  switch (status.state) {
    case 'active':
      return { key: 'state.active', values: { count: status.daysLeft } };
    case 'expiring_soon':
      return { key: 'state.expiringSoon', values: { count: status.daysLeft } };
    case 'expires_today':
      return { key: 'state.expiresToday' };
    case 'expired':
      return { key: 'state.expired', values: { count: status.daysAgo } };
    case 'infinite':
      return { key: 'state.infinite' };
    case 'revoked':
      return { key: 'state.revoked' };
  }
}

/** The chip colour of a plan state. */
export function colorOfPlanStatus(status: PlanStatus): 'success' | 'warning' | 'error' | 'default' {
  switch (status.state) {
    case 'active':
    case 'infinite':
      return 'success';
    case 'expiring_soon':
    case 'expires_today':
      return 'warning';
    case 'expired':
    case 'revoked':
      return 'error';
  }
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

/** A calendar day (YYYY-MM-DD) as the language writes dates, whatever the browser's time zone. */
export function formatCalendarDay(day: string, language: Language): string {
  return formatDate(`${day.slice(0, 10)}T12:00:00Z`, language, 'UTC');
}
