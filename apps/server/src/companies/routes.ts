/** Company calls (packages/contracts/src/companies.ts; docs/product/calls.md#shell-calls empresa/*, parceiros/*; docs/product/calls.md#calculation-calls). */
import { companyCalls, isAdministrator } from '@cocho/contracts';
import type { TCollaborator, TMyCompanyLink } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/roles';
import { createOnceCall } from '../http/create-once-call';
import { registerCall } from '../http/register-call';
import type { CallContext } from '../http/register-call';
import { companyManagersOf, mailRequest, tellUsers } from '../notifications/tell-users';
import { markOwnLinkChangeRead } from '../notifications/use-cases/mark-link-event-read';
import { registerAdminCompanyRoutes } from './admin-routes';
import { auditCompanyLink, auditCompanyRecord, changedCompanyFields } from './company-audit';
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

/**
 * A link change by company staff or the user, audited as a company user change request. A user's change to
 * their own link is read in their bell at once (notifications: link events tell only what others did).
 */
async function auditedLink<T extends TCollaborator | TMyCompanyLink>(
  ctx: CallContext,
  change: Promise<T>,
): Promise<T> {
  const link = await change;
  await auditCompanyLink(ctx, 'company_link_changed', link);
  const userId = 'id_usuario' in link ? link.id_usuario : requireUser(ctx.user).id;
  await markOwnLinkChangeRead(
    ctx.db,
    ctx.user?.id,
    { userId, id: link.id_emp_user, situacao: link.situacao },
    ctx.now,
  );
  return link;
}

/** The company's trade name, for the words of a notice. */
async function companyName(ctx: CallContext, companyId: number): Promise<string> {
  const row = await ctx.db
    .selectFrom('companies')
    .select('nome_fantasia')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.nome_fantasia ?? '';
}

/** The invitee's answer goes to the company's managers (bell and e-mail). */
async function tellManagersOfAnswer(ctx: CallContext, link: TMyCompanyLink): Promise<void> {
  const invitee = requireUser(ctx.user);
  const managers = await companyManagersOf(ctx, link.id_empresa, invitee.id);
  await tellUsers(ctx, managers, {
    evento: link.situacao === 'ativo' ? 'convite_aceito' : 'convite_recusado',
    empresa: link.nome_fantasia,
    nome: invitee.nome,
  });
}

/** A manager's answer to a link request goes to the requester (the bell has approvals as link events). */
async function tellRequesterOfAnswer(ctx: CallContext, link: TCollaborator): Promise<void> {
  const approved = link.situacao === 'ativo';
  await tellUsers(
    ctx,
    [link.id_usuario],
    {
      evento: approved ? 'vinculo_aprovado' : 'vinculo_recusado',
      empresa: await companyName(ctx, link.id_empresa),
    },
    // An approval is already in the requester's bell as a link event (vinculo_usuario): e-mail only.
    { bell: !approved },
  );
}

export function registerCompanyRoutes(app: FastifyInstance): void {
  registerAdminCompanyRoutes(app);
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
    async (input, ctx) => {
      const { idempotency_key: _key, ...values } = input;
      const created = await createOnceCall(ctx, companyCalls.createCompany, input, async (db) => ({
        data: await createCompany(db, values, ctx.now),
      }));
      if (created.isNew) await auditCompanyRecord(ctx, 'company_created', created.data.data, []);
      return created.data;
    },
    administration,
  );
  registerCall(
    app,
    companyCalls.updateCompanyAsAdministrator,
    async ({ id, base_updated_at: base, ...update }, ctx) => {
      const company = await updateCompany(ctx.db, id, update, ctx.now, base);
      await auditCompanyRecord(ctx, 'company_updated', company, Object.keys(update));
      return { data: company };
    },
    administration,
  );

  registerCall(app, companyCalls.getCompany, async (input, ctx) => ({
    data: toCompany(await requireCompanyAccess(ctx.db, requireUser(ctx.user), input.id_empresa, MEMBERS)),
  }));
  registerCall(
    app,
    companyCalls.editCompany,
    async ({ id_empresa, base_updated_at: base, ...fields }, ctx) => {
      const user = requireUser(ctx.user);
      const before = toCompany(await requireCompanyAccess(ctx.db, user, id_empresa, MANAGERS));
      const company = await updateCompany(ctx.db, id_empresa, fields, ctx.now, base);
      const action = isAdministrator(user.access.view) ? 'company_updated' : 'company_edited';
      await auditCompanyRecord(ctx, action, company, changedCompanyFields(before, company));
      return { data: company };
    },
  );
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
  registerCall(app, companyCalls.addCollaborator, async (input, ctx) => {
    const { id_empresa, idempotency_key: _key, ...invite } = input;
    const company = await requireCompanyAccess(ctx.db, requireUser(ctx.user), id_empresa, MANAGERS);
    const created = await createOnceCall(ctx, companyCalls.addCollaborator, input, async (db) => ({
      data: await addCollaborator(db, id_empresa, invite, ctx.now),
    }));
    // The same invitation sent again (its key) was audited and mailed the first time.
    if (!created.isNew) return created.data;
    const link = await auditedLink(ctx, Promise.resolve(created.data.data));
    await mailRequest(ctx, [link.id_usuario], {
      pedido: 'convite',
      empresa: company.nome_fantasia,
      nome: company.nome_fantasia,
      acesso: link.acesso,
    });
    return { data: link };
  });
  registerCall(app, companyCalls.approveLink, async (input, ctx) => {
    const link = await auditedLink(
      ctx,
      decideLink(ctx.db, requireUser(ctx.user), input.id_emp_user, 'approve', ctx.now),
    );
    await tellRequesterOfAnswer(ctx, link);
    return { data: link };
  });
  registerCall(app, companyCalls.rejectLink, async (input, ctx) => {
    const link = await auditedLink(
      ctx,
      decideLink(ctx.db, requireUser(ctx.user), input.id_emp_user, 'reject', ctx.now),
    );
    await tellRequesterOfAnswer(ctx, link);
    return { data: link };
  });
  registerCall(app, companyCalls.unlinkCollaborator, async (input, ctx) => ({
    data: await auditedLink(
      ctx,
      unlinkCollaborator(ctx.db, requireUser(ctx.user), input.id_emp_user, ctx.now),
    ),
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
  registerCall(app, companyCalls.acceptInvitation, async (input, ctx) => {
    const link = await auditedLink(
      ctx,
      answerInvitation(ctx.db, requireUser(ctx.user), input.id_emp_user, true, ctx.now),
    );
    await tellManagersOfAnswer(ctx, link);
    return { data: link };
  });
  registerCall(app, companyCalls.declineInvitation, async (input, ctx) => {
    const link = await auditedLink(
      ctx,
      answerInvitation(ctx.db, requireUser(ctx.user), input.id_emp_user, false, ctx.now),
    );
    await tellManagersOfAnswer(ctx, link);
    return { data: link };
  });
  registerCall(app, companyCalls.requestLink, async (input, ctx) => {
    const user = requireUser(ctx.user);
    const { idempotency_key: _key, ...request } = input;
    const created = await createOnceCall(ctx, companyCalls.requestLink, input, async (db) => ({
      data: await requestLink(db, user, request, ctx.now),
    }));
    if (!created.isNew) return created.data;
    const link = await auditedLink(ctx, Promise.resolve(created.data.data));
    await mailRequest(ctx, await companyManagersOf(ctx, link.id_empresa), {
      pedido: 'vinculo',
      empresa: link.nome_fantasia,
      nome: user.nome,
      acesso: link.acesso,
    });
    return { data: link };
  });
}
