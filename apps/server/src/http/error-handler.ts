/**
 * Turns every failure into `{ code, message, fields? }` with the status of the AppError code table
 * (packages/contracts/src/errors.ts). Bad input is always a 4xx; a 500 never carries a stack.
 */
import { AppError } from '@cocho/contracts';
import type { AppErrorCode } from '@cocho/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Message of 401 answers; the web client logs out on it (spec 01 §4, §8). */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

/** Short English messages for logs and API users; the UI shows `t('errors.' + code)` instead. */
const DEFAULT_MESSAGES: Partial<Record<AppErrorCode, string>> = {
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
};

/** An AppError with the default message of its code (401 always 'Unauthenticated.'). */
export function appError(code: AppErrorCode, fields?: AppError['fields']): AppError {
  return new AppError(code, { message: DEFAULT_MESSAGES[code] ?? code, ...(fields ? { fields } : {}) });
}

function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body = error.toBody();
  if (error.code === 'UNAUTHENTICATED') body.message = UNAUTHENTICATED_MESSAGE;
  else if (body.message === error.code) body.message = DEFAULT_MESSAGES[error.code] ?? error.code;
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

/** Maps Fastify's own request errors (body parsing, limits) to our codes; undefined for anything else. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
    return appError('PAYLOAD_TOO_LARGE');
  }
  if (error.statusCode === 429) return appError('RATE_LIMITED');
  if (error.statusCode === 404) return appError('NOT_FOUND');
  if (error.statusCode === 403) return appError('FORBIDDEN');
  // Invalid or empty JSON, unsupported media type, bad content length, prototype poisoning …
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return appError('MALFORMED_REQUEST');
  }
  return undefined;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'call failed');
      return sendError(reply, error);
    }
    const mapped = fromFastifyError(error);
    if (mapped) {
      request.log.info({ code: mapped.code, reason: error.code ?? error.message }, 'request rejected');
      return sendError(reply, mapped);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, appError('INTERNAL'));
  });
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendError(reply, appError('NOT_FOUND'));
}
