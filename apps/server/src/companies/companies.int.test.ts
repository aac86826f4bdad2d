/**
 * Companies end to end over HTTP: the administrator's calls, CNPJ rules, each link transition (invited →
 * accepted or declined; requested → approved or rejected; unlinked), the isolation between companies and
 * levels, and what the user view (verificaToken) gives a member of an active, inactive or partner company.
 */
import { deriveProfiles } from '@cocho/contracts';
import type { TCompany, TUser } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, saveSmallDiet, signUpAdministrator, today } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { pngHeader } from '../users/sample-images';
import { answerOf, errorOf } from '../testing/typed-call';

const CNPJ_A = '11.222.333/0001-81';
const CNPJ_B = '11444777000161';

forEachDatabase('companies', (t: TestEnvironment) => {
  let admin: SignedUp;
  let managerA: SignedUp;
  let managerB: SignedUp;
  let companyA: TCompany;
  let companyB: TCompany;

  const as = (who: SignedUp) => ({ token: who.token });
  const viewOf = async (who: SignedUp): Promise<TUser> => {
    const res = await t.call('verificaToken', { lat: null, lon: null, token: who.token }, as(who));
    expect(res.status).toBe(200);
    return answerOf('verificaToken', res).user;
  };
  const profilesOf = async (who: SignedUp) => deriveProfiles(await viewOf(who), today());
  const create = (body: Record<string, unknown>) => t.call('adm/empresas/criar', body, as(admin));
  const companyFields = (cnpj: string, email: string, name: string) => ({
    razao_social: `${name} Nutrição Animal Ltda`,
    nome_fantasia: name,
    cnpj,
    email_dono: email,
  });
  const invite = async (manager: SignedUp, companyId: number, who: SignedUp, acesso: number) => {
    const res = await t.call(
      'empresa/add-colaborador',
      { id_empresa: companyId, email: who.email, acesso },
      as(manager),
    );
    expect(res.status, res.text).toBe(200);
    return answerOf('addCollaborator', res).data;
  };
  const request = async (who: SignedUp, cnpj: string, acesso: number) => {
    const res = await t.call('empresa/solicitarVinculo', { cnpj, acesso }, as(who));
    expect(res.status, res.text).toBe(200);
    return answerOf('requestLink', res).data;
  };

  beforeAll(async () => {
    admin = await signUpAdministrator(t);
    managerA = await t.signUp();
    managerB = await t.signUp();
    const a = await create(companyFields(CNPJ_A, managerA.email, 'Alfa'));
    expect(a.status, a.text).toBe(200);
    companyA = answerOf('createCompany', a).data;
    const b = await create(companyFields(CNPJ_B, managerB.email, 'Beta'));
    expect(b.status, b.text).toBe(200);
    companyB = answerOf('createCompany', b).data;
  });

  describe('administration', () => {
    it('stores the CNPJ as digits and makes the owner an active manager', async () => {
      expect(companyA.cnpj).toBe('11222333000181');
      expect(companyA.ativo).toBe(true);
      const view = await viewOf(managerA);
      expect(view.emp_user).toEqual([{ id_empresa: companyA.id, acesso: 0, autorizado: true, ativo: true }]);
      expect(view.empresa_vinculada).toBe(companyA.id);
      expect(view.gestor).toBe(true);
      // docs/product/shell.md#screens: company staff whose access level is not 3 have the consultant area too.
      expect(await profilesOf(managerA)).toEqual(
        new Set(['free', 'premium', 'linked', 'manager', 'consultant']),
      );
      const list = await t.call('adm/empresas/list', {}, as(admin));
      expect(answerOf('listCompanies', list).data.map((c) => c.id)).toEqual(
        expect.arrayContaining([companyA.id, companyB.id]),
      );
    });

    it('refuses a CNPJ with wrong check digits or one repeated digit, and a CNPJ already used', async () => {
      const owner = await t.signUp();
      for (const cnpj of ['11.222.333/0001-82', '11111111111111', '1122233300018']) {
        const res = await create(companyFields(cnpj, owner.email, 'Gama'));
        expect(codeOf(res)).toBe('VALIDATION_FAILED');
        expect(errorOf(res).fields).toContainEqual({
          field: 'cnpj',
          code: 'cnpjInvalid',
        });
      }
      expect(codeOf(await create(companyFields(CNPJ_A, owner.email, 'Gama')))).toBe('DOCUMENT_EXISTS');
      expect(
        codeOf(
          await t.call(
            'empresa/editar',
            { id_empresa: companyB.id, ...companyFields(CNPJ_A, managerB.email, 'Beta') },
            as(managerB),
          ),
        ),
      ).toBe('DOCUMENT_EXISTS');
    });

    it('refuses a first manager without an account', async () => {
      const res = await create(companyFields('45.723.174/0001-10', 'nobody-here@example.com', 'Delta'));
      expect(codeOf(res)).toBe('COMPANY_USER_NOT_FOUND');
    });

    it('is for administrators only', async () => {
      expect(codeOf(await t.call('adm/empresas/list', {}, as(managerA)))).toBe('FORBIDDEN');
      expect(
        codeOf(await t.call('adm/empresas/atualizar', { id: companyA.id, ativo: false }, as(managerA))),
      ).toBe('FORBIDDEN');
    });
  });

  describe('isolation', () => {
    it("a manager of company A never reads or changes company B's record, collaborators or links", async () => {
      const producerB = await t.signUp();
      const linkB = await invite(managerB, companyB.id, producerB, 3);
      const pendingB = await request(await t.signUp(), CNPJ_B, 3);
      const onB = { id_empresa: companyB.id };
      for (const [call, body] of [
        ['empresa/get', onB],
        ['empresa/editar', { ...onB, ...companyFields(CNPJ_B, managerA.email, 'Tomada') }],
        ['empresa/colaboradores', onB],
        ['empresa/getVinculados', onB],
        ['empresa/getNaoVinculados', onB],
        ['empresa/add-colaborador', { ...onB, email: managerA.email, acesso: 0 }],
        ['empresa/desvincular', { id_emp_user: linkB.id_emp_user }],
      ] as const) {
        expect([call, codeOf(await t.call(call, body, as(managerA)))]).toEqual([call, 'FORBIDDEN']);
      }
      // Another company's link request answers exactly as a missing one: its existence is not told.
      for (const call of ['empresa/aprovaVinculo', 'empresa/reprovaVinculo'] as const) {
        const foreign = await t.call(call, { id_emp_user: pendingB.id_emp_user }, as(managerA));
        const missing = await t.call(call, { id_emp_user: 999_999 }, as(managerA));
        expect([call, foreign.status, foreign.body]).toEqual([call, 404, missing.body]);
      }
      const b = await t.call('empresa/get', onB, as(managerB));
      expect(answerOf('getCompany', b).data.nome_fantasia).toBe('Beta');
      const pending = await t.call('empresa/colaboradores', onB, as(managerB));
      expect(
        answerOf('listCollaborators', pending).data.find((c) => c.id_emp_user === pendingB.id_emp_user),
      ).toMatchObject({ situacao: 'solicitado' });
    });

    it('non-members are refused and a sales technician or linked producer cannot manage', async () => {
      const outsider = await t.signUp();
      const onA = { id_empresa: companyA.id };
      expect(codeOf(await t.call('empresa/get', onA, as(outsider)))).toBe('FORBIDDEN');
      expect(codeOf(await t.call('empresa/colaboradores', onA, as(outsider)))).toBe('FORBIDDEN');

      const technician = await t.signUp();
      const producer = await t.signUp();
      for (const [who, acesso] of [
        [technician, 2],
        [producer, 3],
      ] as const) {
        const link = await invite(managerA, companyA.id, who, acesso);
        expect(
          (await t.call('empresa/aceitarConvite', { id_emp_user: link.id_emp_user }, as(who))).status,
        ).toBe(200);
      }
      const asking = await request(await t.signUp(), CNPJ_A, 3);
      for (const who of [technician, producer]) {
        expect((await t.call('empresa/get', onA, as(who))).status).toBe(200);
        for (const call of ['empresa/aprovaVinculo', 'empresa/reprovaVinculo'] as const) {
          const res = await t.call(call, { id_emp_user: asking.id_emp_user }, as(who));
          expect([call, codeOf(res)]).toEqual([call, 'NOT_FOUND']);
        }
        for (const [call, body] of [
          ['empresa/colaboradores', onA],
          ['empresa/editar', { ...onA, ...companyFields(CNPJ_A, who.email, 'Tomada') }],
          ['empresa/add-colaborador', { ...onA, email: outsider.email, acesso: 0 }],
        ] as const) {
          expect([call, codeOf(await t.call(call, body, as(who)))]).toEqual([call, 'FORBIDDEN']);
        }
      }
      const stillPending = await t.call('empresa/getNaoVinculados', onA, as(managerA));
      expect(
        answerOf('listUnlinked', stillPending).data.find((c) => c.id_emp_user === asking.id_emp_user),
      ).toMatchObject({ situacao: 'solicitado', autorizado: false });
    });
  });

  describe('link transitions', () => {
    it('invited → accepted: the producer is linked only after accepting', async () => {
      const producer = await t.signUp();
      const link = await invite(managerA, companyA.id, producer, 3);
      expect(link).toMatchObject({ situacao: 'convidado', autorizado: false, ativo: false, acesso: 3 });
      expect((await viewOf(producer)).emp_user).toEqual([
        { id_empresa: companyA.id, acesso: 3, autorizado: false, ativo: false },
      ]);
      expect(await profilesOf(producer)).toEqual(new Set(['free']));
      expect(codeOf(await t.call('empresa/get', { id_empresa: companyA.id }, as(producer)))).toBe(
        'FORBIDDEN',
      );
      // Only the invited user answers the invitation.
      expect(
        codeOf(await t.call('empresa/aceitarConvite', { id_emp_user: link.id_emp_user }, as(managerB))),
      ).toBe('NOT_FOUND');
      const mine = await t.call('empresa/minhas', {}, as(producer));
      expect(answerOf('listMyCompanyLinks', mine).data).toEqual([
        expect.objectContaining({ id_empresa: companyA.id, nome_fantasia: 'Alfa', situacao: 'convidado' }),
      ]);

      const accepted = await t.call(
        'empresa/aceitarConvite',
        { id_emp_user: link.id_emp_user },
        as(producer),
      );
      expect(answerOf('acceptInvitation', accepted).data.situacao).toBe('ativo');
      expect(await profilesOf(producer)).toEqual(new Set(['free', 'premium', 'linked']));
      const linked = await t.call('empresa/getVinculados', { id_empresa: companyA.id }, as(managerA));
      expect(answerOf('listLinkedProducers', linked).data.map((c) => c.id_usuario)).toContain(
        producer.user.id,
      );
      expect(
        codeOf(await t.call('empresa/aceitarConvite', { id_emp_user: link.id_emp_user }, as(producer))),
      ).toBe('CONFLICT');
      expect(
        codeOf(
          await t.call(
            'empresa/add-colaborador',
            { id_empresa: companyA.id, email: producer.email, acesso: 3 },
            as(managerA),
          ),
        ),
      ).toBe('COMPANY_LINK_EXISTS');
    });

    it('invited → declined leaves the user unlinked', async () => {
      const producer = await t.signUp();
      const link = await invite(managerA, companyA.id, producer, 1);
      const declined = await t.call(
        'empresa/recusarConvite',
        { id_emp_user: link.id_emp_user },
        as(producer),
      );
      expect(answerOf('declineInvitation', declined).data.situacao).toBe('recusado');
      expect((await viewOf(producer)).emp_user).toEqual([]);
      expect(await profilesOf(producer)).toEqual(new Set(['free']));
    });

    it('requested → approved and requested → rejected (managers decide once)', async () => {
      const technician = await t.signUp();
      const asked = await request(technician, CNPJ_A, 2);
      expect(asked).toMatchObject({ situacao: 'solicitado', acesso: 2, nome_fantasia: 'Alfa' });
      expect(
        codeOf(await t.call('empresa/solicitarVinculo', { cnpj: CNPJ_A, acesso: 2 }, as(technician))),
      ).toBe('COMPANY_LINK_EXISTS');
      const approved = await t.call(
        'empresa/aprovaVinculo',
        { id_emp_user: asked.id_emp_user },
        as(managerA),
      );
      expect(answerOf('approveLink', approved).data).toMatchObject({
        situacao: 'ativo',
        autorizado: true,
        ativo: true,
      });
      expect(answerOf('approveLink', approved).data.decided_at).not.toBeNull();
      expect(await profilesOf(technician)).toEqual(new Set(['free', 'premium', 'linked', 'consultant']));
      expect(
        codeOf(await t.call('empresa/reprovaVinculo', { id_emp_user: asked.id_emp_user }, as(managerA))),
      ).toBe('CONFLICT');

      const other = await t.signUp();
      const otherAsked = await request(other, CNPJ_A, 0);
      const rejected = await t.call(
        'empresa/reprovaVinculo',
        { id_emp_user: otherAsked.id_emp_user },
        as(managerA),
      );
      expect(answerOf('rejectLink', rejected).data).toMatchObject({
        situacao: 'reprovado',
        autorizado: false,
      });
      expect(await profilesOf(other)).toEqual(new Set(['free']));
      const unlinked = await t.call('empresa/getNaoVinculados', { id_empresa: companyA.id }, as(managerA));
      expect(answerOf('listUnlinked', unlinked).data.map((c) => c.id_emp_user)).toContain(
        otherAsked.id_emp_user,
      );
      expect(
        codeOf(
          await t.call('empresa/solicitarVinculo', { cnpj: '45.723.174/0001-10', acesso: 3 }, as(other)),
        ),
      ).toBe('NOT_FOUND');
    });

    it('unlinked: by the manager, or by the user; the last manager stays', async () => {
      const producer = await t.signUp();
      const link = await invite(managerA, companyA.id, producer, 3);
      await t.call('empresa/aceitarConvite', { id_emp_user: link.id_emp_user }, as(producer));
      const res = await t.call('empresa/desvincular', { id_emp_user: link.id_emp_user }, as(managerA));
      expect(answerOf('unlinkCollaborator', res).data.situacao).toBe('desvinculado');
      expect(await profilesOf(producer)).toEqual(new Set(['free']));
      expect((await viewOf(producer)).empresa_vinculada).toBeNull();

      const again = await invite(managerA, companyA.id, producer, 3);
      expect(again.id_emp_user).toBe(link.id_emp_user);
      await t.call('empresa/aceitarConvite', { id_emp_user: again.id_emp_user }, as(producer));
      const left = await t.call('empresa/desvincular', { id_emp_user: again.id_emp_user }, as(producer));
      expect(answerOf('unlinkCollaborator', left).data.situacao).toBe('desvinculado');

      const list = await t.call('empresa/colaboradores', { id_empresa: companyB.id }, as(managerB));
      const managerLink = answerOf('listCollaborators', list).data.find(
        (c) => c.id_usuario === managerB.user.id,
      );
      expect(
        codeOf(await t.call('empresa/desvincular', { id_emp_user: managerLink?.id_emp_user }, as(managerB))),
      ).toBe('CONFLICT');
    });

    it('two managers unlinking each other at the same moment leave the company one manager', async () => {
      const first = await t.signUp();
      const second = await t.signUp();
      const made = await create(companyFields('27.531.864/0001-96', first.email, 'Gama'));
      const company = answerOf('createCompany', made).data;
      const invited = await invite(first, company.id, second, 0);
      await t.call('empresa/aceitarConvite', { id_emp_user: invited.id_emp_user }, as(second));
      const list = await t.call('empresa/colaboradores', { id_empresa: company.id }, as(first));
      const links = answerOf('listCollaborators', list).data;
      const linkOf = (who: SignedUp) => links.find((c) => c.id_usuario === who.user.id)?.id_emp_user;
      const answers = await Promise.all([
        t.call('empresa/desvincular', { id_emp_user: linkOf(second) }, as(first)),
        t.call('empresa/desvincular', { id_emp_user: linkOf(first) }, as(second)),
      ]);
      // One wins; the other is refused (no longer a manager, or the last one).
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const managers = await t.db
        .selectFrom('company_users')
        .select('id')
        .where('id_empresa', '=', company.id)
        .where('acesso', '=', 0)
        .where('situacao', '!=', 'desvinculado')
        .execute();
      expect(managers).toHaveLength(1);
    });
  });

  describe('company feeds through the links', () => {
    it("opens the company's feeds to its members and restricted ones to its managers only", async () => {
      const now = new Date().toISOString();
      for (const [name, restrito] of [
        ['Núcleo Alfa restrito', 1],
        ['Ração Alfa', 0],
      ] as const) {
        await t.db
          .insertInto('feeds')
          .values({
            kind: 'empresa',
            tipo: 2,
            name,
            nutrientes: JSON.stringify({ PB: 40 }),
            nutrientes_calculados: '[]',
            alertas: '[]',
            unidade: 'kg',
            volumoso: 0,
            excluido: 0,
            empresa: companyA.id,
            restrito,
            patrocinado: 0,
            visibilidade: 'empresa',
            recomendado: 0,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const producer = await t.signUp();
      const link = await invite(managerA, companyA.id, producer, 3);
      await t.call('empresa/aceitarConvite', { id_emp_user: link.id_emp_user }, as(producer));
      const companyFeeds = async (who: SignedUp) => {
        const res = await t.call('alimentos/getListaAlimentos', { apenasUSREMP: true }, as(who));
        expect(res.status, res.text).toBe(200);
        return answerOf('getListaAlimentos', res)
          .data.emp.map((feed) => feed.name)
          .sort();
      };
      expect(await companyFeeds(managerA)).toEqual(['Núcleo Alfa restrito', 'Ração Alfa']);
      expect(await companyFeeds(producer)).toEqual(['Ração Alfa']);
      expect(await companyFeeds(managerB)).toEqual([]);
      const area = await t.call(
        'alimentos/getAlimentosEmpresa',
        { id_empresa: companyA.id, area_da_empresa: true },
        as(producer),
      );
      expect(area.status).toBe(200);
      const refused = await t.call(
        'alimentos/getAlimentosEmpresa',
        { id_empresa: companyA.id, area_da_empresa: true },
        as(managerB),
      );
      expect(refused.status).toBe(403);
    });
  });

  describe('inactive and partner companies', () => {
    it('an inactive company takes premium and linked status from its users until reactivated', async () => {
      const owner = await t.signUp();
      const created = await create(companyFields('45.723.174/0001-10', owner.email, 'Épsilon'));
      const company = answerOf('createCompany', created).data;
      expect((await saveSmallDiet(t, owner.token, 'Antes')).status).toBe(200);

      const off = await t.call('adm/empresas/atualizar', { id: company.id, ativo: false }, as(admin));
      expect(answerOf('updateCompanyAsAdministrator', off).data.ativo).toBe(false);
      const view = await viewOf(owner);
      expect(view.empresa_inativa).toBe(true);
      expect(deriveProfiles(view, today())).toEqual(new Set(['free']));
      expect(codeOf(await saveSmallDiet(t, owner.token, 'Durante'))).toBe('PREMIUM_REQUIRED');
      expect(codeOf(await t.call('empresa/get', { id_empresa: company.id }, as(owner)))).toBe('FORBIDDEN');

      await t.call('adm/empresas/atualizar', { id: company.id, ativo: true }, as(admin));
      expect((await viewOf(owner)).empresa_inativa).toBe(false);
      expect((await saveSmallDiet(t, owner.token, 'Depois')).status).toBe(200);
    });

    it("a partner company's members get its id, support link, name and logo", async () => {
      const logo = `data:image/png;base64,${pngHeader(200, 100).toString('base64')}`;
      const res = await t.call(
        'adm/empresas/atualizar',
        { id: companyA.id, parceira: true, suporte_link: 'https://alfa.example.com/suporte', logo },
        as(admin),
      );
      expect(res.status, res.text).toBe(200);
      expect((await viewOf(managerA)).empresaParceira).toEqual({ id: companyA.id });
      expect((await viewOf(managerB)).empresaParceira).toBeNull();
      const info = await t.call('parceiros/getInfoEmpresa', { parceiro: companyA.id }, as(managerB));
      expect(answerOf('getPartnerInfo', info).data).toEqual({
        suporte_link: 'https://alfa.example.com/suporte',
        nome: 'Alfa',
        logo,
      });
      const gotLogo = await t.call('empresa/getLogo', { id: companyA.id }, as(managerB));
      expect(answerOf('getCompanyLogo', gotLogo).data).toBe(logo);
      const partners = await t.call('empresa/parceiros', { id_empresa: companyB.id }, as(managerB));
      expect(answerOf('listPartners', partners).data.map((p) => p.id)).toEqual([companyA.id]);
      expect(codeOf(await t.call('empresa/parceiros', { id_empresa: companyA.id }, as(managerB)))).toBe(
        'FORBIDDEN',
      );
      expect(codeOf(await t.call('parceiros/getInfoEmpresa', { parceiro: companyB.id }, as(managerB)))).toBe(
        'NOT_FOUND',
      );
    });

    it('refuses a logo larger than 1024 × 1024 or not an image', async () => {
      const body = { id_empresa: companyB.id, ...companyFields(CNPJ_B, managerB.email, 'Beta') };
      const big = `data:image/png;base64,${pngHeader(1025, 10).toString('base64')}`;
      expect(codeOf(await t.call('empresa/editar', { ...body, logo: big }, as(managerB)))).toBe(
        'IMAGE_INVALID',
      );
      const text = `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`;
      expect(codeOf(await t.call('empresa/editar', { ...body, logo: text }, as(managerB)))).toBe(
        'IMAGE_INVALID',
      );
      const ok = await t.call('empresa/editar', { ...body, inscricao_estadual: '123.456' }, as(managerB));
      expect(answerOf('editCompany', ok).data.inscricao_estadual).toBe('123.456');
    });
  });
});
