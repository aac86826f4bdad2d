import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { decryptPayload, encryptPayload, payloadKeysOf } from './payload-encryption';
import { ReplayMemory } from '../cluster/replay-store';
import { canonicalRequest, signRequest } from './request-signing';

/**
 * Fixed vectors, repeated in apps/web/src/api/request-signing.test.ts: the browser (WebCrypto) and the server
 * (node:crypto) must produce the same bytes.
 */
const KEY = Buffer.from(Array.from({ length: 32 }, (_, index) => index));
const PARTS = {
  method: 'POST',
  path: '/dieta/saveFD',
  timestamp: '1790000000000',
  clientEnv: 'web',
  deviceId: 'a'.repeat(64),
  requestId: '0123456789abcdef0123456789abcdef',
};
const SIGNATURE = '1b607a88e866d8fbed49fd701d4cddebeb4f7bb42c1592010228de645009898d';
const ENCRYPTED = '2dLRZIYz70qHtS8saPRDjdwRT7xpS4+5uLXIcYlU5Q0RERERERERERERERERERERmfgO14ONxwHJO7LKiLomHA==';

describe('request signature', () => {
  it('signs the canonical text with HMAC-SHA256 in hex', () => {
    expect(canonicalRequest(PARTS)).toBe(
      `cocho-request-v1\nPOST\n/dieta/saveFD\n1790000000000\nweb\n${'a'.repeat(64)}\n0123456789abcdef0123456789abcdef`,
    );
    expect(signRequest(KEY, PARTS)).toBe(SIGNATURE);
    expect(signRequest(KEY, { ...PARTS, path: '/dieta/savePD' })).not.toBe(SIGNATURE);
  });

  it('remembers a signature until it leaves the window', () => {
    const memory = new ReplayMemory(10);
    expect(memory.rememberNow('a', 'ip', 1_000, 0)).toBe('new');
    expect(memory.rememberNow('a', 'ip', 1_000, 999)).toBe('replayed');
    expect(memory.rememberNow('a', 'ip', 2_000, 1_000)).toBe('new');
    expect(memory.size).toBe(1);
  });

  it('never forgets a signature early: a client over its bound is refused instead', () => {
    const memory = new ReplayMemory(2);
    expect(memory.rememberNow('a', 'flood', 60_000, 0)).toBe('new');
    expect(memory.rememberNow('b', 'flood', 60_000, 0)).toBe('new');
    expect(memory.rememberNow('c', 'flood', 60_000, 0)).toBe('full');
    // Another client is not held back, and the first signatures are still known.
    expect(memory.rememberNow('d', 'other', 60_000, 0)).toBe('new');
    expect(memory.rememberNow('a', 'other', 60_000, 1)).toBe('replayed');
    // Once they leave the window the client may send again.
    expect(memory.rememberNow('e', 'flood', 120_000, 60_001)).toBe('new');
    expect(memory.size).toBe(1);
  });

  it('requires signatures by default, with or without a configured secret, and refuses an unknown mode', () => {
    expect(parseConfig({ REQUEST_SIGNING: 'required' }).ok).toBe(true);
    expect(parseConfig({ REQUEST_SIGNING_SECRET: 'x'.repeat(31) }).ok).toBe(false);
    expect(parseConfig({ REQUEST_SIGNING: 'sometimes' }).ok).toBe(false);
    const defaults = parseConfig({});
    expect(defaults.ok && defaults.value.requestSigning).toBe('required');
    expect(defaults.ok && defaults.value.payloadEncryption).toBe(false);
  });
});

describe('payload encryption', () => {
  it('lays out HMAC ‖ IV ‖ AES-CBC ciphertext in base64', () => {
    const keys = payloadKeysOf(KEY);
    expect(encryptPayload(keys, '{"x":1}', Buffer.alloc(16, 0x11))).toBe(ENCRYPTED);
    const bytes = Buffer.from(ENCRYPTED, 'base64');
    expect(bytes.length).toBe(32 + 16 + 16);
    expect(bytes.subarray(32, 48)).toEqual(Buffer.alloc(16, 0x11));
    expect(decryptPayload(keys, ENCRYPTED)).toBe('{"x":1}');
  });

  it('gives a fresh IV every time and refuses any changed byte', () => {
    const keys = payloadKeysOf(KEY);
    const first = encryptPayload(keys, 'same');
    expect(encryptPayload(keys, 'same')).not.toBe(first);
    const bytes = Buffer.from(first, 'base64');
    for (let index = 0; index < bytes.length; index += 1) {
      const copy = Buffer.from(bytes);
      copy[index] = (copy[index] ?? 0) ^ 0x80;
      expect(decryptPayload(keys, copy.toString('base64'))).toBeNull();
    }
    expect(decryptPayload(payloadKeysOf(Buffer.alloc(32)), first)).toBeNull();
  });
});
