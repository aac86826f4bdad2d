/**
 * The diet lifecycle (docs/product/shell.md#diet-state, docs/product/shell.md#validation diet dates, docs/product/shell.md#roles, docs/product/errors.md#shell-errors): clone, finish, reopen, the
 * overdue flag, the dates rules and the active-diet cap (ACTIVE_DIETS_FREE_MAX 2 here).
 */
import type { TDietCycle, TDietRecord } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, setUserColumns, smallDietRecord, today } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, SignedUp, TestEnvironment } from '../testing/for-each-database';
import { answerOf, errorOf } from '../testing/typed-call';

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const ACTIVE: TDietCycle = {
  tipo: 'terminacao',
  situacao: 'ativa',
  comentario: null,
  inicio_previsto: '2026-01-10',
  fim_previsto: '2026-04-10',
  fim_real: null,
  peso_abate: null,
  gmd_esperado: 1.4,
  gmd_real: null,
  gmd_observado: null,
  numero_animais: 80,
};

function diet(nome: string, ciclo: TDietCycle | null): TDietRecord {
  return { ...smallDietRecord(nome), ciclo };
}

function saveFD(t: TestEnvironment, token: string, dieta: unknown, id?: number): Promise<CallResult> {
  return t.call('dieta/saveFD', { dieta: JSON.stringify(dieta), ...(id ? { id } : {}) }, { token });
}

async function saved(res: Promise<CallResult>): Promise<number> {
  const answer = await res;
  if (answer.status !== 200) throw new Error(`saveFD: ${answer.status} ${answer.text}`);
  return answerOf('saveFD', answer).id;
}

async function activeNames(t: TestEnvironment, token: string): Promise<string[]> {
  const res = await t.call('dieta/getDietasAtivas', {}, { token });
  return answerOf('findActiveDiets', res).dietas.map((row) => row.nome);
}

const fieldsOf = (res: CallResult) => errorOf(res).fields ?? [];

