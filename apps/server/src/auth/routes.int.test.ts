import { expect, it } from 'vitest';
import { readCodeFromMail, readLatestMail } from '../mail/read-outbox';
import { TEST_PASSWORD_HASH_COST } from '../testing/cheap-password-hashing.setup';
import { forEachDatabase } from '../testing/for-each-database';
import { ARGON2_OPTIONS, setPasswordHashCostForTests } from './passwords';
import { ageCodes, findBrazilId, requestRegistrationCode, sampleRegistration } from './sample-registration';

type Answer = { token: string; user: Record<string, unknown> & { id: number }; sessoes: number };
type ErrorBody = { code: string; message: string; fields?: { field: string; code: string }[] };

forEachDatabase('auth calls', (t) => {
  it('registers a released user with the e-mailed code, signs in and answers the session count', async () => {
    const email = 'maria.souza@example.com';
    const codigo = await requestRegistrationCode(t.call, t.db, email);
    const register = await t.call('auth/register', {
      ...sampleRegistration('  Maria.Souza@Example.COM ', await findBrazilId(t.db), 'pasto verde 2024'),
      NOME: 'Maria Souza',
      perfil: 'consultor',
      idioma: 1,
      numero_documento: '529.982.247-25',
      telefone: '+55 (31) 98765-4321',
      codigo,
    });
    expect(register.status).toBe(200);
    const registered = register.body as Answer & { liberado: boolean };
    expect(registered.liberado).toBe(true);
    expect(registered.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(registered.user).toMatchObject({
      NOME: 'Maria Souza',
      email,
      perfil: 'consultor',
      idioma: 1,
      liberado: 1,
      EXCLUIDO: 0,
      // The chosen profile sets no abilities: consultant comes from a consultancy or a plan of type 2.
      consultor: false,
      pecuarista: false,
      administrador: false,
      numero_documento: '52998224725',
      telefone: '+5531987654321',
      como_conheceu: 'amigo',
      data_nascimento: '1990-05-01',
      sexo: 'F',
      senha_temporaria: false,
      foto: null,
      endereco: expect.objectContaining({
        estado: 'MG',
        cidade: 'Viçosa',
        logradouro: 'Rua A',
        numero: '10',
      }),
    });
    expect(registered.user).not.toHaveProperty('password_hash');
    expect(registered.sessoes).toBe(1);

    const login = await t.call('auth/appLogin', {
      email: 'MARIA.souza@example.com',
      password: 'pasto verde 2024',
    });
    expect(login.status).toBe(200);
    const signedIn = login.body as Answer;
    expect(signedIn.user.id).toBe(registered.user.id);
    expect(signedIn.token).not.toBe(registered.token);
    expect(signedIn.sessoes).toBe(2);
  });

  it('never says an e-mail is registered: sendCode answers ok and mails "account exists" without a code', async () => {
    const first = await t.signUp();
    await ageCodes(t.db, first.email);
    const sent = await t.call('auth/sendCode', { email: first.email.toUpperCase(), finalidade: 'cadastro' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ok: true });
    const mail = await readLatestMail(t.db, first.email);
    expect(mail?.purpose).toBe('conta_existente');
    expect(readCodeFromMail(mail?.body ?? '')).toBeNull();
    // Whatever code is tried, the answer is the one of a wrong code.
    const again = await t.call('auth/register', {
      ...sampleRegistration(first.email, await findBrazilId(t.db)),
      codigo: '123456',
    });
    expect(again.status).toBe(400);
    expect((again.body as ErrorBody).code).toBe('CODE_INVALID');
  });

  it('answers the same 401 INVALID_CREDENTIALS for a wrong password and an unknown e-mail', async () => {
    const user = await t.signUp();
    const wrong = await t.call('auth/appLogin', { email: user.email, password: 'not the password' });
    const unknown = await t.call('auth/appLogin', { email: 'nobody@example.com', password: 'whatever1' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'INVALID_CREDENTIALS', message: expect.any(String) });
    }
    expect((wrong.body as ErrorBody).message).toBe((unknown.body as ErrorBody).message);
  });

  it('verificaToken answers the user for a valid token and 401 Unauthenticated. after logout', async () => {
    const user = await t.signUp();
    const check = await t.call(
      'verificaToken',
      { lat: null, lon: null, token: user.token },
      { token: user.token },
    );
    expect(check.status).toBe(200);
    expect((check.body as { user: { id: number } }).user.id).toBe(user.user.id);

    const logout = await t.call('auth/logout', { token: user.token }, { token: user.token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ ok: true });

    const after = await t.call('verificaToken', {}, { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
  });

  it('logout always answers ok (unknown token, no token, bearer only)', async () => {
    expect((await t.call('auth/logout', { token: 'not-a-real-token' })).body).toEqual({ ok: true });
    expect((await t.call('auth/logout', {})).status).toBe(200);
    const user = await t.signUp();
    expect((await t.call('auth/logout', {}, { token: user.token })).status).toBe(200);
    expect((await t.call('verificaToken', {}, { token: user.token })).status).toBe(401);
  });

  it('verificaToken answers 401 without a token, with a garbage token and with an expired one', async () => {
    expect((await t.call('verificaToken', {})).status).toBe(401);
    const garbage = await t.call('verificaToken', {}, { token: 'x'.repeat(43) });
    expect(garbage.status).toBe(401);
    expect((garbage.body as ErrorBody).message).toBe('Unauthenticated.');

    const user = await t.signUp();
    await t.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', user.user.id)
      .execute();
    expect((await t.call('verificaToken', {}, { token: user.token })).status).toBe(401);
  });

  it('verificaToken answers 403 ACCOUNT_UNDER_REVIEW for liberado 0 and ACCOUNT_INACTIVE for EXCLUIDO 1', async () => {
    const review = await t.signUp();
    await t.db.updateTable('users').set({ liberado: 0 }).where('id', '=', review.user.id).execute();
    const underReview = await t.call('verificaToken', {}, { token: review.token });
    expect(underReview.status).toBe(403);
    expect((underReview.body as ErrorBody).code).toBe('ACCOUNT_UNDER_REVIEW');
    const login = await t.call('auth/appLogin', { email: review.email, password: review.password });
    expect((login.body as ErrorBody).code).toBe('ACCOUNT_UNDER_REVIEW');

    const inactive = await t.signUp();
    await t.db.updateTable('users').set({ excluido: 1 }).where('id', '=', inactive.user.id).execute();
    const res = await t.call('verificaToken', {}, { token: inactive.token });
    expect(res.status).toBe(403);
    expect((res.body as ErrorBody).code).toBe('ACCOUNT_INACTIVE');
    const inactiveLogin = await t.call('auth/appLogin', {
      email: inactive.email,
      password: inactive.password,
    });
    expect((inactiveLogin.body as ErrorBody).code).toBe('ACCOUNT_INACTIVE');
  });

  it('refuses a suspended account (ACCOUNT_SUSPENDED) on every call and at sign-in, only after a right password', async () => {
    const user = await t.signUp();
    await t.db.updateTable('users').set({ suspenso: 1 }).where('id', '=', user.user.id).execute();
    const check = await t.call('verificaToken', {}, { token: user.token });
    expect(check.status).toBe(403);
    expect((check.body as ErrorBody).code).toBe('ACCOUNT_SUSPENDED');
    const login = await t.call('auth/appLogin', { email: user.email, password: user.password });
    expect(login.status).toBe(403);
    expect((login.body as ErrorBody).code).toBe('ACCOUNT_SUSPENDED');
    const wrong = await t.call('auth/appLogin', { email: user.email, password: 'not the password' });
    expect((wrong.body as ErrorBody).code).toBe('INVALID_CREDENTIALS');
  });

  it('setIdioma changes the own language and refuses another user id with 403 FORBIDDEN', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const res = await t.call('setIdioma', { id: user.user.id, idioma: 2 }, { token: user.token });
    expect(res.status).toBe(200);
    expect((res.body as { user: { idioma: number } }).user.idioma).toBe(2);
    const check = await t.call('verificaToken', {}, { token: user.token });
    expect((check.body as { user: { idioma: number } }).user.idioma).toBe(2);

    const forbidden = await t.call('setIdioma', { id: other.user.id, idioma: 1 }, { token: user.token });
    expect(forbidden.status).toBe(403);
    expect((forbidden.body as ErrorBody).code).toBe('FORBIDDEN');
    const bad = await t.call('setIdioma', { id: user.user.id, idioma: 7 }, { token: user.token });
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).fields).toEqual([{ field: 'idioma', code: expect.any(String) }]);
    expect((await t.call('setIdioma', { id: user.user.id, idioma: 1 })).status).toBe(401);
  });

  it('signs in by token (mobile mode) with an existing session and refuses an unknown one', async () => {
    const user = await t.signUp();
    // Signed with the session's key (the bearer token chooses it): the app proves it holds the key.
    const res = await t.call(
      'auth/appLogin',
      { loginByToken: true, accessToken: user.token },
      { token: user.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token: user.token, user: { id: user.user.id }, sessoes: 1 });
    const unknown = await t.call('auth/appLogin', { loginByToken: true, accessToken: 'y'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect((unknown.body as ErrorBody).code).toBe('INVALID_CREDENTIALS');
  });

  it('auth/meuIP answers the caller address', async () => {
    const res = await t.call('auth/meuIP', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ip: '127.0.0.1' });
    const empty = await t.call('auth/meuIP', undefined, { rawBody: '' });
    expect(empty.status).toBe(200);
  });

  it('stores only argon2id hashes with the production parameters and SHA-256 token hashes', async () => {
    // The integration tests hash at a small cost (testing/cheap-password-hashing.setup.ts): this
    // registration uses the production parameters, as the app always does.
    setPasswordHashCostForTests();
    let user: Awaited<ReturnType<typeof t.signUp>>;
    try {
      user = await t.signUp();
    } finally {
      setPasswordHashCostForTests(TEST_PASSWORD_HASH_COST);
    }
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    // PHC string: $argon2id$v=19$<parameters>$<salt>$<hash>, salt and hash in unpadded base64.
    const phc = /^\$argon2id\$v=19\$([a-z]=\d+(?:,[a-z]=\d+)*)\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/.exec(
      row.password_hash,
    );
    expect(phc).not.toBeNull();
    const parameters = Object.fromEntries(
      (phc?.[1] ?? '').split(',').map((pair) => [pair.slice(0, 1), Number(pair.slice(2))]),
    );
    expect(parameters).toEqual({
      m: ARGON2_OPTIONS.memoryCost,
      t: ARGON2_OPTIONS.timeCost,
      p: ARGON2_OPTIONS.parallelism,
    });
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    // And the stored hash checks at sign-in.
    const signIn = await t.call('auth/appLogin', { email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    const sessions = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(sessions.map((s) => s.token_hash)).not.toContain(user.token);
    expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
