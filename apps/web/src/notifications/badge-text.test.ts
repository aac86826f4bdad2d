import { describe, expect, it } from 'vitest';
import { badgeText } from './badge-text';

describe('badgeText', () => {
  it('shows nothing at 0, the count up to 99 and +99 above', () => {
    expect([0, 1, 42, 99, 100, 5000].map(badgeText)).toEqual(['', '1', '42', '99', '+99', '+99']);
  });
});
