// @vitest-environment happy-dom
/**
 * The transport rules of docs/product/calls.md#shell-calls as the client applies them. The expected bytes are computed here with
 * node:crypto (the server's library), independently of the client's WebCrypto code, and the fixed vectors
 * are the ones of apps/server/src/http/request-signing.test.ts.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@cocho/contracts';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { testUser } from '../testing/test-user';
import { call, errorCodeOf, resetClockOffset, setUnauthenticatedListener } from './client';
import { decryptPayload, encryptPayload, isEncryptionExempt, payloadKeysOf } from './payload-crypto';
import { PUBLIC_REQUEST_KEY, REQUEST_KEY_STORAGE } from './request-key';
import { signRequest } from './request-signing';

const KEY = Buffer.from(Array.from({ length: 32 }, (_, index) => index));
const VECTOR_PARTS = {
  method: 'POST',
  path: '/dieta/saveFD',
  timestamp: '1790000000000',
  clientEnv: 'web',
  deviceId: 'a'.repeat(64),
  requestId: '0123456789abcdef0123456789abcdef',
};
const VECTOR_SIGNATURE = '1b607a88e866d8fbed49fd701d4cddebeb4f7bb42c1592010228de645009898d';
const VECTOR_ENCRYPTED =
  '2dLRZIYz70qHtS8saPRDjdwRT7xpS4+5uLXIcYlU5Q0RERERERERERERERERERERmfgO14ONxwHJO7LKiLomHA==';

const subtle = globalThis.crypto.subtle;
const bytes = (buffer: Buffer) => new Uint8Array(buffer);

/** The server's side of the scheme, with node:crypto. */
const server = {
  sign(key: Buffer, headers: Record<string, string>, path: string): string {
    const text = [
      'cocho-request-v1',
      'POST',
      path,
      headers['x-timestamp'],
      headers['x-client-env'],
      headers['x-device-id'],
      headers['x-request-id'],
    ].join('\n');
    return createHmac('sha256', key).update(text).digest('hex');
  },
  keys(key: Buffer) {
    return {
      aes: createHmac('sha256', key).update('cocho-payload-aes-v1').digest(),
      mac: createHmac('sha256', key).update('cocho-payload-hmac-v1').digest(),
    };
  },
  encrypt(key: Buffer, text: string): string {
    const { aes, mac } = server.keys(key);
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', aes, iv);
    const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    const check = createHmac('sha256', mac).update(iv).update(ciphertext).digest();
    return Buffer.concat([check, iv, ciphertext]).toString('base64');
  },
  decrypt(key: Buffer, payload: string): string {
    const { aes, mac } = server.keys(key);
    const data = Buffer.from(payload, 'base64');
    const check = createHmac('sha256', mac).update(data.subarray(32)).digest();
    expect(check.equals(data.subarray(0, 32))).toBe(true);
    const decipher = createDecipheriv('aes-256-cbc', aes, data.subarray(32, 48));
    return Buffer.concat([decipher.update(data.subarray(48)), decipher.final()]).toString('utf8');
  },
};

describe('fixed vectors shared with the server', () => {
  it('signs and encrypts to the same bytes as node:crypto', async () => {
    expect(await signRequest(subtle, bytes(KEY), VECTOR_PARTS)).toBe(VECTOR_SIGNATURE);
    const keys = await payloadKeysOf(subtle, bytes(KEY));
    const iv = new Uint8Array(16).fill(0x11);
    expect(await encryptPayload(subtle, keys, '{"x":1}', iv)).toBe(VECTOR_ENCRYPTED);
    expect(await decryptPayload(subtle, keys, VECTOR_ENCRYPTED)).toBe('{"x":1}');
  });

  it('refuses a payload with any byte changed', async () => {
    const keys = await payloadKeysOf(subtle, bytes(KEY));
    const data = Buffer.from(VECTOR_ENCRYPTED, 'base64');
    for (const at of [0, 31, 32, 47, 48, data.length - 1]) {
      const copy = Buffer.from(data);
      copy[at] = (copy[at] ?? 0) ^ 1;
      expect(await decryptPayload(subtle, keys, copy.toString('base64'))).toBeNull();
    }
  });

  it('exempts the unencrypted product calls and absolute URLs from encryption', () => {
    for (const name of [
      'dieta/getFDEmpresa',
      'empresa',
      'dieta/saveFD',
      'dieta/savePD',
      'https://x.test/a',
    ]) {
      expect(isEncryptionExempt(name)).toBe(true);
    }
    expect(isEncryptionExempt('verificaToken')).toBe(false);
  });
});

