/**
 * Sharing calls (packages/contracts/src/sharing.ts; docs/product/calls.md#shell-calls compartilhar/*, notificacoes/dietaLida).
 * Permissions on a record: record-access.ts; choices: docs/decisions/sharing.md.
 */
import { sharingCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { mailerForRequest } from '../mail/mailer-for-request';
import { composeMail, toMailLanguage } from '../mail/messages';
import { createShare } from './use-cases/create-share';
import type { ShareInvitation } from './use-cases/create-share';
import { createShareLink } from './use-cases/create-share-link';
import { findGivenShares, findReceivedShares } from './use-cases/find-shares';
import { getShareAccess } from './use-cases/get-share-access';
import { hideShare } from './use-cases/hide-share';
import { markShareRead } from './use-cases/mark-share-read';
import { openShareLink } from './use-cases/open-share-link';
import { revokeShare } from './use-cases/revoke-share';
import { listShareLinks, revokeShareLink } from './use-cases/share-links';

export function registerSharingRoutes(app: FastifyInstance): void {
  registerCall(app, sharingCalls.createShare, async (input, ctx) => {
    const mailer = mailerForRequest(ctx);
    // The invitation mail goes after the answer, so an answer takes as long with or without one.
    const sendInvitation = (invitation: ShareInvitation) =>
      setImmediate(() => {
        const content = composeMail(
          {
            kind: 'convite_compartilhamento',
            nome: invitation.fromName,
            email: invitation.fromEmail,
            tipo: invitation.tipo,
          },
          toMailLanguage(invitation.idioma),
        );
        mailer({ to: invitation.to, ...content, purpose: 'convite_compartilhamento' }).catch(
          (error: unknown) => ctx.request.log.error({ err: error }, 'share invitation mail failed'),
        );
      });
    return { data: await createShare(ctx.db, requireUser(ctx.user), input, ctx.now, sendInvitation) };
  });
  registerCall(app, sharingCalls.findReceivedShares, (input, ctx) =>
    findReceivedShares(ctx.db, requireUser(ctx.user), input, ctx.now),
  );
  registerCall(app, sharingCalls.findGivenShares, (input, ctx) =>
    findGivenShares(ctx.db, requireUser(ctx.user), input),
  );
  registerCall(app, sharingCalls.hideReceivedShare, async (input, ctx) => ({
    data: await hideShare(ctx.db, requireUser(ctx.user), input, ctx.now),
  }));
  registerCall(app, sharingCalls.revokeShare, async (input, ctx) => ({
    data: await revokeShare(ctx.db, requireUser(ctx.user), input.id_compartilhamento, ctx.now),
  }));
  registerCall(app, sharingCalls.markShareRead, async (input, ctx) => ({
    data: await markShareRead(ctx.db, requireUser(ctx.user), input, ctx.now),
  }));
  registerCall(app, sharingCalls.getShareAccess, (input, ctx) =>
    getShareAccess(ctx.db, requireUser(ctx.user), input.id_dieta),
  );
  registerCall(app, sharingCalls.createShareLink, (input, ctx) =>
    createShareLink(ctx.db, ctx.config, requireUser(ctx.user), input.id_dieta, ctx.now),
  );
  registerCall(app, sharingCalls.openShareLink, (input, ctx) =>
    openShareLink(ctx.db, ctx.config, input, ctx.now),
  );
  registerCall(app, sharingCalls.listShareLinks, (input, ctx) =>
    listShareLinks(ctx.db, requireUser(ctx.user), input.id_dieta, ctx.now),
  );
  registerCall(app, sharingCalls.revokeShareLink, (input, ctx) =>
    revokeShareLink(ctx.db, requireUser(ctx.user), input.id, ctx.now),
  );
}
