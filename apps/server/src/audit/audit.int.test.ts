/**
 * Per-e-mail sign-in lockout, the active-session cap and the audit log of sensitive actions
 * (docs/decisions/audit-log.md, sessions-and-rate-limits.md), on SQLite and PostgreSQL.
 */
import { expect, it } from 'vitest';
import { codeOf, signUpAdministrator } from '../access/access-test-helpers';
import { MAX_ACTIVE_SESSIONS } from '../auth/use-cases/start-session';
import { SIGN_IN_LOCKOUT } from '../auth/sign-in-lockout';
import { forEachDatabase } from '../testing/for-each-database';
import type { TestEnvironment } from '../testing/for-each-database';
import { answerOf } from '../testing/typed-call';

const signIn = (t: TestEnvironment, email: string, password: string) =>
  t.call('auth/appLogin', { email, password });

async function auditActions(t: TestEnvironment, where: { subjectUserId?: number; email?: string }) {
  let query = t.db.selectFrom('audit_log').select(['action', 'actor_user_id', 'detail']).orderBy('id');
  if (where.subjectUserId !== undefined) query = query.where('subject_user_id', '=', where.subjectUserId);
  if (where.email !== undefined) query = query.where('subject_email', '=', where.email);
  return query.execute();
}

forEachDatabase('sign-in lockout, session cap and audit log', (t: TestEnvironment) => {
  it('locks an e-mail after 10 failed sign-ins, even for the right password, and unknown e-mails alike', async () => {
    const user = await t.signUp();
    const unknown = `nobody.${Date.now()}@example.com`;
    for (const email of [user.email, unknown]) {
      for (let attempt = 0; attempt < SIGN_IN_LOCKOUT.failures; attempt += 1)
        expect(codeOf(await signIn(t, email, 'wrong password'))).toBe('INVALID_CREDENTIALS');
      const locked = await signIn(t, email, email === user.email ? user.password : 'wrong password');
      expect([email, locked.status, codeOf(locked)]).toEqual([email, 429, 'RATE_LIMITED']);
    }
    const failures = await auditActions(t, { email: unknown });
    expect(failures.map((row) => row.action)).toEqual([
      ...Array<string>(SIGN_IN_LOCKOUT.failures).fill('sign_in_failed'),
      'sign_in_locked',
    ]);
    // Another account is not affected.
    const other = await t.signUp();
    expect((await signIn(t, other.email, other.password)).status).toBe(200);
  });

  it('lifts the lock after 15 minutes and clears the count on a successful sign-in', async () => {
    const user = await t.signUp();
    for (let attempt = 0; attempt < SIGN_IN_LOCKOUT.failures; attempt += 1)
      await signIn(t, user.email, 'wrong password');
    expect(codeOf(await signIn(t, user.email, user.password))).toBe('RATE_LIMITED');
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000).toISOString();
    await t.db
      .updateTable('audit_log')
      .set({ at: sixteenMinutesAgo })
      .where('subject_email', '=', user.email)
      .execute();
    await t.db
      .updateTable('attempt_counters')
      .set({ window_ends: sixteenMinutesAgo })
      .where('subject', '=', user.email)
      .execute();
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
    // After the success, nine new failures do not lock.
    for (let attempt = 0; attempt < SIGN_IN_LOCKOUT.failures - 1; attempt += 1)
      await signIn(t, user.email, 'wrong password');
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
  });

  it(`keeps at most ${MAX_ACTIVE_SESSIONS} active sessions per user, revoking the oldest`, async () => {
    const user = await t.signUp();
    const tokens = [user.token];
    for (let index = 1; index <= MAX_ACTIVE_SESSIONS; index += 1) {
      const res = await signIn(t, user.email, user.password);
      tokens.push((res.body as { token: string }).token);
      expect((res.body as { sessoes: number }).sessoes).toBe(Math.min(index + 1, MAX_ACTIVE_SESSIONS));
    }
    expect((await t.call('verificaToken', {}, { token: tokens[0] })).status).toBe(401);
    expect((await t.call('verificaToken', {}, { token: tokens[1] })).status).toBe(200);
    expect((await t.call('verificaToken', {}, { token: tokens.at(-1) })).status).toBe(200);
  });

  it('records password changes, temporary passwords, plan grants and revocations and flag changes', async () => {
    const admin = await signUpAdministrator(t);
    const user = await t.signUp();
    const changed = await t.call(
      'user/alterarSenha',
      { senha_atual: user.password, password: 'a new long password', confirmacao: 'a new long password' },
      { token: user.token },
    );
    expect(changed.status).toBe(200);
    const temporary = await t.call(
      'usuario/senhaTemporaria',
      { id: user.user.id, password: 'temporary password 1' },
      { token: admin.token },
    );
    expect(temporary.status).toBe(200);
    const again = await signIn(t, user.email, 'temporary password 1');
    const requested = await t.call(
      'premium/solicitar',
      {},
      { token: (again.body as { token: string }).token },
    );
    expect(requested.status).toBe(200);
    const requestId = answerOf('requestPremium', requested).data.id;
    const granted = await t.call(
      'adm/solicitacaoPremium/conceder',
      { id: requestId, tipo: 1, data_final: null, forma_pagamento: 'pix', status_pagamento: 'pago' },
      { token: admin.token },
    );
    expect(granted.status).toBe(200);
    const planId = answerOf('grantPremiumRequest', granted).plano.id;
    expect((await t.call('adm/planos/revogar', { id: planId }, { token: admin.token })).status).toBe(200);
    const flags = (await t.call('flags/get', {})).body;
    expect((await t.call('adm/flags/update', flags, { token: admin.token })).status).toBe(200);

    const rows = await auditActions(t, { subjectUserId: user.user.id });
    expect(rows.map((row) => [row.action, row.actor_user_id])).toEqual(
      expect.arrayContaining([
        ['password_changed', user.user.id],
        ['temporary_password_set', admin.user.id],
        ['plan_granted', admin.user.id],
        ['plan_revoked', admin.user.id],
      ]),
    );
    const flagRows = await t.db
      .selectFrom('audit_log')
      .select('actor_user_id')
      .where('action', '=', 'feature_flags_updated')
      .execute();
    expect(flagRows).toEqual([{ actor_user_id: admin.user.id }]);
  });
});
