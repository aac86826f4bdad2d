/** Coupon calls (packages/contracts/src/plans.ts cupom/*, adm/cupons/criar; docs/product/calls.md#shell-calls). */
import { planCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { loadUserView } from '../users/load-user-view';
import { activateCoupon } from './use-cases/activate-coupon';
import { createCoupon } from './use-cases/create-coupon';
import { findMyCoupons } from './use-cases/find-my-coupons';
import { setCouponActive } from './use-cases/set-coupon-active';

export function registerCouponRoutes(app: FastifyInstance): void {
  registerCall(app, planCalls.findMyCoupons, async (_input, ctx) => {
    const user = requireUser(ctx.user);
    return { data: await findMyCoupons(ctx.db, user.id, user.access.today) };
  });
  // Rate-limited like sign-in, so codes cannot be guessed in bulk.
  registerCall(
    app,
    planCalls.activateCoupon,
    async (input, ctx) => {
      const user = requireUser(ctx.user);
      const data = await activateCoupon(ctx.db, user, input.codigo, ctx.now);
      return { data, user: await loadUserView(ctx.db, user, ctx.now) };
    },
    { rateLimit: 'auth' },
  );
  registerCall(
    app,
    planCalls.createCoupon,
    async (input, ctx) => {
      const admin = requireUser(ctx.user);
      return { data: await createCoupon(ctx.db, admin.id, input, admin.access.today, ctx.now) };
    },
    { ability: 'administration' },
  );
  registerCall(
    app,
    planCalls.setCouponActive,
    async (input, ctx) => ({
      data: await setCouponActive(ctx.db, requireUser(ctx.user).id, input, ctx.now),
    }),
    { ability: 'administration' },
  );
}
