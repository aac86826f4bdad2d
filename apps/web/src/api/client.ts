/**
 * The one way the web app talks to the server (docs/product/calls.md#shell-calls, docs/conventions.md#contracts): `call(key, input)` is typed from
 * `CALLS`, validates the input with the call's request schema, POSTs JSON to `/<call name>`, and validates
 * the answer with the response schema. Failures throw `AppError` (rebuilt from the error body) or
 * `NetworkError` when the server cannot be reached.
 *
 * Every request is signed (x-signature over method, path, timestamp, client type, device id and a fresh
 * x-request-id; request-signing.ts) with the session's request key, or the public key before sign-in; when
 * the sign-in answer asked for it, non-exempt bodies go encrypted and encrypted answers, errors included,
 * are decrypted (payload-crypto.ts). docs/decisions/request-signing.md, web-call-headers.md.
 */
import type { AppError, AppErrorCode, CALLS, CallKey, TFieldError } from '@cocho/contracts';
import type * as CallContractsModule from './call-contracts';
import type { z } from 'zod';
import { APP_VERSION, CLIENT_ENVIRONMENT } from '../app/app-version';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { SIGNING_HEADERS } from '@cocho/contracts/request-signing';
import type { PayloadKeys } from './payload-crypto';
import type { RequestKey } from './request-key';
import type * as TransportModule from './transport';

type ContractOf<K extends CallKey> = (typeof CALLS)[K];
export type CallInput<K extends CallKey> = z.input<ContractOf<K>['request']>;
export type CallOutput<K extends CallKey> = z.output<ContractOf<K>['response']>;

/** Client-side code for a call that never got an answer; shown as 'problem of communication'. */
export const NETWORK_FAILURE = 'NETWORK_FAILURE';
export type CallErrorCode = AppErrorCode | typeof NETWORK_FAILURE;

export class NetworkError extends Error {
  readonly code = NETWORK_FAILURE;

  constructor(cause: unknown) {
    super('Network failure', { cause });
    this.name = 'NetworkError';
  }
}

/** Header names of docs/product/calls.md#shell-calls (client environment, version, timestamp, device id). */
export const CALL_HEADERS = { ...SIGNING_HEADERS, version: 'x-client-version' } as const;

/** Base address of the API: the same origin by default (docs/decisions/api-paths-at-root.md). */
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

type UnauthenticatedListener = (key: CallKey) => void;
let onUnauthenticated: UnauthenticatedListener | null = null;

/** The session registers here to log out when any call answers 'Unauthenticated.' (docs/product/shell.md#states). */
export function setUnauthenticatedListener(listener: UnauthenticatedListener | null): void {
  onUnauthenticated = listener;
}

/** The error code to show for anything a call may throw. */
export function errorCodeOf(error: unknown): CallErrorCode {
  if (error instanceof NetworkError) return NETWORK_FAILURE;
  if (isAppError(error)) return error.code;
  return 'INTERNAL';
}

/**
 * Whether `error` is an AppError, told by its name and code: the class comes with the contracts, which load
 * on the first call (call-contracts.ts), and this must answer before that too.
 */
function isAppError(error: unknown): error is AppError {
  return (
    error instanceof Error &&
    error.name === 'AppError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

type CallContracts = typeof CallContractsModule;
type Transport = typeof TransportModule;
/** What the first call loads: the contracts and the transport (signing, encryption, device id). */
type Loaded = CallContracts & { transport: Transport };
let loaded: Promise<Loaded> | null = null;

/** The call table, the error class and the transport, loaded once, on the first call. */
function loadForCalls(): Promise<Loaded> {
  loaded ??= Promise.all([import('./call-contracts'), import('./transport')]).then(
    ([contracts, transport]) => ({ ...contracts, transport }),
    (cause: unknown) => {
      // A chunk that did not load (offline without the service worker's copy) is tried again next time.
      loaded = null;
      throw new NetworkError(cause);
    },
  );
  return loaded;
}

function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): TFieldError[] {
  // A contract's own rule (superRefine) carries its field error code as the message.
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    code: issue.code === 'custom' ? issue.message : issue.code,
  }));
}

/**
 * Whether an error answer means the session is gone (401, or 500 with 'Unauthenticated.'; docs/product/shell.md#states), or
 * its request key no longer signs (the server's secret changed) or was never kept (a sign-in older than
 * request keys, whose unsigned calls a server requiring signatures refuses): signing in again gets a new key.
 */
function isUnauthenticated(status: number, error: AppError, key: RequestKey): boolean {
  return (
    error.code === 'UNAUTHENTICATED' ||
    (status === 500 && error.message === 'Unauthenticated.') ||
    (error.code === 'SIGNATURE_INVALID' && key.kind !== 'public')
  );
}

/**
 * Milliseconds to add to the local clock for the timestamp: learnt from the answer's Date header when the
 * server refuses a timestamp as expired (a device clock that is off), so the next try is on time.
 */
let clockOffsetMs = 0;

/** For tests: forget the learnt clock offset. */
export function resetClockOffset(): void {
  clockOffsetMs = 0;
}

type Sent = { response: Response; keys: PayloadKeys | null; key: RequestKey };

