/**
 * Company feeds, products, sponsorship and reports (packages/contracts/src/company-feeds.ts). Every company
 * call checks the caller's active link and position on the company it names (company-feed-access.ts);
 * sponsorship decisions are for administrators and audited.
 */
import { companyFeedCalls } from '@cocho/contracts';
import type { TCompanyFeed, TSponsorship } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit';
import { requireUser } from '../../auth/roles';
import { createOnceCall } from '../../http/create-once-call';
import { registerCall } from '../../http/register-call';
import type { CallContext } from '../../http/register-call';
import { companyManagersOf, tellUsers } from '../../notifications/tell-users';
import { MEMBERS } from '../company-access';
import { FEED_MANAGERS, FEED_READERS, requireCompanyCaller } from './company-feed-access';
import {
  createCompanyFeed,
  listCompanyFeedsOfArea,
  removeCompanyFeed,
  updateCompanyFeed,
} from './use-cases/company-feeds';
import {
  createCompanyProduct,
  listCompanyProducts,
  removeCompanyProduct,
  updateCompanyProduct,
} from './use-cases/company-products';
import { buildCompanyReport } from './use-cases/company-report';
import { companyFeedRowId } from './use-cases/company-feeds';
import { decideSponsorship, listSponsorships, requestSponsorship } from './use-cases/sponsorship';
import type { SponsorshipDecision } from './use-cases/sponsorship';

async function auditSponsorship(ctx: CallContext, feed: TCompanyFeed | TSponsorship): Promise<void> {
  await recordAudit(ctx.db, {
    action: 'sponsorship_changed',
    at: ctx.now,
    actorUserId: ctx.user?.id ?? null,
    ip: ctx.request.ip,
    detail: { id_alimento: feed.id, id_empresa: feed.empresa, patrocinio: feed.patrocinio },
  });
}

/** A sponsorship answer goes to the company's managers (bell and e-mail). */
async function tellCompanyOfSponsorship(
  ctx: CallContext,
  wireId: string,
  feed: TSponsorship,
  accepted: boolean,
): Promise<void> {
  const rowId = companyFeedRowId(wireId);
  const row =
    rowId === null
      ? undefined
      : await ctx.db.selectFrom('feeds').select('empresa').where('id', '=', rowId).executeTakeFirst();
  if (row?.empresa == null) return;
  await tellUsers(ctx, await companyManagersOf(ctx, row.empresa), {
    evento: accepted ? 'patrocinio_aceito' : 'patrocinio_recusado',
    empresa: feed.empresa_nome,
    nome: feed.name,
  });
}

export function registerCompanyFeedRoutes(app: FastifyInstance): void {
  const caller = (ctx: CallContext, companyId: number, levels: readonly number[]) =>
    requireCompanyCaller(ctx.db, requireUser(ctx.user), companyId, levels);

  registerCall(app, companyFeedCalls.listCompanyFeedsForArea, async (input, ctx) => ({
    data: await listCompanyFeedsOfArea(ctx.db, await caller(ctx, input.id_empresa, FEED_READERS)),
  }));
  registerCall(app, companyFeedCalls.createCompanyFeed, async (input, ctx) => {
    const company = await caller(ctx, input.id_empresa, FEED_MANAGERS);
    const { idempotency_key: _key, ...feed } = input;
    const created = await createOnceCall(ctx, companyFeedCalls.createCompanyFeed, input, async (db) => ({
      data: await createCompanyFeed(db, requireUser(ctx.user), company, feed, ctx.now),
    }));
    return created.data;
  });
  registerCall(app, companyFeedCalls.updateCompanyFeed, async (input, ctx) => {
    const { feed, sponsorshipReopened } = await updateCompanyFeed(
      ctx.db,
      await caller(ctx, input.id_empresa, FEED_MANAGERS),
      input,
      ctx.now,
    );
    if (sponsorshipReopened) await auditSponsorship(ctx, feed);
    return { data: feed };
  });
  registerCall(app, companyFeedCalls.removeCompanyFeed, async (input, ctx) => ({
    data: await removeCompanyFeed(ctx.db, await caller(ctx, input.id_empresa, FEED_MANAGERS), input.id),
  }));
  registerCall(app, companyFeedCalls.requestSponsorship, async (input, ctx) => {
    const feed = await requestSponsorship(
      ctx.db,
      await caller(ctx, input.id_empresa, FEED_MANAGERS),
      input.id,
      ctx.now,
    );
    await auditSponsorship(ctx, feed);
    return { data: feed };
  });

  const administration = { ability: 'administration' } as const;
  registerCall(
    app,
    companyFeedCalls.listSponsorships,
    async (_input, ctx) => ({ data: await listSponsorships(ctx.db) }),
    administration,
  );
  const decision = (name: SponsorshipDecision) => async (input: { id: string }, ctx: CallContext) => {
    const feed = await decideSponsorship(ctx.db, input.id, name, ctx.now);
    await auditSponsorship(ctx, feed);
    if (name !== 'revogar') await tellCompanyOfSponsorship(ctx, input.id, feed, name === 'aceitar');
    return { data: feed };
  };
  registerCall(app, companyFeedCalls.acceptSponsorship, decision('aceitar'), administration);
  registerCall(app, companyFeedCalls.declineSponsorship, decision('recusar'), administration);
  registerCall(app, companyFeedCalls.revokeSponsorship, decision('revogar'), administration);

  registerCall(app, companyFeedCalls.listCompanyProducts, async (input, ctx) => {
    await caller(ctx, input.id_empresa, MEMBERS);
    return { data: await listCompanyProducts(ctx.db, input.id_empresa) };
  });
  registerCall(app, companyFeedCalls.createCompanyProduct, async (input, ctx) => {
    await caller(ctx, input.id_empresa, FEED_MANAGERS);
    const created = await createOnceCall(ctx, companyFeedCalls.createCompanyProduct, input, async (db) => ({
      data: await createCompanyProduct(db, input, ctx.now),
    }));
    return created.data;
  });
  registerCall(app, companyFeedCalls.updateCompanyProduct, async (input, ctx) => {
    await caller(ctx, input.id_empresa, FEED_MANAGERS);
    return { data: await updateCompanyProduct(ctx.db, input, ctx.now) };
  });
  registerCall(app, companyFeedCalls.removeCompanyProduct, async (input, ctx) => {
    await caller(ctx, input.id_empresa, FEED_MANAGERS);
    return { data: await removeCompanyProduct(ctx.db, input.id_empresa, input.id) };
  });

  registerCall(app, companyFeedCalls.getCompanyDietsReport, async (input, ctx) => ({
    data: await buildCompanyReport(ctx.db, await caller(ctx, input.id_empresa, FEED_MANAGERS), input, true),
  }));
  registerCall(app, companyFeedCalls.getUnlinkedDietsReport, async (input, ctx) => ({
    data: await buildCompanyReport(ctx.db, await caller(ctx, input.id_empresa, FEED_MANAGERS), input, false),
  }));
}