type Sent = { url: string; headers: Record<string, string>; body: string };
let sent: Sent[];
type Answer = { status: number; body: unknown; headers?: Record<string, string> };

function answerWith(...answers: Answer[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string>, body: String(init.body) });
      const answer = answers[Math.min(sent.length - 1, answers.length - 1)] as Answer;
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: answer.headers });
    }),
  );
}

const SESSION_KEY = randomBytes(32);
const LOGIN_ANSWER = (criptografia: boolean) => ({
  token: 'tok-1',
  user: testUser(),
  sessoes: 1,
  assinatura: { chave: SESSION_KEY.toString('base64url'), criptografia },
});

/** Signs in through call() (which keeps the key) and stores the token as the session does. */
async function signIn(criptografia: boolean): Promise<void> {
  answerWith({ status: 200, body: LOGIN_ANSWER(criptografia) });
  await call('appLogin', { email: 'ana@cocho.test', password: 'x' });
  localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
  sent = [];
}

beforeEach(() => {
  localStorage.clear();
  resetClockOffset();
  sent = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthenticatedListener(null);
});

describe('signing', () => {
  it('signs calls before sign-in with the public key and a fresh request id each time', async () => {
    answerWith({ status: 200, body: { ip: '1.2.3.4' } });
    await call('meuIP', {});
    await call('meuIP', {});
    const [first, second] = sent as [Sent, Sent];
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    for (const request of [first, second]) {
      expect(request.headers['x-signature']).toBe(
        server.sign(Buffer.from(PUBLIC_REQUEST_KEY), request.headers, '/auth/meuIP'),
      );
    }
  });

  it('keeps the key of the sign-in answer and signs the session calls with it', async () => {
    await signIn(false);
    expect(JSON.parse(localStorage.getItem(REQUEST_KEY_STORAGE) ?? '{}')).toMatchObject({ token: 'tok-1' });
    answerWith({ status: 200, body: { user: testUser() } });
    await call('verificaToken', {});
    const [request] = sent as [Sent];
    expect(request.headers.authorization).toBe('Bearer tok-1');
    expect(request.headers['x-signature']).toBe(server.sign(SESSION_KEY, request.headers, '/verificaToken'));
    expect(request.headers['x-crypto']).toBeUndefined();
    expect(JSON.parse(request.body)).toHaveProperty('_timestamp');
  });

  it('signs outside a secure context (no crypto.subtle) with the same bytes, sending the body plain', async () => {
    expect(await signRequest(null, bytes(KEY), VECTOR_PARTS)).toBe(VECTOR_SIGNATURE);
    await signIn(true);
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    answerWith({ status: 200, body: { user: testUser() } });
    await call('verificaToken', {});
    const [request] = sent as [Sent];
    expect(request.headers['x-signature']).toBe(server.sign(SESSION_KEY, request.headers, '/verificaToken'));
    expect(request.headers['x-crypto']).toBeUndefined();
    expect(JSON.parse(request.body)).toHaveProperty('_timestamp');
  });

  it('sends a session without a key (an older sign-in) unsigned, and signs out when that is refused', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old-token');
    answerWith({ status: 200, body: { user: testUser() } });
    await call('verificaToken', {});
    expect(sent[0]?.headers['x-signature']).toBeUndefined();
    const listener = vi.fn();
    setUnauthenticatedListener(listener);
    answerWith({ status: 401, body: { code: 'SIGNATURE_INVALID', message: 'x' } });
    await call('verificaToken', {}).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('retries once on the server clock when the timestamp is refused as expired', async () => {
    const serverNow = Date.now() + 3_600_000;
    answerWith(
      {
        status: 401,
        body: { code: 'REQUEST_EXPIRED', message: 'x' },
        headers: { date: new Date(serverNow).toUTCString() },
      },
      { status: 200, body: { ip: '1.2.3.4' } },
    );
    expect(await call('meuIP', {})).toEqual({ ip: '1.2.3.4' });
    expect(sent).toHaveLength(2);
    const retried = Number(sent[1]?.headers['x-timestamp']);
    expect(Math.abs(retried - serverNow)).toBeLessThan(5_000);
    expect(sent[1]?.headers['x-request-id']).not.toBe(sent[0]?.headers['x-request-id']);
  });

  it('signs out when the session key no longer signs (SIGNATURE_INVALID)', async () => {
    await signIn(false);
    const listener = vi.fn();
    setUnauthenticatedListener(listener);
    answerWith({ status: 401, body: { code: 'SIGNATURE_INVALID', message: 'x' } });
    expect(errorCodeOf(await call('verificaToken', {}).catch((caught: unknown) => caught))).toBe(
      'SIGNATURE_INVALID',
    );
    expect(listener).toHaveBeenCalledWith('verificaToken');
  });
});

describe('payload encryption', () => {
  it('encrypts the body when the sign-in answer asks for it and decrypts the answer', async () => {
    await signIn(true);
    answerWith({
      status: 200,
      body: { crypto_res: true, payload: server.encrypt(SESSION_KEY, JSON.stringify({ user: testUser() })) },
    });
    const answer = await call('verificaToken', { lat: 1.5 });
    expect(answer.user.id).toBe(testUser().id);
    const [request] = sent as [Sent];
    expect(request.headers['x-crypto']).toBe('aes-cbc-hmac-sha256');
    const body = JSON.parse(request.body) as { payload: string };
    expect(Object.keys(body)).toEqual(['payload']);
    expect(JSON.parse(server.decrypt(SESSION_KEY, body.payload))).toMatchObject({
      lat: 1.5,
      _timestamp: Number(request.headers['x-timestamp']),
    });
  });

  it('decrypts encrypted errors into their code', async () => {
    await signIn(true);
    const error = { code: 'NOT_FOUND', message: 'Not found.' };
    answerWith({
      status: 404,
      body: { crypto_res: true, payload: server.encrypt(SESSION_KEY, JSON.stringify(error)) },
    });
    const caught = await call('verificaToken', {}).catch((thrown: unknown) => thrown);
    expect(caught).toBeInstanceOf(AppError);
    expect(errorCodeOf(caught)).toBe('NOT_FOUND');
  });

  it('refuses an answer that fails its integrity check with PAYLOAD_INTEGRITY', async () => {
    await signIn(true);
    const good = Buffer.from(server.encrypt(SESSION_KEY, JSON.stringify({ user: testUser() })), 'base64');
    good[good.length - 1] = (good[good.length - 1] ?? 0) ^ 1;
    answerWith({ status: 200, body: { crypto_res: true, payload: good.toString('base64') } });
    expect(errorCodeOf(await call('verificaToken', {}).catch((thrown: unknown) => thrown))).toBe(
      'PAYLOAD_INTEGRITY',
    );
    const otherKey = server.encrypt(randomBytes(32), JSON.stringify({ user: testUser() }));
    answerWith({ status: 200, body: { crypto_res: true, payload: otherKey } });
    expect(errorCodeOf(await call('verificaToken', {}).catch((thrown: unknown) => thrown))).toBe(
      'PAYLOAD_INTEGRITY',
    );
  });

  it('sends the exempt calls plain, still signed', async () => {
    await signIn(true);
    answerWith({ status: 500, body: { code: 'INTERNAL', message: 'x' } });
    await call('saveFD', { dieta: '{"nome":"x"}' }).catch(() => undefined);
    const [request] = sent as [Sent];
    expect(request.headers['x-crypto']).toBeUndefined();
    expect(JSON.parse(request.body)).toMatchObject({ dieta: '{"nome":"x"}' });
    expect(request.headers['x-signature']).toBe(server.sign(SESSION_KEY, request.headers, '/dieta/saveFD'));
  });

  it('sends plain before sign-in even when the server encrypts', async () => {
    answerWith({ status: 200, body: { ip: '1.2.3.4' } });
    await call('meuIP', {});
    expect(sent[0]?.headers['x-crypto']).toBeUndefined();
  });
});
