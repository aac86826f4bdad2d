/**
 * The feed catalogue calls (packages/contracts/src/feeds.ts; docs/product/calls.md#calculation-calls, docs/product/calls.md#shell-calls):
 * one use case each under use-cases/; plain reads (feed types, additives) go to the repository directly.
 */
import { feedCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { readBearerToken } from '../auth/tokens';
import { resolveSession } from '../auth/use-cases/resolve-session';
import { appError } from '../errors';
import { rateLimitHook, requestSession } from '../http/rate-limits';
import { registerCall } from '../http/register-call';
import type { CallContext } from '../http/register-call';
import { tellUsers } from '../notifications/tell-users';
import {
  chooseCatalogueEncoding,
  createCatalogueCache,
  createVersionedAnswer,
  matchesEtag,
} from './catalogue-cache';
import type { CatalogueCache } from './catalogue-cache';
import { createListAnswerCache } from './list-answer-cache';
import { toWireAdditive, toWireFeedType } from './feed-wire';
import { findAdditives, findFeedTypes } from './repository';
import { approveFeed } from './use-cases/approve-feed';
import { createUserFeed } from './use-cases/create-user-feed';
import { exportCatalogue } from './use-cases/export-catalogue';
import { getCatalogue } from './use-cases/get-catalogue';
import { hideUserFeed } from './use-cases/hide-user-feed';
import { importCatalogue } from './use-cases/import-catalogue';
import { lastUpdate } from './use-cases/last-update';
import { listCompanyFeeds } from './use-cases/list-company-feeds';
import { listFeeds } from './use-cases/list-feeds';
import { listPendingFeeds } from './use-cases/list-pending-feeds';
import { readLabReport } from './use-cases/read-lab-report';
import { rejectFeed } from './use-cases/reject-feed';
import { removeUserFeed } from './use-cases/remove-user-feed';
import { sendFeedForApproval } from './use-cases/send-feed-for-approval';
import { updateUserFeed } from './use-cases/update-user-feed';

/**
 * alimentos/getCatalogo answers bytes built once per catalogue version, so it is served here rather than
 * through registerCall (which validates and serialises every answer): the same sign-in check, an empty
 * request, the precompressed body the client accepts, ETag and 304.
 */
/** The review of a sent feed goes to its sender (bell and e-mail), with the reason when rejected. */
async function tellSenderOfReview(ctx: CallContext, wireId: string, approved: boolean): Promise<void> {
  const rowId = Number(wireId.slice(wireId.indexOf('|') + 1));
  const row = await ctx.db
    .selectFrom('feeds')
    .select(['user_id', 'name', 'motivo_rejeicao'])
    .where('id', '=', rowId)
    .executeTakeFirst();
  if (row?.user_id == null) return;
  await tellUsers(ctx, [row.user_id], {
    evento: approved ? 'alimento_aprovado' : 'alimento_rejeitado',
    nome: row.name,
    motivo: approved ? null : row.motivo_rejeicao,
  });
}

function registerCatalogueCall(app: FastifyInstance, catalogue: CatalogueCache): void {
  app.post(
    `/${feedCalls.getCatalogo.name}`,
    { onRequest: rateLimitHook(app, { signedIn: true }) },
    async (request, reply) => {
      const now = new Date();
      const body: unknown = request.body === undefined ? {} : request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw appError('MALFORMED_REQUEST');
      const { db } = app.deps;
      const signedIn = await resolveSession(
        db,
        readBearerToken(request.headers.authorization),
        now,
        await requestSession(app, request),
      );
      // The catalogue's version came with the session (one query for the whole call).
      const snapshot = await getCatalogue(db, catalogue, now, signedIn.catalogue);
      // Private: the answer needs a sign-in; no-cache: revalidate with the ETag before reuse.
      reply
        .header('cache-control', 'private, no-cache')
        .header('etag', snapshot.etag)
        .header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], snapshot.etag)) return reply.code(304).send();
      const encoding = chooseCatalogueEncoding(request.headers['accept-encoding']);
      reply.header('content-type', 'application/json; charset=utf-8');
      // A set Content-Encoding tells @fastify/compress the body is compressed already.
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.code(200).send(snapshot.bodies[encoding]);
    },
  );
}

export function registerFeedRoutes(app: FastifyInstance): void {
  const catalogue = createCatalogueCache();
  registerCatalogueCall(app, catalogue);
  // Feed types and additives are the same for everyone: kept bytes per catalogue version.
  const feedTypes = createVersionedAnswer('tipos', async (db) =>
    feedCalls.tipos.response.parse({ data: (await findFeedTypes(db)).map(toWireFeedType) }),
  );
  const additives = createVersionedAnswer('aditivos', async (db) =>
    feedCalls.getAditivos.response.parse({ data: (await findAdditives(db)).map(toWireAdditive) }),
  );
  // The same for every signed-in user: the session (with the catalogue version) is the call's one query.
  registerCall(app, feedCalls.tipos, (_input, ctx) => feedTypes.current(ctx.db, ctx.now, ctx.catalogue), {
    userAccess: false,
  });
  const answers = createListAnswerCache();
  registerCall(app, feedCalls.getListaAlimentos, async (input, ctx) => {
    const lists = await listFeeds(ctx.db, requireUser(ctx.user), input, catalogue, ctx.now, ctx.catalogue);
    return answers.answer(lists.catalogue, lists.own, lists.onlyUserAndCompany);
  });
  registerCall(app, feedCalls.lastUpdateAt, async (_input, ctx) => ({
    data: await lastUpdate(ctx.db, ctx.now),
  }));
  registerCall(app, feedCalls.getAlimentosEmpresa, async (input, ctx) => ({
    data: await listCompanyFeeds(ctx.db, requireUser(ctx.user), input, false),
  }));
  registerCall(app, feedCalls.getAlimentosPatrocinados, async (input, ctx) => ({
    data: await listCompanyFeeds(ctx.db, requireUser(ctx.user), input, true),
  }));
  registerCall(
    app,
    feedCalls.getAditivos,
    (_input, ctx) => additives.current(ctx.db, ctx.now, ctx.catalogue),
    { userAccess: false },
  );
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
  registerCall(app, feedCalls.approveFeed, async (input, ctx) => {
    const data = await approveFeed(ctx.db, requireUser(ctx.user), input.id, ctx.now);
    await tellSenderOfReview(ctx, data.enviado.id, true);
    return { data };
  });
  registerCall(app, feedCalls.rejectFeed, async (input, ctx) => {
    const data = await rejectFeed(ctx.db, requireUser(ctx.user), input, ctx.now);
    await tellSenderOfReview(ctx, data.id, false);
    return { data };
  });
  registerCall(app, feedCalls.importCatalogueCsv, async (input, ctx) => ({
    data: await importCatalogue(ctx.db, requireUser(ctx.user), input, ctx.now),
  }));
  registerCall(app, feedCalls.exportCatalogueCsv, async (_input, ctx) => ({
    data: await exportCatalogue(ctx.db, requireUser(ctx.user), ctx.now),
  }));
}
