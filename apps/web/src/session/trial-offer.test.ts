import { describe, expect, it } from 'vitest';
import type { Profile } from '@cocho/contracts';
import { testUser } from '../testing/test-user';
import { offersTrial } from './trial-offer';

const profiles = (...list: Profile[]) => new Set<Profile>(list);

describe('offersTrial', () => {
  it('offers the trial to a free user who has not used it', () => {
    expect(offersTrial(testUser(), profiles('free'))).toBe(true);
  });

  it('offers no trial once used, to premium users, administrators or without a user', () => {
    expect(offersTrial(testUser({ teste_usado: true }), profiles('free'))).toBe(false);
    expect(offersTrial(testUser(), profiles('free', 'premium'))).toBe(false);
    expect(offersTrial(testUser(), profiles('administrator'))).toBe(false);
    expect(offersTrial(null, profiles('free'))).toBe(false);
  });
});
