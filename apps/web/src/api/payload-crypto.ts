/**
 * Payload encryption of docs/product/calls.md#shell-calls in the browser (WebCrypto), the twin of
 * apps/server/src/http/payload-encryption.ts: base64( HMAC-SHA256 (32) ‖ IV (16 random bytes) ‖ AES-256-CBC
 * ciphertext ), the HMAC over IV ‖ ciphertext, keys derived from the session's request key. Used only when
 * the sign-in answer said `criptografia: true`, for calls that are not exempt.
 */
import { hmacSha256, utf8 } from './request-signing';
import type { Bytes } from './request-signing';

export const CRYPTO_HEADER = 'x-crypto';
export const CRYPTO_SCHEME = 'aes-cbc-hmac-sha256';

/** Calls always sent plain (docs/product/calls.md#shell-calls); absolute URLs too. */
export const ENCRYPTION_EXEMPT_CALLS: ReadonlySet<string> = new Set([
  'dieta/getFDEmpresa',
  'empresa',
  'dieta/saveFD',
  'dieta/savePD',
]);

export function isEncryptionExempt(name: string): boolean {
  return ENCRYPTION_EXEMPT_CALLS.has(name) || /^[a-z][a-z0-9+.-]*:\/\//i.test(name);
}

export type PayloadKeys = { readonly aes: CryptoKey; readonly mac: CryptoKey };

const MAC_BYTES = 32;
const IV_BYTES = 16;

export async function payloadKeysOf(subtle: SubtleCrypto, requestKey: Bytes): Promise<PayloadKeys> {
  const [aes, mac] = await Promise.all([
    hmacSha256(subtle, requestKey, utf8('cocho-payload-aes-v1')),
    hmacSha256(subtle, requestKey, utf8('cocho-payload-hmac-v1')),
  ]);
  return {
    aes: await subtle.importKey('raw', aes, { name: 'AES-CBC' }, false, ['encrypt', 'decrypt']),
    mac: await subtle.importKey('raw', mac, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Bytes | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

export async function encryptPayload(
  subtle: SubtleCrypto,
  keys: PayloadKeys,
  text: string,
  iv: Bytes = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES)),
): Promise<string> {
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv }, keys.aes, utf8(text)));
  const signed = new Uint8Array(IV_BYTES + ciphertext.length);
  signed.set(iv, 0);
  signed.set(ciphertext, IV_BYTES);
  const mac = new Uint8Array(await subtle.sign('HMAC', keys.mac, signed));
  const out = new Uint8Array(MAC_BYTES + signed.length);
  out.set(mac, 0);
  out.set(signed, MAC_BYTES);
  return toBase64(out);
}

/** The plain text, or null when the payload is malformed or fails its HMAC check. */
export async function decryptPayload(
  subtle: SubtleCrypto,
  keys: PayloadKeys,
  payload: string,
): Promise<string | null> {
  const bytes = fromBase64(payload);
  if (!bytes || bytes.length < MAC_BYTES + IV_BYTES + 16) return null;
  const mac = bytes.subarray(0, MAC_BYTES);
  const signed = bytes.subarray(MAC_BYTES);
  if (!(await subtle.verify('HMAC', keys.mac, mac, signed))) return null;
  try {
    const plain = await subtle.decrypt(
      { name: 'AES-CBC', iv: signed.subarray(0, IV_BYTES) },
      keys.aes,
      signed.subarray(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
