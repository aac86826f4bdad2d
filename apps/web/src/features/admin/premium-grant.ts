/**
 * The premium grant dialog's rules (pure): the form starts from the requested offer (type, end day from its
 * premium time, client limit) and every reason "Conceder" is disabled is named. Choices:
 * docs/decisions/premium-screens.md.
 */
import type { TPlanOffer, TPlanType, TPremiumTime } from '@cocho/contracts';
import { nextDay } from './admin-tabs';

export type GrantForm = {
  readonly tipo: TPlanType;
  /** YYYY-MM-DD, or '' when none is chosen. */
  readonly endDate: string;
  readonly isPermanent: boolean;
  /** The client limit as typed. */
  readonly maxClients: string;
};

export const EMPTY_GRANT_FORM: GrantForm = { tipo: 1, endDate: '', isPermanent: false, maxClients: '' };

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day `months` later (the month's last day when it has no such day). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1, 12));
  const lastOfMonth = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastOfMonth));
  return target.toISOString().slice(0, 10);
}

/**
 * The last valid day of a plan of this premium time granted on `today` (today counts as the first day, as
 * the trial and coupons count): 30 days → today + 29; 12 months → the day before the same date a year
 * later; infinite → null. Never before tomorrow (docs/product/shell.md#validation: the end date is after today).
 */
export function endDayOfPremiumTime(time: TPremiumTime, today: string): string | null {
  if (time.unidade === 'infinito') return null;
  const last =
    time.unidade === 'dias'
      ? addDays(today, time.quantidade - 1)
      : addDays(addMonths(today, time.quantidade), -1);
  const tomorrow = nextDay(today);
  return last < tomorrow ? tomorrow : last;
}

/** The form as the requested offer asks (the usual empty form when the request named none). */
export function grantFormOf(offer: TPlanOffer | null | undefined, today: string): GrantForm {
  if (!offer) return EMPTY_GRANT_FORM;
  const endDate = endDayOfPremiumTime(offer.tempo_premium, today);
  return {
    tipo: offer.tipo,
    endDate: endDate ?? '',
    isPermanent: endDate === null,
    maxClients: offer.tipo === 2 && offer.max_clientes !== null ? String(offer.max_clientes) : '',
  };
}

export type GrantBlocker = 'endDate' | 'maxClients' | 'maxClientsWhole' | 'order';

/** Why the grant cannot be sent yet, in the order of the form (empty: it can). */
export function grantBlockers(state: {
  readonly form: GrantForm;
  readonly maxClientsValue: number | null;
  readonly isMaxClientsValid: boolean;
  readonly isOrderValid: boolean;
}): GrantBlocker[] {
  const blockers: GrantBlocker[] = [];
  if (state.form.tipo === 2) {
    if (!state.isMaxClientsValid) blockers.push('maxClientsWhole');
    else if (state.maxClientsValue === null) blockers.push('maxClients');
  }
  if (!state.form.isPermanent && state.form.endDate === '') blockers.push('endDate');
  if (!state.isOrderValid) blockers.push('order');
  return blockers;
}
