/**
 * Same origin only: no permissive CORS header on any answer, cross-origin preflights
 * refused, and helmet's headers in place. CORS does not depend on the database, so SQLite only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openTestDatabase } from '../testing/for-each-database';
import { signedHeaders } from '../testing/sign-request';

const EVIL = 'https://evil.example';

describe('CORS and security headers', () => {
  let app: FastifyInstance;
  let url: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestDatabase('sqlite');
    cleanup = opened.cleanup;
    app = await buildApp({ config: opened.config, db: opened.handle.db, dbKind: 'sqlite' });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  const corsHeaders = (headers: Headers) =>
    [...headers.keys()].filter((name) => name.startsWith('access-control-'));

  it('answers a cross-origin POST without any Access-Control-Allow-* header', async () => {
    const res = await fetch(`${url}/auth/appLogin`, {
      method: 'POST',
      headers: {
        origin: EVIL,
        'content-type': 'application/json',
        ...signedHeaders(app.deps.config, 'auth/appLogin'),
      },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
    });
    // The call itself runs (a wrong password); only the browser's reading of the answer is blocked.
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(corsHeaders(res.headers)).toEqual([]);
    const health = await fetch(`${url}/health`, { headers: { origin: EVIL } });
    expect(health.status).toBe(200);
    expect(corsHeaders(health.headers)).toEqual([]);
  });

  it('refuses a cross-origin preflight with 403 and no allow headers', async () => {
    for (const path of ['/auth/appLogin', '/dieta/saveFD', '/no-such-call']) {
      const res = await fetch(`${url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      });
      expect([path, res.status]).toEqual([path, 403]);
      expect(((await res.json()) as { code: string }).code).toBe('FORBIDDEN');
      expect(corsHeaders(res.headers)).toEqual([]);
    }
  });

  it('refuses the body types a cross-origin form may send without a preflight', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await fetch(`${url}/auth/sendCode`, {
        method: 'POST',
        headers: { origin: EVIL, 'content-type': type, ...signedHeaders(app.deps.config, 'auth/sendCode') },
        body: JSON.stringify({ email: 'victim@example.com', finalidade: 'cadastro' }),
      });
      expect([type, res.status]).toEqual([type, 400]);
      expect(((await res.json()) as { code: string }).code).toBe('MALFORMED_REQUEST');
      expect(corsHeaders(res.headers)).toEqual([]);
    }
  });

  it('sends helmet security headers (no framing by others, no sniffing, no referrer, no HSTS on HTTP)', async () => {
    const res = await fetch(`${url}/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
    // Deliberately off: plain HTTP on laptops; the TLS proxy adds it (app.ts).
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
