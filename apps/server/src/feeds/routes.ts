/** The feed catalogue calls (packages/contracts/src/feeds.ts; spec 02 §7, spec 01 §7). */
import { feedCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { findAdditives, findFeedTypes } from './feeds-repository';
import { toWireAdditive, toWireFeedType } from './feed-wire';
import {
  approveFeed,
  createUserFeed,
  exportCatalogue,
  hideUserFeed,
  importCatalogue,
  lastUpdate,
  listCompanyFeeds,
  listFeeds,
  listPendingFeeds,
  readLabReport,
  rejectFeed,
  removeUserFeed,
  sendFeedForApproval,
  updateUserFeed,
} from './feeds-service';

export function registerFeedRoutes(app: FastifyInstance): void {
  registerCall(app, feedCalls.tipos, async (_input, ctx) => ({
    data: (await findFeedTypes(ctx.db)).map(toWireFeedType),
  }));
  registerCall(app, feedCalls.getListaAlimentos, async (input, ctx) => ({
    data: await listFeeds(ctx.db, requireUser(ctx.user), input),
  }));
  registerCall(app, feedCalls.lastUpdateAt, async (_input, ctx) => ({
    data: await lastUpdate(ctx.db, ctx.now),
  }));
  registerCall(app, feedCalls.getAlimentosEmpresa, async (input, ctx) => ({
    data: await listCompanyFeeds(ctx.db, requireUser(ctx.user), input, false),
  }));
  registerCall(app, feedCalls.getAlimentosPatrocinados, async (input, ctx) => ({
    data: await listCompanyFeeds(ctx.db, requireUser(ctx.user), input, true),
  }));
  registerCall(app, feedCalls.getAditivos, async (_input, ctx) => ({
    data: (await findAdditives(ctx.db)).map(toWireAdditive),
  }));
  registerCall(app, feedCalls.createUserFeed, async (input, ctx) => ({
    data: await createUserFeed(ctx.db, requireUser(ctx.user), input, ctx.now),
  }));
  registerCall(app, feedCalls.updateUserFeed, async (input, ctx) => ({
    data: await updateUserFeed(ctx.db, requireUser(ctx.user), input, ctx.now),
  }));
  registerCall(app, feedCalls.hideUserFeed, async (input, ctx) => ({
    data: await hideUserFeed(ctx.db, requireUser(ctx.user), input.id, input.oculto, ctx.now),
  }));
  registerCall(app, feedCalls.removeUserFeed, async (input, ctx) => ({
    data: await removeUserFeed(ctx.db, requireUser(ctx.user), input.id),
  }));
  registerCall(app, feedCalls.sendFeedForApproval, async (input, ctx) => ({
    data: await sendFeedForApproval(ctx.db, requireUser(ctx.user), input, ctx.now),
  }));
  registerCall(app, feedCalls.getPendingFeeds, async (_input, ctx) => ({
    data: await listPendingFeeds(ctx.db, requireUser(ctx.user)),
  }));
  registerCall(app, feedCalls.getLabReport, async (input, ctx) => ({
    data: await readLabReport(ctx.db, requireUser(ctx.user), input.id),
  }));
  registerCall(app, feedCalls.approveFeed, async (input, ctx) => ({
    data: await approveFeed(ctx.db, requireUser(ctx.user), input.id, ctx.now),
  }));
  registerCall(app, feedCalls.rejectFeed, async (input, ctx) => ({
    data: await rejectFeed(ctx.db, requireUser(ctx.user), input, ctx.now),
  }));
  registerCall(app, feedCalls.importCatalogueCsv, async (input, ctx) => ({
    data: await importCatalogue(ctx.db, requireUser(ctx.user), input, ctx.now),
  }));
  registerCall(app, feedCalls.exportCatalogueCsv, async (_input, ctx) => ({
    data: await exportCatalogue(ctx.db, requireUser(ctx.user), ctx.now),
  }));
}
