/**
 * The API calls tests make directly (faster than the screens) signed the way the web client signs them
 * (docs/decisions/request-signing.md), since the server requires signatures by default: HMAC-SHA256 over
 * the scheme tag, method, path, timestamp, client environment, device id and a fresh request id, under the
 * session's request key (learned from the sign-in or registration answer that created the token) or the
 * public key before sign-in.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { canonicalRequest, PUBLIC_REQUEST_KEY, SIGNING_HEADERS } from '@cocho/contracts/request-signing';
import type { APIRequestContext, APIResponse } from '@playwright/test';
const DEVICE_ID = 'e'.repeat(64);
const CLIENT_ENV = 'e2e';

/** Session request keys by bearer token, learned from the answers that start sessions (this worker). */
const sessionKeys = new Map<string, Buffer>();

/** Remembers the request key of a session the page started (read from its local storage). */
export function rememberSessionKey(token: string, keyBase64Url: string): void {
  sessionKeys.set(token, Buffer.from(keyBase64Url, 'base64url'));
}

function headerOf(headers: Record<string, string> | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found === undefined ? undefined : headers[found];
}

/** The signature headers of a POST to `url` (a path or an absolute address) with `authorization`. */
export function signatureHeaders(url: string, authorization: string | undefined): Record<string, string> {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  const key = token === undefined ? Buffer.from(PUBLIC_REQUEST_KEY, 'utf8') : sessionKeys.get(token);
  // A token whose session the tests did not start here is sent unsigned: the server refuses it, visibly.
  if (!key) return {};
  const timestamp = String(Date.now());
  const requestId = randomBytes(16).toString('hex');
  const path = new URL(url, 'http://e2e.invalid').pathname;
  const text = canonicalRequest({
    method: 'POST',
    path,
    timestamp,
    clientEnv: CLIENT_ENV,
    deviceId: DEVICE_ID,
    requestId,
  });
  return {
    [SIGNING_HEADERS.timestamp]: timestamp,
    [SIGNING_HEADERS.environment]: CLIENT_ENV,
    [SIGNING_HEADERS.deviceId]: DEVICE_ID,
    [SIGNING_HEADERS.requestId]: requestId,
    [SIGNING_HEADERS.signature]: createHmac('sha256', key).update(text, 'utf8').digest('hex'),
  };
}

async function learnSessionKey(response: APIResponse): Promise<void> {
  if (!response.headers()['content-type']?.includes('application/json')) return;
  try {
    const answer = (await response.json()) as { token?: unknown; assinatura?: { chave?: unknown } };
    if (typeof answer.token === 'string' && typeof answer.assinatura?.chave === 'string')
      rememberSessionKey(answer.token, answer.assinatura.chave);
  } catch {
    // Not JSON after all: nothing to learn.
  }
}

/** `request` whose POSTs carry signature headers and which learns the keys of the sessions it starts. */
export function signingRequest(request: APIRequestContext): APIRequestContext {
  const post: APIRequestContext['post'] = async (url, options = {}) => {
    const headers = options.headers;
    const response = await request.post(url, {
      ...options,
      headers: { ...signatureHeaders(url, headerOf(headers, 'authorization')), ...headers },
    });
    await learnSessionKey(response);
    return response;
  };
  return new Proxy(request, {
    get(target, property, receiver) {
      if (property === 'post') return post;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
