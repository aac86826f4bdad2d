import { describe, expect, it } from 'vitest';
import { placeSponsoredFeeds } from './sponsored-feeds';

describe('placeSponsoredFeeds', () => {
  it('puts one sponsored feed at every third position, the rest at the end', () => {
    expect(placeSponsoredFeeds(['a', 'b', 'c', 'd'], ['S1', 'S2', 'S3'])).toEqual([
      'a',
      'b',
      'S1',
      'c',
      'd',
      'S2',
      'S3',
    ]);
  });

  it('leaves the catalogue as it is without sponsored feeds, and changes neither input', () => {
    const catalogue = ['a', 'b', 'c'];
    const sponsored: string[] = [];
    expect(placeSponsoredFeeds(catalogue, sponsored)).toEqual(['a', 'b', 'c']);
    expect(catalogue).toEqual(['a', 'b', 'c']);
  });
});
