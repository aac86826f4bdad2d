import { describe, expect, it } from 'vitest';
import { logoutMessageOf, outcomeOfFreshUser, TOKEN_CHECK_INTERVAL_MS, tokenCheckDelay } from './token-check';

describe('tokenCheckDelay', () => {
  it('checks at once the first time and after the interval', () => {
    expect(tokenCheckDelay(1_000, null)).toBe(0);
    expect(tokenCheckDelay(1_000 + TOKEN_CHECK_INTERVAL_MS, 1_000)).toBe(0);
    expect(tokenCheckDelay(1_000 + TOKEN_CHECK_INTERVAL_MS + 5, 1_000)).toBe(0);
  });

  it('waits for the rest of the interval after a recent check', () => {
    expect(tokenCheckDelay(11_000, 1_000)).toBe(TOKEN_CHECK_INTERVAL_MS - 10_000);
  });
});

describe('outcomeOfFreshUser', () => {
  const fresh = { liberado: 1, EXCLUIDO: 0, area_universitaria: false } as const;
  it('logs out an account under review or inactive', () => {
    expect(outcomeOfFreshUser(null, { ...fresh, liberado: 0 })).toEqual({
      kind: 'logout',
      messageKey: 'session.underReview',
    });
    expect(outcomeOfFreshUser(null, { ...fresh, EXCLUIDO: 1 })).toEqual({
      kind: 'logout',
      messageKey: 'session.inactive',
    });
  });

  it('reloads when the university area changed, keeps otherwise', () => {
    expect(outcomeOfFreshUser({ area_universitaria: true }, fresh)).toEqual({ kind: 'reload' });
    expect(outcomeOfFreshUser({ area_universitaria: false }, fresh)).toEqual({ kind: 'keep' });
    expect(outcomeOfFreshUser(null, fresh)).toEqual({ kind: 'keep' });
  });
});

describe('logoutMessageOf', () => {
  it('maps the account error codes to the product messages', () => {
    expect(logoutMessageOf('ACCOUNT_UNDER_REVIEW')).toBe('session.underReview');
    expect(logoutMessageOf('ACCOUNT_INACTIVE')).toBe('session.inactive');
    expect(logoutMessageOf('ACCOUNT_SUSPENDED')).toBe('session.suspended');
    expect(logoutMessageOf('NETWORK_FAILURE')).toBeNull();
  });
});
