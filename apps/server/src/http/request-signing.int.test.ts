import { expect, it } from 'vitest';
import { smallDietRecord } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, SignedUp, TestEnvironment } from '../testing/for-each-database';
import { signedHeaders } from '../testing/sign-request';
import { buildApp } from '../app';
import { PUBLIC_REQUEST_KEY, sessionRequestKey, signRequest } from './request-signing';

const SECRET = 'test-request-signing-secret-0123456789abcdef';
const FIVE_MINUTES = 5 * 60_000;

function codeOf(res: CallResult): string | undefined {
  return (res.body as { code?: string }).code;
}

async function premiumUser(t: TestEnvironment): Promise<SignedUp> {
  const user = await t.signUp();
  await t.db.updateTable('users').set({ premium: 1 }).where('id', '=', user.user.id).execute();
  return user;
}

async function dietCount(t: TestEnvironment, userId: number): Promise<number> {
  const rows = await t.db.selectFrom('diets').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

/** POSTs exactly these headers and body (no signing by the helper). */
function postAsIs(t: TestEnvironment, name: string, body: unknown, headers: Record<string, string>) {
  return t.call(name, body, { headers, sign: false });
}

forEachDatabase(
  'request signing required (REQUEST_SIGNING=required)',
  (t: TestEnvironment) => {
    it('hands each session its request key at sign-in and registration', async () => {
      const user = await t.signUp();
      const login = await t.call('auth/appLogin', { email: user.email, password: user.password });
      const answer = login.body as { token: string; assinatura?: { chave: string; criptografia: boolean } };
      expect(login.status).toBe(200);
      expect(answer.assinatura).toEqual({
        chave: sessionRequestKey(t.config, answer.token).toString('base64url'),
        criptografia: false,
      });
      // Registration's answer (signUp) carries it too, and two sessions get two keys.
      const registered = user as SignedUp & { assinatura?: { chave: string } };
      expect(registered.assinatura?.chave).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(registered.assinatura?.chave).not.toBe(answer.assinatura?.chave);
    });

    it('refuses an unsigned call with SIGNATURE_INVALID and serves the same call signed', async () => {
      const unsigned = await t.call('paises', {}, { sign: false });
      expect([unsigned.status, codeOf(unsigned)]).toEqual([401, 'SIGNATURE_INVALID']);
      const signed = await t.call('paises', {});
      expect(signed.status).toBe(200);
    });

    it('refuses a signature that does not match what it claims to sign', async () => {
      const { token } = await t.signUp();
      const authorization = `Bearer ${token}`;
      const good = signedHeaders(t.config, 'verificaToken', { authorization });
      const flipped = good['x-signature']!.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const cases: Record<string, string>[] = [
        { ...good, 'x-signature': flipped },
        // Signed for another call, another device, another time or another request id.
        { ...signedHeaders(t.config, 'paises', { authorization }), 'x-request-id': good['x-request-id']! },
        { ...good, 'x-device-id': 'e'.repeat(64) },
        { ...good, 'x-timestamp': String(Number(good['x-timestamp']) + 1) },
        { ...good, 'x-request-id': 'f'.repeat(32) },
        // The public key (what a page without the session key could use) does not sign for a session.
        {
          ...good,
          'x-signature': signRequest(Buffer.from(PUBLIC_REQUEST_KEY), {
            method: 'POST',
            path: '/verificaToken',
            timestamp: good['x-timestamp']!,
            clientEnv: good['x-client-env']!,
            deviceId: good['x-device-id']!,
            requestId: good['x-request-id']!,
          }),
        },
      ];
      for (const headers of cases) {
        const res = await postAsIs(t, 'verificaToken', {}, { ...headers, authorization });
        expect([res.status, codeOf(res)]).toEqual([401, 'SIGNATURE_INVALID']);
      }
      // Another session's key: the bearer token and the key must belong together.
      const other = await t.signUp();
      const stolen = signedHeaders(t.config, 'verificaToken', { authorization: `Bearer ${other.token}` });
      const mixed = await postAsIs(t, 'verificaToken', {}, { ...stolen, authorization });
      expect(codeOf(mixed)).toBe('SIGNATURE_INVALID');
      // A key derived with another secret (what a token alone gives, without the server's secret) fails too.
      const otherSecret = 'a-secret-that-is-not-the-servers-0123456789';
      const withoutSecret = signedHeaders(
        { ...t.config, requestSigningSecret: otherSecret },
        'verificaToken',
        {
          authorization,
        },
      );
      const guessed = await postAsIs(t, 'verificaToken', {}, { ...withoutSecret, authorization });
      expect(codeOf(guessed)).toBe('SIGNATURE_INVALID');
      // The untouched headers pass.
      expect((await postAsIs(t, 'verificaToken', {}, { ...good, authorization })).status).toBe(200);
    });

    it('refuses a stale or future timestamp with REQUEST_EXPIRED', async () => {
      const { token } = await t.signUp();
      const authorization = `Bearer ${token}`;
      for (const shift of [-FIVE_MINUTES - 5_000, FIVE_MINUTES + 5_000]) {
        const headers = signedHeaders(t.config, 'verificaToken', {
          authorization,
          timestamp: Date.now() + shift,
        });
        const res = await postAsIs(t, 'verificaToken', {}, { ...headers, authorization });
        expect([res.status, codeOf(res)]).toEqual([401, 'REQUEST_EXPIRED']);
      }
      const recent = signedHeaders(t.config, 'verificaToken', {
        authorization,
        timestamp: Date.now() - 60_000,
      });
      expect((await postAsIs(t, 'verificaToken', {}, { ...recent, authorization })).status).toBe(200);
    });

    it('saves a replayed dieta/saveFD once: every copy is REQUEST_REPLAYED', async () => {
      const alice = await premiumUser(t);
      const authorization = `Bearer ${alice.token}`;
      const body = { dieta: JSON.stringify(smallDietRecord('Replay')) };
      const headers = { ...signedHeaders(t.config, 'dieta/saveFD', { authorization }), authorization };
      const before = await dietCount(t, alice.user.id);
      const first = await postAsIs(t, 'dieta/saveFD', body, headers);
      expect(first.status).toBe(200);
      for (let copy = 0; copy < 4; copy += 1) {
        const replay = await postAsIs(t, 'dieta/saveFD', body, headers);
        expect([replay.status, codeOf(replay)]).toEqual([409, 'REQUEST_REPLAYED']);
      }
      expect(await dietCount(t, alice.user.id)).toBe(before + 1);
      // A new request (new request id) saves again: only copies are refused.
      const again = await t.call('dieta/saveFD', body, { token: alice.token });
      expect(again.status).toBe(200);
      expect(await dietCount(t, alice.user.id)).toBe(before + 2);
    });

    it('refuses a copy of a request that failed its signature check only for the signature', async () => {
      // A refused request is not remembered: its proper twin still passes once.
      const headers = signedHeaders(t.config, 'paises');
      const broken = await postAsIs(t, 'paises', {}, { ...headers, 'x-client-env': 'other' });
      expect(codeOf(broken)).toBe('SIGNATURE_INVALID');
      expect((await postAsIs(t, 'paises', {}, headers)).status).toBe(200);
      expect(codeOf(await postAsIs(t, 'paises', {}, headers))).toBe('REQUEST_REPLAYED');
    });
  },
  { env: { REQUEST_SIGNING: 'required', REQUEST_SIGNING_SECRET: SECRET } },
);

forEachDatabase(
  'request signing optional',
  (t: TestEnvironment) => {
    it('serves unsigned calls but still checks a signature that is sent', async () => {
      const { token } = await t.signUp();
      expect((await t.call('verificaToken', {}, { token, sign: false })).status).toBe(200);
      const headers = signedHeaders(t.config, 'verificaToken', {
        authorization: `Bearer ${token}`,
        timestamp: Date.now() - FIVE_MINUTES - 5_000,
      });
      const stale = await t.call('verificaToken', {}, { token, headers, sign: false });
      expect(codeOf(stale)).toBe('REQUEST_EXPIRED');
      const fresh = signedHeaders(t.config, 'verificaToken', { authorization: `Bearer ${token}` });
      expect((await t.call('verificaToken', {}, { token, headers: fresh, sign: false })).status).toBe(200);
      const copy = await t.call('verificaToken', {}, { token, headers: fresh, sign: false });
      expect(codeOf(copy)).toBe('REQUEST_REPLAYED');
      const bad = await t.call(
        'verificaToken',
        {},
        {
          token,
          headers: { ...fresh, 'x-signature': '0'.repeat(64) },
          sign: false,
        },
      );
      expect(codeOf(bad)).toBe('SIGNATURE_INVALID');
    });
  },
  { env: { REQUEST_SIGNING: 'optional' } },
);

forEachDatabase(
  'request signing off',
  (t: TestEnvironment) => {
    it('ignores signatures and hands out no key', async () => {
      const headers = { ...signedHeaders(t.config, 'paises'), 'x-signature': '0'.repeat(64) };
      expect((await t.call('paises', {}, { headers, sign: false })).status).toBe(200);
      const user = await t.signUp();
      expect(user).not.toHaveProperty('assinatura');
    });
  },
  { env: { REQUEST_SIGNING: 'off' }, seed: true },
);

forEachDatabase(
  'request signing by default (no REQUEST_SIGNING, no REQUEST_SIGNING_SECRET)',
  (t: TestEnvironment) => {
    it('refuses unsigned calls', async () => {
      const unsigned = await t.call('paises', {}, { sign: false });
      expect([unsigned.status, codeOf(unsigned)]).toEqual([401, 'SIGNATURE_INVALID']);
      expect((await t.call('paises', {})).status).toBe(200);
    });

    it('without REQUEST_SIGNING_SECRET, uses a random secret kept in the database, the same after a restart', async () => {
      expect(t.config.requestSigningSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await t.db.selectFrom('server_secrets').select(['name', 'secret']).execute();
      expect(stored).toEqual([{ name: 'request_signing', secret: t.config.requestSigningSecret }]);
      // A second instance on the same database (or the same one restarted) derives the same session keys.
      const again = await buildApp({
        config: { ...t.config, requestSigningSecret: undefined },
        db: t.db,
        dbKind: t.kind,
      });
      try {
        expect(again.deps.config.requestSigningSecret).toBe(t.config.requestSigningSecret);
      } finally {
        await again.close();
      }
      // Sign-in hands out the key derived from that secret, and calls signed with it pass.
      const user = await t.signUp();
      const login = await t.call('auth/appLogin', { email: user.email, password: user.password });
      const answer = login.body as { token: string; assinatura?: { chave: string } };
      expect(answer.assinatura?.chave).toBe(sessionRequestKey(t.config, answer.token).toString('base64url'));
      expect((await t.call('verificaToken', {}, { token: answer.token })).status).toBe(200);
    });
  },
);
