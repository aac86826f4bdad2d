/**
 * The request signature of docs/product/calls.md#shell-calls (docs/decisions/request-signing.md): HMAC-SHA256, lower-case hex, over
 *
 *   cocho-request-v1 \n METHOD \n /<call name> \n timestamp \n client type \n device id \n request id
 *
 * sent as `x-signature` with a fresh random `x-request-id`, so the server can tell a copy of a request
 * (refused) from a new one. The text and names are @cocho/contracts' (request-signing.ts); the server checks
 * with the same test vector.
 */
import { canonicalRequest, type SignedParts } from '@cocho/contracts/request-signing';

export { canonicalRequest, SIGNATURE_SCHEME } from '@cocho/contracts/request-signing';
export type { SignedParts } from '@cocho/contracts/request-signing';

/** Bytes on a plain ArrayBuffer (what WebCrypto takes). */
export type Bytes = Uint8Array<ArrayBuffer>;

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** WebCrypto, or null outside a secure context (then signing falls back to `hmacSha256Portable`). */
export function subtleCrypto(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null;
}

/** UTF-8 bytes of `text`. */
export function utf8(text: string): Bytes {
  return new Uint8Array(new TextEncoder().encode(text));
}

/** HMAC-SHA256 of `data` under the raw `key`. */
export async function hmacSha256(subtle: SubtleCrypto, key: Bytes, data: Bytes): Promise<Bytes> {
  const imported = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle.sign('HMAC', imported, data));
}

/**
 * HMAC-SHA256 without WebCrypto, for pages outside a secure context (the app served over plain HTTP on a
 * LAN address), where browsers hide `crypto.subtle`: the maintained @noble/hashes implementation, loaded
 * only then, so such a page can still sign the calls the server requires signed.
 */
export async function hmacSha256Portable(key: Bytes, data: Bytes): Promise<Bytes> {
  const [{ hmac }, { sha256 }] = await Promise.all([
    import('@noble/hashes/hmac'),
    import('@noble/hashes/sha2'),
  ]);
  return new Uint8Array(hmac(sha256, key, data));
}

/** The request's signature (lower-case hex); `subtle` null signs with the portable HMAC. */
export async function signRequest(
  subtle: SubtleCrypto | null,
  key: Bytes,
  parts: SignedParts,
): Promise<string> {
  const text = utf8(canonicalRequest(parts));
  return toHex(subtle ? await hmacSha256(subtle, key, text) : await hmacSha256Portable(key, text));
}

/** 16 random bytes in hex: the request id. */
export function newRequestId(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}
