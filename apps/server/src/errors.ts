/**
 * The server's AppErrors: `appError(code)` with the default English message of its code, and zod issues
 * as `fields`. Use cases throw these; http/error-handler.ts turns them into answers with the status of the
 * AppError code table (packages/contracts/src/errors.ts).
 */
import { AppError } from '@cocho/contracts';
import type { AppErrorCode, TFieldError } from '@cocho/contracts';

/** Message of 401 answers; the web client logs out on it (docs/product/shell.md#states, docs/product/errors.md#shell-errors). */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

/** Short English messages for logs and API users; the UI shows `t('errors.' + code)` instead. */
export const DEFAULT_MESSAGES: Partial<Record<AppErrorCode, string>> = {
  VALIDATION_FAILED: 'The request failed validation.',
  MALFORMED_REQUEST: 'The request body is not a JSON object.',
  UNAUTHENTICATED: UNAUTHENTICATED_MESSAGE,
  INVALID_CREDENTIALS: 'E-mail or password is incorrect.',
  ACCOUNT_UNDER_REVIEW: 'Your username is under review! Wait for it to be released.',
  ACCOUNT_INACTIVE: 'Inactive account, contact support!!!',
  FORBIDDEN: 'You do not have permission for this action.',
  PREMIUM_REQUIRED: 'This action needs a premium plan.',
  NOT_FOUND: 'Not found.',
  EMAIL_EXISTS: 'An account with this e-mail already exists.',
  CONFLICT: 'A record with the same key already exists.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  RATE_LIMITED: 'Too many requests; try again later.',
  INTERNAL: 'Internal error.',
  SERVER_BUSY: 'The server is busy; try again after the Retry-After seconds.',
};

/**
 * 503 SERVER_BUSY with the seconds a client should wait before trying again (sent as Retry-After by
 * http/error-handler.ts): the password-check queue is full (auth/passwords.ts).
 */
export class ServerBusyError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('SERVER_BUSY', { message: DEFAULT_MESSAGES.SERVER_BUSY ?? 'SERVER_BUSY' });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** An AppError with the default message of its code (401 always 'Unauthenticated.'). */
export function appError(code: AppErrorCode, fields?: AppError['fields']): AppError {
  return new AppError(code, { message: DEFAULT_MESSAGES[code] ?? code, ...(fields ? { fields } : {}) });
}

/** The part of a zod issue that `toFieldErrors` reads. */
export type Issue = { code: string; path: readonly PropertyKey[]; message?: string; errors?: Issue[][] };

/** zod issues → `fields`; for a union, the branch closest to matching explains the problem. */
export function toFieldErrors(issues: readonly Issue[]): TFieldError[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'invalid_union' && issue.errors && issue.errors.length > 0) {
      const closest = [...issue.errors]
        .filter((branch) => branch.length > 0)
        .sort((a, b) => a.length - b.length)[0];
      if (closest)
        return toFieldErrors(closest.map((sub) => ({ ...sub, path: [...issue.path, ...sub.path] })));
    }
    // A contract's own rule (superRefine) carries its field error code as the message.
    const code = issue.code === 'custom' && issue.message ? issue.message : issue.code;
    return [{ field: issue.path.map(String).join('.'), code }];
  });
}
