/**
 * The dashboard's calls (packages/contracts/src/dashboard.ts; docs/product/calls.md#shell-calls data/main, data/chart). Every
 * one reads the signed-in user's own records only.
 */
import { dashboardCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { findDashboardChart } from './use-cases/find-dashboard-chart';
import { findDashboardMain } from './use-cases/find-dashboard-main';
import { findDashboardSessions } from './use-cases/find-dashboard-sessions';
import { findDashboardStatistics } from './use-cases/find-dashboard-statistics';

export function registerDashboardRoutes(app: FastifyInstance): void {
  registerCall(app, dashboardCalls.findDashboardMain, (input, ctx) =>
    findDashboardMain(ctx.db, requireUser(ctx.user), input, ctx.now),
  );
  // The charts module (docs/product/shell.md#roles module flags): without it the web shows the premium offer instead.
  registerCall(
    app,
    dashboardCalls.findDashboardChart,
    (input, ctx) => findDashboardChart(ctx.db, requireUser(ctx.user), input, ctx.now),
    { ability: 'charts' },
  );
  registerCall(app, dashboardCalls.findDashboardStatistics, (input, ctx) =>
    findDashboardStatistics(ctx.db, requireUser(ctx.user), input, ctx.now),
  );
  registerCall(app, dashboardCalls.findDashboardSessions, (input, ctx) =>
    findDashboardSessions(ctx.db, requireUser(ctx.user), input, ctx.now),
  );
}
