/** Ad calls (packages/contracts/src/ads.ts; docs/product/shell.md#ads-state, docs/product/calls.md#shell-calls anuncios/*). */
import { adCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { getAd } from './use-cases/get-ad';
import { getPremiumAd } from './use-cases/get-premium-ad';
import { registerAdClick } from './use-cases/register-ad-click';

export function registerAdRoutes(app: FastifyInstance): void {
  registerCall(app, adCalls.getAd, async (_input, ctx) => ({
    data: await getAd(ctx.db, requireUser(ctx.user)),
  }));
  registerCall(app, adCalls.registerAdClick, async (input, ctx) => ({
    data: await registerAdClick(ctx.db, requireUser(ctx.user).id, input.id, ctx.now),
  }));
  registerCall(app, adCalls.getPremiumAd, (_input, ctx) => ({ data: getPremiumAd(requireUser(ctx.user)) }));
}
