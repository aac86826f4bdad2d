import { describe, expect, it } from 'vitest';
import { isShareLinkValid, signShareLink } from './share-link';

const KEY = 'a share-link key of at least thirty-two characters';
const NOW = new Date('2026-11-24T12:00:00.000Z');
const LATER = new Date('2026-12-24T12:00:00.000Z');

describe('public link signatures', () => {
  it('holds the expiry in whole seconds and a 32-byte MAC', () => {
    expect(signShareLink(KEY, 7, LATER)).toMatch(/^1798113600\.[A-Za-z0-9_-]{43}$/);
  });

  it('accepts its own signature until the expiry, not at or after it', () => {
    const signature = signShareLink(KEY, 7, LATER);
    expect(isShareLinkValid(KEY, 7, signature, NOW)).toBe(true);
    expect(isShareLinkValid(KEY, 7, signature, new Date(LATER.getTime() - 1))).toBe(true);
    expect(isShareLinkValid(KEY, 7, signature, LATER)).toBe(false);
  });

  it('refuses another record, another key, a moved expiry and malformed text', () => {
    const signature = signShareLink(KEY, 7, LATER);
    const [expiry, mac] = signature.split('.') as [string, string];
    expect(isShareLinkValid(KEY, 8, signature, NOW)).toBe(false);
    expect(isShareLinkValid(`${KEY}!`, 7, signature, NOW)).toBe(false);
    expect(isShareLinkValid(KEY, 7, `${Number(expiry) + 1}.${mac}`, NOW)).toBe(false);
    for (const text of ['', '.', `${expiry}.`, `${expiry}.${mac}=`, `-1.${mac}`, `${expiry} ${mac}`, mac])
      expect([text, isShareLinkValid(KEY, 7, text, NOW)]).toEqual([text, false]);
  });
});
