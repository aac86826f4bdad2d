/**
 * Notification calls (packages/contracts/src/notifications.ts; docs/product/calls.md#shell-calls notificacoes, docs/product/calls.md#calculation-calls
 * notificacoes/*). notificacoes/dietaLida stays with sharing. Choices: docs/decisions/notifications.md.
 */
import { notificationCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { findNotifications } from './use-cases/find-notifications';
import { markKindRead } from './use-cases/mark-kind-read';
import { markLinkEventRead } from './use-cases/mark-link-event-read';
import { markMessageRead } from './use-cases/mark-message-read';
import { markNoticeRead } from './use-cases/mark-notice-read';
import { markPremiumRequestRead } from './use-cases/mark-premium-request-read';
import { sendNotification } from './use-cases/send-notification';

const ADMIN = { ability: 'administration' } as const;

export function registerNotificationRoutes(app: FastifyInstance): void {
  registerCall(app, notificationCalls.findNotifications, async (_input, ctx) => ({
    data: await findNotifications(ctx.db, requireUser(ctx.user), ctx.now),
  }));
  registerCall(
    app,
    notificationCalls.markPremiumRequestRead,
    async (input, ctx) => ({
      data: await markPremiumRequestRead(ctx.db, requireUser(ctx.user), input.id, ctx.now),
    }),
    ADMIN,
  );
  registerCall(
    app,
    notificationCalls.markPendingFeedsRead,
    async (_input, ctx) => ({
      data: await markKindRead(ctx.db, requireUser(ctx.user), 'alimentos', ctx.now),
    }),
    ADMIN,
  );
  registerCall(
    app,
    notificationCalls.markNewUsersRead,
    async (_input, ctx) => ({ data: await markKindRead(ctx.db, requireUser(ctx.user), 'usuarios', ctx.now) }),
    ADMIN,
  );
  registerCall(app, notificationCalls.markMessageRead, async (input, ctx) => ({
    data: await markMessageRead(ctx.db, requireUser(ctx.user), input.notificacao_id, ctx.now),
  }));
  registerCall(app, notificationCalls.markLinkEventRead, async (input, ctx) => ({
    data: await markLinkEventRead(ctx.db, requireUser(ctx.user).id, input.id, ctx.now),
  }));
  registerCall(app, notificationCalls.markNoticeRead, async (input, ctx) => ({
    data: await markNoticeRead(ctx.db, requireUser(ctx.user).id, input.id, ctx.now),
  }));
  registerCall(
    app,
    notificationCalls.sendNotification,
    async (input, ctx) => ({ data: await sendNotification(ctx.db, requireUser(ctx.user), input, ctx.now) }),
    ADMIN,
  );
}
