import { describe, expect, it } from 'vitest';
import { generateSessionToken, hashSessionToken, readBearerToken } from './tokens';

describe('session tokens', () => {
  it('are 43 base64url characters (32 bytes) and differ each time', () => {
    const a = generateSessionToken();
    const b = generateSessionToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('hash to the SHA-256 hex of the token', () => {
    // SHA-256("abc") from FIPS 180-2, appendix B.1.
    expect(hashSessionToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('reads bearer headers and rejects other schemes', () => {
    expect(readBearerToken('Bearer abc.def')).toBe('abc.def');
    expect(readBearerToken('bearer  xyz ')).toBe('xyz');
    expect(readBearerToken('Basic abc')).toBeNull();
    expect(readBearerToken('Bearer')).toBeNull();
    expect(readBearerToken(undefined)).toBeNull();
  });
});
