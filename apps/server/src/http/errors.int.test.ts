import { expect, it } from 'vitest';
import { sampleRegistration } from '../auth/sample-registration';
import { forEachDatabase } from '../testing/for-each-database';

type ErrorBody = { code: string; message: string; fields?: { field: string; code: string }[] };

function expectNoStack(text: string): void {
  expect(text).not.toMatch(/\bat .+\(.*:\d+:\d+\)|node_modules|\.ts:\d+|stack/i);
}

/** A registration valid by the schema (auth/sample-registration.ts), with a code. */
const REGISTRATION = { ...sampleRegistration('a@example.com', 1), codigo: '123456' };

forEachDatabase(
  'bad input and error answers',
  (t) => {
    it('answers 400 MALFORMED_REQUEST for malformed JSON', async () => {
      const res = await t.call('auth/appLogin', undefined, { rawBody: '{"email": "a@b.c", ' });
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).code).toBe('MALFORMED_REQUEST');
      expectNoStack(res.text);
    });

    it('answers 400 MALFORMED_REQUEST for a JSON body that is not an object', async () => {
      for (const rawBody of ['[1,2]', '"text"', '42', 'null']) {
        const res = await t.call('auth/register', undefined, { rawBody });
        expect(res.status, rawBody).toBe(400);
        expect((res.body as ErrorBody).code, rawBody).toBe('MALFORMED_REQUEST');
      }
    });

    it('answers 400 MALFORMED_REQUEST for an unsupported content type and for prototype poisoning', async () => {
      const plain = await t.call('auth/meuIP', undefined, {
        rawBody: 'hello',
        headers: { 'content-type': 'text/plain' },
      });
      expect(plain.status).toBe(400);
      expect((plain.body as ErrorBody).code).toBe('MALFORMED_REQUEST');
      const poisoned = await t.call('auth/meuIP', undefined, { rawBody: '{"__proto__": {"x": 1}}' });
      expect(poisoned.status).toBe(400);
    });

    it('answers 400 VALIDATION_FAILED with fields for wrong field types', async () => {
      const res = await t.call('auth/register', {
        ...REGISTRATION,
        NOME: 12,
        email: 'not-an-email',
        password: true,
        perfil: 'rei',
      });
      expect(res.status).toBe(400);
      const body = res.body as ErrorBody;
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields?.map((f) => f.field).sort()).toEqual(['NOME', 'email', 'password', 'perfil']);
      expectNoStack(res.text);
    });

    it('answers 400 VALIDATION_FAILED naming missing fields (also through the appLogin union)', async () => {
      const { NOME: _n, password: _p, perfil: _f, ...withoutThree } = REGISTRATION;
      const register = await t.call('auth/register', withoutThree);
      expect(register.status).toBe(400);
      expect((register.body as ErrorBody).fields?.map((f) => f.field).sort()).toEqual([
        'NOME',
        'password',
        'perfil',
      ]);
      const login = await t.call('auth/appLogin', { email: 'a@example.com' });
      expect(login.status).toBe(400);
      expect((login.body as ErrorBody).fields).toEqual([{ field: 'password', code: 'invalid_type' }]);
    });

    it('answers 404 NOT_FOUND as JSON for an unknown call', async () => {
      const res = await t.call('dieta/naoExiste', {});
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
      const get = await fetch(`${t.url}/anything`);
      expect(get.status).toBe(404);
      expect(((await get.json()) as ErrorBody).code).toBe('NOT_FOUND');
    });

    it('answers 413 PAYLOAD_TOO_LARGE above BODY_LIMIT_BYTES', async () => {
      const res = await t.call('auth/register', { NOME: 'x'.repeat(5000) });
      expect(res.status).toBe(413);
      expect((res.body as ErrorBody).code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('answers 401 Unauthenticated. for an auth call with a malformed Authorization header', async () => {
      const res = await t.call('verificaToken', {}, { headers: { authorization: 'Token abc' } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
    });

    it('GET /health answers version, build and where the database is', async () => {
      const res = await fetch(`${t.url}/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'ok',
        version: '5.0.13',
        build: 'test',
        database: t.kind === 'sqlite' ? 'local' : 'remote',
      });
    });

    it('sends security headers', async () => {
      const res = await fetch(`${t.url}/health`);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });
  },
  { env: { BODY_LIMIT_BYTES: '4096' }, seed: false },
);

forEachDatabase(
  'rate limits',
  (t) => {
    it('answers 429 RATE_LIMITED after AUTH_RATE_LIMIT_MAX sign-in attempts per minute', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await t.call('auth/appLogin', { email: 'x@example.com', password: 'whatever1' })).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await t.call('auth/appLogin', { email: 'x@example.com', password: 'whatever1' });
      expect((limited.body as ErrorBody).code).toBe('RATE_LIMITED');
      // Other calls keep the general limit.
      expect((await t.call('auth/meuIP', {})).status).toBe(200);
    });
  },
  { env: { AUTH_RATE_LIMIT_MAX: '3' }, seed: false },
);
