import { expect, it } from 'vitest';
import { smallDietRecord } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, TestEnvironment } from '../testing/for-each-database';
import {
  CRYPTO_HEADER,
  CRYPTO_SCHEME,
  decryptPayload,
  encryptPayload,
  payloadKeysOf,
} from './payload-encryption';
import type { PayloadKeys } from './payload-encryption';

type Session = { token: string; userId: number; keys: PayloadKeys };

const codeOf = (res: CallResult): string | undefined => (res.body as { code?: string }).code;

/** Signs in as the web does and derives the payload keys from the request key of the answer. */
async function signIn(t: TestEnvironment): Promise<Session & { criptografia: boolean }> {
  const user = await t.signUp();
  const login = await t.call('auth/appLogin', { email: user.email, password: user.password });
  const answer = login.body as { token: string; assinatura: { chave: string; criptografia: boolean } };
  return {
    token: answer.token,
    userId: user.user.id,
    keys: payloadKeysOf(Buffer.from(answer.assinatura.chave, 'base64url')),
    criptografia: answer.assinatura.criptografia,
  };
}

function sendEncrypted(t: TestEnvironment, name: string, session: Session, payload: string) {
  return t.call(name, { payload }, { token: session.token, headers: { [CRYPTO_HEADER]: CRYPTO_SCHEME } });
}

/** The plain answer inside an encrypted one (fails the test when the answer is not encrypted). */
function opened(session: Session, res: CallResult): unknown {
  const body = res.body as { crypto_res?: unknown; payload?: unknown };
  expect(body.crypto_res).toBe(true);
  expect(typeof body.payload).toBe('string');
  const text = decryptPayload(session.keys, String(body.payload));
  expect(text).not.toBeNull();
  return JSON.parse(text ?? 'null');
}

async function dietCount(t: TestEnvironment, userId: number): Promise<number> {
  return (await t.db.selectFrom('diets').select('id').where('user_id', '=', userId).execute()).length;
}

forEachDatabase(
  'payload encryption on (PAYLOAD_ENCRYPTION=true)',
  (t: TestEnvironment) => {
    it('tells the client to encrypt, decrypts the request and encrypts the answer', async () => {
      const session = await signIn(t);
      expect(session.criptografia).toBe(true);
      const res = await sendEncrypted(t, 'verificaToken', session, encryptPayload(session.keys, '{}'));
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('@example.com');
      expect(opened(session, res)).toMatchObject({ user: { id: session.userId } });
    });

    it('runs the decrypted body through the contract and saves it', async () => {
      const session = await signIn(t);
      await t.db.updateTable('users').set({ premium: 1 }).where('id', '=', session.userId).execute();
      const body = JSON.stringify({ dieta: JSON.stringify(smallDietRecord('Cifrada')) });
      const res = await sendEncrypted(t, 'dieta/saveFD', session, encryptPayload(session.keys, body));
      expect(res.status).toBe(200);
      expect(opened(session, res)).toMatchObject({ nome: 'Cifrada' });
      expect(await dietCount(t, session.userId)).toBe(1);
    });

    it('encrypts error answers too', async () => {
      const session = await signIn(t);
      const res = await sendEncrypted(t, 'dieta/get', session, encryptPayload(session.keys, '{"id":"x"}'));
      expect(res.status).toBe(400);
      expect(opened(session, res)).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it("refuses a tampered payload, another session's key and a missing token with PAYLOAD_INTEGRITY", async () => {
      const session = await signIn(t);
      await t.db.updateTable('users').set({ premium: 1 }).where('id', '=', session.userId).execute();
      const body = JSON.stringify({ dieta: JSON.stringify(smallDietRecord('Adulterada')) });
      const good = Buffer.from(encryptPayload(session.keys, body), 'base64');
      const flip = (at: number) => {
        const copy = Buffer.from(good);
        copy[at] = (copy[at] ?? 0) ^ 1;
        return copy.toString('base64');
      };
      const other = await signIn(t);
      const tampered = [
        flip(good.length - 1), // ciphertext
        flip(40), // IV
        flip(0), // HMAC
        good.subarray(0, good.length - 16).toString('base64'), // a block cut off
        'not base64!',
        '',
      ];
      for (const payload of tampered) {
        const res = await sendEncrypted(t, 'dieta/saveFD', session, payload);
        expect([res.status, codeOf(res)]).toEqual([400, 'PAYLOAD_INTEGRITY']);
      }
      const wrongKey = await sendEncrypted(t, 'dieta/saveFD', session, encryptPayload(other.keys, body));
      expect(codeOf(wrongKey)).toBe('PAYLOAD_INTEGRITY');
      const anonymous = await t.call(
        'dieta/saveFD',
        { payload: good.toString('base64') },
        { headers: { [CRYPTO_HEADER]: CRYPTO_SCHEME } },
      );
      expect(codeOf(anonymous)).toBe('PAYLOAD_INTEGRITY');
      expect(await dietCount(t, session.userId)).toBe(0);
      // The untampered payload is accepted.
      expect((await sendEncrypted(t, 'dieta/saveFD', session, good.toString('base64'))).status).toBe(200);
    });

    it('serves plain requests (exempt calls, other clients) with plain answers', async () => {
      const session = await signIn(t);
      const res = await t.call('verificaToken', {}, { token: session.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ user: { id: session.userId } });
    });
  },
  {
    env: { PAYLOAD_ENCRYPTION: 'true', REQUEST_SIGNING_SECRET: 'payload-encryption-test-secret-0123456789' },
  },
);

forEachDatabase('payload encryption off (the default)', (t: TestEnvironment) => {
  it('tells the client not to encrypt and refuses encrypted bodies', async () => {
    const session = await signIn(t);
    expect(session.criptografia).toBe(false);
    const res = await sendEncrypted(t, 'verificaToken', session, encryptPayload(session.keys, '{}'));
    expect([res.status, codeOf(res)]).toEqual([400, 'MALFORMED_REQUEST']);
  });
});
