/** Company calls (packages/contracts/src/companies.ts; spec 01 §7 empresa/*, parceiros/*; spec 02 §7). */
import { companyCalls } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { registerCall } from '../http/register-call';
import { MANAGERS, MEMBERS, STAFF_READERS, requireCompanyAccess } from './company-access';
import { toCompany } from './company-wire';
import { addCollaborator } from './use-cases/add-collaborator';
import { getCompanyLogo, getPartnerInfo, listPartners } from './use-cases/company-public-info';
import { createCompany } from './use-cases/create-company';
import { decideLink } from './use-cases/decide-link';
import { listCollaborators } from './use-cases/list-collaborators';
import { listCompanies } from './use-cases/list-companies';
import { answerInvitation, listMyCompanyLinks, requestLink } from './use-cases/my-company-links';
import { unlinkCollaborator } from './use-cases/unlink-collaborator';
import { updateCompany } from './use-cases/update-company';

export function registerCompanyRoutes(app: FastifyInstance): void {
  const administration = { ability: 'administration' } as const;
  registerCall(
    app,
    companyCalls.listCompanies,
    async (_input, ctx) => ({ data: await listCompanies(ctx.db) }),
    administration,
  );
  registerCall(
    app,
    companyCalls.createCompany,
    async (input, ctx) => ({ data: await createCompany(ctx.db, input, ctx.now) }),
    administration,
  );
  registerCall(
    app,
    companyCalls.updateCompanyAsAdministrator,
    async ({ id, ...update }, ctx) => ({ data: await updateCompany(ctx.db, id, update, ctx.now) }),
    administration,
  );

  registerCall(app, companyCalls.getCompany, async (input, ctx) => ({
    data: toCompany(await requireCompanyAccess(ctx.db, requireUser(ctx.user), input.id_empresa, MEMBERS)),
  }));
  registerCall(app, companyCalls.editCompany, async ({ id_empresa, ...fields }, ctx) => {
    await requireCompanyAccess(ctx.db, requireUser(ctx.user), id_empresa, MANAGERS);
    return { data: await updateCompany(ctx.db, id_empresa, fields, ctx.now) };
  });
  registerCall(app, companyCalls.listCollaborators, async (input, ctx) => {
    await requireCompanyAccess(ctx.db, requireUser(ctx.user), input.id_empresa, STAFF_READERS);
    return { data: await listCollaborators(ctx.db, input.id_empresa, 'colaboradores') };
  });
  registerCall(app, companyCalls.listLinkedProducers, async (input, ctx) => {
    await requireCompanyAccess(ctx.db, requireUser(ctx.user), input.id_empresa, STAFF_READERS);
    return { data: await listCollaborators(ctx.db, input.id_empresa, 'vinculados') };
  });
  registerCall(app, companyCalls.listUnlinked, async (input, ctx) => {
    await requireCompanyAccess(ctx.db, requireUser(ctx.user), input.id_empresa, STAFF_READERS);
    return { data: await listCollaborators(ctx.db, input.id_empresa, 'nao_vinculados') };
  });
  registerCall(app, companyCalls.addCollaborator, async ({ id_empresa, ...invite }, ctx) => {
    await requireCompanyAccess(ctx.db, requireUser(ctx.user), id_empresa, MANAGERS);
    return { data: await addCollaborator(ctx.db, id_empresa, invite, ctx.now) };
  });
  registerCall(app, companyCalls.approveLink, async (input, ctx) => ({
    data: await decideLink(ctx.db, requireUser(ctx.user), input.id_emp_user, 'approve', ctx.now),
  }));
  registerCall(app, companyCalls.rejectLink, async (input, ctx) => ({
    data: await decideLink(ctx.db, requireUser(ctx.user), input.id_emp_user, 'reject', ctx.now),
  }));
  registerCall(app, companyCalls.unlinkCollaborator, async (input, ctx) => ({
    data: await unlinkCollaborator(ctx.db, requireUser(ctx.user), input.id_emp_user, ctx.now),
  }));

  registerCall(app, companyCalls.getCompanyLogo, async (input, ctx) => ({
    data: await getCompanyLogo(ctx.db, input.id),
  }));
  registerCall(app, companyCalls.getPartnerInfo, async (input, ctx) => ({
    data: await getPartnerInfo(ctx.db, input.parceiro),
  }));

  registerCall(app, companyCalls.listPartners, async (input, ctx) => {
    await requireCompanyAccess(ctx.db, requireUser(ctx.user), input.id_empresa, MEMBERS);
    return { data: await listPartners(ctx.db) };
  });

  registerCall(app, companyCalls.listMyCompanyLinks, async (_input, ctx) => ({
    data: await listMyCompanyLinks(ctx.db, requireUser(ctx.user).id),
  }));
  registerCall(app, companyCalls.acceptInvitation, async (input, ctx) => ({
    data: await answerInvitation(ctx.db, requireUser(ctx.user), input.id_emp_user, true, ctx.now),
  }));
  registerCall(app, companyCalls.declineInvitation, async (input, ctx) => ({
    data: await answerInvitation(ctx.db, requireUser(ctx.user), input.id_emp_user, false, ctx.now),
  }));
  registerCall(app, companyCalls.requestLink, async (input, ctx) => ({
    data: await requestLink(ctx.db, requireUser(ctx.user), input, ctx.now),
  }));
}
