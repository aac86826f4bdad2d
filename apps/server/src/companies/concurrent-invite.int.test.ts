/**
 * Two managers invite the same collaborator at the same time: one invitation is made, the other answers the
 * typed COMPANY_LINK_EXISTS (before, the loser of the race on the unique (company, user) index answered 500 on
 * PostgreSQL).
 */
import type { TCompany } from '@cocho/contracts';
import { expect, it } from 'vitest';
import { codeOf, signUpAdministrator } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { TestEnvironment } from '../testing/for-each-database';

forEachDatabase('concurrent collaborator invitations', (t: TestEnvironment) => {
  it('one invitation is made and the concurrent one is COMPANY_LINK_EXISTS, never 500', async () => {
    const admin = await signUpAdministrator(t);
    const manager = await t.signUp();
    const created = await t.call(
      'adm/empresas/criar',
      {
        razao_social: 'Gama Ltda',
        nome_fantasia: 'Gama',
        cnpj: '11.222.333/0001-81',
        email_dono: manager.email,
      },
      { token: admin.token },
    );
    expect(created.status, created.text).toBe(200);
    const company = (created.body as { data: TCompany }).data;
    for (let round = 0; round < 5; round += 1) {
      const collaborator = await t.signUp();
      const body = { id_empresa: company.id, email: collaborator.email, acesso: 3 };
      const answers = await Promise.all([
        t.call('empresa/add-colaborador', body, { token: manager.token }),
        t.call('empresa/add-colaborador', body, { token: admin.token }),
      ]);
      expect(answers.map((res) => res.status).sort(), answers.map((res) => res.text).join('\n')).toEqual([
        200, 409,
      ]);
      expect(answers.map(codeOf).filter((code) => code !== undefined)).toEqual(['COMPANY_LINK_EXISTS']);
      const links = await t.db
        .selectFrom('company_users')
        .select('situacao')
        .where('id_empresa', '=', company.id)
        .where('id_usuario', '=', collaborator.user.id)
        .execute();
      expect(links).toEqual([{ situacao: 'convidado' }]);
    }
  });
});
