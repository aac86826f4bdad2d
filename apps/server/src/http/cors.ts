/**
 * Same origin only: the server serves the web app itself, so no call needs CORS. No
 * Access-Control-Allow-* header is ever sent (no CORS plugin is registered), and a browser's cross-origin
 * preflight (OPTIONS with Access-Control-Request-Method) is refused with 403 FORBIDDEN before any route
 * runs, so the refusal is deliberate rather than an accident of routing (docs/decisions/crash-safety-and-backups.md).
 */
import type { FastifyInstance } from 'fastify';
import { appError } from '../errors';

export function installSameOriginOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      throw appError('FORBIDDEN');
    }
  });
}
