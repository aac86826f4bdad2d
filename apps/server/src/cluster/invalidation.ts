/**
 * Cache invalidation between instances (docs/decisions/concurrency-and-cluster.md): an instance that changes
 * what others keep a short copy of publishes on a channel (cluster-state.ts), and every instance drops its
 * copy. Feature flags: each process keeps them up to FEATURE_FLAGS_CACHE_MS; a change through any instance
 * is seen by all at once. The feed catalogue needs no message: its cache compares the stored catalogue
 * version on every use (feeds/catalogue-cache.ts), so an administrator's edit is served at once everywhere.
 */
import type { FastifyInstance } from 'fastify';
import { forgetCachedFeatureFlags } from '../feature-flags/read-feature-flags';

export function installClusterInvalidation(app: FastifyInstance): void {
  const { cluster, db } = app.deps;
  cluster.subscribe('feature-flags', () => forgetCachedFeatureFlags(db));
}
