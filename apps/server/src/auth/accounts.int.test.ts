import { randomBytes } from 'node:crypto';
import type { TFeatureFlags } from '@cocho/contracts';
import { expect, it } from 'vitest';
import { signUpAdministrator } from '../access/access-test-helpers';
import { readCodeFromMail, readLatestMail } from '../mail/read-outbox';
import { forEachDatabase } from '../testing/for-each-database';
import { ageCodes, findBrazilId, requestRegistrationCode, sampleRegistration } from './sample-registration';

type ErrorBody = { code: string; fields?: { field: string; code: string }[] };
type SignIn = { token: string; user: { id: number; senha_temporaria: boolean }; sessoes: number };

const newEmail = (prefix: string): string => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
const codeOf = (res: { body: unknown }): string => (res.body as ErrorBody).code;

forEachDatabase('accounts', (t) => {
  /** Sets the stored global flag free_registration as an administrator does (adm/flags/update). */
  const setFreeRegistration = async (token: string, on: boolean): Promise<void> => {
    const current = (await t.call('flags/get', {})).body as TFeatureFlags;
    const res = await t.call(
      'adm/flags/update',
      { ...current, global: { ...current.global, free_registration: on } },
      { token },
    );
    expect(res.status).toBe(200);
  };

  const register = async (email: string, codigo: string, overrides: Record<string, unknown> = {}) =>
    t.call('auth/register', { ...sampleRegistration(email, await findBrazilId(t.db)), codigo, ...overrides });

  it('mails a 6-digit code that registers once; the code is stored hashed only', async () => {
    const email = newEmail('code');
    const codigo = await requestRegistrationCode(t.call, t.db, email);
    expect(codigo).toMatch(/^\d{6}$/);
    expect((await readLatestMail(t.db, email))?.purpose).toBe('cadastro');
    const stored = await t.db.selectFrom('email_codes').selectAll().where('email', '=', email).execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(codigo);

    const ok = await register(email, codigo);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ liberado: true, sessoes: 1 });
    // Used up: the same code cannot register again.
    const reused = await register(email, codigo, { numero_documento: '111.444.777-35' });
    expect(codeOf(reused)).toBe('CODE_INVALID');
  });

  it('answers CODE_INVALID for a wrong code, and kills the code after 5 wrong tries', async () => {
    const email = newEmail('tries');
    const codigo = await requestRegistrationCode(t.call, t.db, email);
    const wrong = codigo === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await register(email, wrong);
      expect(res.status).toBe(400);
      expect(codeOf(res)).toBe('CODE_INVALID');
    }
    const right = await register(email, codigo);
    expect(codeOf(right)).toBe('CODE_INVALID');
  });

  it('answers CODE_INVALID for an expired code and for a code replaced by a newer one', async () => {
    const email = newEmail('expired');
    const first = await requestRegistrationCode(t.call, t.db, email);
    await ageCodes(t.db, email);
    const second = await requestRegistrationCode(t.call, t.db, email);
    if (first !== second) expect(codeOf(await register(email, first))).toBe('CODE_INVALID');
    await t.db
      .updateTable('email_codes')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('email', '=', email)
      .execute();
    expect(codeOf(await register(email, second))).toBe('CODE_INVALID');
  });

  it('limits codes per e-mail: one a minute, five an hour', async () => {
    const email = newEmail('limit');
    await requestRegistrationCode(t.call, t.db, email);
    const soon = await t.call('auth/sendCode', { email, finalidade: 'cadastro' });
    expect(soon.status).toBe(429);
    expect(codeOf(soon)).toBe('RATE_LIMITED');
    // Four more an hour apart from the minute limit (backdated by a minute each).
    for (let sent = 1; sent < 5; sent += 1) {
      await t.db
        .updateTable('email_codes')
        .set({ created_at: new Date(Date.now() - 2 * 60_000).toISOString() })
        .where('email', '=', email)
        .execute();
      expect((await t.call('auth/sendCode', { email, finalidade: 'cadastro' })).status).toBe(200);
    }
    await t.db
      .updateTable('email_codes')
      .set({ created_at: new Date(Date.now() - 2 * 60_000).toISOString() })
      .where('email', '=', email)
      .execute();
    expect(codeOf(await t.call('auth/sendCode', { email, finalidade: 'cadastro' }))).toBe('RATE_LIMITED');
  });

  it('two registrations with one document at once: one account, the other refused (DOCUMENT_EXISTS, not 500)', async () => {
    const emails = [newEmail('docrace1'), newEmail('docrace2')];
    const codes = await Promise.all(emails.map((email) => requestRegistrationCode(t.call, t.db, email)));
    const answers = await Promise.all(
      emails.map((email, index) =>
        register(email, codes[index]!, { numero_documento: '11.444.777/0001-61' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(codeOf(answers.find((answer) => answer.status === 409)!)).toBe('DOCUMENT_EXISTS');
  });

  it('refuses a document another account has (DOCUMENT_EXISTS), however it is punctuated', async () => {
    const first = newEmail('doc1');
    expect(
      (
        await register(first, await requestRegistrationCode(t.call, t.db, first), {
          numero_documento: '45.723.174/0001-10',
        })
      ).status,
    ).toBe(200);
    const second = newEmail('doc2');
    const codigo = await requestRegistrationCode(t.call, t.db, second);
    const dup = await register(second, codigo, { numero_documento: '45723174000110' });
    expect(dup.status).toBe(409);
    expect(codeOf(dup)).toBe('DOCUMENT_EXISTS');
    // The code was not spent on the refused document.
    expect((await register(second, codigo)).status).toBe(200);
  });

  it('checks the Brazilian document and names the field; any document outside Brazil', async () => {
    const email = newEmail('cpf');
    const codigo = await requestRegistrationCode(t.call, t.db, email);
    const bad = await register(email, codigo, { numero_documento: '529.982.247-24' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'numero_documento', code: 'cpfInvalid' }],
    });
    const portugal = await t.db
      .selectFrom('paises')
      .select('id')
      .where('iso', '=', 'PT')
      .executeTakeFirstOrThrow();
    const abroad = await register(email, codigo, {
      numero_documento: 'pt 1234567',
      endereco: { pais: portugal.id, cidade: 'Lisboa' },
    });
    expect(abroad.status).toBe(200);
    const unknown = await register(newEmail('nowhere'), '123456', { endereco: { pais: 999_999 } });
    expect((unknown.body as ErrorBody).fields).toEqual([{ field: 'endereco.pais', code: 'countryUnknown' }]);
  });

  it('with free registration off, the account awaits release: no session, sign-in ACCOUNT_UNDER_REVIEW', async () => {
    const admin = await signUpAdministrator(t);
    await setFreeRegistration(admin.token, false);
    try {
      const email = newEmail('review');
      const res = await register(email, await requestRegistrationCode(t.call, t.db, email));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ liberado: false });
      const login = await t.call('auth/appLogin', { email, password: 'correct horse battery' });
      expect(login.status).toBe(403);
      expect(codeOf(login)).toBe('ACCOUNT_UNDER_REVIEW');
      const wrong = await t.call('auth/appLogin', { email, password: 'wrong password' });
      expect(codeOf(wrong)).toBe('INVALID_CREDENTIALS');
    } finally {
      await setFreeRegistration(admin.token, true);
    }
  });

  it('forgotPassword answers the same for known and unknown e-mails and mails only the account', async () => {
    const user = await t.signUp();
    const unknown = newEmail('nobody');
    const known = await t.call('auth/forgotPassword', { email: user.email });
    const other = await t.call('auth/forgotPassword', { email: unknown });
    expect(known.status).toBe(200);
    expect(other.status).toBe(200);
    expect(known.body).toEqual(other.body);
    expect(await readLatestMail(t.db, unknown)).toBeUndefined();
    const mail = await readLatestMail(t.db, user.email);
    expect(mail?.purpose).toBe('senha');
    // Unknown e-mails count toward the per-e-mail limit too, so the limit tells nothing.
    expect(codeOf(await t.call('auth/forgotPassword', { email: unknown }))).toBe('RATE_LIMITED');
    expect(codeOf(await t.call('auth/forgotPassword', { email: user.email }))).toBe('RATE_LIMITED');
  });

  it('resetPassword sets the password with the code and signs out every session', async () => {
    const user = await t.signUp();
    await t.call('auth/forgotPassword', { email: user.email });
    const codigo = readCodeFromMail((await readLatestMail(t.db, user.email))?.body ?? '') ?? '';
    const mismatch = await t.call('auth/resetPassword', {
      email: user.email,
      codigo,
      password: 'nova senha forte',
      confirmacao: 'outra senha',
    });
    expect((mismatch.body as ErrorBody).fields).toEqual([{ field: 'confirmacao', code: 'passwordMismatch' }]);
    const wrong = await t.call('auth/resetPassword', {
      email: user.email,
      codigo: codigo === '000000' ? '111111' : '000000',
      password: 'nova senha forte',
      confirmacao: 'nova senha forte',
    });
    expect(codeOf(wrong)).toBe('CODE_INVALID');

    const reset = await t.call('auth/resetPassword', {
      email: user.email,
      codigo,
      password: 'nova senha forte',
      confirmacao: 'nova senha forte',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ ok: true });
    expect((await t.call('verificaToken', {}, { token: user.token })).status).toBe(401);
    expect(codeOf(await t.call('auth/appLogin', { email: user.email, password: user.password }))).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await t.call('auth/appLogin', { email: user.email, password: 'nova senha forte' })).status).toBe(
      200,
    );
  });

  it('an administrator sets a temporary password: flagged, sessions revoked, owner mailed; refused to others', async () => {
    const admin = await t.signUp();
    await t.db.updateTable('users').set({ administrador: 1 }).where('id', '=', admin.user.id).execute();
    const user = await t.signUp();

    const refused = await t.call(
      'usuario/senhaTemporaria',
      { id: admin.user.id, password: 'tentativa-123' },
      { token: user.token },
    );
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('FORBIDDEN');

    const set = await t.call(
      'usuario/senhaTemporaria',
      { id: user.user.id, password: 'temporaria-123' },
      { token: admin.token },
    );
    expect(set.status).toBe(200);
    expect((await t.call('verificaToken', {}, { token: user.token })).status).toBe(401);
    const mail = await readLatestMail(t.db, user.email);
    expect(mail?.purpose).toBe('senha_temporaria');
    expect(mail?.body).toContain('temporaria-123');

    const login = await t.call('auth/appLogin', { email: user.email, password: 'temporaria-123' });
    expect(login.status).toBe(200);
    const signedIn = login.body as SignIn;
    expect(signedIn.user.senha_temporaria).toBe(true);

    const changed = await t.call(
      'user/alterarSenha',
      { senha_atual: 'temporaria-123', password: 'minha-senha-nova', confirmacao: 'minha-senha-nova' },
      { token: signedIn.token },
    );
    expect(changed.status).toBe(200);
    expect((changed.body as SignIn).user.senha_temporaria).toBe(false);

    const missing = await t.call(
      'usuario/senhaTemporaria',
      { id: 999_999, password: 'x-12345678' },
      { token: admin.token },
    );
    expect(codeOf(missing)).toBe('NOT_FOUND');
  });

  it('alterarSenha checks the current password and signs out the other sessions unless asked to keep them', async () => {
    const user = await t.signUp();
    const other = (await t.call('auth/appLogin', { email: user.email, password: user.password }))
      .body as SignIn;
    expect(other.sessoes).toBe(2);

    const wrong = await t.call(
      'user/alterarSenha',
      { senha_atual: 'not it', password: 'outra-senha-1', confirmacao: 'outra-senha-1' },
      { token: user.token },
    );
    expect(wrong.status).toBe(400);
    expect((wrong.body as ErrorBody).fields).toEqual([
      { field: 'senha_atual', code: 'currentPasswordIncorrect' },
    ]);

    const kept = await t.call(
      'user/alterarSenha',
      {
        senha_atual: user.password,
        password: 'outra-senha-1',
        confirmacao: 'outra-senha-1',
        encerrar_outras: false,
      },
      { token: user.token },
    );
    expect(kept.status).toBe(200);
    expect((kept.body as SignIn).sessoes).toBe(2);

    const ended = await t.call(
      'user/alterarSenha',
      {
        senha_atual: 'outra-senha-1',
        password: 'outra-senha-2',
        confirmacao: 'outra-senha-2',
      },
      { token: user.token },
    );
    expect((ended.body as SignIn).sessoes).toBe(1);
    expect((await t.call('verificaToken', {}, { token: other.token })).status).toBe(401);
    expect((await t.call('verificaToken', {}, { token: user.token })).status).toBe(200);
  });

  it('encerrarOutrasSessoes keeps only the calling session', async () => {
    const user = await t.signUp();
    const second = (await t.call('auth/appLogin', { email: user.email, password: user.password }))
      .body as SignIn;
    const res = await t.call('auth/encerrarOutrasSessoes', {}, { token: second.token });
    expect(res.body).toEqual({ ok: true, sessoes: 1 });
    expect((await t.call('verificaToken', {}, { token: user.token })).status).toBe(401);
    expect((await t.call('verificaToken', {}, { token: second.token })).status).toBe(200);
  });
});
