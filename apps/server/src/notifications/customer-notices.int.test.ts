/**
 * Invitations, link and contact requests reach the invitee's bell and mailbox with
 * accept and decline; every decision about a customer (premium, sent feed, sponsorship, invitation, link,
 * contact) is a bell entry (kind aviso) and an e-mail in the customer's language, with the reason when refused.
 */
import { addDays, todayInBrasilia } from '@cocho/contracts';
import type { TNotification, TNotificationList } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, signUpAdministrator } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';

async function ok<T>(t: TestEnvironment, name: string, body: unknown, token: string): Promise<T> {
  const res = await t.call(name, body, { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return res.body as T;
}

const labReport = {
  nome_arquivo: 'laudo.pdf',
  tipo_mime: 'application/pdf',
  conteudo_base64: Buffer.from('%PDF-1.4 avisos').toString('base64'),
};

type Person = SignedUp & { nome: string };
type Aviso = Extract<TNotification, { tipo: 'aviso' }>;

/** A valid CNPJ from 12 base digits (both check digits computed). */
function cnpjOf(base: string): string {
  const digit = (digits: string, weights: number[]) => {
    const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const withFirst = `${base}${first}`;
  return `${withFirst}${digit(withFirst, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])}`;
}

forEachDatabase('customer notices', (t) => {
  let admin: SignedUp;
  let manager: Person;
  let companyId: number;
  let cnpjSeed = 0;

  const list = async (user: SignedUp) =>
    (await ok<{ data: TNotificationList }>(t, 'notificacoes', {}, user.token)).data;
  const ofKind = <K extends TNotification['tipo']>(answer: TNotificationList, tipo: K) =>
    answer.list.filter((item): item is Extract<TNotification, { tipo: K }> => item.tipo === tipo);
  const avisos = async (user: SignedUp): Promise<Aviso[]> => ofKind(await list(user), 'aviso');
  const mailsTo = (user: SignedUp) =>
    t.db
      .selectFrom('email_outbox')
      .select(['subject', 'body', 'purpose'])
      .where('to_address', '=', user.email.toLowerCase())
      .orderBy('id', 'asc')
      .execute();
  const lastMail = async (user: SignedUp) => (await mailsTo(user)).at(-1);
  /** A fresh user speaking `idioma` (0 pt, 1 en, 2 es). */
  let named = 0;
  const userSpeaking = async (idioma: number): Promise<Person> => {
    const user = await t.signUp();
    named += 1;
    const nome = `Pessoa ${named}`;
    await t.db.updateTable('users').set({ idioma, nome }).where('id', '=', user.user.id).execute();
    return { ...user, nome };
  };
  const newCompany = async (owner: SignedUp, nome: string) => {
    cnpjSeed += 1;
    return (
      await ok<{ data: { id: number } }>(
        t,
        'adm/empresas/criar',
        {
          razao_social: `${nome} Ltda`,
          nome_fantasia: nome,
          cnpj: cnpjOf(`4455566600${String(cnpjSeed).padStart(2, '0')}`),
          email_dono: owner.email,
        },
        admin.token,
      )
    ).data.id;
  };

  beforeAll(async () => {
    admin = await signUpAdministrator(t);
    manager = await userSpeaking(0);
    companyId = await newCompany(manager, 'Mineral Forte');
  });

  describe('invitations', () => {
    it('reach the invitee (bell with the company, e-mail in Spanish); accepting tells the manager', async () => {
      const invitee = await userSpeaking(2);
      const link = await ok<{ data: { id_emp_user: number } }>(
        t,
        'empresa/add-colaborador',
        { id_empresa: companyId, email: invitee.email, acesso: 2 },
        manager.token,
      );
      const invitation = ofKind(await list(invitee), 'convite_empresa');
      expect(invitation).toMatchObject([
        { id: link.data.id_emp_user, lida: false, params: { empresa: 'Mineral Forte', acesso: 2 } },
      ]);
      const mail = await lastMail(invitee);
      expect(mail?.subject).toBe('Cocho: invitación de la empresa Mineral Forte');
      expect(mail?.body).toContain('técnico de ventas');

      const before = (await avisos(manager)).length;
      await ok(t, 'empresa/aceitarConvite', { id_emp_user: link.data.id_emp_user }, invitee.token);
      expect(ofKind(await list(invitee), 'convite_empresa')).toEqual([]);
      const told = await avisos(manager);
      expect(told).toHaveLength(before + 1);
      expect(told[0]).toMatchObject({
        lida: false,
        destino: '/empresa/colaboradores',
        params: { evento: 'convite_aceito', empresa: 'Mineral Forte', nome: invitee.nome },
      });
      expect((await lastMail(manager))?.subject).toBe(`Cocho: ${invitee.nome} aceitou o convite`);
    });

    it('declined, the manager hears that too; the invitee is not told of their own answer', async () => {
      const invitee = await userSpeaking(1);
      const link = await ok<{ data: { id_emp_user: number } }>(
        t,
        'empresa/add-colaborador',
        { id_empresa: companyId, email: invitee.email, acesso: 3 },
        manager.token,
      );
      expect((await lastMail(invitee))?.subject).toBe('Cocho: invitation from Mineral Forte');
      await ok(t, 'empresa/recusarConvite', { id_emp_user: link.data.id_emp_user }, invitee.token);
      expect((await avisos(manager))[0]?.params).toMatchObject({ evento: 'convite_recusado' });
      expect(await avisos(invitee)).toEqual([]);
      expect(ofKind(await list(invitee), 'convite_empresa')).toEqual([]);
    });
  });

  describe('link requests', () => {
    it('are mailed to the managers; a rejection reaches the requester in their language', async () => {
      const cnpj = (
        await t.db
          .selectFrom('companies')
          .select('cnpj')
          .where('id', '=', companyId)
          .executeTakeFirstOrThrow()
      ).cnpj;
      const requester = await userSpeaking(1);
      const requested = await ok<{ data: { id_emp_user: number } }>(
        t,
        'empresa/solicitarVinculo',
        { cnpj, acesso: 3 },
        requester.token,
      );
      expect((await lastMail(manager))?.subject).toBe('Cocho: pedido de vínculo com Mineral Forte');
      expect(ofKind(await list(manager), 'vinculo_empresa').map((item) => item.id)).toContain(
        requested.data.id_emp_user,
      );
      await ok(t, 'empresa/reprovaVinculo', { id_emp_user: requested.data.id_emp_user }, manager.token);
      expect((await avisos(requester))[0]).toMatchObject({
        destino: '/',
        params: { evento: 'vinculo_recusado', empresa: 'Mineral Forte' },
      });
      expect((await lastMail(requester))?.subject).toBe('Cocho: link to Mineral Forte declined');
      // Asked again and approved: e-mailed, and in the bell once (the link event, not a second notice).
      await ok(t, 'empresa/solicitarVinculo', { cnpj, acesso: 3 }, requester.token);
      await ok(t, 'empresa/aprovaVinculo', { id_emp_user: requested.data.id_emp_user }, manager.token);
      expect((await lastMail(requester))?.subject).toBe('Cocho: link to Mineral Forte approved');
      const bell = await list(requester);
      expect(ofKind(bell, 'aviso').map((item) => item.params.evento)).toEqual(['vinculo_recusado']);
      expect(ofKind(bell, 'vinculo_usuario')).toHaveLength(1);
    });
  });

  describe('contact requests', () => {
    let technician: Person;

    beforeAll(async () => {
      technician = await userSpeaking(0);
      const link = await ok<{ data: { id_emp_user: number } }>(
        t,
        'empresa/add-colaborador',
        { id_empresa: companyId, email: technician.email, acesso: 2 },
        manager.token,
      );
      await ok(t, 'empresa/aceitarConvite', { id_emp_user: link.data.id_emp_user }, technician.token);
    });

    it('ask a farmer who never answered, in the bell naming the company; accepting grants the contact', async () => {
      const farmer = await userSpeaking(2);
      const asked = await ok<{ data: { id_contato: number; situacao: string } }>(
        t,
        'empresa/add-contato-emp-tecnico',
        { id_empresa: companyId, email: farmer.email },
        technician.token,
      );
      expect(asked.data.situacao).toBe('pendente');
      expect(ofKind(await list(farmer), 'contato_empresa')).toMatchObject([
        { id: asked.data.id_contato, params: { empresa: 'Mineral Forte', tecnico_nome: technician.nome } },
      ]);
      expect((await lastMail(farmer))?.subject).toBe('Cocho: la empresa Mineral Forte quiere contactarlo');

      const accepted = await ok<{ data: { situacao: string } }>(
        t,
        'contatos/aceitar',
        { id_contato: asked.data.id_contato },
        farmer.token,
      );
      expect(accepted.data.situacao).toBe('ativo');
      expect(ofKind(await list(farmer), 'contato_empresa')).toEqual([]);
      expect((await avisos(technician))[0]?.params).toMatchObject({
        evento: 'contato_aceito',
        nome: farmer.nome,
        empresa: 'Mineral Forte',
      });
      expect((await lastMail(technician))?.subject).toBe(`Cocho: ${farmer.nome} aceitou o contato`);
    });

    it('declined, the technician hears it', async () => {
      const farmer = await userSpeaking(0);
      const asked = await ok<{ data: { id_contato: number } }>(
        t,
        'empresa/add-contato-emp-tecnico',
        { id_empresa: companyId, email: farmer.email },
        technician.token,
      );
      await ok(t, 'contatos/recusar', { id_contato: asked.data.id_contato }, farmer.token);
      expect((await avisos(technician))[0]?.params.evento).toBe('contato_recusado');
    });
  });

  describe('field sales (docs/product/shell.md#screens: the consultant area for staff whose access level is not 3)', () => {
    it('a sales technician and a manager keep clients; a linked producer may not', async () => {
      const joined = async (acesso: number) => {
        const person = await userSpeaking(0);
        const link = await ok<{ data: { id_emp_user: number } }>(
          t,
          'empresa/add-colaborador',
          { id_empresa: companyId, email: person.email, acesso },
          manager.token,
        );
        await ok(t, 'empresa/aceitarConvite', { id_emp_user: link.data.id_emp_user }, person.token);
        return person;
      };
      const technician = await joined(2);
      const producer = await joined(3);
      for (const staff of [technician, manager]) {
        const client = { nome: 'Fazenda Boa Vista', email: `cliente.${staff.user.id}@example.com` };
        await ok(t, 'consultoria/clientes/create', client, staff.token);
        const listed = await ok<{ data: { email: string }[] }>(t, 'consultoria/clientes', {}, staff.token);
        expect(listed.data.map((row) => row.email)).toEqual([client.email]);
      }
      expect(codeOf(await t.call('consultoria/clientes', {}, { token: producer.token }))).toBe('FORBIDDEN');
    });
  });

  describe('premium requests', () => {
    it('granted: a bell entry and an e-mail with the end date', async () => {
      const customer = await userSpeaking(0);
      const sent = await ok<{ data: { id: number } }>(t, 'premium/solicitar', {}, customer.token);
      const dataFinal = addDays(todayInBrasilia(new Date()), 365);
      await ok(
        t,
        'adm/solicitacaoPremium/conceder',
        {
          id: sent.data.id,
          tipo: 1,
          forma_pagamento: 'pix',
          status_pagamento: 'pago',
          numero_pedido: 'PED 1',
          data_final: dataFinal,
        },
        admin.token,
      );
      expect((await avisos(customer))[0]).toMatchObject({
        destino: '/seja-premium',
        params: { evento: 'premium_concedido', data_final: dataFinal, motivo: null },
      });
      const mail = await lastMail(customer);
      expect(mail?.subject).toBe('Cocho: seu plano Premium foi liberado');
      expect(mail?.body).toContain('Ele vale até');
    });

    it('premium time given without a request: a bell entry and an e-mail too', async () => {
      const customer = await userSpeaking(0);
      const dataFinal = addDays(todayInBrasilia(new Date()), 30);
      await ok(t, 'adm/usuarios/premium', { id: customer.user.id, data_final: dataFinal }, admin.token);
      expect((await avisos(customer))[0]).toMatchObject({
        destino: '/seja-premium',
        params: { evento: 'premium_concedido', data_final: dataFinal },
      });
      expect((await lastMail(customer))?.subject).toBe('Cocho: seu plano Premium foi liberado');
    });

    it('refused: the reason is in the bell entry and in the Spanish e-mail', async () => {
      const customer = await userSpeaking(2);
      const sent = await ok<{ data: { id: number } }>(t, 'premium/solicitar', {}, customer.token);
      await ok(
        t,
        'adm/solicitacaoPremium/recusar',
        { id: sent.data.id, motivo: 'Pago no identificado' },
        admin.token,
      );
      expect((await avisos(customer))[0]?.params).toMatchObject({
        evento: 'premium_recusado',
        motivo: 'Pago no identificado',
      });
      const mail = await lastMail(customer);
      expect(mail?.subject).toBe('Cocho: solicitud de plan Premium no aprobada');
      expect(mail?.body).toContain('Motivo: Pago no identificado');
    });
  });

  describe('sent feeds', () => {
    const sendFeed = async (user: SignedUp, name: string) =>
      (
        await ok<{ data: { id: string } }>(
          t,
          'alimentos/enviarAlimento',
          { name, tipo: 2, nutrientes: { MS: '88' }, laudo: labReport },
          user.token,
        )
      ).data.id;

    it('rejected with a reason, and approved, each reach the sender', async () => {
      const sender = await userSpeaking(1);
      const rejected = await sendFeed(sender, 'Farelo duvidoso');
      await ok(t, 'alimentos/reprovarAlimento', { id: rejected, motivo: 'Illegible report' }, admin.token);
      expect((await avisos(sender))[0]).toMatchObject({
        destino: '/enviar-alimento',
        params: { evento: 'alimento_rejeitado', nome: 'Farelo duvidoso', motivo: 'Illegible report' },
      });
      expect((await lastMail(sender))?.body).toContain('Reason: Illegible report');

      const approved = await sendFeed(sender, 'Farelo bom');
      await ok(t, 'alimentos/aprovarAlimento', { id: approved }, admin.token);
      expect((await avisos(sender))[0]?.params).toMatchObject({
        evento: 'alimento_aprovado',
        nome: 'Farelo bom',
      });
      expect((await lastMail(sender))?.subject).toBe('Cocho: feed approved');
    });
  });

  describe('sponsorships', () => {
    it('accepted or declined, the company managers hear it', async () => {
      const owner = await userSpeaking(2);
      const sponsorCompany = await newCompany(owner, 'Sal Mineral');
      const create = async (name: string) =>
        (
          await ok<{ data: { id: string } }>(
            t,
            'empresa/alimentos/criar',
            {
              id_empresa: sponsorCompany,
              name,
              tipo: 2,
              nutrientes: { MS: '88' },
              visibilidade: 'todos',
              restrito: false,
            },
            owner.token,
          )
        ).data.id;
      const accepted = await create('Sal Proteinado');
      const declined = await create('Sal Comum');
      for (const id of [accepted, declined])
        await ok(t, 'empresa/alimentos/solicitarPatrocinio', { id_empresa: sponsorCompany, id }, owner.token);
      await ok(t, 'adm/patrocinios/aceitar', { id: accepted }, admin.token);
      expect((await avisos(owner))[0]?.params).toMatchObject({
        evento: 'patrocinio_aceito',
        nome: 'Sal Proteinado',
        empresa: 'Sal Mineral',
      });
      expect((await lastMail(owner))?.subject).toBe('Cocho: patrocinio aceptado');
      await ok(t, 'adm/patrocinios/recusar', { id: declined }, admin.token);
      expect((await avisos(owner))[0]?.params).toMatchObject({
        evento: 'patrocinio_recusado',
        nome: 'Sal Comum',
      });
    });
  });

  describe('reading a notice', () => {
    it('greys it (listed, read, out of the badge); another user cannot read it', async () => {
      const customer = await userSpeaking(0);
      const sent = await ok<{ data: { id: number } }>(t, 'premium/solicitar', {}, customer.token);
      await ok(t, 'adm/solicitacaoPremium/recusar', { id: sent.data.id }, admin.token);
      const before = await list(customer);
      const notice = ofKind(before, 'aviso')[0];
      expect(notice?.params.motivo).toBeNull();
      expect(
        codeOf(await t.call('notificacoes/avisoLido', { id: notice?.id }, { token: manager.token })),
      ).toBe('NOT_FOUND');
      await ok(t, 'notificacoes/avisoLido', { id: notice?.id }, customer.token);
      const after = await list(customer);
      expect(after.count).toBe(before.count - 1);
      expect(ofKind(after, 'aviso')[0]).toMatchObject({ id: notice?.id, lida: true });
    });
  });
});
