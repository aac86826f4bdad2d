/**
 * The administrator's company control over HTTP (/adm/empresaControle, /adm/empresa/new|edit,
 * /adm/vincular-colaborador): each action changes what the affected user sees (verificaToken, empresa/minhas,
 * the ability check), is refused to non-administrators and audited; company change requests made by staff
 * and users are listed and read per administrator (notificacoes/empControleLido, empControleUserLido).
 */
import { deriveProfiles } from '@cocho/contracts';
import type { TCompany, TCompanyChange, TUser } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, saveSmallDiet, signUpAdministrator, today } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { answerOf } from '../testing/typed-call';

const CNPJ_A = '11.222.333/0001-81';

forEachDatabase('administrator company control', (t: TestEnvironment) => {
  let admin: SignedUp;
  let otherAdmin: SignedUp;
  let owner: SignedUp;
  let company: TCompany;

  const as = (who: SignedUp) => ({ token: who.token });
  const viewOf = async (who: SignedUp): Promise<TUser> => {
    const res = await t.call('verificaToken', { lat: null, lon: null, token: who.token }, as(who));
    expect(res.status, res.text).toBe(200);
    return answerOf('verificaToken', res).user;
  };
  const link = (body: Record<string, unknown>, who: SignedUp = admin) =>
    t.call('adm/empresas/vincular', body, as(who));
  const changesOf = async (who: SignedUp): Promise<TCompanyChange[]> => {
    const res = await t.call('adm/empresas/alteracoes', {}, as(who));
    expect(res.status, res.text).toBe(200);
    return answerOf('listCompanyChanges', res).data;
  };
  const auditOf = (action: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'subject_user_id', 'detail'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    admin = await signUpAdministrator(t);
    otherAdmin = await signUpAdministrator(t);
    owner = await t.signUp({ NOME: 'Dona Alfa' });
    const res = await t.call(
      'adm/empresas/criar',
      { razao_social: 'Alfa Nutrição Ltda', nome_fantasia: 'Alfa', cnpj: CNPJ_A, email_dono: owner.email },
      as(admin),
    );
    expect(res.status, res.text).toBe(200);
    company = answerOf('createCompany', res).data;
  });

  it('audits the creation of a company', async () => {
    const entries = await auditOf('company_created');
    expect(entries.map((entry) => [entry.actor_user_id, JSON.parse(entry.detail ?? '{}')])).toContainEqual([
      admin.user.id,
      { id_empresa: company.id, campos: [] },
    ]);
  });

  it('linking a collaborator makes the user see the company, with the position, at once', async () => {
    const producer = await t.signUp();
    expect((await viewOf(producer)).empresa_vinculada).toBeNull();
    expect(deriveProfiles(await viewOf(producer), today()).has('premium')).toBe(false);

    const res = await link({ id_empresa: company.id, email: producer.email, acesso: 3 });
    expect(res.status, res.text).toBe(200);
    const linked = answerOf('linkCollaboratorAsAdministrator', res).data;
    expect(linked).toMatchObject({ id_usuario: producer.user.id, acesso: 3, situacao: 'ativo', ativo: true });

    const view = await viewOf(producer);
    expect(view.empresa_vinculada).toBe(company.id);
    expect(view.emp_user).toEqual([{ id_empresa: company.id, acesso: 3, autorizado: true, ativo: true }]);
    expect(deriveProfiles(view, today())).toEqual(new Set(['free', 'premium', 'linked']));
    const mine = await t.call('empresa/minhas', {}, as(producer));
    expect(answerOf('listMyCompanyLinks', mine).data.map((row) => row.nome_fantasia)).toEqual(['Alfa']);
    expect((await t.call('empresa/get', { id_empresa: company.id }, as(producer))).status).toBe(200);

    // Linking again changes the position (regional manager), on the same link.
    const again = await link({ id_empresa: company.id, email: producer.email, acesso: 1 });
    expect(answerOf('linkCollaboratorAsAdministrator', again).data.id_emp_user).toBe(linked.id_emp_user);
    expect((await viewOf(producer)).emp_user).toEqual([
      { id_empresa: company.id, acesso: 1, autorizado: true, ativo: true },
    ]);
    const audited = await auditOf('company_collaborator_linked');
    expect(audited.filter((entry) => entry.subject_user_id === producer.user.id)).toHaveLength(2);
    expect(audited.every((entry) => entry.actor_user_id === admin.user.id)).toBe(true);
  });

  it('refuses a bad position, an unknown account or company, and non-administrators', async () => {
    const someone = await t.signUp();
    expect(codeOf(await link({ id_empresa: company.id, email: someone.email, acesso: 4 }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(codeOf(await link({ id_empresa: company.id, email: 'ninguem-aqui@example.com', acesso: 3 }))).toBe(
      'COMPANY_USER_NOT_FOUND',
    );
    expect(codeOf(await link({ id_empresa: 987_654, email: someone.email, acesso: 3 }))).toBe('NOT_FOUND');
    const forbidden = await link({ id_empresa: company.id, email: someone.email, acesso: 0 }, owner);
    expect([forbidden.status, codeOf(forbidden)]).toEqual([403, 'FORBIDDEN']);
    expect((await viewOf(someone)).emp_user).toEqual([]);
    for (const [name, body] of [
      ['adm/empresas/alteracoes', {}],
      ['notificacoes/empControleLido', { id: 1 }],
      ['notificacoes/empControleUserLido', { id: 1 }],
    ] as const) {
      const res = await t.call(name, body, as(owner));
      expect([name, res.status]).toEqual([name, 403]);
    }
  });

  it('deactivating a company takes premium and linked abilities from its users, not from administrators', async () => {
    const producer = await t.signUp();
    const staffAdmin = await signUpAdministrator(t);
    await link({ id_empresa: company.id, email: producer.email, acesso: 3 });
    await link({ id_empresa: company.id, email: staffAdmin.email, acesso: 2 });
    expect((await saveSmallDiet(t, producer.token, 'Antes')).status).toBe(200);

    const off = await t.call('adm/empresas/atualizar', { id: company.id, ativo: false }, as(admin));
    expect(answerOf('updateCompanyAsAdministrator', off).data.ativo).toBe(false);
    const view = await viewOf(producer);
    expect(view.empresa_inativa).toBe(true);
    expect(deriveProfiles(view, today())).toEqual(new Set(['free']));
    expect(codeOf(await saveSmallDiet(t, producer.token, 'Durante'))).toBe('PREMIUM_REQUIRED');
    expect(codeOf(await t.call('empresa/get', { id_empresa: company.id }, as(producer)))).toBe('FORBIDDEN');
    // An administrator linked to the inactive company keeps every profile and can still save.
    expect(deriveProfiles(await viewOf(staffAdmin), today()).has('premium')).toBe(true);
    expect((await saveSmallDiet(t, staffAdmin.token, 'Admin')).status).toBe(200);
    const updates = await auditOf('company_updated');
    expect(JSON.parse(updates.at(-1)?.detail ?? '{}')).toEqual({ id_empresa: company.id, campos: ['ativo'] });

    await t.call('adm/empresas/atualizar', { id: company.id, ativo: true }, as(admin));
    expect((await saveSmallDiet(t, producer.token, 'Depois')).status).toBe(200);
  });

  describe('company change requests', () => {
    it("lists a manager's edit of the record and a user's link request, read per administrator", async () => {
      const edit = await t.call(
        'empresa/editar',
        {
          id_empresa: company.id,
          razao_social: 'Alfa Nutrição Ltda',
          nome_fantasia: 'Alfa Rações',
          cnpj: CNPJ_A,
          email_dono: owner.email,
        },
        as(owner),
      );
      expect(edit.status, edit.text).toBe(200);
      const requester = await t.signUp({ NOME: 'Pedro Solicitante' });
      expect(
        (await t.call('empresa/solicitarVinculo', { cnpj: CNPJ_A, acesso: 2 }, as(requester))).status,
      ).toBe(200);

      const changes = await changesOf(admin);
      const companyChange = changes.find((change) => change.tipo === 'empresa');
      const userChange = changes.find((change) => change.tipo === 'usuario');
      expect(companyChange).toMatchObject({
        id_empresa: company.id,
        nome_fantasia: 'Alfa Rações',
        autor_nome: 'Dona Alfa',
        campos: ['nome_fantasia'],
        lida: false,
      });
      expect(userChange).toMatchObject({
        id_empresa: company.id,
        autor_nome: 'Pedro Solicitante',
        usuario_nome: 'Pedro Solicitante',
        situacao: 'solicitado',
        acesso: 2,
        lida: false,
      });
      // The administrator's own actions are not change requests.
      expect(changes).toHaveLength(2);

      // The administrators' bells list both, opening company control, until read.
      const bellOf = async (who: SignedUp) => {
        const res = await t.call('notificacoes', {}, as(who));
        expect(res.status, res.text).toBe(200);
        return answerOf('findNotifications', res).data.list.filter(
          (item) => item.tipo === 'empresa_alteracao',
        );
      };
      const bell = await bellOf(admin);
      expect(bell.map((item) => [item.id, item.destino, item.params.tipo_alteracao])).toEqual([
        [userChange!.id, '/adm/empControle', 'usuario'],
        [companyChange!.id, '/adm/empControle', 'empresa'],
      ]);
      expect(await bellOf(owner)).toEqual([]);

      // Each kind is read with its own call; the other call does not know the id.
      expect(
        codeOf(await t.call('notificacoes/empControleUserLido', { id: companyChange!.id }, as(admin))),
      ).toBe('NOT_FOUND');
      const read = await t.call('notificacoes/empControleLido', { id: companyChange!.id }, as(admin));
      expect(read.body).toEqual({ data: { lida: true } });
      const readUser = await t.call('notificacoes/empControleUserLido', { id: userChange!.id }, as(admin));
      expect(readUser.status, readUser.text).toBe(200);
      expect((await changesOf(admin)).map((change) => change.lida)).toEqual([true, true]);
      // Reading the change requests is recorded like the administration's other reads.
      const reads = await auditOf('admin_read');
      expect(
        reads.filter(
          (entry) =>
            entry.actor_user_id === admin.user.id && entry.detail?.includes('adm/empresas/alteracoes'),
        ).length,
      ).toBeGreaterThan(0);
      // Another administrator has not read them.
      expect((await changesOf(otherAdmin)).map((change) => change.lida)).toEqual([false, false]);
      expect(await bellOf(admin)).toEqual([]);
      expect(await bellOf(otherAdmin)).toHaveLength(2);
    });
  });
});
