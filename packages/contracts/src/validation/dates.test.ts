import { describe, expect, it } from 'vitest';
import { birthDateProblem, isCalendarDate, latestCalendarDate } from './dates';

describe('birth dates', () => {
  const today = '2026-11-24';

  it('accepts a past date and today', () => {
    expect(birthDateProblem('1980-02-29', today)).toBeNull();
    expect(birthDateProblem(today, today)).toBeNull();
  });

  it('refuses a date after today', () => {
    expect(birthDateProblem('2026-11-25', today)).toBe('birthDateFuture');
  });

  it.each(['1981-02-29', '2000-13-01', '24/11/2000', '2000-1-1', '', '1899-12-31'])('refuses %j', (text) => {
    expect(birthDateProblem(text, today)).toBe('birthDateInvalid');
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
  });

  it('takes today as the latest date on Earth (UTC+14)', () => {
    expect(latestCalendarDate(new Date('2026-11-24T09:59:00Z'))).toBe('2026-11-24');
    expect(latestCalendarDate(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-25');
  });
});
