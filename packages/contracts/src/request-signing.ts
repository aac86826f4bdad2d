/**
 * The request-signing rule shared by the server, the web client and the end-to-end tests
 * (docs/product/calls.md#shell-calls, docs/decisions/request-signing.md): HMAC-SHA256, lower-case hex, over
 *
 *   cocho-request-v1 \n METHOD \n /<call name> \n x-timestamp \n x-client-env \n x-device-id \n x-request-id
 *
 * under the session's request key, or `PUBLIC_REQUEST_KEY` before sign-in. Each side brings its own HMAC
 * (node:crypto, WebCrypto); this module holds only the text and the names, so it is free of zod and Node.
 */

/** First line of every signed text: a new scheme gets a new tag. */
export const SIGNATURE_SCHEME = 'cocho-request-v1';

/**
 * Key of requests sent without a bearer token (sign-in, registration, public lists). It is public (it ships
 * in the web bundle): such a signature proves nothing about the sender, it only lets the server refuse
 * stale requests and copies.
 */
export const PUBLIC_REQUEST_KEY = 'cocho-public-request-key-v1';

/** The headers a signed request carries. */
export const SIGNING_HEADERS = {
  signature: 'x-signature',
  requestId: 'x-request-id',
  timestamp: 'x-timestamp',
  environment: 'x-client-env',
  deviceId: 'x-device-id',
} as const;

export type SignedParts = {
  readonly method: string;
  /** `/<call name>`, without the API base address or a query string. */
  readonly path: string;
  readonly timestamp: string;
  readonly clientEnv: string;
  readonly deviceId: string;
  readonly requestId: string;
};

/** The text that is signed. */
export function canonicalRequest(parts: SignedParts): string {
  return [
    SIGNATURE_SCHEME,
    parts.method.toUpperCase(),
    parts.path,
    parts.timestamp,
    parts.clientEnv,
    parts.deviceId,
    parts.requestId,
  ].join('\n');
}
