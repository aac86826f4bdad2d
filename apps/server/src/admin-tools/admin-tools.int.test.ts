/**
 * The administration tools on SQLite and PostgreSQL: each action changes what the affected user sees
 * (messages in their notificacoes, an answered report, help items in ajuda, an account that signs in), and
 * each read and change is refused to non-administrators and recorded in the audit log.
 */
import type { THelpItem, TNotificationList } from '@cocho/contracts';
import { chooseHelpItem } from '@cocho/contracts';
import { expect, it } from 'vitest';
import {
  codeOf,
  saveSmallDiet,
  smallDietRecord,
  setUserColumns,
  signUpAdministrator,
  today,
} from '../access/access-test-helpers';
import { findBrazilId, nextTestCpf } from '../auth/sample-registration';
import { readLatestMail } from '../mail/read-outbox';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { answerOf, errorOf } from '../testing/typed-call';

forEachDatabase('administration tools', (t: TestEnvironment) => {
  const messagesOf = async (user: SignedUp) => {
    const res = await t.call('notificacoes', {}, { token: user.token });
    expect(res.status).toBe(200);
    return answerOf('findNotifications', res).data.list.filter((item) => item.tipo === 'mensagem');
  };
  const auditActions = async (actorId: number) =>
    (await t.db.selectFrom('audit_log').select('action').where('actor_user_id', '=', actorId).execute()).map(
      (row) => row.action,
    );

  /** A Brazilian account's registration fields as an administrator fills them in (a new CPF unless given). */
  const newAccountBody = async (email: string, password: string, numero_documento = nextTestCpf()) => ({
    email,
    password,
    confirmacao: password,
    perfil: 'pecuarista',
    telefone: '(31) 98765-4321',
    como_conheceu: 'amigo',
    endereco: {
      pais: await findBrazilId(t.db),
      estado: 'MG',
      cidade: 'Viçosa',
      logradouro: 'Rua C',
      numero: '3',
    },
    numero_documento,
    data_nascimento: '1985-02-03',
    sexo: 'F',
  });

  it('sends a message to one language: only its readers get it, and the sent list shows it with its reads', async () => {
    const admin = await signUpAdministrator(t);
    const english = await t.signUp();
    const portuguese = await t.signUp();
    await setUserColumns(t, english.user.id, { idioma: 1 });
    const titulo = `Maintenance ${Math.random()}`;

    const sent = await t.call(
      'adm/notificacoes/enviar',
      { titulo, mensagem: 'Tonight at 22h', destino: { tipo: 'idioma', idioma: 1 } },
      { token: admin.token },
    );
    expect(sent.status).toBe(200);
    const id = answerOf('sendNotification', sent).data.id;

    const [received] = (await messagesOf(english)).filter((item) => item.id === id);
    expect(received).toMatchObject({ params: { titulo, mensagem: 'Tonight at 22h' }, lida: false });
    expect((await messagesOf(portuguese)).some((item) => item.id === id)).toBe(false);

    await t.call('notificacoes/mensagemLida', { notificacao_id: id }, { token: english.token });
    const list = await t.call('adm/notificacoes/list', {}, { token: admin.token });
    expect(list.status).toBe(200);
    const row = answerOf('listSentMessages', list).data.find((message) => message.id === id);
    expect(row).toMatchObject({ titulo, destino: { tipo: 'idioma', idioma: 1 }, lidas: 1 });
    expect(await auditActions(admin.user.id)).toContain('notification_sent');
    expect(codeOf(await t.call('adm/notificacoes/list', {}, { token: english.token }))).toBe('FORBIDDEN');
  });

  it('lists error reports by state, marks one read and answers it to the reporter by notification and by e-mail', async () => {
    const admin = await signUpAdministrator(t);
    const reporter = await t.signUp();
    const descricao = `Tela travou ${Math.random()}`;
    const reported = await t.call(
      'ajuda/reportar',
      { descricao, dados: { rota: '/predicao-desempenho', etapa: null } },
      { token: reporter.token },
    );
    const id = answerOf('reportError', reported).data.id;

    const find = async (body: Record<string, unknown>) => {
      const res = await t.call('adm/reportes/buscar', body, { token: admin.token });
      expect(res.status).toBe(200);
      return answerOf('findErrorReports', res).data;
    };
    expect((await find({ situacao: 'novos', texto: descricao })).map((r) => r.id)).toEqual([id]);
    expect(await find({ situacao: 'lidos', texto: descricao })).toEqual([]);
    const bellReports = async (user: SignedUp) =>
      (
        (await t.call('notificacoes', {}, { token: user.token })).body as { data: TNotificationList }
      ).data.list.filter((item) => item.tipo === 'reporte' && item.id === id);
    expect(await bellReports(admin)).toMatchObject([
      { destino: `/adm/reportes?id=${id}`, lida: false, params: { descricao, rota: '/predicao-desempenho' } },
    ]);
    expect(await bellReports(reporter)).toEqual([]);

    const read = await t.call('notificacoes/reporteLido', { id }, { token: admin.token });
    expect(read.status).toBe(200);
    expect(answerOf('markErrorReportRead', read).data.lido).toBe(true);
    expect((await find({ situacao: 'lidos', texto: descricao })).map((r) => r.id)).toEqual([id]);
    expect(await bellReports(admin)).toEqual([]);

    const answer = `Corrigido ${Math.random()}`;
    const answered = await t.call(
      'adm/reportes/responder',
      { id, canal: 'notificacao', resposta: answer },
      { token: admin.token },
    );
    expect(answered.status).toBe(200);
    expect(answerOf('answerErrorReport', answered).data).toMatchObject({
      lido: true,
      resposta: answer,
      canal_resposta: 'notificacao',
    });
    expect((await find({ id })).at(0)?.respondido_em).not.toBeNull();
    expect((await find({ situacao: 'respondidos', texto: descricao })).map((r) => r.id)).toEqual([id]);
    // The reporter's bell carries the answer.
    expect((await messagesOf(reporter)).map((item) => item.params)).toContainEqual({
      titulo: 'Resposta ao seu relato de erro',
      mensagem: answer,
    });

    const byMail = await t.call(
      'adm/reportes/responder',
      { id, canal: 'email', resposta: 'Veja também o vídeo.' },
      { token: admin.token },
    );
    expect(byMail.status).toBe(200);
    const mail = await readLatestMail(t.db, reporter.email);
    expect(mail?.purpose).toBe('resposta_reporte');
    expect(mail?.body).toContain('Veja também o vídeo.');
    expect(mail?.body).toContain(descricao);

    expect(await auditActions(admin.user.id)).toEqual(
      expect.arrayContaining(['error_report_read', 'error_report_answered']),
    );
    expect(codeOf(await t.call('notificacoes/reporteLido', { id }, { token: reporter.token }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await t.call('notificacoes/reporteLido', { id: 999_999 }, { token: admin.token }))).toBe(
      'NOT_FOUND',
    );
  });

  it('creates, changes and removes a help item that ajuda answers for its route, step and language', async () => {
    const admin = await signUpAdministrator(t);
    const rota = `/teste-ajuda-${Math.floor(Math.random() * 1e6)}`;
    const items = async () => ((await t.call('ajuda', { web: true })).body as { data: THelpItem[] }).data;

    const created = await t.call(
      'adm/ajuda/criar',
      {
        titulo: 'Step two',
        descricao: 'How to',
        video: 'dQw4w9WgXcQ',
        rota: `${rota}/`,
        etapa: 2,
        idioma: 1,
      },
      { token: admin.token },
    );
    expect(created.status).toBe(200);
    const item = answerOf('createHelpItem', created).data;
    expect(chooseHelpItem(await items(), { route: rota, step: 2, idioma: 1 })).toEqual({ ...item, rota });

    const updated = await t.call(
      'adm/ajuda/atualizar',
      { id: item.id, titulo: 'Paso dos', descricao: '', video: '', rota, etapa: 2, idioma: 2 },
      { token: admin.token },
    );
    expect(updated.status).toBe(200);
    expect(chooseHelpItem(await items(), { route: rota, step: 2, idioma: 2 })?.titulo).toBe('Paso dos');

    expect((await t.call('adm/ajuda/remover', { id: item.id }, { token: admin.token })).status).toBe(200);
    expect(chooseHelpItem(await items(), { route: rota, step: 2, idioma: 2 })).toBeUndefined();
    expect(codeOf(await t.call('adm/ajuda/remover', { id: item.id }, { token: admin.token }))).toBe(
      'NOT_FOUND',
    );

    const bad = await t.call(
      'adm/ajuda/criar',
      { titulo: ' ', rota: 'sem-barra', etapa: null, idioma: 0, video: 'javascript:alert(1)' },
      { token: admin.token },
    );
    expect(codeOf(bad)).toBe('VALIDATION_FAILED');
    const fields = (errorOf(bad).fields ?? []).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['titulo', 'rota', 'video']));
    expect(await auditActions(admin.user.id)).toEqual(
      expect.arrayContaining(['help_item_created', 'help_item_updated', 'help_item_deleted']),
    );
  });

  it('lists formulations across users by author, feed and kind, page by page with a cursor', async () => {
    const admin = await signUpAdministrator(t);
    const author = await t.signUp();
    await setUserColumns(t, author.user.id, { premium_infinito: 1 });
    for (const nome of ['Lote A', 'Lote B'])
      expect((await saveSmallDiet(t, author.token, nome)).status).toBe(200);
    // The newest in guaranis: the list gives each record's currency, so its cost is not shown in reais.
    const inGuaranis = { ...smallDietRecord('Lote C'), moeda: 'PYG' };
    expect(
      (await t.call('dieta/saveFD', { dieta: JSON.stringify(inGuaranis) }, { token: author.token })).status,
    ).toBe(200);

    const page = async (body: Record<string, unknown>) => {
      const res = await t.call('dieta/getFDAdm', body, { token: admin.token });
      expect(res.status).toBe(200);
      return answerOf('findAdminDiets', res).data;
    };
    const first = await page({ usuario: author.email, limite: 2 });
    expect(first.dataFD.map((d) => d.nome)).toEqual(['Lote C', 'Lote B']);
    expect(first.dataFD[0]).toMatchObject({ modo: 'FD', user_id: author.user.id, estado: 'MG', pais: 'BR' });
    expect(first.dataFD[0]?.alimentos).toContain('Silagem de milho');
    expect(first.dataFD.map((d) => d.moeda)).toEqual(['PYG', null]);
    expect(first.proximo).not.toBeNull();
    const second = await page({ usuario: author.email, limite: 2, cursor: first.proximo });
    expect(second.dataFD.map((d) => d.nome)).toEqual(['Lote A']);
    expect(second.proximo).toBeNull();

    expect((await page({ usuario: author.email, alimento: 'silagem de MILHO' })).dataFD).toHaveLength(3);
    expect((await page({ usuario: author.email, alimento: 'Lote' })).dataFD).toHaveLength(0);
    expect((await page({ usuario: author.email, modo: 'PD' })).dataFD).toHaveLength(0);
    expect((await page({ usuario: author.email, estado: 'SP' })).dataFD).toHaveLength(0);
    expect(codeOf(await t.call('dieta/getFDAdm', {}, { token: author.token }))).toBe('FORBIDDEN');
  });

  it('counts accounts, new accounts and diets of the period', async () => {
    const admin = await signUpAdministrator(t);
    const report = async () => {
      const day = today();
      const res = await t.call(
        'adm/relatorio',
        // Up to the UTC date, which the stored times' days follow (from 21:00 Brasília it is the next day).
        { de: day.slice(0, 8) + '01', ate: new Date().toISOString().slice(0, 10) },
        { token: admin.token },
      );
      expect(res.status).toBe(200);
      return answerOf('getProductReport', res).data as {
        usuarios: number;
        por_perfil: { chave: string; total: number }[];
        por_plano: { chave: string; total: number }[];
        novos_usuarios: { mes: string; total: number }[];
        dietas: { mes: string; total: number }[];
        usuarios_ativos: number;
      };
    };
    const before = await report();
    const author = await t.signUp();
    await setUserColumns(t, author.user.id, { premium_infinito: 1 });
    await saveSmallDiet(t, author.token, 'Relatório');
    const after = await report();
    const month = new Date().toISOString().slice(0, 7);
    const ofMonth = (rows: { mes: string; total: number }[]) =>
      rows.find((row) => row.mes === month)?.total ?? 0;

    expect(after.usuarios).toBe(before.usuarios + 1);
    expect(ofMonth(after.novos_usuarios)).toBe(ofMonth(before.novos_usuarios) + 1);
    expect(ofMonth(after.dietas)).toBe(ofMonth(before.dietas) + 1);
    const total = (rows: { chave: string; total: number }[], chave: string) =>
      rows.find((row) => row.chave === chave)?.total ?? 0;
    expect(total(after.por_perfil, 'pecuarista')).toBe(total(before.por_perfil, 'pecuarista') + 1);
    expect(total(after.por_plano, 'premium_infinito')).toBe(total(before.por_plano, 'premium_infinito') + 1);
    expect(after.usuarios_ativos).toBe(before.usuarios_ativos + 1);
  });

  it('creates an account with a temporary password and permanent premium that signs in at once', async () => {
    const admin = await signUpAdministrator(t);
    const email = `criado.${Math.floor(Math.random() * 1e9)}@example.com`;
    const password = 'senha provisoria 1';
    const body = {
      NOME: 'Conta Criada',
      email,
      password,
      confirmacao: password,
      perfil: 'consultor',
      telefone: '(31) 98765-4321',
      como_conheceu: 'amigo',
      endereco: {
        pais: await findBrazilId(t.db),
        estado: 'MG',
        cidade: 'Viçosa',
        logradouro: 'Rua B',
        numero: '2',
      },
      numero_documento: nextTestCpf(),
      data_nascimento: '1985-02-03',
      sexo: 'M',
      idioma: 2,
      liberado: true,
      senha_temporaria: true,
      premium: { tipo: 'permanente' },
    };
    const created = await t.call('adm/usuarios/criar', body, { token: admin.token });
    expect(created.status).toBe(200);
    expect(answerOf('createAdminUser', created).data).toMatchObject({
      email,
      situacao: 'ativo',
      plano_premium: true,
    });
    const mail = await readLatestMail(t.db, email);
    expect(mail).toMatchObject({ purpose: 'senha_temporaria' });
    expect(mail?.body).toContain(password);

    const login = await t.call('auth/appLogin', { email, password });
    expect(login.status).toBe(200);
    const user = answerOf('appLogin', login).user;
    expect(user.senha_temporaria).toBe(true);
    expect(user.idioma).toBe(2);

    expect(codeOf(await t.call('adm/usuarios/criar', body, { token: admin.token }))).toBe('EMAIL_EXISTS');
    const mismatch = await t.call(
      'adm/usuarios/criar',
      { ...body, email: `outro.${email}`, confirmacao: 'other password', numero_documento: '123' },
      { token: admin.token },
    );
    expect(codeOf(mismatch)).toBe('VALIDATION_FAILED');
    expect(await auditActions(admin.user.id)).toContain('user_created');
  });

  it('two accounts created at once with one e-mail or one document: one made, the other refused (not 500)', async () => {
    const admin = await signUpAdministrator(t);
    const body = async (email: string, numero_documento: string) => ({
      ...(await newAccountBody(email, 'senha provisoria 2', numero_documento)),
      NOME: 'Conta Simultanea',
      liberado: true,
      premium: { tipo: 'nenhum' },
    });
    const sameEmail = `simultaneo.${Math.floor(Math.random() * 1e9)}@example.com`;
    const byEmail = await Promise.all(
      [nextTestCpf(), nextTestCpf()].map(async (cpf) =>
        t.call('adm/usuarios/criar', await body(sameEmail, cpf), { token: admin.token }),
      ),
    );
    expect(byEmail.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(codeOf(byEmail.find((answer) => answer.status === 409)!)).toBe('EMAIL_EXISTS');

    const sameDocument = nextTestCpf();
    const byDocument = await Promise.all(
      ['a', 'b'].map(async (tag) =>
        t.call(
          'adm/usuarios/criar',
          await body(`simultaneo.${tag}.${Math.floor(Math.random() * 1e9)}@example.com`, sameDocument),
          { token: admin.token },
        ),
      ),
    );
    expect(byDocument.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(codeOf(byDocument.find((answer) => answer.status === 409)!)).toBe('DOCUMENT_EXISTS');
  });

  it('leaves an account under review when not released, with premium until a given day', async () => {
    const admin = await signUpAdministrator(t);
    const email = `analise.${Math.floor(Math.random() * 1e9)}@example.com`;
    const created = await t.call(
      'adm/usuarios/criar',
      {
        ...(await newAccountBody(email, 'correct horse battery')),
        NOME: 'Conta Pendente',
        liberado: false,
        premium: { tipo: 'ate', data_final: '2099-12-31' },
      },
      { token: admin.token },
    );
    expect(created.status).toBe(200);
    expect(answerOf('createAdminUser', created).data).toMatchObject({
      situacao: 'em_analise',
      plano_premium: true,
    });
    expect(codeOf(await t.call('auth/appLogin', { email, password: 'correct horse battery' }))).toBe(
      'ACCOUNT_UNDER_REVIEW',
    );
  });
});
