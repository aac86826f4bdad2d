import { describe, expect, it } from 'vitest';
import { findMissingFeedKeys } from './feed-completeness';

describe('findMissingFeedKeys', () => {
  it('names the missing keys of MS, PB, NDT, FDN, Ca and P, and counts a 0 as given', () => {
    expect(findMissingFeedKeys({ MS: 99, PB: 281, NDT: 0, FDN: 0, Ca: 0, P: 0 })).toEqual([]);
    expect(findMissingFeedKeys({ PB: 9.9, FDN: 68 })).toEqual(['MS', 'NDT', 'Ca', 'P']);
  });
});