async function send(transport: Transport, name: string, input: object, token: string | null): Promise<Sent> {
  const {
    CRYPTO_HEADER,
    CRYPTO_SCHEME,
    encryptPayload,
    getDeviceId,
    isEncryptionExempt,
    newRequestId,
    payloadKeysOf,
    requestKeyFor,
    signRequest,
    subtleCrypto,
  } = transport;
  const timestamp = Date.now() + clockOffsetMs;
  const deviceId = await getDeviceId();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    [CALL_HEADERS.environment]: CLIENT_ENVIRONMENT,
    [CALL_HEADERS.version]: APP_VERSION,
    [CALL_HEADERS.timestamp]: String(timestamp),
    [CALL_HEADERS.deviceId]: deviceId,
  };
  if (token) headers.authorization = `Bearer ${token}`;

  const key = requestKeyFor(token);
  const subtle = subtleCrypto();
  let keys: PayloadKeys | null = null;
  let body = JSON.stringify({ ...input, _timestamp: timestamp });
  if (key.kind !== 'none') {
    const requestId = newRequestId();
    headers[CALL_HEADERS.requestId] = requestId;
    headers[CALL_HEADERS.signature] = await signRequest(subtle, key.bytes, {
      method: 'POST',
      path: `/${name}`,
      timestamp: String(timestamp),
      clientEnv: CLIENT_ENVIRONMENT,
      deviceId,
      requestId,
    });
    // Payload encryption needs WebCrypto's AES; outside a secure context bodies go plain (the server serves both).
    if (subtle && key.kind === 'session' && key.encrypt && !isEncryptionExempt(name)) {
      keys = await payloadKeysOf(subtle, key.bytes);
      body = JSON.stringify({ payload: await encryptPayload(subtle, keys, body) });
      headers[CRYPTO_HEADER] = CRYPTO_SCHEME;
    }
  }

  try {
    const response = await fetch(`${API_BASE}/${name}`, { method: 'POST', headers, body });
    return { response, keys, key };
  } catch (cause) {
    throw new NetworkError(cause);
  }
}

/** The answer body, decrypted when the server encrypted it; PAYLOAD_INTEGRITY when that fails. */
async function readBody(
  response: Response,
  keys: PayloadKeys | null,
  { AppError, transport }: Loaded,
): Promise<unknown> {
  const { decryptPayload, subtleCrypto } = transport;
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    // A proxy or gateway error page instead of the API's JSON: the server was not reached.
    if (response.status >= 502 && response.status <= 504) throw new NetworkError(cause);
    return null;
  }
  if (typeof body !== 'object' || body === null || (body as { crypto_res?: unknown }).crypto_res !== true) {
    return body;
  }
  const payload = (body as { payload?: unknown }).payload;
  const subtle = subtleCrypto();
  const text =
    keys && subtle && typeof payload === 'string' ? await decryptPayload(subtle, keys, payload) : null;
  if (text === null) throw new AppError('PAYLOAD_INTEGRITY');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('PAYLOAD_INTEGRITY');
  }
}

/** The offset that puts the local clock on the server's, from the answer's Date header (0 when absent). */
function offsetFrom(response: Response): number | null {
  const date = response.headers.get('date');
  const serverTime = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(serverTime) ? null : serverTime - Date.now();
}

/** Who is told of each call that succeeded (by its key), such as the bell refreshing after a decision. */
const callListeners = new Set<(key: CallKey) => void>();

/** Hears every call that succeeds, by key; answers the function that stops listening. */
export function onCallSucceeded(listener: (key: CallKey) => void): () => void {
  callListeners.add(listener);
  return () => callListeners.delete(listener);
}

export async function call<K extends CallKey>(key: K, input: CallInput<K>): Promise<CallOutput<K>> {
  const loaded = await loadForCalls();
  const { AppError, transport } = loaded;
  const contract: ContractOf<K> = loaded.CALLS[key];
  const request = contract.request.safeParse(input);
  if (!request.success) {
    throw new AppError('VALIDATION_FAILED', { fields: fieldErrorsOf(request.error.issues) });
  }
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const data = request.data as object;

  let sent = await send(transport, contract.name, data, token);
  let body = await readBody(sent.response, sent.keys, loaded);
  if (!sent.response.ok && AppError.parseError(body).code === 'REQUEST_EXPIRED') {
    // The device clock is off: try once more on the server's time (a new request id, so not a copy).
    const offset = offsetFrom(sent.response);
    if (offset !== null) {
      clockOffsetMs = offset;
      sent = await send(transport, contract.name, data, token);
      body = await readBody(sent.response, sent.keys, loaded);
    }
  }
  const { response } = sent;

  if (!response.ok) {
    const error = AppError.parseError(body);
    if (isUnauthenticated(response.status, error, sent.key)) onUnauthenticated?.(key);
    throw error;
  }
  const answer = contract.response.safeParse(body);
  if (!answer.success) {
    throw new AppError('INTERNAL', { message: `Unexpected answer to ${contract.name}` });
  }
  transport.rememberRequestKey(answer.data);
  for (const listener of callListeners) listener(key);
  return answer.data as CallOutput<K>;
}
