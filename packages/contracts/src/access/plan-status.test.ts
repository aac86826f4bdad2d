import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, todayInBrasilia } from './calendar-day';
import { isPlanValid, planStatus } from './plan-status';

const TODAY = '2026-11-24';
const until = (data_final: string | null, revogado: 0 | 1 = 0) => ({ data_final, revogado });

describe('planStatus (docs/product/shell.md#premium-state)', () => {
  it.each([
    [null, { state: 'infinite' }],
    ['2027-01-31', { state: 'active', daysLeft: 68 }],
    ['2026-12-02', { state: 'active', daysLeft: 8 }],
    ['2026-12-01', { state: 'expiring_soon', daysLeft: 7 }],
    ['2026-11-25', { state: 'expiring_soon', daysLeft: 1 }],
    ['2026-11-24', { state: 'expires_today' }],
    ['2026-11-23', { state: 'expired', daysAgo: 1 }],
    ['2026-10-25', { state: 'expired', daysAgo: 30 }],
  ] as const)('plan ending %s', (end, expected) => {
    expect(planStatus(until(end), TODAY)).toEqual(expected);
  });

  it('a revoked plan is revoked whatever its end', () => {
    expect(planStatus(until('2027-01-01', 1), TODAY)).toEqual({ state: 'revoked' });
  });

  it('a plan is valid through its last day and not after', () => {
    expect(isPlanValid(until(TODAY), TODAY)).toBe(true);
    expect(isPlanValid(until('2026-11-23'), TODAY)).toBe(false);
    expect(isPlanValid(until(null), TODAY)).toBe(true);
    expect(isPlanValid(until(null, 1), TODAY)).toBe(false);
  });

  it('crosses month and year ends and leap days', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('todayInBrasilia (UTC−3)', () => {
  it('is still the previous day before 03:00 UTC', () => {
    expect(todayInBrasilia(new Date('2026-11-25T02:59:00Z'))).toBe('2026-11-24');
    expect(todayInBrasilia(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
  });
});
