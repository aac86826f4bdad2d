/**
 * Runs `findUnsafeInput` of @cocho/contracts (nesting over 64, NUL and lone surrogates, ids beyond 32
 * bits; docs/decisions/input-safety.md) on every parsed request body, before any handler: registerCall's
 * calls and the few routes served beside it (alimentos/getCatalogo) alike. Answers 400 VALIDATION_FAILED.
 */
import { findUnsafeInput } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { appError } from '../errors';

export function installInputSafety(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.body === undefined || request.body === null) return;
    const unsafe = findUnsafeInput(request.body);
    if (unsafe) throw appError('VALIDATION_FAILED', [{ field: unsafe.path.join('.'), code: unsafe.code }]);
  });
}
