/**
 * A token alone is not a key (docs/decisions/request-signing.md, "Token sign-in"): the session's request key
 * goes out once, when the session is created with credentials or a one-time code; a token sign-in proves
 * possession of the key, and logging a token out needs that token's signature.
 */
import { expect, it } from 'vitest';
import { sessionRequestKey } from '../http/request-signing';
import { forEachDatabase } from '../testing/for-each-database';

type SignIn = { token: string; user: { id: number }; assinatura?: { chave: string } };
type ErrorBody = { code: string };

forEachDatabase('token sign-in and logout', (t) => {
  it('gives the session key with a credential sign-in, and never for a token alone', async () => {
    const user = await t.signUp();
    const signIn = await t.call('auth/appLogin', { email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    const fresh = signIn.body as SignIn;
    expect(fresh.assinatura?.chave).toBe(sessionRequestKey(t.config, fresh.token).toString('base64url'));

    // The attack: the token sent on its own, signed with the public key.
    const stolen = await t.call('auth/appLogin', { loginByToken: true, accessToken: fresh.token });
    expect(stolen.status).toBe(401);
    expect((stolen.body as ErrorBody).code).toBe('INVALID_CREDENTIALS');
    expect(stolen.text).not.toContain(fresh.assinatura?.chave ?? 'no key');

    // The app holding the key: same session, still no key in the answer.
    const proved = await t.call(
      'auth/appLogin',
      { loginByToken: true, accessToken: fresh.token },
      { token: fresh.token },
    );
    expect(proved.status).toBe(200);
    expect(proved.body).toMatchObject({ token: fresh.token, user: { id: user.user.id } });
    expect(proved.body).not.toHaveProperty('assinatura');
  });

  it('refuses a token sign-in whose bearer token is another session than the one named', async () => {
    const victim = await t.signUp();
    const attacker = await t.signUp();
    const res = await t.call(
      'auth/appLogin',
      { loginByToken: true, accessToken: victim.token },
      { token: attacker.token },
    );
    expect(res.status).toBe(401);
  });

  it('opens a new session with its own key through a one-time code, usable once', async () => {
    const user = await t.signUp();
    const issued = await t.call('auth/codigoAcesso', {}, { token: user.token });
    expect(issued.status).toBe(200);
    const { codigo, expira_em } = issued.body as { codigo: string; expira_em: string };
    expect(Date.parse(expira_em)).toBeGreaterThan(Date.now());

    // The web view holds only the code (signed with the public key, as before sign-in).
    const first = await t.call('auth/appLogin', { loginByToken: true, accessToken: codigo });
    expect(first.status).toBe(200);
    const opened = first.body as SignIn;
    expect(opened.user.id).toBe(user.user.id);
    expect(opened.token).not.toBe(user.token);
    expect(opened.assinatura?.chave).toBe(sessionRequestKey(t.config, opened.token).toString('base64url'));
    expect((await t.call('verificaToken', {}, { token: opened.token })).status).toBe(200);

    const again = await t.call('auth/appLogin', { loginByToken: true, accessToken: codigo });
    expect(again.status).toBe(401);
    expect((again.body as ErrorBody).code).toBe('INVALID_CREDENTIALS');
  });

  it('opens one session when the same code is sent many times at once', async () => {
    const user = await t.signUp();
    const issued = await t.call('auth/codigoAcesso', {}, { token: user.token });
    const { codigo } = issued.body as { codigo: string };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('auth/appLogin', { loginByToken: true, accessToken: codigo })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('does not let a code outlive the session that asked for it', async () => {
    const user = await t.signUp();
    const issued = await t.call('auth/codigoAcesso', {}, { token: user.token });
    const { codigo } = issued.body as { codigo: string };
    await t.call('auth/logout', {}, { token: user.token });
    const res = await t.call('auth/appLogin', { loginByToken: true, accessToken: codigo });
    expect(res.status).toBe(401);
  });

  it("does not end someone else's session with their token in the body", async () => {
    const victim = await t.signUp();
    const attacker = await t.signUp();
    expect((await t.call('auth/logout', { token: victim.token })).body).toEqual({ ok: true });
    expect((await t.call('auth/logout', { token: victim.token }, { token: attacker.token })).status).toBe(
      200,
    );
    expect((await t.call('verificaToken', {}, { token: victim.token })).status).toBe(200);
    // Signed with its own key, the token is logged out.
    await t.call('auth/logout', { token: victim.token }, { token: victim.token });
    expect((await t.call('verificaToken', {}, { token: victim.token })).status).toBe(401);
  });
});

forEachDatabase(
  'token sign-in without a signature (REQUEST_SIGNING=optional)',
  (t) => {
    it('refuses an unsigned token sign-in, code request and logout even with the bearer token', async () => {
      const user = await t.signUp();
      const login = await t.call(
        'auth/appLogin',
        { loginByToken: true, accessToken: user.token },
        { token: user.token, sign: false },
      );
      expect(login.status).toBe(401);
      const code = await t.call('auth/codigoAcesso', {}, { token: user.token, sign: false });
      expect(code.status).toBe(401);
      await t.call('auth/logout', {}, { token: user.token, sign: false });
      expect((await t.call('verificaToken', {}, { token: user.token })).status).toBe(200);
    });
  },
  { env: { REQUEST_SIGNING: 'optional' } },
);
