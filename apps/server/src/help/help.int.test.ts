/** ajuda and ajuda/reportar, adm/reportes/list (docs/product/calls.md#calculation-calls), on SQLite and PostgreSQL. */
import { chooseHelpItem } from '@cocho/contracts';
import { expect, it } from 'vitest';
import { codeOf, signUpAdministrator } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { TestEnvironment } from '../testing/for-each-database';
import { answerOf } from '../testing/typed-call';

const PNG = `data:image/png;base64,${Buffer.from('not really a png, but base64').toString('base64')}`;

forEachDatabase('help items and error reports', (t: TestEnvironment) => {
  it('answers the seeded help items without sign-in, in every language, for the wizard steps', async () => {
    const res = await t.call('ajuda', { web: true });
    expect(res.status).toBe(200);
    const items = answerOf('listHelpItems', res).data;
    for (const idioma of [0, 1, 2]) {
      const step3 = chooseHelpItem(items, { route: '/formulacao-dieta', step: 3, idioma });
      expect(step3).toMatchObject({ rota: '/formulacao-dieta', etapa: 3, idioma });
      expect(step3?.descricao.length).toBeGreaterThan(50);
    }
    expect(chooseHelpItem(items, { route: '/dashboard', step: null, idioma: 1 })?.titulo).toBe('Dashboard');
    // Asking again does not seed twice.
    const again = answerOf('listHelpItems', await t.call('ajuda', {}));
    expect(again.data.length).toBe(items.length);
  });

  it('stores a report with its route, step and screenshot; administrators list it with the reporter', async () => {
    const user = await t.signUp();
    const admin = await signUpAdministrator(t);
    const sent = await t.call(
      'ajuda/reportar',
      {
        id_ajuda: null,
        descricao: 'O botão calcular não responde',
        captura: PNG,
        dados: { rota: '/formulacao-dieta', etapa: 4, video: '' },
        web: true,
      },
      { token: user.token },
    );
    expect(sent.status).toBe(200);
    const id = answerOf('reportError', sent).data.id;

    const listed = await t.call('adm/reportes/list', { id }, { token: admin.token });
    expect(listed.status).toBe(200);
    const [report] = answerOf('listErrorReports', listed).data;
    expect(report).toMatchObject({
      id,
      id_pessoa: user.user.id,
      email: user.email,
      descricao: 'O botão calcular não responde',
      rota: '/formulacao-dieta',
      etapa: 4,
      video: null,
      captura: PNG,
      lido: false,
    });
    expect(codeOf(await t.call('adm/reportes/list', {}, { token: user.token }))).toBe('FORBIDDEN');
  });

  it('refuses an empty message and a screenshot that is not an image data URL', async () => {
    const user = await t.signUp();
    const dados = { rota: '/dashboard', etapa: null };
    const empty = await t.call('ajuda/reportar', { descricao: '   ', dados }, { token: user.token });
    expect(codeOf(empty)).toBe('VALIDATION_FAILED');
    const script = await t.call(
      'ajuda/reportar',
      { descricao: 'x', captura: 'data:text/html;base64,PHNjcmlwdD4=', dados },
      { token: user.token },
    );
    expect(codeOf(script)).toBe('VALIDATION_FAILED');
    const count = await t.db
      .selectFrom('error_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
