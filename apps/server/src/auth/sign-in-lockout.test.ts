import { describe, expect, it } from 'vitest';
import { isLockedBy, SIGN_IN_LOCKOUT } from './sign-in-lockout';

const now = new Date('2026-12-10T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
/** `count` failures one minute apart, the newest `newestMinutesAgo` before now, newest first. */
const failures = (count: number, newestMinutesAgo: number) =>
  Array.from({ length: count }, (_, index) => minutesAgo(newestMinutesAgo + index));

describe('isLockedBy', () => {
  it('locks on the 10th failure within 15 minutes, for 15 minutes', () => {
    expect(SIGN_IN_LOCKOUT.failures).toBe(10);
    expect(isLockedBy(failures(9, 0), now)).toBe(false);
    expect(isLockedBy(failures(10, 0), now)).toBe(true);
    expect(isLockedBy(failures(10, 14), now)).toBe(true);
    expect(isLockedBy(failures(10, 15), now)).toBe(false);
  });

  it('does not lock when the failures are spread over more than the window', () => {
    const spread = Array.from({ length: 10 }, (_, index) => minutesAgo(index * 2));
    expect(isLockedBy(spread, now)).toBe(false);
  });
});
