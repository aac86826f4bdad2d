/** GET /health: liveness, version, build and database location (contracts ZHealth). */
import type { THealth } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../build-info';
import { rateLimitHook } from '../http/rate-limits';

export function registerHealthRoutes(app: FastifyInstance, build: string): void {
  const health: THealth = {
    status: 'ok',
    version: APP_VERSION,
    build,
    database: app.deps.dbKind === 'sqlite' ? 'local' : 'remote',
  };
  // Counted like a call (by address); the web app's files are not (http/rate-limits.ts).
  app.get('/health', { onRequest: rateLimitHook(app) }, async () => health);
}
