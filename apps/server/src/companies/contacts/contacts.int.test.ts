/**
 * Sales-technician contacts end to end over HTTP, on SQLite and PostgreSQL: the consent to partner contact,
 * every transition (asked → accepted or declined; deactivated by the user, the technician or a manager; asked
 * again), what each side sees in each state, who may list and change what (the company's staff only, never
 * another company; users only their own), concurrent requests, and the audit entries.
 */
import type { TCompany } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, signUpAdministrator } from '../../access/access-test-helpers';
import { forEachDatabase } from '../../testing/for-each-database';
import type { CallResult, SignedUp, TestEnvironment } from '../../testing/for-each-database';
import { answerOf } from '../../testing/typed-call';

const CNPJ_A = '11.222.333/0001-81';
const CNPJ_B = '11444777000161';

forEachDatabase('sales-technician contacts', (t: TestEnvironment) => {
  let managerA: SignedUp;
  let technicianA: SignedUp;
  let producerA: SignedUp;
  let managerB: SignedUp;
  let technicianB: SignedUp;
  let companyA: TCompany;
  let companyB: TCompany;

  const as = (who: SignedUp) => ({ token: who.token });
  /** The contact a request, an acceptance, a refusal or a deactivation answers (one answer shape). */
  const contactOf = (res: CallResult) => answerOf('acceptContact', res).data;
  const ask = async (who: SignedUp, companyId: number, user: SignedUp) =>
    t.call('empresa/add-contato-emp-tecnico', { id_empresa: companyId, email: user.email }, as(who));
  const consent = async (who: SignedUp, aceita: boolean) => {
    const res = await t.call('contatos/consentimento/definir', { aceita_contato_parceiros: aceita }, as(who));
    expect(res.status, res.text).toBe(200);
  };
  const myContacts = async (who: SignedUp) => {
    const res = await t.call('contatos/meus', {}, as(who));
    expect(res.status, res.text).toBe(200);
    return answerOf('listMyContacts', res);
  };
  const companyContacts = async (who: SignedUp, companyId: number) => {
    const res = await t.call('empresa/contatos', { id_empresa: companyId }, as(who));
    expect(res.status, res.text).toBe(200);
    return answerOf('listCompanyContacts', res);
  };
  const link = async (manager: SignedUp, companyId: number, who: SignedUp, acesso: number) => {
    const invited = await t.call(
      'empresa/add-colaborador',
      { id_empresa: companyId, email: who.email, acesso },
      as(manager),
    );
    expect(invited.status, invited.text).toBe(200);
    const id = answerOf('addCollaborator', invited).data.id_emp_user;
    const accepted = await t.call('empresa/aceitarConvite', { id_emp_user: id }, as(who));
    expect(accepted.status, accepted.text).toBe(200);
  };
  const setContactDetails = async (
    who: SignedUp,
    values: { telefone: string; cidade: string; estado: string },
  ) => {
    const brazil = await t.db.selectFrom('paises').select('id').where('iso', '=', 'BR').executeTakeFirst();
    await t.db
      .updateTable('users')
      .set({ ...values, pais: brazil?.id ?? null })
      .where('id', '=', who.user.id)
      .execute();
  };
  const newUser = async (consents: boolean) => {
    const user = await t.signUp();
    if (consents) await consent(user, true);
    return user;
  };

  beforeAll(async () => {
    const admin = await signUpAdministrator(t);
    managerA = await t.signUp();
    managerB = await t.signUp();
    technicianA = await t.signUp();
    technicianB = await t.signUp();
    producerA = await t.signUp();
    const create = async (cnpj: string, owner: SignedUp, name: string) => {
      const res = await t.call(
        'adm/empresas/criar',
        { razao_social: `${name} Ltda`, nome_fantasia: name, cnpj, email_dono: owner.email },
        as(admin),
      );
      expect(res.status, res.text).toBe(200);
      return answerOf('createCompany', res).data;
    };
    companyA = await create(CNPJ_A, managerA, 'Alfa');
    companyB = await create(CNPJ_B, managerB, 'Beta');
    await link(managerA, companyA.id, technicianA, 2);
    await link(managerA, companyA.id, producerA, 3);
    await link(managerB, companyB.id, technicianB, 2);
    await setContactDetails(technicianA, { telefone: '+5531999990000', cidade: 'Viçosa', estado: 'MG' });
  });

  describe('consent to partner contact', () => {
    it('is not required beforehand: a user who never answered is asked in context (pending request)', async () => {
      const user = await t.signUp();
      const got = await t.call('contatos/consentimento', {}, as(user));
      expect(got.body).toEqual({ data: { aceita_contato_parceiros: false } });
      expect(contactOf(await ask(technicianA, companyA.id, user)).situacao).toBe('pendente');
      const other = await t.signUp();
      await consent(other, true);
      expect((await t.call('contatos/consentimento', {}, as(other))).body).toEqual({
        data: { aceita_contato_parceiros: true },
      });
      expect(contactOf(await ask(technicianA, companyA.id, other)).situacao).toBe('pendente');
    });

    it('a user who refused partner contact on their profile cannot be asked', async () => {
      const user = await t.signUp();
      await consent(user, false);
      expect(codeOf(await ask(technicianA, companyA.id, user))).toBe('CONTACT_NOT_ALLOWED');
    });

    it('withdrawn, it declines the pending requests but keeps active contacts', async () => {
      const user = await newUser(true);
      const pending = contactOf(await ask(technicianA, companyA.id, user));
      const active = contactOf(await ask(technicianB, companyB.id, user));
      contactOf(await t.call('contatos/aceitar', { id_contato: active.id_contato }, as(user)));
      await consent(user, false);
      const states = Object.fromEntries((await myContacts(user)).data.map((c) => [c.id_contato, c.situacao]));
      expect(states).toEqual({ [pending.id_contato]: 'desativado', [active.id_contato]: 'ativo' });
      expect(codeOf(await ask(managerA, companyA.id, user))).toBe('CONTACT_NOT_ALLOWED');
    });

    it('refuses an unknown e-mail and the caller themselves', async () => {
      const unknown = await t.call(
        'empresa/add-contato-emp-tecnico',
        { id_empresa: companyA.id, email: 'nobody-at-all@example.com' },
        as(technicianA),
      );
      expect(codeOf(unknown)).toBe('COMPANY_USER_NOT_FOUND');
      await consent(technicianA, true);
      expect(codeOf(await ask(technicianA, companyA.id, technicianA))).toBe('CONTACT_NOT_ALLOWED');
    });
  });

  describe('transitions', () => {
    it('asked → accepted exposes both sides’ phone, city, state and country; deactivated hides them again', async () => {
      const user = await newUser(true);
      await setContactDetails(user, { telefone: '+5511988887777', cidade: 'Campinas', estado: 'SP' });
      const asked = contactOf(await ask(technicianA, companyA.id, user));
      expect(asked).toMatchObject({ situacao: 'pendente', nome_empresa: 'Alfa', decided_at: null });
      expect(asked.usuario).toMatchObject({
        email: user.email,
        telefone: null,
        cidade: null,
        estado: null,
        pais: null,
      });
      expect(asked.tecnico).toMatchObject({ id: technicianA.user.id, email: null, telefone: null });
      // The user sees the pending request with the technician's name only.
      const [mine] = (await myContacts(user)).data;
      expect(mine).toMatchObject({ id_contato: asked.id_contato, situacao: 'pendente' });
      expect(mine?.tecnico.telefone).toBeNull();

      const accepted = contactOf(
        await t.call('contatos/aceitar', { id_contato: asked.id_contato }, as(user)),
      );
      expect(accepted.situacao).toBe('ativo');
      expect(accepted.decided_at).not.toBeNull();
      const seenByCompany = (await companyContacts(technicianA, companyA.id)).data.find(
        (c) => c.id_contato === asked.id_contato,
      );
      expect(seenByCompany?.usuario).toMatchObject({
        email: user.email,
        telefone: '+5511988887777',
        cidade: 'Campinas',
        estado: 'SP',
        pais: 'BR',
      });
      expect((await myContacts(user)).data[0]?.tecnico).toMatchObject({
        email: technicianA.email,
        telefone: '+5531999990000',
        cidade: 'Viçosa',
        estado: 'MG',
        pais: 'BR',
      });
      // Answering twice is a conflict.
      expect(codeOf(await t.call('contatos/recusar', { id_contato: asked.id_contato }, as(user)))).toBe(
        'CONFLICT',
      );
      expect(codeOf(await ask(technicianA, companyA.id, user))).toBe('CONTACT_EXISTS');

      const ended = contactOf(
        await t.call('empresa/contatos/desativar', { id_contato: asked.id_contato }, as(technicianA)),
      );
      expect(ended.situacao).toBe('desativado');
      expect(ended.usuario.telefone).toBeNull();
      expect(
        codeOf(await t.call('empresa/contatos/desativar', { id_contato: asked.id_contato }, as(user))),
      ).toBe('CONFLICT');
    });

    it('asked → declined; asked again reuses the contact; the user or a manager deactivates', async () => {
      const user = await newUser(true);
      const asked = contactOf(await ask(technicianA, companyA.id, user));
      const declined = contactOf(
        await t.call('contatos/recusar', { id_contato: asked.id_contato }, as(user)),
      );
      expect(declined.situacao).toBe('desativado');
      expect(codeOf(await t.call('contatos/aceitar', { id_contato: asked.id_contato }, as(user)))).toBe(
        'CONFLICT',
      );

      const again = contactOf(await ask(technicianA, companyA.id, user));
      expect(again).toMatchObject({ id_contato: asked.id_contato, situacao: 'pendente', decided_at: null });
      // The user ends a pending request.
      expect(
        contactOf(await t.call('empresa/contatos/desativar', { id_contato: again.id_contato }, as(user)))
          .situacao,
      ).toBe('desativado');
      // A manager ends the technician's active contact.
      contactOf(await ask(technicianA, companyA.id, user));
      contactOf(await t.call('contatos/aceitar', { id_contato: again.id_contato }, as(user)));
      expect(
        contactOf(await t.call('empresa/contatos/desativar', { id_contato: again.id_contato }, as(managerA)))
          .situacao,
      ).toBe('desativado');
    });

    it('records every change in the audit log', async () => {
      const user = await newUser(true);
      const asked = contactOf(await ask(technicianA, companyA.id, user));
      contactOf(await t.call('contatos/aceitar', { id_contato: asked.id_contato }, as(user)));
      contactOf(await t.call('empresa/contatos/desativar', { id_contato: asked.id_contato }, as(user)));
      const entries = await t.db
        .selectFrom('audit_log')
        .select(['actor_user_id', 'subject_user_id', 'detail'])
        .where('action', '=', 'company_contact_changed')
        .where('subject_user_id', '=', user.user.id)
        .orderBy('id')
        .execute();
      expect(
        entries.map((entry) => [
          entry.actor_user_id,
          (JSON.parse(entry.detail ?? '{}') as { situacao: string }).situacao,
        ]),
      ).toEqual([
        [technicianA.user.id, 'pendente'],
        [user.user.id, 'ativo'],
        [user.user.id, 'desativado'],
      ]);
      const consentEntries = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'partner_contact_consent_changed')
        .where('subject_user_id', '=', user.user.id)
        .execute();
      expect(consentEntries).toHaveLength(1);
    });
  });

  describe('access', () => {
    it("only the company's managers and sales technicians ask and list; a technician lists only theirs", async () => {
      const user = await newUser(true);
      const byManager = contactOf(await ask(managerA, companyA.id, user));
      expect(codeOf(await ask(producerA, companyA.id, await newUser(true)))).toBe('FORBIDDEN');
      expect(codeOf(await t.call('empresa/contatos', { id_empresa: companyA.id }, as(producerA)))).toBe(
        'FORBIDDEN',
      );
      const managerList = (await companyContacts(managerA, companyA.id)).data.map((c) => c.id_contato);
      expect(managerList).toContain(byManager.id_contato);
      const technicianList = (await companyContacts(technicianA, companyA.id)).data;
      expect(technicianList.map((c) => c.id_contato)).not.toContain(byManager.id_contato);
      expect(technicianList.every((c) => c.tecnico.id === technicianA.user.id)).toBe(true);
    });

    it('another company never lists, asks for or changes them', async () => {
      const user = await newUser(true);
      const contact = contactOf(await ask(technicianA, companyA.id, user));
      for (const who of [managerB, technicianB]) {
        expect(codeOf(await t.call('empresa/contatos', { id_empresa: companyA.id }, as(who)))).toBe(
          'FORBIDDEN',
        );
        expect(codeOf(await ask(who, companyA.id, await newUser(true)))).toBe('FORBIDDEN');
        expect(
          codeOf(await t.call('empresa/contatos/desativar', { id_contato: contact.id_contato }, as(who))),
        ).toBe('NOT_FOUND');
      }
      expect((await companyContacts(managerB, companyB.id)).data.map((c) => c.id_contato)).not.toContain(
        contact.id_contato,
      );
    });

    it('users see and answer only their own contacts', async () => {
      const user = await newUser(true);
      const other = await newUser(true);
      const contact = contactOf(await ask(technicianA, companyA.id, user));
      expect((await myContacts(other)).data.map((c) => c.id_contato)).not.toContain(contact.id_contato);
      for (const call of ['contatos/aceitar', 'contatos/recusar', 'empresa/contatos/desativar'] as const) {
        expect(codeOf(await t.call(call, { id_contato: contact.id_contato }, as(other)))).toBe('NOT_FOUND');
      }
      // The technician cannot accept on the user's behalf.
      expect(
        codeOf(await t.call('contatos/aceitar', { id_contato: contact.id_contato }, as(technicianA))),
      ).toBe('NOT_FOUND');
    });
  });

  describe('concurrency and paging', () => {
    it('two concurrent requests for the same user: one pending contact, the other CONTACT_EXISTS', async () => {
      const user = await newUser(true);
      const answers = await Promise.all([
        ask(technicianA, companyA.id, user),
        ask(managerA, companyA.id, user),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(answers.map(codeOf).filter((code) => code !== undefined)).toEqual(['CONTACT_EXISTS']);
      expect((await myContacts(user)).data).toHaveLength(1);
    });

    it('lists page by page, newest first, with a cursor', async () => {
      const many = await Promise.all(Array.from({ length: 52 }, () => newUser(true)));
      const asked: number[] = [];
      for (const who of many) asked.push(contactOf(await ask(managerA, companyA.id, who)).id_contato);
      const first = await companyContacts(managerA, companyA.id);
      expect(first.data).toHaveLength(50);
      expect(first.proximo).not.toBeNull();
      const second = await t.call(
        'empresa/contatos',
        { id_empresa: companyA.id, cursor: first.proximo },
        as(managerA),
      );
      expect(second.status, second.text).toBe(200);
      const ids = [...first.data, ...answerOf('listCompanyContacts', second).data].map((c) => c.id_contato);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(ids).toEqual(expect.arrayContaining(asked));
      expect(first.data.slice(0, 50).map((c) => c.id_contato)).toEqual([...asked].reverse().slice(0, 50));
      const bad = await t.call('empresa/contatos', { id_empresa: companyA.id, cursor: 'abc' }, as(managerA));
      expect(codeOf(bad)).toBe('VALIDATION_FAILED');
    });
  });
});
