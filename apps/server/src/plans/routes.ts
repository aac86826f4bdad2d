/** Plan, premium and subscription calls (packages/contracts/src/plans.ts; docs/product/shell.md#audience, docs/product/shell.md#states, docs/product/shell.md#roles). */
import { planCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { tellUsers } from '../notifications/tell-users';
import { activateTrial } from './use-cases/activate-trial';
import { findMySubscriptions } from './use-cases/find-my-subscriptions';
import { grantPremiumRequest } from './use-cases/grant-premium-request';
import { listPlanOffers } from './use-cases/list-plan-offers';
import { listPremiumRequests } from './use-cases/list-premium-requests';
import { listUserPlans } from './use-cases/list-user-plans';
import { refusePremiumRequest } from './use-cases/refuse-premium-request';
import { renewPlan } from './use-cases/renew-plan';
import { requestPremium } from './use-cases/request-premium';
import { revokePlan } from './use-cases/revoke-plan';

const ADMIN = { ability: 'administration' } as const;

export function registerPlanRoutes(app: FastifyInstance): void {
  registerCall(app, planCalls.listPlanOffers, async (_input, ctx) => ({
    data: await listPlanOffers(ctx.db),
  }));
  registerCall(app, planCalls.requestPremium, async (input, ctx) => ({
    data: await requestPremium(ctx.db, requireUser(ctx.user), input, ctx.now),
  }));
  registerCall(app, planCalls.activateTrial, (_input, ctx) =>
    activateTrial(ctx.db, requireUser(ctx.user), ctx.now),
  );
  registerCall(app, planCalls.findMySubscriptions, (_input, ctx) => {
    const user = requireUser(ctx.user);
    return findMySubscriptions(ctx.db, user.id, user.access.today);
  });

  registerCall(
    app,
    planCalls.listPremiumRequests,
    async (input, ctx) => ({ data: await listPremiumRequests(ctx.db, input) }),
    ADMIN,
  );
  registerCall(
    app,
    planCalls.grantPremiumRequest,
    async (input, ctx) => {
      const admin = requireUser(ctx.user);
      const granted = await grantPremiumRequest(ctx.db, admin.id, input, admin.access.today, ctx.now);
      await tellUsers(ctx, [granted.plano.user_id], {
        evento: 'premium_concedido',
        data_final: granted.plano.data_final,
      });
      return granted;
    },
    ADMIN,
  );
  registerCall(
    app,
    planCalls.refusePremiumRequest,
    async (input, ctx) => {
      const refused = await refusePremiumRequest(ctx.db, requireUser(ctx.user).id, input, ctx.now);
      await tellUsers(ctx, [refused.user_id], { evento: 'premium_recusado', motivo: refused.motivo });
      return { data: refused };
    },
    ADMIN,
  );
  registerCall(
    app,
    planCalls.listUserPlans,
    async (input, ctx) => ({
      data: await listUserPlans(ctx.db, input.user_id, requireUser(ctx.user).access.today),
    }),
    ADMIN,
  );
  registerCall(
    app,
    planCalls.revokePlan,
    async (input, ctx) => {
      const admin = requireUser(ctx.user);
      return { data: await revokePlan(ctx.db, input.id, admin.access.today, ctx.now, admin.id) };
    },
    ADMIN,
  );
  registerCall(
    app,
    planCalls.renewPlan,
    async (input, ctx) => {
      const admin = requireUser(ctx.user);
      return { data: await renewPlan(ctx.db, input, admin.access.today, ctx.now, admin.id) };
    },
    ADMIN,
  );
}
