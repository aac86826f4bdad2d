/**
 * Turns every failure into `{ code, message, fields? }` with the status of the AppError code table
 * (packages/contracts/src/errors.ts). Bad input is always a 4xx; a 500 never carries a stack.
 */
import { AppError } from '@cocho/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError, DEFAULT_MESSAGES, ServerBusyError, UNAUTHENTICATED_MESSAGE } from '../errors';

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
    if (error instanceof ServerBusyError) {
      // Expected under a burst, not a fault: logged at info, with when to come back.
      request.log.info({ code: error.code, retryAfterSeconds: error.retryAfterSeconds }, 'refused: busy');
      reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, error);
    }
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
