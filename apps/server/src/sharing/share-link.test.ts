import { describe, expect, it } from 'vitest';
import { readShareLink, signShareLink } from './share-link';

const KEY = 'a share-link key of at least thirty-two characters';
const NOW = new Date('2026-11-24T12:00:00.000Z');
const LATER = new Date('2026-12-24T12:00:00.000Z');
const CLAIM = { linkId: 3, dietId: 7, expiresAt: LATER };

describe('public link signatures', () => {
  it('holds the link id, the expiry in whole seconds and a 32-byte MAC', () => {
    expect(signShareLink(KEY, CLAIM)).toMatch(/^3\.1798113600\.[A-Za-z0-9_-]{43}$/);
  });

  it('answers its link id until the expiry, not at or after it', () => {
    const signature = signShareLink(KEY, CLAIM);
    expect(readShareLink(KEY, 7, signature, NOW)).toBe(3);
    expect(readShareLink(KEY, 7, signature, new Date(LATER.getTime() - 1))).toBe(3);
    expect(readShareLink(KEY, 7, signature, LATER)).toBeNull();
  });

  it('refuses another record, another key, a moved expiry or link id and malformed text', () => {
    const signature = signShareLink(KEY, CLAIM);
    const [link, expiry, mac] = signature.split('.') as [string, string, string];
    expect(readShareLink(KEY, 8, signature, NOW)).toBeNull();
    expect(readShareLink(`${KEY}!`, 7, signature, NOW)).toBeNull();
    expect(readShareLink(KEY, 7, `${link}.${Number(expiry) + 1}.${mac}`, NOW)).toBeNull();
    expect(readShareLink(KEY, 7, `4.${expiry}.${mac}`, NOW)).toBeNull();
    for (const text of ['', '..', `${link}.${expiry}.`, `${expiry}.${mac}`, `${signature}=`, mac])
      expect([text, readShareLink(KEY, 7, text, NOW)]).toEqual([text, null]);
  });
});
