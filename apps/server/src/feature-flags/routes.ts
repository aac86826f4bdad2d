/** Feature flag calls (packages/contracts/src/feature-flags-calls.ts; docs/product/shell.md#roles). */
import { featureFlagCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/register-call';
import { requireUser } from '../auth/roles';
import { readFeatureFlags } from './read-feature-flags';
import { updateFeatureFlags } from './use-cases/update-feature-flags';

export function registerFeatureFlagRoutes(app: FastifyInstance): void {
  registerCall(app, featureFlagCalls.getFeatureFlags, (_input, ctx) => readFeatureFlags(ctx.db));
  registerCall(
    app,
    featureFlagCalls.updateFeatureFlags,
    async (input, ctx) => {
      const flags = await updateFeatureFlags(ctx.db, input, ctx.now, requireUser(ctx.user).id);
      // Every other instance drops its short copy at once (cluster/invalidation.ts).
      await app.deps.cluster.publish('feature-flags');
      return flags;
    },
    { ability: 'administration' },
  );
}
