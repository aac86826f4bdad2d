/**
 * Large checks leave the event loop: the check pool gives the same results as the
 * inline checks, the event loop keeps turning while a worker checks a large record, a failed worker
 * check fails only that check, and a large save over real HTTP is checked on the pool (SQLite and
 * PostgreSQL) with the same answers as the inline path.
 */
import type { TDietRecord } from '@cocho/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { setUserColumns, smallDietRecord } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import { createCheckPool } from './check-pool';
import { runCheckTask } from './check-tasks';
import type { CheckTask } from './check-tasks';
import { createChecker } from './checker';

/** A valid record whose engine result (`resultado_simplex`, free JSON) makes it about `rows` × 60 bytes. */
function largeRecord(nome: string, rows: number): TDietRecord {
  const linhas = Array.from({ length: rows }, (_, index) => ({
    id: `f${index}`,
    valor: index / 7,
    ativo: true,
  }));
  return { ...smallDietRecord(nome), resultado_simplex: { linhas } };
}

const bigText = JSON.stringify(largeRecord('Lote grande', 4_000));
const badText = JSON.stringify({ ...largeRecord('Lote grande', 4_000), custo: 'caro', tipoEntrada: '/XX' });

const TASKS: Record<string, CheckTask> = {
  'a valid save request': { kind: 'request', call: 'dieta/saveFD', body: { dieta: bigText } },
  'an invalid save request': { kind: 'request', call: 'dieta/saveFD', body: { dieta: 7, extra: true } },
  'a valid record': { kind: 'dietRecord', text: bigText, modo: 'FD' },
  'an invalid record': { kind: 'dietRecord', text: badText, modo: 'FD' },
  'a record that is not JSON': { kind: 'dietRecord', text: '{"nome":', modo: 'PD' },
  'an answer': { kind: 'answer', call: 'verificaToken', value: { nope: 1 } },
};

describe('check pool', () => {
  const pool = createCheckPool(2);
  afterAll(() => pool.close());

  it.each(Object.entries(TASKS))('answers %s as the inline check does', async (_title, task) => {
    expect(await pool.run(task)).toEqual(runCheckTask(task));
  });

  it('keeps the event loop turning while a worker checks a large record', async () => {
    const task: CheckTask = { kind: 'dietRecord', text: bigText, modo: 'FD' };
    const turnsWhile = async (check: () => Promise<unknown>) => {
      let turns = 0;
      let done = false;
      const spin = () => {
        if (done) return;
        turns += 1;
        setImmediate(spin);
      };
      setImmediate(spin);
      await check();
      done = true;
      return turns;
    };
    const inline = createChecker({ offLoopMinBytes: Number.MAX_SAFE_INTEGER, offLoopThreads: 1 });
    // Inline, the check has run to its end before the loop turns once.
    expect(await turnsWhile(() => inline.check(task, bigText.length))).toBe(0);
    expect(await turnsWhile(() => pool.run(task))).toBeGreaterThan(0);
  });

  it('fails only the check that failed in its worker and goes on checking', async () => {
    await expect(pool.run({ kind: 'request', call: 'no/such-call', body: {} })).rejects.toThrow(
      /no contract/,
    );
    const valid = await pool.run({ kind: 'dietRecord', text: bigText, modo: 'FD' });
    expect(valid.ok).toBe(true);
  });
});

forEachDatabase(
  'large saves checked on worker threads',
  (t) => {
    it('saves and reads back a large record, and explains a bad one as the inline check does', async () => {
      const user = await t.signUp();
      await setUserColumns(t, user.user.id, { premium: 1 });
      const saved = await t.call('dieta/saveFD', { dieta: bigText }, { token: user.token });
      expect(saved.status).toBe(200);
      const id = (saved.body as { id: number }).id;
      const read = await t.call('dieta/get', { id }, { token: user.token });
      expect(read.status).toBe(200);
      expect((read.body as { dieta: TDietRecord }).dieta.resultado_simplex).toEqual(
        largeRecord('Lote grande', 4_000).resultado_simplex,
      );

      const refused = await t.call('dieta/saveFD', { dieta: badText }, { token: user.token });
      expect(refused.status).toBe(400);
      const expected = runCheckTask({ kind: 'dietRecord', text: badText, modo: 'FD' });
      expect(expected.ok).toBe(false);
      if (!expected.ok) expect((refused.body as { fields: unknown }).fields).toEqual(expected.fields);
    });
  },
  { env: { OFF_LOOP_MIN_BYTES: '1024', OFF_LOOP_THREADS: '2' } },
);
