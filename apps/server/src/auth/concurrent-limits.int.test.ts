/**
 * Limits that hold when requests arrive together (docs/decisions/concurrency-and-cluster.md): 100 attempts
 * sent at once, on SQLite and PostgreSQL, never get more than the limit evaluated.
 */
import { VERIFICATION_CODE_MAX_ATTEMPTS, ZRegisterRequest } from '@cocho/contracts';
import { expect, it } from 'vitest';
import { codeOf, signUpAdministrator } from '../access/access-test-helpers';
import { readCodeFromMail, readLatestMail } from '../mail/read-outbox';
import { forEachDatabase } from '../testing/for-each-database';
import type { TestEnvironment } from '../testing/for-each-database';
import { findBrazilId, sampleRegistration } from './sample-registration';
import { SIGN_IN_LOCKOUT } from './sign-in-lockout';
import { registerUser } from './use-cases/register-user';
import { resetPassword } from './use-cases/reset-password';
import { startSession } from './use-cases/start-session';
import { createUser } from '../users/repository';
import { newUserDefaults } from '../users/new-user-defaults';

const ATTEMPTS = 100;

/** `count` wrong six-digit codes, none equal to `right`. */
function wrongCodes(right: string, count: number): string[] {
  const codes: string[] = [];
  for (let value = 0; codes.length < count; value += 1) {
    const code = String(value).padStart(6, '0');
    if (code !== right) codes.push(code);
  }
  return codes;
}

async function codeAttempts(t: TestEnvironment, email: string, finalidade: string): Promise<number> {
  const row = await t.db
    .selectFrom('email_codes')
    .select('attempts')
    .where('email', '=', email)
    .where('finalidade', '=', finalidade)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

/** Signed-in accounts made straight in the database (no password hashing: only their sessions are used). */
async function quickSessions(t: TestEnvironment, count: number): Promise<string[]> {
  const now = new Date();
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await createUser(t.db, {
      ...newUserDefaults(now.toISOString()),
      nome: `Concurrent ${index}`,
      email: `concurrent.${index}.${Math.random().toString(36).slice(2)}@example.com`,
      password_hash: 'not-a-hash',
    });
    if (!user) throw new Error('user not created');
    const session = await startSession(t.db, user, {
      now,
      ttlHours: 1,
      origin: { ip: null, userAgent: null },
    });
    tokens.push(session.token);
  }
  return tokens;
}

forEachDatabase('limits under concurrency', (t) => {
  // The code checks are called in-process, all started before any answers, so the database sees the
  // tries truly together (over HTTP the client's own pace can serialise them).
  it(`evaluates at most ${VERIFICATION_CODE_MAX_ATTEMPTS} password-reset codes of ${ATTEMPTS} tried at once`, async () => {
    const user = await t.signUp();
    expect((await t.call('auth/forgotPassword', { email: user.email })).status).toBe(200);
    const right = readCodeFromMail((await readLatestMail(t.db, user.email))?.body ?? '');
    if (!right) throw new Error('no reset code mailed');
    const password = 'taken over password';
    // The right code comes last, as an attacker's guess would among many.
    const guesses = [...wrongCodes(right, ATTEMPTS - 1), right];
    const outcomes = await Promise.allSettled(
      guesses.map((codigo) => resetPassword(t.db, { email: user.email, codigo, password }, new Date())),
    );
    expect(await codeAttempts(t, user.email, 'senha')).toBeLessThanOrEqual(VERIFICATION_CODE_MAX_ATTEMPTS);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(0);
    expect((await t.call('auth/appLogin', { email: user.email, password })).status).toBe(401);
    expect((await t.call('auth/appLogin', { email: user.email, password: user.password })).status).toBe(200);
  });

  it(`evaluates at most ${VERIFICATION_CODE_MAX_ATTEMPTS} registration codes of ${ATTEMPTS} tried at once`, async () => {
    const email = `racing.${Date.now()}@example.com`;
    expect((await t.call('auth/sendCode', { email, finalidade: 'cadastro' })).status).toBe(200);
    const right = readCodeFromMail((await readLatestMail(t.db, email))?.body ?? '');
    if (!right) throw new Error('no registration code mailed');
    const form = sampleRegistration(email, await findBrazilId(t.db));
    const guesses = [...wrongCodes(right, ATTEMPTS - 1), right];
    const options = { now: new Date(), ttlHours: 1, origin: { ip: null, userAgent: null } };
    const outcomes = await Promise.allSettled(
      guesses.map((codigo) => registerUser(t.db, ZRegisterRequest.parse({ ...form, codigo }), options)),
    );
    expect(await codeAttempts(t, email, 'cadastro')).toBeLessThanOrEqual(VERIFICATION_CODE_MAX_ATTEMPTS);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(0);
    const account = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(account).toBeUndefined();
  });

  it(`checks at most ${SIGN_IN_LOCKOUT.failures} passwords of ${ATTEMPTS} sent at once, then locks`, async () => {
    const user = await t.signUp();
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) =>
        t.call('auth/appLogin', { email: user.email, password: `wrong password ${index}` }),
      ),
    );
    const checked = answers.filter((answer) => codeOf(answer) === 'INVALID_CREDENTIALS');
    const refused = answers.filter((answer) => codeOf(answer) === 'RATE_LIMITED');
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_LOCKOUT.failures);
    expect(checked.length + refused.length).toBe(ATTEMPTS);
    // The right password is refused too while the e-mail is locked.
    expect(codeOf(await t.call('auth/appLogin', { email: user.email, password: user.password }))).toBe(
      'RATE_LIMITED',
    );
  });

  it(`grants a coupon with max_usos 3 to exactly 3 of ${ATTEMPTS} accounts activating at once`, async () => {
    const admin = await signUpAdministrator(t);
    const created = await t.call(
      'adm/cupons/criar',
      { codigo: 'CORRIDA3', dias: 10, max_usos: 3 },
      { token: admin.token },
    );
    expect(created.status).toBe(200);
    const tokens = await quickSessions(t, ATTEMPTS);
    const answers = await Promise.all(
      tokens.map((token) => t.call('cupom/ativar', { codigo: 'CORRIDA3' }, { token })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => codeOf(answer) === 'COUPON_INVALID')).toHaveLength(ATTEMPTS - 3);
    const coupon = await t.db
      .selectFrom('coupons')
      .select('usos')
      .where('codigo', '=', 'CORRIDA3')
      .executeTakeFirstOrThrow();
    expect(coupon.usos).toBe(3);
  });
});
