import { describe, expect, it } from 'vitest';
import { chooseCatalogueEncoding, matchesEtag } from './catalogue-cache';

describe('chooseCatalogueEncoding', () => {
  it('prefers brotli, then gzip, then the plain body', () => {
    expect(chooseCatalogueEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseCatalogueEncoding('gzip')).toBe('gzip');
    expect(chooseCatalogueEncoding('deflate')).toBe('identity');
    expect(chooseCatalogueEncoding(undefined)).toBe('identity');
  });

  it('reads q values and the wildcard', () => {
    expect(chooseCatalogueEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseCatalogueEncoding('*')).toBe('br');
    expect(chooseCatalogueEncoding('*;q=0, identity')).toBe('identity');
  });
});

describe('matchesEtag', () => {
  it('matches one of a list, weak or strong, or *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
