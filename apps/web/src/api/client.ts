/**
 * The one way the web app talks to the server (spec 01 §7, conventions §8): `call(key, input)` is typed from
 * `CALLS`, validates the input with the call's request schema, POSTs JSON to `/<call name>`, and validates
 * the answer with the response schema. Failures throw `AppError` (rebuilt from the error body) or
 * `NetworkError` when the server cannot be reached. Signature and payload encryption are not implemented
 * yet (docs/decisions/web-call-headers.md).
 */
import { AppError, CALLS } from '@cocho/contracts';
import type { AppErrorCode, CallKey, TFieldError } from '@cocho/contracts';
import type { z } from 'zod';
import { APP_VERSION, CLIENT_ENVIRONMENT } from '../app/app-version';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { getDeviceId } from './device-id';

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

/** Header names of spec 01 §7 (client environment, version, timestamp, device id). */
export const CALL_HEADERS = {
  environment: 'x-client-env',
  version: 'x-client-version',
  timestamp: 'x-timestamp',
  deviceId: 'x-device-id',
} as const;

/** Base address of the API: the same origin by default (docs/decisions/api-paths-at-root.md). */
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

type UnauthenticatedListener = (key: CallKey) => void;
let onUnauthenticated: UnauthenticatedListener | null = null;

/** The session registers here to log out when any call answers 'Unauthenticated.' (spec 01 §4). */
export function setUnauthenticatedListener(listener: UnauthenticatedListener | null): void {
  onUnauthenticated = listener;
}

/** The error code to show for anything a call may throw. */
export function errorCodeOf(error: unknown): CallErrorCode {
  if (error instanceof NetworkError) return NETWORK_FAILURE;
  if (error instanceof AppError) return error.code;
  return 'INTERNAL';
}

function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): TFieldError[] {
  // A contract's own rule (superRefine) carries its field error code as the message.
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    code: issue.code === 'custom' ? issue.message : issue.code,
  }));
}

/** Whether an error answer means the session is gone (401, or 500 with 'Unauthenticated.'; spec 01 §4). */
function isUnauthenticated(status: number, error: AppError): boolean {
  return error.code === 'UNAUTHENTICATED' || (status === 500 && error.message === 'Unauthenticated.');
}

export async function call<K extends CallKey>(key: K, input: CallInput<K>): Promise<CallOutput<K>> {
  const contract: ContractOf<K> = CALLS[key];
  const request = contract.request.safeParse(input);
  if (!request.success) {
    throw new AppError('VALIDATION_FAILED', { fields: fieldErrorsOf(request.error.issues) });
  }
  const timestamp = Date.now();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    [CALL_HEADERS.environment]: CLIENT_ENVIRONMENT,
    [CALL_HEADERS.version]: APP_VERSION,
    [CALL_HEADERS.timestamp]: String(timestamp),
    [CALL_HEADERS.deviceId]: await getDeviceId(),
  };
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${contract.name}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...(request.data as object), _timestamp: timestamp }),
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    // A proxy or gateway error page instead of the API's JSON: the server was not reached.
    if (response.status >= 502 && response.status <= 504) throw new NetworkError(cause);
    body = null;
  }

  if (!response.ok) {
    const error = AppError.parseError(body);
    if (isUnauthenticated(response.status, error)) onUnauthenticated?.(key);
    throw error;
  }
  const answer = contract.response.safeParse(body);
  if (!answer.success) {
    throw new AppError('INTERNAL', { message: `Unexpected answer to ${contract.name}` });
  }
  return answer.data as CallOutput<K>;
}
