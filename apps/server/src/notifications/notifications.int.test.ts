import { LINK_EVENT_DAYS } from '@cocho/contracts';
import type { CallKey, TNotification, TNotificationList } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, setUserColumns, signUpAdministrator, smallDietRecord } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { answerOf, callOk } from '../testing/typed-call';
import type { CallInput } from '../testing/typed-call';

/** Call `key` as the holder of `token`; its answer, checked by the contract (throws on any status but 200). */
const ok = <K extends CallKey>(t: TestEnvironment, key: K, body: CallInput<K>, token: string) =>
  callOk(t, key, body, { token });

const labReport = {
  nome_arquivo: 'laudo.pdf',
  tipo_mime: 'application/pdf' as const,
  conteudo_base64: Buffer.from('%PDF-1.4 notificacoes').toString('base64'),
};

forEachDatabase('notifications', (t) => {
  let admin: SignedUp;
  let secondAdmin: SignedUp;
  /** Shares diets (consultant). */
  let owner: SignedUp;
  /** A free user who receives shares. */
  let free: SignedUp;
  /** A premium user. */
  let premium: SignedUp;
  /** A free user nothing is addressed to. */
  let outsider: SignedUp;

  const list = async (user: SignedUp) => (await ok(t, 'findNotifications', {}, user.token)).data;
  const ofKind = <K extends TNotification['tipo']>(answer: TNotificationList, tipo: K) =>
    answer.list.filter((item): item is Extract<TNotification, { tipo: K }> => item.tipo === tipo);
  const send = (user: SignedUp, body: Record<string, unknown>) =>
    t.call('adm/notificacoes/enviar', { titulo: 'Aviso', mensagem: 'Texto', ...body }, { token: user.token });
  const saveDiet = async (token: string, nome: string, kind: 'saveFD' | 'savePD' = 'saveFD') =>
    (
      await ok(
        t,
        kind,
        {
          dieta: JSON.stringify({
            ...smallDietRecord(nome),
            ...(kind === 'savePD' ? { tipo_alimento_predicao: 'MN' } : {}),
          }),
        },
        token,
      )
    ).id;

  beforeAll(async () => {
    admin = await signUpAdministrator(t);
    secondAdmin = await signUpAdministrator(t);
    [owner, free, premium, outsider] = [
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
    ];
    await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', owner.user.id).execute();
    await setUserColumns(t, premium.user.id, { premium: 1 });
  });

  describe('shared diets and predictions', () => {
    it('show for the recipient only, worded by codes, and disappear once read', async () => {
      const dietId = await saveDiet(owner.token, 'Lote notificado');
      const predictionId = await saveDiet(owner.token, 'Predição notificada', 'savePD');
      const before = await list(free);
      for (const [id, permissions] of [
        [dietId, { pode_ler: true, pode_editar: false, pode_compartilhar: false }],
        [predictionId, { pode_ler: true, pode_editar: true, pode_compartilhar: false }],
      ] as const)
        await ok(t, 'createShare', { id_dieta: id, email: free.email, ...permissions }, owner.token);

      const after = await list(free);
      expect(after.count).toBe(before.count + 2);
      const shares = ofKind(after, 'compartilhamento');
      const diet = shares.find((item) => item.params.id_dieta === dietId);
      const prediction = shares.find((item) => item.params.id_dieta === predictionId);
      expect(diet).toMatchObject({
        lida: false,
        params: { nome: 'Lote notificado', tipo_registro: 0, pode_editar: false, id_pessoa: free.user.id },
        destino: `/formulacao-dieta?did=${dietId}&compartilhamentoID=${diet?.id}&compartilhamento=${diet?.id}&pessoa=${free.user.id}`,
      });
      expect(prediction).toMatchObject({
        params: { tipo_registro: 1, pode_editar: true },
        destino: `/predicao-desempenho?did=${predictionId}&compartilhamento=${prediction?.id}&pessoa=${free.user.id}`,
      });
      // Nobody else sees them, not even the owner or an administrator.
      for (const other of [owner, outsider, admin])
        expect(
          ofKind(await list(other), 'compartilhamento').map((item) => item.params.id_dieta),
        ).not.toContain(dietId);

      await ok(
        t,
        'markShareRead',
        { id: dietId, id_compartilhamento: diet?.id ?? 0, id_pessoa: free.user.id },
        free.token,
      );
      const read = await list(free);
      expect(read.count).toBe(after.count - 1);
      expect(ofKind(read, 'compartilhamento').map((item) => item.params.id_dieta)).toEqual([predictionId]);
    });
  });

  describe('general messages', () => {
    it('to everyone reach every user, read per user', async () => {
      const sent = await send(admin, {
        titulo: 'Manutenção',
        mensagem: 'Sábado às 22h',
        destino: { tipo: 'todos' },
      });
      expect(sent.status).toBe(200);
      const id = answerOf('sendNotification', sent).data.id;
      for (const user of [free, premium, outsider, admin]) {
        const message = ofKind(await list(user), 'mensagem').find((item) => item.id === id);
        expect(message).toMatchObject({
          lida: false,
          destino: '/',
          params: { titulo: 'Manutenção', mensagem: 'Sábado às 22h' },
        });
      }
      const before = await list(outsider);
      await ok(t, 'markMessageRead', { notificacao_id: id }, outsider.token);
      const after = await list(outsider);
      expect(after.count).toBe(before.count - 1);
      // A read message stays listed, marked read; for the others it is still unread.
      expect(ofKind(after, 'mensagem').find((item) => item.id === id)?.lida).toBe(true);
      expect(ofKind(await list(free), 'mensagem').find((item) => item.id === id)?.lida).toBe(false);
    });

    it('to a profile reach only that profile', async () => {
      const sent = await send(admin, {
        titulo: 'Só premium',
        destino: { tipo: 'perfil', perfil: 'premium' },
      });
      const id = answerOf('sendNotification', sent).data.id;
      const ids = async (user: SignedUp) => ofKind(await list(user), 'mensagem').map((item) => item.id);
      expect(await ids(premium)).toContain(id);
      // Administrators are premium too (docs/product/shell.md#roles).
      expect(await ids(admin)).toContain(id);
      expect(await ids(free)).not.toContain(id);
      expect(await ids(outsider)).not.toContain(id);
      // Not addressed to them: cannot be marked read either.
      const refused = await t.call(
        'notificacoes/mensagemLida',
        { notificacao_id: id },
        { token: free.token },
      );
      expect([refused.status, codeOf(refused)]).toEqual([404, 'NOT_FOUND']);
    });

    it('to listed users reach only them; an unknown id sends nothing', async () => {
      const sent = await send(admin, {
        titulo: 'Lista',
        destino: { tipo: 'usuarios', usuarios: [free.user.id] },
      });
      const id = answerOf('sendNotification', sent).data.id;
      expect(ofKind(await list(free), 'mensagem').map((item) => item.id)).toContain(id);
      expect(ofKind(await list(premium), 'mensagem').map((item) => item.id)).not.toContain(id);

      const unknown = await send(admin, {
        titulo: 'Ninguém',
        destino: { tipo: 'usuarios', usuarios: [free.user.id, 999_999] },
      });
      expect([unknown.status, codeOf(unknown)]).toEqual([404, 'NOTIFICATION_RECIPIENT_NOT_FOUND']);
      expect(ofKind(await list(free), 'mensagem').map((item) => item.params.titulo)).not.toContain('Ninguém');
    });

    it('do not reach accounts made after they were sent', async () => {
      const sent = await send(admin, { titulo: 'Antiga', destino: { tipo: 'todos' } });
      const id = answerOf('sendNotification', sent).data.id;
      const newcomer = await t.signUp();
      expect(ofKind(await list(newcomer), 'mensagem').map((item) => item.id)).not.toContain(id);
    });

    it('are sent by administrators only', async () => {
      for (const user of [free, premium, owner]) {
        const refused = await send(user, { destino: { tipo: 'todos' } });
        expect([refused.status, codeOf(refused)]).toEqual([403, 'FORBIDDEN']);
      }
    });
  });

  describe('administrator kinds', () => {
    it('premium requests: listed for administrators only, read per administrator', async () => {
      const requester = await t.signUp();
      const request = await ok(t, 'requestPremium', {}, requester.token);
      const id = request.data.id;
      const found = ofKind(await list(admin), 'solicitacao_premium').find((item) => item.id === id);
      expect(found).toMatchObject({
        lida: false,
        destino: `/adm/solicitacaoPremium?id=${id}`,
        params: { email: requester.email },
      });
      for (const user of [free, premium, owner, requester])
        expect(ofKind(await list(user), 'solicitacao_premium')).toEqual([]);

      const before = await list(admin);
      await ok(t, 'markPremiumRequestRead', { id }, admin.token);
      const after = await list(admin);
      expect(after.count).toBe(before.count - 1);
      expect(ofKind(after, 'solicitacao_premium').find((item) => item.id === id)?.lida).toBe(true);
      // The other administrator has not read it.
      expect(
        ofKind(await list(secondAdmin), 'solicitacao_premium').find((item) => item.id === id)?.lida,
      ).toBe(false);
      const missing = await t.call('notificacoes/premiumLido', { id: 999_999 }, { token: admin.token });
      expect(codeOf(missing)).toBe('NOT_FOUND');
    });

    it('feeds sent for review: listed for administrators; alimentoLido reads them all', async () => {
      const sender = await t.signUp();
      const sent = await ok(
        t,
        'sendFeedForApproval',
        { name: 'Farelo enviado', tipo: 2, nutrientes: { MS: '88' }, laudo: labReport },
        sender.token,
      );
      expect(sent.data.id).toMatch(/^USR\|/);
      const pending = ofKind(await list(admin), 'alimento_pendente').find(
        (item) => item.params.nome === 'Farelo enviado',
      );
      expect(pending).toMatchObject({ lida: false, destino: '/adm?tab=alimentos' });
      expect(ofKind(await list(sender), 'alimento_pendente')).toEqual([]);

      const before = await list(admin);
      await ok(t, 'markPendingFeedsRead', {}, admin.token);
      const after = await list(admin);
      expect(ofKind(after, 'alimento_pendente').every((item) => item.lida)).toBe(true);
      expect(after.count).toBe(
        before.count - ofKind(before, 'alimento_pendente').filter((i) => !i.lida).length,
      );
    });

    it('new accounts: awaiting release and recent sign-ups; userLido reads them', async () => {
      const waiting = await t.signUp();
      await t.db.updateTable('users').set({ liberado: 0 }).where('id', '=', waiting.user.id).execute();
      const recent = await t.signUp();
      const users = ofKind(await list(admin), 'novo_usuario');
      expect(users.find((item) => item.id === waiting.user.id)).toMatchObject({
        lida: false,
        params: { liberado: false, email: waiting.email },
        destino: `/adm?tab=users&ids=${waiting.user.id}`,
      });
      expect(users.find((item) => item.id === recent.user.id)?.params.liberado).toBe(true);
      expect(users.map((item) => item.id)).not.toContain(admin.user.id);
      for (const user of [free, premium]) expect(ofKind(await list(user), 'novo_usuario')).toEqual([]);

      await ok(t, 'markNewUsersRead', {}, admin.token);
      const after = ofKind(await list(admin), 'novo_usuario');
      // Awaiting release stays listed (read); a read recent sign-up leaves the list.
      expect(after.find((item) => item.id === waiting.user.id)?.lida).toBe(true);
      expect(after.map((item) => item.id)).not.toContain(recent.user.id);
      expect(after.every((item) => item.lida)).toBe(true);
    });

    it('refuses the administrator read calls to others', async () => {
      for (const user of [free, premium, owner])
        for (const [name, body] of [
          ['notificacoes/premiumLido', { id: 1 }],
          ['notificacoes/alimentoLido', {}],
          ['notificacoes/userLido', {}],
        ] as const) {
          const refused = await t.call(name, body, { token: user.token });
          expect([name, refused.status, codeOf(refused)]).toEqual([name, 403, 'FORBIDDEN']);
        }
    });
  });

  describe('company link requests', () => {
    it('reach the managers of that company only, until they are answered', async () => {
      const manager = await t.signUp();
      const otherManager = await t.signUp();
      const requester = await t.signUp();
      for (const [cnpj, email, name] of [
        ['11.222.333/0001-81', manager.email, 'Alfa'],
        ['11444777000161', otherManager.email, 'Beta'],
      ] as const)
        await ok(
          t,
          'createCompany',
          { razao_social: `${name} Ltda`, nome_fantasia: name, cnpj, email_dono: email },
          admin.token,
        );
      const requested = await ok(
        t,
        'requestLink',
        { cnpj: '11.222.333/0001-81', acesso: 2 },
        requester.token,
      );
      const linkId = requested.data.id_emp_user;
      const before = await list(manager);
      const link = ofKind(before, 'vinculo_empresa').find((item) => item.id === linkId);
      expect(link).toMatchObject({
        lida: false,
        destino: '/empresa',
        params: { empresa: 'Alfa', email: requester.email, acesso: 2 },
      });
      for (const user of [otherManager, requester, admin, free])
        expect(ofKind(await list(user), 'vinculo_empresa').map((item) => item.id)).not.toContain(linkId);

      await ok(t, 'approveLink', { id_emp_user: linkId }, manager.token);
      const after = await list(manager);
      expect(ofKind(after, 'vinculo_empresa').map((item) => item.id)).not.toContain(linkId);
      expect(after.count).toBe(before.count - 1);
    });
  });

  describe('sponsorship requests', () => {
    it('reach administrators only, read with alimentoLido per administrator, until answered', async () => {
      const manager = await t.signUp();
      const company = await ok(
        t,
        'createCompany',
        {
          razao_social: 'Delta Ltda',
          nome_fantasia: 'Delta',
          cnpj: '22333444000181',
          email_dono: manager.email,
        },
        admin.token,
      );
      const feedOf = async (name: string) =>
        (
          await ok(
            t,
            'createCompanyFeed',
            {
              id_empresa: company.data.id,
              name,
              tipo: 2,
              nutrientes: { MS: '88' },
              visibilidade: 'todos',
              restrito: false,
            },
            manager.token,
          )
        ).data.id;
      const accepted = await feedOf('Núcleo Delta');
      const declined = await feedOf('Ração Delta');
      const notAsked = await feedOf('Sal Delta');
      for (const id of [accepted, declined])
        await ok(t, 'requestSponsorship', { id_empresa: company.data.id, id }, manager.token);
      const requests = async (user: SignedUp) =>
        ofKind(await list(user), 'patrocinio').filter((item) => item.params.empresa === 'Delta');

      const before = await list(admin);
      const listed = await requests(admin);
      expect(listed.map((item) => item.params.id_alimento).sort()).toEqual([accepted, declined].sort());
      expect(listed.map((item) => item.params.id_alimento)).not.toContain(notAsked);
      expect(listed.find((item) => item.params.id_alimento === accepted)).toMatchObject({
        id: Number(accepted.split('|')[1]),
        lida: false,
        destino: '/adm?tab=alimentos',
        params: { nome: 'Núcleo Delta', id_empresa: company.data.id, empresa: 'Delta' },
      });
      for (const user of [manager, free, premium, owner]) expect(await requests(user)).toEqual([]);

      // The feeds tab's read call reads them for this administrator only; they stay listed until answered.
      await ok(t, 'markPendingFeedsRead', {}, admin.token);
      const read = await list(admin);
      expect((await requests(admin)).map((item) => item.lida)).toEqual([true, true]);
      expect(read.count).toBeLessThanOrEqual(before.count - 2);
      expect((await requests(secondAdmin)).map((item) => item.lida)).toEqual([false, false]);

      await ok(t, 'acceptSponsorship', { id: accepted }, admin.token);
      await ok(t, 'declineSponsorship', { id: declined }, secondAdmin.token);
      expect(await requests(admin)).toEqual([]);
      const secondAfter = await list(secondAdmin);
      expect(ofKind(secondAfter, 'patrocinio').filter((item) => item.params.empresa === 'Delta')).toEqual([]);

      // Asked again after the decline: listed again, unread again for the administrator who had read it.
      await ok(t, 'requestSponsorship', { id_empresa: company.data.id, id: declined }, manager.token);
      expect((await requests(admin)).map((item) => [item.params.id_alimento, item.lida])).toEqual([
        [declined, false],
      ]);
    });
  });

  describe('link and unlink events', () => {
    let manager: SignedUp;
    let companyId: number;
    const eventsOf = async (user: SignedUp) =>
      ofKind(await list(user), 'vinculo_usuario').filter((item) => item.params.id_empresa === companyId);

    beforeAll(async () => {
      manager = await t.signUp();
      companyId = (
        await ok(
          t,
          'createCompany',
          {
            razao_social: 'Épsilon Ltda',
            nome_fantasia: 'Épsilon',
            cnpj: '33444555000181',
            email_dono: manager.email,
          },
          admin.token,
        )
      ).data.id;
    });

    it("tell the owner of a new company they are its manager (the administrator's link)", async () => {
      const events = await eventsOf(manager);
      expect(events).toMatchObject([
        { lida: false, destino: '/empresa', params: { ativo: true, acesso: 0 } },
      ]);
      await ok(t, 'markLinkEventRead', { id: events[0]?.id ?? 0 }, manager.token);
      expect(await eventsOf(manager)).toEqual([]);
    });

    it('tell the user a company linked or unlinked them, until they read it', async () => {
      const member = await t.signUp();
      const requested = await ok(t, 'requestLink', { cnpj: '33444555000181', acesso: 2 }, member.token);
      const linkId = requested.data.id_emp_user;
      // Asking is the user's own doing: nothing for them yet.
      expect(await eventsOf(member)).toEqual([]);

      const before = await list(member);
      await ok(t, 'approveLink', { id_emp_user: linkId }, manager.token);
      const linked = await list(member);
      expect(linked.count).toBe(before.count + 1);
      expect(ofKind(linked, 'vinculo_usuario').filter((item) => item.id === linkId)).toEqual([
        {
          tipo: 'vinculo_usuario',
          id: linkId,
          created_at: expect.any(String) as string,
          lida: false,
          destino: '/empresa',
          params: { id_empresa: companyId, empresa: 'Épsilon', ativo: true, acesso: 2 },
        },
      ]);
      // Only the linked user is told, not the manager who linked them, an administrator or anyone else.
      for (const user of [manager, admin, free, outsider]) expect(await eventsOf(user)).toEqual([]);

      await ok(t, 'markLinkEventRead', { id: linkId }, member.token);
      const read = await list(member);
      expect(read.count).toBe(linked.count - 1);
      expect(await eventsOf(member)).toEqual([]);

      await ok(t, 'unlinkCollaborator', { id_emp_user: linkId }, manager.token);
      expect(await eventsOf(member)).toMatchObject([
        { id: linkId, lida: false, destino: '/', params: { ativo: false, empresa: 'Épsilon' } },
      ]);
      await ok(t, 'markLinkEventRead', { id: linkId }, member.token);
      expect(await eventsOf(member)).toEqual([]);
    });

    it("a user's own changes are not news to them; an administrator's link is", async () => {
      const member = await t.signUp();
      const invited = await ok(
        t,
        'addCollaborator',
        { id_empresa: companyId, email: member.email, acesso: 3 },
        manager.token,
      );
      const linkId = invited.data.id_emp_user;
      await ok(t, 'acceptInvitation', { id_emp_user: linkId }, member.token);
      expect(await eventsOf(member)).toEqual([]);
      await ok(t, 'unlinkCollaborator', { id_emp_user: linkId }, member.token);
      expect(await eventsOf(member)).toEqual([]);
      // Leaving is not an event for the manager either (docs/product/calculation.md#screens: link events are the user's).
      expect(await eventsOf(manager)).toEqual([]);

      await ok(
        t,
        'linkCollaboratorAsAdministrator',
        { id_empresa: companyId, email: member.email, acesso: 1 },
        admin.token,
      );
      expect(await eventsOf(member)).toMatchObject([
        { id: linkId, lida: false, destino: '/empresa', params: { ativo: true, acesso: 1 } },
      ]);
    });

    it("refuses to read a link that is not the caller's", async () => {
      const member = await t.signUp();
      const requested = await ok(t, 'requestLink', { cnpj: '33444555000181', acesso: 3 }, member.token);
      const linkId = requested.data.id_emp_user;
      await ok(t, 'approveLink', { id_emp_user: linkId }, manager.token);
      for (const user of [manager, admin]) {
        const refused = await t.call('notificacoes/vinculoLido', { id: linkId }, { token: user.token });
        expect([refused.status, codeOf(refused)]).toEqual([404, 'NOT_FOUND']);
      }
      expect((await eventsOf(member)).map((item) => item.id)).toEqual([linkId]);
    });

    it(`lists only the events of the last ${LINK_EVENT_DAYS} days`, async () => {
      const member = await t.signUp();
      const requested = await ok(t, 'requestLink', { cnpj: '33444555000181', acesso: 3 }, member.token);
      await ok(t, 'approveLink', { id_emp_user: requested.data.id_emp_user }, manager.token);
      expect(await eventsOf(member)).toHaveLength(1);
      const old = new Date(Date.now() - (LINK_EVENT_DAYS + 1) * 86_400_000).toISOString();
      await t.db
        .updateTable('company_users')
        .set({ decided_at: old })
        .where('id', '=', requested.data.id_emp_user)
        .execute();
      expect(await eventsOf(member)).toEqual([]);
    });
  });

  describe('the answer', () => {
    it('lists at most 100 records, newest first, and counts them all', async () => {
      const reader = await t.signUp();
      const rows = Array.from({ length: 105 }, (_, index) => ({
        titulo: `Lote ${index}`,
        mensagem: 'x',
        destino_tipo: 'usuarios',
        destino_perfil: null,
        created_by: admin.user.id,
        created_at: new Date(Date.UTC(2030, 0, 1, 0, index)).toISOString(),
      }));
      const inserted = await t.db.insertInto('notifications').values(rows).returning('id').execute();
      await t.db
        .insertInto('notification_recipients')
        .values(inserted.map((row) => ({ notification_id: row.id, user_id: reader.user.id })))
        .execute();
      const answer = await list(reader);
      expect(answer.total).toBeGreaterThanOrEqual(105);
      expect(answer.count).toBe(answer.total);
      expect(answer.list).toHaveLength(100);
      expect(answer.list[0]?.created_at).toBe(rows[104]?.created_at);
      const times = answer.list.map((item) => item.created_at);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('needs a signed-in user', async () => {
      const res = await t.call('notificacoes', {});
      expect(res.status).toBe(401);
    });
  });
});
