/**
 * The administrator's company calls added for the company control screen (packages/contracts/src/
 * admin-companies.ts): link a collaborator, list company change requests and mark them read. Every one needs
 * the `administration` ability; the link and the read of the change requests are audited.
 */
import { adminCompanyCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/record-audit';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { findCompanyChanges, markCompanyChangeRead } from './change-requests';
import { auditCompanyLink } from './company-audit';
import { linkCollaboratorAsAdministrator } from './use-cases/admin-link-collaborator';

const ADMINISTRATION = { ability: 'administration' } as const;

export function registerAdminCompanyRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    adminCompanyCalls.linkCollaboratorAsAdministrator,
    async (input, ctx) => {
      const link = await linkCollaboratorAsAdministrator(ctx.db, input, ctx.now);
      await auditCompanyLink(ctx, 'company_collaborator_linked', link);
      return { data: link };
    },
    ADMINISTRATION,
  );
  registerCall(
    app,
    adminCompanyCalls.listCompanyChanges,
    async (_input, ctx) => {
      const adminId = requireUser(ctx.user).id;
      const changes = await findCompanyChanges(ctx.db, adminId);
      // Who looked at whose changes, as the administration's other reads (docs/decisions/administration.md).
      await recordAudit(ctx.db, {
        action: 'admin_read',
        at: ctx.now,
        actorUserId: adminId,
        detail: { call: adminCompanyCalls.listCompanyChanges.name },
      });
      return { data: changes };
    },
    ADMINISTRATION,
  );
  registerCall(
    app,
    adminCompanyCalls.markCompanyChangeRead,
    async (input, ctx) => ({
      data: await markCompanyChangeRead(ctx.db, requireUser(ctx.user).id, 'empresa', input.id, ctx.now),
    }),
    ADMINISTRATION,
  );
  registerCall(
    app,
    adminCompanyCalls.markCompanyUserChangeRead,
    async (input, ctx) => ({
      data: await markCompanyChangeRead(ctx.db, requireUser(ctx.user).id, 'usuario', input.id, ctx.now),
    }),
    ADMINISTRATION,
  );
}
