/**
 * The security probes that found defects on main, one test each (docs/decisions/input-safety.md,
 * trust-proxy.md, sessions-and-rate-limits.md): unsafe input (ids beyond 32 bits, NUL and lone
 * surrogates, deep JSON) answered 400 on both databases instead of 500; a spoofed X-Forwarded-For neither
 * changes the client IP nor escapes the limits; sign-in and registration share one counter; unknown paths
 * count.
 */
import { expect, it } from 'vitest';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, TestEnvironment } from '../testing/for-each-database';

const codeOf = (res: CallResult) => (res.body as { code?: string }).code;

function nestedJson(depth: number): string {
  return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

function sampleDiet(resultadoSimplex: string): string {
  // Only the nesting matters: the walk refuses the text before the record's schema runs.
  return `{"nome":"x","resultado_simplex":${resultadoSimplex}}`;
}

forEachDatabase('hardening: unsafe input', (t: TestEnvironment) => {
  it('answers 400 for ids beyond the 32-bit id columns', async () => {
    const { token } = await t.signUp();
    for (const [name, body] of [
      ['anuncios/registerClique', { id: 2 ** 31 }],
      ['dieta/remove', { id: 2 ** 31 }],
      ['dieta/get', { id: 2 ** 40 }],
      ['dieta/minhasDietas', { id_cliente: -(2 ** 31) - 1 }],
    ] as const) {
      const res = await t.call(name, body, { token });
      expect([res.status, codeOf(res)], name).toEqual([400, 'VALIDATION_FAILED']);
    }
    const largest = await t.call('anuncios/registerClique', { id: 2 ** 31 - 1 }, { token });
    expect(largest.status).toBe(200);
  });

  it('answers 400 for NUL and lone surrogates in any text, nested ones included', async () => {
    const { token } = await t.signUp();
    const before = await t.db.selectFrom('premium_requests').select(t.db.fn.countAll().as('n')).execute();
    for (const mensagem of ['a\u0000b', 'a\uD800b', '\uDFFF']) {
      const res = await t.call('premium/solicitar', { mensagem }, { token });
      expect([res.status, codeOf(res)]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.body).toMatchObject({ fields: [{ field: 'mensagem', code: 'unsafe_text' }] });
    }
    const feed = await t.call(
      'alimentos/createAlimentoUsuario',
      { name: 'Milho\u0000', tipo: 2, nutrientes: {} },
      { token },
    );
    expect(codeOf(feed)).toBe('VALIDATION_FAILED');
    const obs = await t.call('dieta/saveFD', { dieta: sampleDiet('null'), obs: 'x\u0000' }, { token });
    expect(codeOf(obs)).toBe('VALIDATION_FAILED');
    const inRecord = await t.call('dieta/saveFD', { dieta: '{"nome":"a\\u0000b"}' }, { token });
    expect(inRecord.body).toMatchObject({ fields: [{ field: 'dieta.nome', code: 'unsafe_text' }] });
    const after = await t.db.selectFrom('premium_requests').select(t.db.fn.countAll().as('n')).execute();
    expect(after).toEqual(before);
    // An emoji is a valid surrogate pair and is accepted.
    expect((await t.call('premium/solicitar', { mensagem: 'Boi 🐂' }, { token })).status).toBe(200);
  });

  it('answers 400 for deeply nested bodies and records, never overflowing the stack', async () => {
    const { token } = await t.signUp();
    const deepRecord = await t.call('dieta/saveFD', { dieta: sampleDiet(nestedJson(2210)) }, { token });
    expect([deepRecord.status, codeOf(deepRecord)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(deepRecord.body).toMatchObject({ fields: [{ code: 'too_deep' }] });
    const deepBody = await t.call('dieta/minhasDietas', undefined, {
      token,
      rawBody: `{"x":${nestedJson(100_000)}}`,
    });
    expect([deepBody.status, codeOf(deepBody)]).toEqual([400, 'VALIDATION_FAILED']);
    const fine = await t.call('dieta/saveFD', { dieta: sampleDiet(nestedJson(40)) }, { token });
    expect(fine.status).not.toBe(500);
  });
});

forEachDatabase(
  'hardening: client IP behind one proxy (TRUST_PROXY=1)',
  (t: TestEnvironment) => {
    it('answers the address the proxy saw, not one the client wrote', async () => {
      // The proxy appends the peer it saw; whatever the client put before it is not trusted.
      const res = await t.call('auth/meuIP', {}, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
      expect(res.body).toEqual({ ip: '203.0.113.9' });
    });
  },
  { env: { TRUST_PROXY: '1' }, seed: false },
);

forEachDatabase(
  'hardening: rate limits',
  (t: TestEnvironment) => {
    it('ignores X-Forwarded-For without TRUST_PROXY, so rotating it does not reset the limits', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const res = await t.call(
          'auth/appLogin',
          { email: 'nobody@example.com', password: 'wrong password' },
          { headers: { 'x-forwarded-for': `198.51.100.${attempt}` } },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const ip = await t.call('auth/meuIP', {}, { headers: { 'x-forwarded-for': '6.6.6.6' } });
      expect(ip.body).toEqual({ ip: '127.0.0.1' });
    });

    it('counts sign-in, registration and the code calls in one per-IP counter', async () => {
      // The previous test spent this minute's 3 tries: every auth call is now refused.
      for (const name of ['auth/register', 'auth/sendCode', 'auth/forgotPassword', 'auth/resetPassword']) {
        const res = await t.call(name, {});
        expect([name, res.status, codeOf(res)]).toEqual([name, 429, 'RATE_LIMITED']);
      }
      // Calls outside the group keep only the global limit.
      expect((await t.call('flags/get', {})).status).toBe(200);
    });
  },
  { env: { AUTH_RATE_LIMIT_MAX: '3' }, seed: false },
);

forEachDatabase(
  'hardening: unknown paths count in the global rate limit',
  (t: TestEnvironment) => {
    it('answers 429 to POSTs to unknown paths beyond RATE_LIMIT_MAX', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1)
        statuses.push((await t.call(`no/such/call/${attempt}`, {})).status);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    });
  },
  { env: { RATE_LIMIT_MAX: '5' }, seed: false },
);
