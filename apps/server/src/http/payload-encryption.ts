/**
 * Payload encryption of docs/product/calls.md#shell-calls (docs/decisions/request-signing.md).
 *
 * Layout of an encrypted body: base64( HMAC-SHA256 (32 bytes) ‖ IV (16 random bytes) ‖ AES-256-CBC
 * ciphertext (PKCS#7) ), the HMAC computed over IV ‖ ciphertext (encrypt-then-MAC). Both keys come from the
 * session's request key (http/request-signing.ts): AES key = HMAC-SHA256(request key, "cocho-payload-aes-v1"),
 * HMAC key = HMAC-SHA256(request key, "cocho-payload-hmac-v1"). So only signed-in requests can be encrypted;
 * before sign-in there is no secret the browser and the server share, and a key shipped in the bundle would
 * hide nothing.
 *
 * A request with `x-crypto: aes-cbc-hmac-sha256` sends `{ payload }`; the server checks the HMAC
 * (PAYLOAD_INTEGRITY when it fails), decrypts it into the body before the input-safety walk and the
 * contract, and then answers `{ crypto_res: true, payload }` under the same keys, errors included. Requests
 * without the header are served plain. With PAYLOAD_ENCRYPTION off, encrypted requests are refused
 * (MALFORMED_REQUEST) and sign-in tells the client not to encrypt.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readBearerToken } from '../auth/tokens';
import { appError } from '../errors';
import { sessionRequestKey } from './request-signing';

export const CRYPTO_HEADER = 'x-crypto';
export const CRYPTO_SCHEME = 'aes-cbc-hmac-sha256';

/**
 * Calls always sent plain (docs/product/calls.md#shell-calls), by call name; absolute URLs are never encrypted either. The server
 * would decrypt them all the same; the list is the client's (apps/web/src/api/payload-crypto.ts).
 */
export const ENCRYPTION_EXEMPT_CALLS = [
  'dieta/getFDEmpresa',
  'empresa',
  'dieta/saveFD',
  'dieta/savePD',
] as const;

export type PayloadKeys = { readonly aes: Buffer; readonly mac: Buffer };

const MAC_BYTES = 32;
const IV_BYTES = 16;
const BLOCK_BYTES = 16;

export function payloadKeysOf(requestKey: Uint8Array): PayloadKeys {
  return {
    aes: createHmac('sha256', requestKey).update('cocho-payload-aes-v1').digest(),
    mac: createHmac('sha256', requestKey).update('cocho-payload-hmac-v1').digest(),
  };
}

export function encryptPayload(keys: PayloadKeys, text: string, iv: Buffer = randomBytes(IV_BYTES)): string {
  const cipher = createCipheriv('aes-256-cbc', keys.aes, iv);
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  const mac = createHmac('sha256', keys.mac).update(iv).update(ciphertext).digest();
  return Buffer.concat([mac, iv, ciphertext]).toString('base64');
}

/** The plain text, or null when the payload is malformed or fails its HMAC check. */
export function decryptPayload(keys: PayloadKeys, payload: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) return null;
  const bytes = Buffer.from(payload, 'base64');
  const ciphertextBytes = bytes.length - MAC_BYTES - IV_BYTES;
  if (ciphertextBytes < BLOCK_BYTES || ciphertextBytes % BLOCK_BYTES !== 0) return null;
  const mac = bytes.subarray(0, MAC_BYTES);
  const iv = bytes.subarray(MAC_BYTES, MAC_BYTES + IV_BYTES);
  const ciphertext = bytes.subarray(MAC_BYTES + IV_BYTES);
  const expected = createHmac('sha256', keys.mac).update(iv).update(ciphertext).digest();
  if (!timingSafeEqual(mac, expected)) return null;
  try {
    const decipher = createDecipheriv('aes-256-cbc', keys.aes, iv);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * preValidation (after the body is parsed, before the input-safety walk and registerCall): decrypts
 * encrypted requests. onSend: encrypts the answer of every request that was decrypted, errors included.
 * Installed before @fastify/compress so the encrypted text is what gets compressed.
 */
export function installPayloadEncryption(app: FastifyInstance): void {
  const { config } = app.deps;
  const keysOfRequest = new WeakMap<FastifyRequest, PayloadKeys>();

  app.addHook('preValidation', async (request) => {
    const scheme = request.headers[CRYPTO_HEADER];
    if (scheme === undefined) return;
    if (!config.payloadEncryption || scheme !== CRYPTO_SCHEME) throw appError('MALFORMED_REQUEST');
    const token = readBearerToken(request.headers.authorization);
    if (!token) throw appError('PAYLOAD_INTEGRITY');
    const body: unknown = request.body;
    if (!isRecord(body) || typeof body.payload !== 'string') throw appError('PAYLOAD_INTEGRITY');
    const keys = payloadKeysOf(sessionRequestKey(config, token));
    const text = decryptPayload(keys, body.payload);
    if (text === null) throw appError('PAYLOAD_INTEGRITY');
    // From here on the answer (an error too) goes back encrypted.
    keysOfRequest.set(request, keys);
    try {
      request.body = JSON.parse(text) as unknown;
    } catch {
      throw appError('MALFORMED_REQUEST');
    }
  });

  app.addHook('onSend', async (request, reply, payload: unknown) => {
    const keys = keysOfRequest.get(request);
    if (!keys || typeof payload !== 'string') return payload;
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ crypto_res: true, payload: encryptPayload(keys, payload) });
  });
}
