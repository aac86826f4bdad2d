// One-pass saves (docs/decisions/one-pass-saves.md): a save answers the id and the new version; a save from
// an outdated version is refused (409) even when two arrive at once; an idempotency key makes a repeated
// save (a retry, the offline outbox after a crash) answer the first save instead of saving twice.
import { CALLS } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleDietText } from '../db/backup-sample-diet';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { callOk, callTyped } from '../testing/typed-call';
import type { CallInput, CallOutput } from '../testing/typed-call';

type SaveAnswer = CallOutput<'saveFD'>;

const keyOf = (label: string) => `test-${label}-${Math.random().toString(36).slice(2, 14)}`.padEnd(16, '0');

const saveOk = (t: TestEnvironment, token: string, body: CallInput<'saveFD'>): Promise<SaveAnswer> =>
  callOk(t, 'saveFD', body, { token });

async function rowsNamed(
  t: TestEnvironment,
  userId: number,
  prefix: string,
): Promise<{ id: number; nome: string }[]> {
  return t.db
    .selectFrom('diets')
    .select(['id', 'nome'])
    .where('user_id', '=', userId)
    .where('nome', 'like', `${prefix}%`)
    .execute();
}

forEachDatabase('saves: versions and idempotency keys', (t) => {
  let alice: SignedUp;

  beforeAll(async () => {
    alice = await t.signUp();
    await t.db.updateTable('users').set({ premium: 1 }).where('id', '=', alice.user.id).execute();
  });

  describe('optimistic concurrency', () => {
    it('of two saves from the same version sent at once, exactly one is stored and the other gets 409', async () => {
      const first = await saveOk(t, alice.token, { dieta: sampleDietText('Corrida') });
      const results = await Promise.all(
        ['Corrida preço', 'Corrida animais'].map((nome) =>
          callTyped(
            t,
            'saveFD',
            { id: first.id, dieta: sampleDietText(nome), base_updated_at: first.updated_at },
            { token: alice.token },
          ),
        ),
      );
      expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
      const winner = CALLS.saveFD.response.parse(results.find((res) => res.status === 200)?.body);
      const loser = results.find((res) => res.status === 409);
      expect(loser?.body).toMatchObject({ code: 'CONFLICT' });
      const stored = await callOk(t, 'getDiet', { id: first.id }, { token: alice.token });
      expect(stored).toMatchObject({ dieta: { nome: winner.nome }, updated_at: winner.updated_at });
      expect(Date.parse(winner.updated_at)).toBeGreaterThan(Date.parse(first.updated_at));
    });

    it('each answer is the version the next save is based on', async () => {
      const first = await saveOk(t, alice.token, { dieta: sampleDietText('Encadeada') });
      let version = first.updated_at;
      for (const nome of ['Encadeada 2', 'Encadeada 3', 'Encadeada 4']) {
        const next = await saveOk(t, alice.token, {
          id: first.id,
          dieta: sampleDietText(nome),
          base_updated_at: version,
        });
        // Strictly later, even for saves within the same millisecond.
        expect(next.updated_at > version).toBe(true);
        version = next.updated_at;
      }
      const stale = await callTyped(
        t,
        'saveFD',
        { id: first.id, dieta: sampleDietText('Encadeada velha'), base_updated_at: first.updated_at },
        { token: alice.token },
      );
      expect(stale.status).toBe(409);
    });
  });

  describe('idempotency keys', () => {
    it('a create sent again with its key answers the first save and stores one record', async () => {
      const key = keyOf('create');
      const body = { dieta: sampleDietText('Repetida'), idempotency_key: key };
      const first = await saveOk(t, alice.token, body);
      const again = await saveOk(t, alice.token, body);
      expect(again).toEqual(first);
      expect(await rowsNamed(t, alice.user.id, 'Repetida')).toEqual([{ id: first.id, nome: 'Repetida' }]);
    });

    it('the same create sent five times at once stores one record', async () => {
      const body = { dieta: sampleDietText('Simultânea'), idempotency_key: keyOf('burst') };
      const results = await Promise.all(
        Array.from({ length: 5 }, () => callTyped(t, 'saveFD', body, { token: alice.token })),
      );
      expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
      const ids = new Set(results.map((res) => CALLS.saveFD.response.parse(res.body).id));
      expect(ids.size).toBe(1);
      expect(await rowsNamed(t, alice.user.id, 'Simultânea')).toHaveLength(1);
    });

    it('an update retried after its answer was lost answers the first save, not a conflict', async () => {
      const created = await saveOk(t, alice.token, { dieta: sampleDietText('Atualizada') });
      const body = {
        id: created.id,
        dieta: sampleDietText('Atualizada 2'),
        base_updated_at: created.updated_at,
        idempotency_key: keyOf('update'),
      };
      const first = await saveOk(t, alice.token, body);
      const retried = await saveOk(t, alice.token, body);
      expect(retried).toEqual(first);
      // The same update twice at once: one is stored, both answer it.
      const burst = {
        id: created.id,
        dieta: sampleDietText('Atualizada 3'),
        base_updated_at: first.updated_at,
        idempotency_key: keyOf('update-burst'),
      };
      const results = await Promise.all(
        [0, 1].map(() => callTyped(t, 'saveFD', burst, { token: alice.token })),
      );
      expect(results.map((res) => res.status)).toEqual([200, 200]);
      expect(results[0]?.body).toEqual(results[1]?.body);
    });

    it('refuses a key sent again with another record, and keys are per user', async () => {
      const key = keyOf('reuse');
      await saveOk(t, alice.token, { dieta: sampleDietText('Chave A'), idempotency_key: key });
      const reused = await callTyped(
        t,
        'saveFD',
        { dieta: sampleDietText('Chave B'), idempotency_key: key },
        { token: alice.token },
      );
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ fields: [{ field: 'idempotency_key', code: 'key_reused' }] });
      const bob = await t.signUp();
      await t.db.updateTable('users').set({ premium: 1 }).where('id', '=', bob.user.id).execute();
      const bobs = await saveOk(t, bob.token, { dieta: sampleDietText('Chave A'), idempotency_key: key });
      expect(await rowsNamed(t, bob.user.id, 'Chave A')).toEqual([{ id: bobs.id, nome: 'Chave A' }]);
    });

    it('refuses a malformed key', async () => {
      const res = await callTyped(
        t,
        'saveFD',
        { dieta: sampleDietText('Chave curta'), idempotency_key: 'short' },
        { token: alice.token },
      );
      expect(res.status).toBe(400);
    });
  });
});
