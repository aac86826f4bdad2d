/**
 * The session's request key (docs/decisions/request-signing.md): handed out by the server in the answer that
 * starts a session (`assinatura`: `chave`, base64url of 32 bytes, and `criptografia`), kept in local storage
 * beside the token it belongs to, and cleared with the session (it is not one of the keys that survive
 * logout). Before sign-in requests are signed with the public key, which proves nothing about the sender;
 * it only lets the server refuse stale requests and copies.
 */
export const REQUEST_KEY_STORAGE = 'request-key';

import { PUBLIC_REQUEST_KEY } from '@cocho/contracts/request-signing';

/** The public key of requests without a bearer token. */
export { PUBLIC_REQUEST_KEY };

export type StoredRequestKey = {
  /** The session token this key belongs to. */
  readonly token: string;
  readonly chave: string;
  readonly criptografia: boolean;
};

export type RequestKey =
  /** A signed-in session with its key. */
  | { readonly kind: 'session'; readonly bytes: Uint8Array<ArrayBuffer>; readonly encrypt: boolean }
  /** No session: the public key. */
  | { readonly kind: 'public'; readonly bytes: Uint8Array<ArrayBuffer> }
  /** A session started before keys existed (or by an older server): sent unsigned. */
  | { readonly kind: 'none' };

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function isStoredRequestKey(value: unknown): value is StoredRequestKey {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' &&
    typeof record.chave === 'string' &&
    typeof record.criptografia === 'boolean'
  );
}

function readStored(): StoredRequestKey | null {
  const text = localStorage.getItem(REQUEST_KEY_STORAGE);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isStoredRequestKey(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps the key of an answer that started a session (auth/appLogin, auth/register). */
export function rememberRequestKey(answer: unknown): void {
  if (typeof answer !== 'object' || answer === null) return;
  const { token, assinatura } = answer as { token?: unknown; assinatura?: unknown };
  if (typeof token !== 'string' || typeof assinatura !== 'object' || assinatura === null) return;
  const { chave, criptografia } = assinatura as { chave?: unknown; criptografia?: unknown };
  if (typeof chave !== 'string' || typeof criptografia !== 'boolean') return;
  const stored: StoredRequestKey = { token, chave, criptografia };
  localStorage.setItem(REQUEST_KEY_STORAGE, JSON.stringify(stored));
}

/** The key to sign a request sent with `token` (the bearer token, or null before sign-in). */
export function requestKeyFor(token: string | null): RequestKey {
  if (!token) return { kind: 'public', bytes: new Uint8Array(new TextEncoder().encode(PUBLIC_REQUEST_KEY)) };
  const stored = readStored();
  if (!stored || stored.token !== token) return { kind: 'none' };
  try {
    return { kind: 'session', bytes: fromBase64Url(stored.chave), encrypt: stored.criptografia };
  } catch {
    return { kind: 'none' };
  }
}
