/**
 * Signs test requests the way the web client does (http/request-signing.ts): the docs/product/calls.md#shell-calls headers plus
 * x-request-id and x-signature, keyed by the bearer token's session key or the public key. forEachDatabase's
 * `t.call` uses it for every call unless told `sign: false`.
 */
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import { requestKeyFor, signRequest, SIGNING_HEADERS } from '../http/request-signing';
import type { SignedParts } from '../http/request-signing';

/** The device id tests send (64 hex characters, like the browser's SHA-256). */
export const TEST_DEVICE_ID = 'd'.repeat(64);

export type SignOptions = {
  /** The Authorization header that will be sent (chooses the key). */
  authorization?: string | undefined;
  /** Milliseconds since the epoch (default now). */
  timestamp?: number;
  requestId?: string;
  deviceId?: string;
  clientEnv?: string;
};

/** The headers of a signed POST /<name>. */
export function signedHeaders(
  config: Pick<AppConfig, 'requestSigningSecret'>,
  name: string,
  options: SignOptions = {},
): Record<string, string> {
  const parts: SignedParts = {
    method: 'POST',
    path: `/${name}`,
    timestamp: String(options.timestamp ?? Date.now()),
    clientEnv: options.clientEnv ?? 'test',
    deviceId: options.deviceId ?? TEST_DEVICE_ID,
    requestId: options.requestId ?? randomBytes(16).toString('hex'),
  };
  return {
    [SIGNING_HEADERS.timestamp]: parts.timestamp,
    [SIGNING_HEADERS.environment]: parts.clientEnv,
    [SIGNING_HEADERS.deviceId]: parts.deviceId,
    [SIGNING_HEADERS.requestId]: parts.requestId,
    [SIGNING_HEADERS.signature]: signRequest(requestKeyFor(config, options.authorization), parts),
  };
}
