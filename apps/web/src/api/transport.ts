/**
 * What `call` needs to sign, encrypt and identify a request (device id, request key, signature, payload
 * encryption), in a chunk of its own: client.ts loads it with the contracts on the first call, so a
 * visitor's first screen, which makes no call, paints without it (docs/decisions/first-screen-budget.md).
 */
export { getDeviceId } from './device-id';
export {
  CRYPTO_HEADER,
  CRYPTO_SCHEME,
  decryptPayload,
  encryptPayload,
  isEncryptionExempt,
  payloadKeysOf,
} from './payload-crypto';
export { rememberRequestKey, requestKeyFor } from './request-key';
export { newRequestId, signRequest, subtleCrypto } from './request-signing';