/** A producer plan (type 0): saves and activates diets, without unlimited active diets (abilities.ts). */
async function signUpProducer(t: TestEnvironment): Promise<SignedUp> {
  const user = await t.signUp();
  const stamp = new Date().toISOString();
  await t.db
    .insertInto('plans')
    .values({
      user_id: user.user.id,
      tipo: 0,
      data_inicio: addDays(today(), -10),
      data_final: addDays(today(), 30),
      revogado: 0,
      id_empresa: null,
      numero_pedido: null,
      forma_pagamento: 'pix',
      status_pagamento: 'pago',
      origem: 'direto',
      max_clientes: null,
      recorrente: 0,
      id_oferta: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return user;
}

forEachDatabase(
  'diet lifecycle',
  (t) => {
    let premium: SignedUp;
    let other: SignedUp;

    beforeAll(async () => {
      premium = await t.signUp();
      other = await t.signUp();
      await setUserColumns(t, premium.user.id, { premium: 1 });
      await setUserColumns(t, other.user.id, { premium: 1 });
    });

    describe('dates rules (docs/product/shell.md#validation)', () => {
      it('refuses a span over one year, missing dates and a missing type', async () => {
        const long = await saveFD(
          t,
          premium.token,
          diet('Longa', { ...ACTIVE, inicio_previsto: '2026-01-01', fim_previsto: '2027-01-02' }),
        );
        expect(long.status).toBe(400);
        expect(fieldsOf(long)).toContainEqual({
          field: 'dieta.ciclo.fim_previsto',
          code: 'SPAN_OVER_ONE_YEAR',
        });
        // 365 days exactly is accepted.
        await saved(
          saveFD(
            t,
            premium.token,
            diet('Um ano', { ...ACTIVE, situacao: 'salva', fim_previsto: '2027-01-10' }),
          ),
        );
        const undated = await saveFD(
          t,
          premium.token,
          diet('Sem data', { ...ACTIVE, inicio_previsto: null }),
        );
        expect(fieldsOf(undated)).toContainEqual({
          field: 'dieta.ciclo.inicio_previsto',
          code: 'DATE_REQUIRED',
        });
        const { tipo: _tipo, ...untyped } = ACTIVE;
        const noType = await saveFD(t, premium.token, { ...diet('Sem tipo', null), ciclo: untyped });
        expect(noType.status).toBe(400);
        expect(fieldsOf(noType).map((field) => field.field)).toContain('dieta.ciclo.tipo');
      });
    });

    describe('finish and reopen (docs/product/shell.md#states)', () => {
      it('finishing needs the real end date plus slaughter weight or a daily gain', async () => {
        const id = await saved(saveFD(t, premium.token, diet('Para finalizar', ACTIVE)));
        const base = { id, peso_abate: 540, gmd_real: null, gmd_observado: null };
        const noEnd = await t.call('dieta/finalizar', base, { token: premium.token });
        expect(noEnd.status).toBe(400);
        expect(fieldsOf(noEnd).map((field) => field.field)).toContain('fim_real');
        const noWeight = await t.call(
          'dieta/finalizar',
          { ...base, fim_real: '2026-04-12', peso_abate: null },
          { token: premium.token },
        );
        expect(fieldsOf(noWeight)).toContainEqual({ field: 'peso_abate', code: 'WEIGHT_OR_GAIN_REQUIRED' });
        const early = await t.call(
          'dieta/finalizar',
          { ...base, fim_real: '2026-01-01' },
          { token: premium.token },
        );
        expect(fieldsOf(early)).toContainEqual({ field: 'fim_real', code: 'END_BEFORE_START' });
        expect(await activeNames(t, premium.token)).toContain('Para finalizar');

        const byGain = await t.call(
          'dieta/finalizar',
          { ...base, fim_real: '2026-04-12', peso_abate: null, gmd_observado: 1.32 },
          { token: premium.token },
        );
        expect(byGain.status).toBe(200);
        const summary = answerOf('finishDiet', byGain).dieta;
        expect(summary.ciclo).toMatchObject({
          situacao: 'finalizada',
          fim_real: '2026-04-12',
          gmd_observado: 1.32,
        });
        expect(summary.atrasada).toBe(false);
        expect(await activeNames(t, premium.token)).not.toContain('Para finalizar');
        // The record itself is updated too (the wizard reopens it).
        const record = await t.call('dieta/get', { id }, { token: premium.token });
        expect(answerOf('getDiet', record).dieta.ciclo?.situacao).toBe('finalizada');

        const again = await t.call(
          'dieta/finalizar',
          { ...base, fim_real: '2026-04-12' },
          { token: premium.token },
        );
        expect(fieldsOf(again)).toContainEqual({ field: 'id', code: 'NOT_ACTIVE' });
      });

      it('reopens a finished diet as active without its real end; only finished ones', async () => {
        const finished: TDietCycle = {
          ...ACTIVE,
          situacao: 'finalizada',
          fim_real: '2026-04-11',
          peso_abate: 530,
        };
        const id = await saved(saveFD(t, premium.token, diet('Reaberta', finished)));
        const res = await t.call('dieta/reabrir', { id }, { token: premium.token });
        expect(res.status).toBe(200);
        expect(answerOf('reopenDiet', res).dieta.ciclo).toMatchObject({
          situacao: 'ativa',
          fim_real: null,
          peso_abate: 530,
        });
        expect(await activeNames(t, premium.token)).toContain('Reaberta');
        const twice = await t.call('dieta/reabrir', { id }, { token: premium.token });
        expect(fieldsOf(twice)).toContainEqual({ field: 'id', code: 'NOT_FINISHED' });
      });

      it("refuses another user's diet", async () => {
        const id = await saved(saveFD(t, premium.token, diet('Alheia', ACTIVE)));
        const finish = await t.call(
          'dieta/finalizar',
          { id, fim_real: '2026-04-12', peso_abate: 500, gmd_real: null, gmd_observado: null },
          { token: other.token },
        );
        // As for a missing diet: the answer does not tell that someone else's diet exists.
        expect(codeOf(finish)).toBe('NOT_FOUND');
        expect(codeOf(await t.call('dieta/reabrir', { id }, { token: other.token }))).toBe('NOT_FOUND');
        expect(codeOf(await t.call('dieta/clonar', { id, nome: 'Cópia' }, { token: other.token }))).toBe(
          'NOT_FOUND',
        );
      });
    });

    describe('overdue flag', () => {
      it('flags an active diet past its expected end, not a finished or future one', async () => {
        const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);
        const start = addDays(yesterday, -90);
        const late = { ...ACTIVE, inicio_previsto: start, fim_previsto: yesterday };
        await saved(saveFD(t, other.token, diet('Atrasada', late)));
        await saved(
          saveFD(t, other.token, diet('No prazo', { ...late, fim_previsto: addDays(yesterday, 30) })),
        );
        await saved(
          saveFD(
            t,
            other.token,
            diet('Encerrada', { ...late, situacao: 'finalizada', fim_real: yesterday, peso_abate: 520 }),
          ),
        );
        const mine = await t.call('dieta/minhasDietas', { limite: 200 }, { token: other.token });
        const flags = Object.fromEntries(
          answerOf('findMyDiets', mine).data.map((row) => [row.nome, row.atrasada]),
        );
        expect(flags).toMatchObject({ Atrasada: true, 'No prazo': false, Encerrada: false });
      });
    });

    describe('clone', () => {
      it('copies a diet under a new name as saved, without the finishing data', async () => {
        const finished: TDietCycle = {
          ...ACTIVE,
          situacao: 'finalizada',
          fim_real: '2026-04-11',
          gmd_real: 1.3,
        };
        const id = await saved(saveFD(t, premium.token, diet('Original', finished)));
        const res = await t.call('dieta/clonar', { id, nome: 'Cópia do lote' }, { token: premium.token });
        expect(res.status).toBe(200);
        const clone = answerOf('cloneDiet', res);
        expect(clone.id).not.toBe(id);
        expect(clone.modo).toBe('FD');
        expect(clone.dieta.nome).toBe('Cópia do lote');
        expect(clone.dieta.ciclo).toEqual({ ...ACTIVE, situacao: 'salva' });
        expect(clone.dieta.alimentos_selecionados).toEqual(smallDietRecord('x').alimentos_selecionados);
        // The same name again gets the save's timestamp (docs/product/shell.md#states duplicate names).
        const twice = await t.call('dieta/clonar', { id, nome: 'Cópia do lote' }, { token: premium.token });
        expect(answerOf('cloneDiet', twice).dieta.nome).toMatch(/^Cópia do lote \d{4}-\d{2}-\d{2} /);
      });

      it('is premium-only like saving', async () => {
        const free = await t.signUp();
        const res = await t.call('dieta/clonar', { id: 1, nome: 'Cópia' }, { token: free.token });
        expect(codeOf(res)).toBe('PREMIUM_REQUIRED');
      });
    });

    describe('active-diet cap (ACTIVE_DIETS_FREE_MAX 2)', () => {
      it('a producer plan activates at most two diets; finishing one frees a slot', async () => {
        const producer = await signUpProducer(t);
        const first = await saved(saveFD(t, producer.token, diet('Ativa 1', ACTIVE)));
        await saved(saveFD(t, producer.token, diet('Ativa 2', ACTIVE)));
        const third = await saveFD(t, producer.token, diet('Ativa 3', ACTIVE));
        expect(third.status).toBe(409);
        expect(codeOf(third)).toBe('ACTIVE_DIET_LIMIT');
        // A saved (not active) diet is fine, but activating it is refused.
        const savedOnly = await saved(
          saveFD(t, producer.token, diet('Guardada', { ...ACTIVE, situacao: 'salva' })),
        );
        expect(codeOf(await saveFD(t, producer.token, diet('Guardada', ACTIVE), savedOnly))).toBe(
          'ACTIVE_DIET_LIMIT',
        );
        // An active diet can still be edited.
        expect((await saveFD(t, producer.token, diet('Ativa 1 editada', ACTIVE), first)).status).toBe(200);
        const finish = await t.call(
          'dieta/finalizar',
          { id: first, fim_real: '2026-04-10', peso_abate: 520, gmd_real: null, gmd_observado: null },
          { token: producer.token },
        );
        expect(finish.status).toBe(200);
        expect((await saveFD(t, producer.token, diet('Guardada', ACTIVE), savedOnly)).status).toBe(200);
        // Reopening is an activation too.
        expect(codeOf(await t.call('dieta/reabrir', { id: first }, { token: producer.token }))).toBe(
          'ACTIVE_DIET_LIMIT',
        );
        expect(await activeNames(t, producer.token)).toHaveLength(2);
      });

      it('lets at most two of 100 activations sent at once through, saving or reopening', async () => {
        const producer = await signUpProducer(t);
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, index) =>
            saveFD(t, producer.token, diet(`Corrida ${index}`, ACTIVE)),
          ),
        );
        const passed = answers.filter((answer) => answer.status === 200).length;
        expect(passed).toBe(2);
        expect(answers.filter((answer) => codeOf(answer) === 'ACTIVE_DIET_LIMIT')).toHaveLength(98);
        expect(await activeNames(t, producer.token)).toHaveLength(2);

        // Reopening is an activation too: with both slots freed, 20 finished diets reopened at once.
        const finished: TDietCycle = {
          ...ACTIVE,
          situacao: 'finalizada',
          fim_real: '2026-04-11',
          gmd_real: 1.3,
        };
        const ids: number[] = [];
        for (let index = 0; index < 20; index += 1)
          ids.push(await saved(saveFD(t, producer.token, diet(`Encerrada ${index}`, finished))));
        const active = answerOf(
          'findActiveDiets',
          await t.call('dieta/getDietasAtivas', {}, { token: producer.token }),
        );
        for (const row of active.dietas) {
          const finish = await t.call(
            'dieta/finalizar',
            { id: row.id, fim_real: '2026-04-10', peso_abate: 520, gmd_real: null, gmd_observado: null },
            { token: producer.token },
          );
          expect(finish.status).toBe(200);
        }
        const reopened = await Promise.all(
          ids.map((id) => t.call('dieta/reabrir', { id }, { token: producer.token })),
        );
        expect(reopened.filter((answer) => answer.status === 200)).toHaveLength(2);
        expect(reopened.filter((answer) => codeOf(answer) === 'ACTIVE_DIET_LIMIT')).toHaveLength(18);
        expect(await activeNames(t, producer.token)).toHaveLength(2);
      }, 60_000);

      it('premium has unlimited active diets; a free account cannot activate', async () => {
        const rich = await t.signUp();
        await setUserColumns(t, rich.user.id, { premium: 1 });
        for (const nome of ['P1', 'P2', 'P3']) await saved(saveFD(t, rich.token, diet(nome, ACTIVE)));
        expect(await activeNames(t, rich.token)).toHaveLength(3);
        const free = await t.signUp();
        expect(codeOf(await saveFD(t, free.token, diet('Livre', ACTIVE)))).toBe('PREMIUM_REQUIRED');
      });
    });
  },
  { env: { ACTIVE_DIETS_FREE_MAX: '2' } },
);
