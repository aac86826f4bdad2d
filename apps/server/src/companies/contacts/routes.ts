/**
 * Sales-technician contact calls and the consent to partner contact (packages/contracts/src/company-contacts.ts;
 * docs/decisions/sales-technician-contacts.md). Every change is recorded in the audit log.
 */
import { companyContactCalls } from '@cocho/contracts';
import type { TCompanyContact } from '@cocho/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit';
import { requireUser } from '../../auth/roles';
import type { CallContext } from '../../http/register-call';
import { createOnceCall } from '../../http/create-once-call';
import { registerCall } from '../../http/register-call';
import { mailRequest, tellUsers } from '../../notifications/tell-users';
import { answerContact, deactivateContact } from './use-cases/change-contact';
import { listCompanyContacts, listMyContacts } from './use-cases/list-contacts';
import { getPartnerConsent, setPartnerConsent } from './use-cases/partner-consent';
import { requestContact } from './use-cases/request-contact';

async function audited(ctx: CallContext, contact: TCompanyContact): Promise<{ data: TCompanyContact }> {
  await recordAudit(ctx.db, {
    action: 'company_contact_changed',
    at: ctx.now,
    actorUserId: ctx.user?.id ?? null,
    subjectUserId: contact.usuario.id,
    ip: ctx.request.ip,
    detail: { id_empresa: contact.id_empresa, id_contato: contact.id_contato, situacao: contact.situacao },
  });
  return { data: contact };
}

export function registerCompanyContactRoutes(app: FastifyInstance): void {
  registerCall(app, companyContactCalls.listCompanyContacts, (input, ctx) =>
    listCompanyContacts(ctx.db, requireUser(ctx.user), input),
  );
  registerCall(app, companyContactCalls.requestCompanyContact, async (input, ctx) => {
    const { idempotency_key: _key, ...request } = input;
    const created = await createOnceCall(
      ctx,
      companyContactCalls.requestCompanyContact,
      input,
      async (db) => ({
        data: await requestContact(db, requireUser(ctx.user), request, ctx.now),
      }),
    );
    // The same request sent again (its key) was told and audited the first time.
    if (!created.isNew) return created.data;
    const contact = created.data.data;
    // The farmer is asked in context: the request is in their bell (contato_empresa) and their mailbox.
    await mailRequest(ctx, [contact.usuario.id], {
      pedido: 'contato',
      empresa: contact.nome_empresa,
      nome: contact.tecnico.nome,
      acesso: null,
    });
    return audited(ctx, contact);
  });
  registerCall(app, companyContactCalls.deactivateCompanyContact, async (input, ctx) =>
    audited(ctx, await deactivateContact(ctx.db, requireUser(ctx.user), input.id_contato, ctx.now)),
  );
  registerCall(app, companyContactCalls.listMyContacts, (input, ctx) =>
    listMyContacts(ctx.db, requireUser(ctx.user).id, input.cursor),
  );
  const answer = (accept: boolean) => async (input: { id_contato: number }, ctx: CallContext) => {
    const contact = await answerContact(ctx.db, requireUser(ctx.user), input.id_contato, accept, ctx.now);
    // The technician who asked hears the farmer's answer (bell and e-mail).
    await tellUsers(ctx, [contact.tecnico.id], {
      evento: accept ? 'contato_aceito' : 'contato_recusado',
      empresa: contact.nome_empresa,
      nome: contact.usuario.nome,
    });
    return audited(ctx, contact);
  };
  registerCall(app, companyContactCalls.acceptContact, answer(true));
  registerCall(app, companyContactCalls.declineContact, answer(false));
  registerCall(app, companyContactCalls.getPartnerContactConsent, async (_input, ctx) => ({
    data: await getPartnerConsent(ctx.db, requireUser(ctx.user).id),
  }));
  registerCall(app, companyContactCalls.setPartnerContactConsent, async (input, ctx) => {
    const user = requireUser(ctx.user);
    const { declined, ...answer } = await setPartnerConsent(
      ctx.db,
      user.id,
      input.aceita_contato_parceiros,
      ctx.now,
    );
    await recordAudit(ctx.db, {
      action: 'partner_contact_consent_changed',
      at: ctx.now,
      actorUserId: user.id,
      subjectUserId: user.id,
      ip: ctx.request.ip,
      detail: { aceita: answer.aceita_contato_parceiros, contatos_recusados: declined },
    });
    return { data: answer };
  });
}
