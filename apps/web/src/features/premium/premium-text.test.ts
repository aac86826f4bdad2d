import { describe, expect, it } from 'vitest';
import { planStatus } from '@cocho/contracts';
import {
  colorOfPlanStatus,
  describePlanStatus,
  describePremiumTime,
  formatCalendarDay,
  formatOfferPrice,
} from './premium-text';

const TODAY = '2026-12-10';
const plan = (data_final: string | null, revogado: 0 | 1 = 0) => planStatus({ data_final, revogado }, TODAY);

describe('premium texts', () => {
  it('reads premium time in days, months or infinite', () => {
    expect(describePremiumTime({ unidade: 'dias', quantidade: 7 })).toEqual({
      key: 'time.days',
      values: { count: 7 },
    });
    expect(describePremiumTime({ unidade: 'meses', quantidade: 12 })).toEqual({
      key: 'time.months',
      values: { count: 12 },
    });
    expect(describePremiumTime({ unidade: 'infinito' })).toEqual({ key: 'time.infinite' });
  });

  it('reads every plan state with its count', () => {
    expect(describePlanStatus(plan('2027-01-30'))).toEqual({ key: 'state.active', values: { count: 51 } });
    expect(describePlanStatus(plan('2026-12-13'))).toEqual({
      key: 'state.expiringSoon',
      values: { count: 3 },
    });
    expect(describePlanStatus(plan(TODAY))).toEqual({ key: 'state.expiresToday' });
    expect(describePlanStatus(plan('2026-12-01'))).toEqual({ key: 'state.expired', values: { count: 9 } });
    expect(describePlanStatus(plan(null))).toEqual({ key: 'state.infinite' });
    expect(describePlanStatus(plan(null, 1))).toEqual({ key: 'state.revoked' });
    expect(colorOfPlanStatus(plan('2026-12-13'))).toBe('warning');
    expect(colorOfPlanStatus(plan('2026-12-01'))).toBe('error');
  });

  it('formats prices and calendar days per language', () => {
    expect(formatOfferPrice(4990, 'BRL', 'pt').replace(/\s/g, ' ')).toBe('R$ 49,90');
    expect(formatOfferPrice(47900, 'BRL', 'en')).toBe('R$479.00');
    expect(formatCalendarDay('2026-12-16', 'pt')).toBe('16/12/2026');
    expect(formatCalendarDay('2026-12-16', 'en')).toBe('12/16/2026');
    expect(formatCalendarDay('2026-12-16', 'es')).toBe('16/12/2026');
  });
});
