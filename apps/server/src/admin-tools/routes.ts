/**
 * The administration tools' calls (packages/contracts/src/admin-tools.ts): sent messages, error reports,
 * help items, formulations, product counts and accounts made by administrators. Administrators only.
 */
import { adminToolCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { createAdminUser } from '../admin/use-cases/create-admin-user';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { mailerForRequest } from '../mail/mailer-for-request';
import { answerErrorReport } from './use-cases/answer-error-report';
import { findAdminDiets } from './use-cases/find-admin-diets';
import { findErrorReports } from './use-cases/find-error-reports';
import { getProductReport } from './use-cases/get-product-report';
import { listSentMessages } from './use-cases/list-sent-messages';
import { createHelpItem, deleteHelpItem, updateHelpItem } from './use-cases/manage-help-items';
import { markErrorReportRead } from './use-cases/mark-error-report-read';

const ADMIN = { ability: 'administration' } as const;

export function registerAdminToolRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    adminToolCalls.listSentMessages,
    (input, ctx) => listSentMessages(ctx.db, requireUser(ctx.user).id, input, ctx.now),
    ADMIN,
  );
  registerCall(
    app,
    adminToolCalls.findErrorReports,
    (input, ctx) => findErrorReports(ctx.db, requireUser(ctx.user).id, input, ctx.now),
    ADMIN,
  );
  registerCall(
    app,
    adminToolCalls.markErrorReportRead,
    async (input, ctx) => ({
      data: await markErrorReportRead(ctx.db, requireUser(ctx.user).id, input.id, ctx.now),
    }),
    ADMIN,
  );
  registerCall(
    app,
    adminToolCalls.answerErrorReport,
    async (input, ctx) => ({
      data: await answerErrorReport(ctx.db, requireUser(ctx.user), input, {
        now: ctx.now,
        mailer: mailerForRequest(ctx),
      }),
    }),
    ADMIN,
  );
  registerCall(
    app,
    adminToolCalls.createHelpItem,
    async (input, ctx) => ({ data: await createHelpItem(ctx.db, requireUser(ctx.user).id, input, ctx.now) }),
    ADMIN,
  );
  registerCall(
    app,
    adminToolCalls.updateHelpItem,
    async (input, ctx) => ({ data: await updateHelpItem(ctx.db, requireUser(ctx.user).id, input, ctx.now) }),
    ADMIN,
  );
  registerCall(
    app,
    adminToolCalls.deleteHelpItem,
    async (input, ctx) => ({
      data: await deleteHelpItem(ctx.db, requireUser(ctx.user).id, input.id, ctx.now),
    }),
    ADMIN,
  );
  registerCall(
    app,
    adminToolCalls.findAdminDiets,
    async (input, ctx) => ({ data: await findAdminDiets(ctx.db, requireUser(ctx.user).id, input, ctx.now) }),
    ADMIN,
  );
  registerCall(
    app,
    adminToolCalls.getProductReport,
    async (input, ctx) => {
      const admin = requireUser(ctx.user);
      return { data: await getProductReport(ctx.db, admin.id, input, admin.access.today, ctx.now) };
    },
    ADMIN,
  );
  registerCall(
    app,
    adminToolCalls.createAdminUser,
    async (input, ctx) => {
      const admin = requireUser(ctx.user);
      return {
        data: await createAdminUser(ctx.db, admin.id, input, {
          today: admin.access.today,
          now: ctx.now,
          mailer: mailerForRequest(ctx),
        }),
      };
    },
    ADMIN,
  );
}
