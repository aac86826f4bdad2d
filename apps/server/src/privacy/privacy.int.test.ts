/**
 * The LGPD rights (user/exportarDados, user/excluirConta) on SQLite and PostgreSQL: the copy holds the
 * user's own data only; deletion needs the password, signs every session out, frees the e-mail for a new
 * registration and leaves another user's data untouched.
 */
import { expect, it } from 'vitest';
import { codeOf, saveSmallDiet, setUserColumns } from '../access/access-test-helpers';
import { registerThroughOutbox } from '../auth/sample-registration';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { answerOf, errorOf } from '../testing/typed-call';

async function premiumUserWithData(t: TestEnvironment, dietName: string): Promise<SignedUp> {
  const user = await t.signUp();
  await setUserColumns(t, user.user.id, { premium: 1 });
  expect((await saveSmallDiet(t, user.token, dietName)).status).toBe(200);
  const feed = await t.call(
    'alimentos/createAlimentoUsuario',
    { name: `Silagem de ${dietName}`, tipo: 2, nutrientes: { MS: '33' } },
    { token: user.token },
  );
  expect(feed.status).toBe(200);
  await t.call(
    'feedback/enviar',
    { tipo: 'outro', mensagem: `Opinião de ${dietName}` },
    { token: user.token },
  );
  return user;
}

