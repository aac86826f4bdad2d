/** The administration area's calls (packages/contracts/src/admin.ts): administrators only, each audited. */
import { adminCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { mailerForRequest } from '../mail/mailer-for-request';
import { tellUsers } from '../notifications/tell-users';
import { findAdminUsers } from './use-cases/find-admin-users';
import { findAuditLog } from './use-cases/find-audit-log';
import { findCoupons } from './use-cases/find-coupons';
import { getAdminUser } from './use-cases/get-admin-user';
import { grantPremiumTime } from './use-cases/grant-premium-time';
import { createAd, deactivateAd, findAdminAds, updateAd } from './use-cases/manage-ads';
import { updateAdminUser } from './use-cases/update-admin-user';

const ADMIN = { ability: 'administration' } as const;

export function registerAdminRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    adminCalls.listAdminUsers,
    (input, ctx) => {
      const admin = requireUser(ctx.user);
      return findAdminUsers(ctx.db, admin.id, input, admin.access.today, ctx.now);
    },
    ADMIN,
  );
  registerCall(
    app,
    adminCalls.getAdminUser,
    (input, ctx) => {
      const admin = requireUser(ctx.user);
      return getAdminUser(ctx.db, admin.id, input.id, admin.access.today, ctx.now);
    },
    ADMIN,
  );
  registerCall(
    app,
    adminCalls.updateAdminUser,
    (input, ctx) => {
      const admin = requireUser(ctx.user);
      return updateAdminUser(ctx.db, admin.id, input, {
        today: admin.access.today,
        now: ctx.now,
        mailer: mailerForRequest(ctx),
      });
    },
    ADMIN,
  );
  registerCall(
    app,
    adminCalls.grantPremiumTime,
    async (input, ctx) => {
      const admin = requireUser(ctx.user);
      const granted = await grantPremiumTime(ctx.db, admin.id, input, admin.access.today, ctx.now);
      // Premium time given without a request is a decision about the customer too: bell and e-mail.
      await tellUsers(ctx, [input.id], { evento: 'premium_concedido', data_final: granted.data.data_final });
      return granted;
    },
    ADMIN,
  );
  registerCall(
    app,
    adminCalls.listAuditLog,
    (input, ctx) => findAuditLog(ctx.db, requireUser(ctx.user).id, input, ctx.now),
    ADMIN,
  );
  registerCall(
    app,
    adminCalls.listAdminAds,
    (_input, ctx) => findAdminAds(ctx.db, requireUser(ctx.user).id, ctx.now),
    ADMIN,
  );
  registerCall(
    app,
    adminCalls.createAd,
    (input, ctx) => createAd(ctx.db, requireUser(ctx.user).id, input, ctx.now),
    ADMIN,
  );
  registerCall(
    app,
    adminCalls.updateAd,
    (input, ctx) => updateAd(ctx.db, requireUser(ctx.user).id, input, ctx.now),
    ADMIN,
  );
  registerCall(
    app,
    adminCalls.deactivateAd,
    (input, ctx) => deactivateAd(ctx.db, requireUser(ctx.user).id, input.id, ctx.now),
    ADMIN,
  );
  registerCall(
    app,
    adminCalls.listCoupons,
    (_input, ctx) => findCoupons(ctx.db, requireUser(ctx.user).id, ctx.now),
    ADMIN,
  );
}
