/**
 * The one error code table (docs/conventions.md#errors). The server answers every failure with `ZErrorBody`;
 * the UI shows `t('errors.' + code)`, never raw server text.
 */
import { z } from 'zod';

/** Every error code the API can answer with, mapped to its HTTP status. */
export const APP_ERROR_STATUS = {
  /** The body or query failed its schema; `fields` names each problem. */
  VALIDATION_FAILED: 400,
  /** The body is not JSON, or not an object. */
  MALFORMED_REQUEST: 400,
  /** Missing, invalid, expired or revoked session token (message 'Unauthenticated.', docs/product/shell.md#states). */
  UNAUTHENTICATED: 401,
  /** E-mail and password do not match an active account. */
  INVALID_CREDENTIALS: 401,
  /** The account awaits administrator release (liberado 0). */
  ACCOUNT_UNDER_REVIEW: 403,
  /** The account is inactive (EXCLUIDO 1). */
  ACCOUNT_INACTIVE: 403,
  /** The account is suspended by an administrator (suspenso 1). */
  ACCOUNT_SUSPENDED: 403,
  /** Signed in, but the role or ownership does not allow this call. */
  FORBIDDEN: 403,
  /** The action needs a premium plan (docs/product/shell.md#roles). */
  PREMIUM_REQUIRED: 403,
  /** An administrator tried to take away their own administrator flag or lock their own account out. */
  ADMIN_SELF_LOCKOUT: 409,
  /** The 7-day premium trial was already activated once (docs/product/shell.md#audience: those who tried contact support). */
  TRIAL_ALREADY_USED: 409,
  /** The account already has premium access (administrator, permanent or valid premium): no trial or request. */
  ALREADY_PREMIUM: 409,
  /** A premium request of this user is still pending; one at a time. */
  PREMIUM_REQUEST_PENDING: 409,
  /** The coupon is unknown, inactive, expired or used up (one code so codes cannot be probed). */
  COUPON_INVALID: 400,
  /** This user already activated this coupon. */
  COUPON_ALREADY_USED: 409,
  /** A new client would exceed the consultancy's max_clientes linked clients (docs/product/shell.md#validation, docs/product/errors.md#shell-errors). */
  CLIENT_LIMIT_REACHED: 409,
  /**
   * Activating a diet would exceed the account's active-diet cap (docs/product/shell.md#states, docs/product/errors.md#shell-errors: without unlimited active
   * diets, at most ACTIVE_DIETS_FREE_MAX active; the text says to contact support or become premium).
   */
  ACTIVE_DIET_LIMIT: 409,
  NOT_FOUND: 404,
  /** Companies: no active account has the e-mail given for a manager or collaborator. */
  COMPANY_USER_NOT_FOUND: 404,
  /** Companies: the user is already linked to the company, or a link of theirs awaits an answer. */
  COMPANY_LINK_EXISTS: 409,
  /** Sales-technician contacts: the user did not consent to partner contact, or asked themselves. */
  CONTACT_NOT_ALLOWED: 403,
  /** Sales-technician contacts: a contact of the company with this user is pending or active. */
  CONTACT_EXISTS: 409,
  /**
   * Sharing (docs/decisions/sharing.md): the e-mail is the caller's own or the record owner's. Any other
   * well-formed e-mail is accepted alike, with or without an account (a pending share by invitation).
   */
  SHARE_RECIPIENT_INVALID: 404,
  /** No share of this record to the caller (docs/product/errors.md#shell-errors 'Dieta sem comp_user'), or it was revoked. */
  SHARE_NOT_FOUND: 404,
  /** The record is shared with the caller without permission to edit: saving over it is refused. */
  SHARE_READ_ONLY: 403,
  /** A public link's signature is altered, expired, for another record, or its record is gone. */
  SHARE_LINK_INVALID: 403,
  /** adm/notificacoes/enviar: a listed user id has no account. */
  NOTIFICATION_RECIPIENT_NOT_FOUND: 404,
  /** Registration with an e-mail that already has an account. */
  EMAIL_EXISTS: 409,
  /** A record with the same unique key exists. */
  CONFLICT: 409,
  /** Another account has this document number (CPF, CNPJ or other). */
  DOCUMENT_EXISTS: 409,
  /**
   * The e-mailed verification code is wrong, expired, used, dead after too many tries, or was never valid
   * (an e-mail that already has an account); the answer does not say which.
   */
  CODE_INVALID: 400,
  /** The picture is not a JPEG or PNG, cannot be read, or is larger than 1024 × 1024 px. */
  IMAGE_INVALID: 400,
  /** The body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: 413,
  /** Too many requests from this address; try again later. */
  RATE_LIMITED: 429,
  /**
   * The request signature (x-signature, docs/decisions/request-signing.md) is missing where required, or does
   * not match the method, path, timestamp, client type, device id and request id it claims to sign.
   */
  SIGNATURE_INVALID: 401,
  /** The signed timestamp is outside the accepted window around the server clock (±5 minutes by default). */
  REQUEST_EXPIRED: 401,
  /** This signed request was already received once; a copy is never executed twice. */
  REQUEST_REPLAYED: 409,
  /** An encrypted payload failed its HMAC check or could not be decrypted (docs/product/calls.md#shell-calls). */
  PAYLOAD_INTEGRITY: 400,
  /** Anything unexpected; details go to the server log only. */
  INTERNAL: 500,
  /**
   * Too much of this work is waiting already (sign-ins beyond the password-check queue,
   * docs/decisions/sign-in-burst.md); the Retry-After header says in how many seconds to try again.
   */
  SERVER_BUSY: 503,
} as const satisfies Record<string, number>;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;
export const APP_ERROR_CODES = Object.keys(APP_ERROR_STATUS) as AppErrorCode[];
export const ZAppErrorCode = z.enum(APP_ERROR_CODES as [AppErrorCode, ...AppErrorCode[]]);

/** One field problem: the field's path (dot separated) and a stable code (zod issue code or ours). */
export const ZFieldError = z.object({ field: z.string(), code: z.string() });
export type TFieldError = z.infer<typeof ZFieldError>;

/** The body of every error answer. */
export const ZErrorBody = z.object({
  code: ZAppErrorCode,
  message: z.string(),
  fields: z.array(ZFieldError).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** An expected failure carrying a code from the table; thrown on the server, rebuilt on the client. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: TFieldError[] | undefined;

  constructor(code: AppErrorCode, options: { message?: string; fields?: TFieldError[] } = {}) {
    super(options.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  toBody(): TErrorBody {
    return { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }

  /** Rebuilds an AppError from any answer body; unknown shapes become INTERNAL. */
  static parseError(body: unknown): AppError {
    const parsed = ZErrorBody.safeParse(body);
    if (parsed.success) {
      return new AppError(parsed.data.code, { message: parsed.data.message, fields: parsed.data.fields });
    }
    return new AppError('INTERNAL');
  }
}