forEachDatabase('LGPD: export and account deletion', (t: TestEnvironment) => {
  it('exports the account, diets, feeds, sessions and plans of the caller only, without the password', async () => {
    const user = await premiumUserWithData(t, 'Lote A');
    await premiumUserWithData(t, 'Lote B');
    const res = await t.call('user/exportarDados', {}, { token: user.token });
    expect(res.status).toBe(200);
    const data = answerOf('exportMyData', res).data;
    expect(data.conta).toMatchObject({ id: user.user.id, email: user.email });
    expect(JSON.stringify(data)).not.toContain('password_hash');
    expect(JSON.stringify(data)).not.toContain('$argon2');
    expect(data.dietas.map((row) => row.nome)).toEqual(['Lote A']);
    expect((data.dietas[0]?.dieta as { nome: string }).nome).toBe('Lote A');
    expect(data.alimentos.map((row) => row.name)).toEqual(['Silagem de Lote A']);
    expect(data.sessoes.length).toBeGreaterThanOrEqual(1);
    expect(data.sessoes[0]).not.toHaveProperty('token_hash');
    expect(data.feedback.map((row) => row.mensagem)).toEqual(['Opinião de Lote A']);
    expect(Array.isArray(data.planos)).toBe(true);
    expect(codeOf(await t.call('user/exportarDados', {}))).toBe('UNAUTHENTICATED');
  });

  it("exports the share invitations the caller sent (to an e-mail with no account), not anyone else's", async () => {
    const user = await premiumUserWithData(t, 'Lote convite');
    const other = await premiumUserWithData(t, 'Lote outro convite');
    await t.db
      .updateTable('users')
      .set({ consultor: 1 })
      .where('id', 'in', [user.user.id, other.user.id])
      .execute();
    const dietOf = async (who: SignedUp) =>
      answerOf('exportMyData', await t.call('user/exportarDados', {}, { token: who.token })).data.dietas[0]
        ?.id as number;
    const invite = (who: SignedUp, idDieta: number, email: string) =>
      t.call(
        'compartilhar/criar',
        { id_dieta: idDieta, email, pode_ler: true, pode_editar: false, pode_compartilhar: false },
        { token: who.token },
      );
    const mine = `convidado.${Date.now()}@example.com`;
    const theirs = `outro.${Date.now()}@example.com`;
    const userDiet = await dietOf(user);
    const sent = await invite(user, userDiet, mine);
    expect(sent.status, sent.text).toBe(200);
    const otherSent = await invite(other, await dietOf(other), theirs);
    expect(otherSent.status, otherSent.text).toBe(200);
    const data = answerOf('exportMyData', await t.call('user/exportarDados', {}, { token: user.token })).data;
    expect(data.convites_compartilhamento).toMatchObject([
      { id_dono: user.user.id, id_dieta: userDiet, email: mine, status: 1, pode_ler: 1 },
    ]);
    expect(JSON.stringify(data)).not.toContain(theirs);
  });

  it('keeps the account when the password is wrong', async () => {
    const user = await t.signUp();
    const res = await t.call('user/excluirConta', { senha: 'not the password' }, { token: user.token });
    expect(codeOf(res)).toBe('VALIDATION_FAILED');
    expect(errorOf(res).fields).toEqual([{ field: 'senha', code: 'currentPasswordIncorrect' }]);
    expect((await t.call('verificaToken', {}, { token: user.token })).status).toBe(200);
  });

  it('deletes: every session signs out, personal data and records go, the e-mail registers again, others stay', async () => {
    const user = await premiumUserWithData(t, 'Lote C');
    const other = await premiumUserWithData(t, 'Lote D');
    const stamp = new Date().toISOString();
    const company = await t.db
      .insertInto('companies')
      .values({
        razao_social: 'Fazenda Teste Ltda',
        nome_fantasia: 'Fazenda Teste',
        cnpj: String(Date.now()).padStart(14, '0').slice(-14),
        inscricao_estadual: null,
        email_dono: other.email,
        suporte_link: null,
        logo: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('company_users')
      .values({
        id_empresa: company.id,
        id_usuario: user.user.id,
        acesso: 3,
        situacao: 'ativo',
        requested_at: stamp,
        decided_at: stamp,
      })
      .execute();
    const before = answerOf(
      'exportMyData',
      await t.call('user/exportarDados', {}, { token: user.token }),
    ).data;
    expect(before.vinculos_empresa).toMatchObject([
      { id_empresa: company.id, nome_fantasia: 'Fazenda Teste' },
    ]);
    // A sales-technician contact and the consent to partner contact are in the copy, and go with the account.
    const technician = await t.signUp();
    await t.call('contatos/consentimento/definir', { aceita_contato_parceiros: true }, { token: user.token });
    await t.db
      .insertInto('company_contacts')
      .values({
        id_empresa: company.id,
        id_tecnico: technician.user.id,
        id_usuario: user.user.id,
        situacao: 'ativo',
        requested_at: stamp,
        decided_at: stamp,
      })
      .execute();
    const withContact = answerOf(
      'exportMyData',
      await t.call('user/exportarDados', {}, { token: user.token }),
    ).data;
    expect(withContact.contatos_empresa).toMatchObject([
      { id_empresa: company.id, id_tecnico: technician.user.id, situacao: 'ativo' },
    ]);
    expect(withContact.consentimento_contato_parceiros).toMatchObject({ aceita: 1 });
    // A create's idempotency key keeps its first answer (a client's name and e-mail): it goes with the account.
    await t.db
      .insertInto('create_keys')
      .values({
        user_id: user.user.id,
        idempotency_key: 'chave-de-teste-0001',
        call: 'consultoria/clientes/create',
        request_hash: '0'.repeat(64),
        answer: JSON.stringify({ data: { nome: 'Cliente Privado' } }),
        created_at: stamp,
      })
      .execute();
    const second = await t.call('auth/appLogin', { email: user.email, password: user.password });
    const secondToken = answerOf('appLogin', second).token;

    const res = await t.call('user/excluirConta', { senha: user.password }, { token: user.token });
    expect(res.status).toBe(200);
    for (const token of [user.token, secondToken])
      expect(codeOf(await t.call('verificaToken', {}, { token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.call('auth/appLogin', { email: user.email, password: user.password }))).toBe(
      'INVALID_CREDENTIALS',
    );

    const keys = await t.db
      .selectFrom('create_keys')
      .select('call')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(keys).toEqual([]);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    expect(row.email).not.toBe(user.email);
    expect([row.nome, row.telefone, row.numero_documento, row.cidade, row.excluido]).toEqual([
      '',
      null,
      null,
      null,
      1,
    ]);
    const countOf = async (table: 'diets' | 'feeds' | 'sessions', id: number) =>
      (await t.db.selectFrom(table).select('id').where('user_id', '=', id).execute()).length;
    expect(await countOf('diets', user.user.id)).toBe(0);
    expect(await countOf('feeds', user.user.id)).toBe(0);
    expect(await countOf('sessions', user.user.id)).toBe(0);
    const links = await t.db
      .selectFrom('company_users')
      .select('id')
      .where('id_usuario', '=', user.user.id)
      .execute();
    expect(links).toEqual([]);
    expect(
      await t.db.selectFrom('company_contacts').select('id').where('id_usuario', '=', user.user.id).execute(),
    ).toEqual([]);
    expect(
      await t.db
        .selectFrom('partner_contact_consents')
        .select('user_id')
        .where('user_id', '=', user.user.id)
        .execute(),
    ).toEqual([]);
    // Feedback stays for the team, without its author.
    const feedback = await t.db
      .selectFrom('feedback')
      .select('user_id')
      .where('mensagem', '=', 'Opinião de Lote C')
      .executeTakeFirstOrThrow();
    expect(feedback.user_id).toBeNull();

    // The other user's data is untouched.
    const otherExport = answerOf(
      'exportMyData',
      await t.call('user/exportarDados', {}, { token: other.token }),
    ).data;
    expect(otherExport.dietas.map((diet) => diet.nome)).toEqual(['Lote D']);
    expect(otherExport.alimentos.map((feed) => feed.name)).toEqual(['Silagem de Lote D']);

    // The e-mail is free for a new registration.
    const again = await registerThroughOutbox(t.call, t.db, user.email, { password: 'a brand new password' });
    expect(again.status).toBe(200);
    const registered = answerOf('register', again);
    expect(registered.liberado && registered.user.id).not.toBe(user.user.id);
    expect(registered.liberado).toBe(true);
  });
});
