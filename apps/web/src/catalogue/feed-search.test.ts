import { describe, expect, it } from 'vitest';
import { matchesFeedSearch } from './feed-search';

const CASSAVA = {
  name: 'Mandioca (raspa/farinha seca)',
  name_en: 'Tapioca (Cassava)',
  name_es: null,
  name_sci: 'Manihot esculenta',
};

describe('matchesFeedSearch (the one feed search of every screen)', () => {
  it('needs every word, in any order, ignoring case, accents and punctuation around them', () => {
    expect(matchesFeedSearch(CASSAVA, 'mandioca raspa')).toBe(true);
    expect(matchesFeedSearch(CASSAVA, 'RASPA   mandioca')).toBe(true);
    expect(matchesFeedSearch(CASSAVA, 'mandióca')).toBe(true);
    expect(matchesFeedSearch(CASSAVA, 'mandioca milho')).toBe(false);
  });

  it('looks in the English and scientific names too, and an empty search matches all', () => {
    expect(matchesFeedSearch(CASSAVA, 'cassava')).toBe(true);
    expect(matchesFeedSearch(CASSAVA, 'manihot')).toBe(true);
    expect(matchesFeedSearch(CASSAVA, '  ')).toBe(true);
    expect(matchesFeedSearch({ name: 'Açúcar', name_en: null, name_es: null }, 'acucar')).toBe(true);
  });
});
