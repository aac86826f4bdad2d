/**
 * The feedlot's daily treatments and the concentrate pre-mix travel with the saved diet (its clones and its
 * public link); the pre-mix is premium-only; the day rules are the contracts' (docs/decisions/
 * daily-treatments.md, concentrate-premix.md).
 */
import type { TDietRecord, TFeedingPlan } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, setUserColumns, smallDietRecord } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, SignedUp, TestEnvironment } from '../testing/for-each-database';
import { answerOf, errorOf } from '../testing/typed-call';

const MON_TO_SAT = [1, 2, 3, 4, 5, 6];
const PLAN: TFeedingPlan = {
  lotes: [
    { id: 'p1', nome: 'Curral 1', cabecas: 120 },
    { id: 'p2', nome: 'Curral 2', cabecas: 95 },
    { id: 'p3', nome: 'Curral 3', cabecas: 60 },
  ],
  tratos: [
    { id: 't1', horario: '06:30', percentual: 30, dias: MON_TO_SAT },
    { id: 't2', horario: '11:00', percentual: 30, dias: MON_TO_SAT },
    { id: 't3', horario: '16:00', percentual: 40, dias: [0, ...MON_TO_SAT] },
    { id: 't4', horario: '07:00', percentual: 60, dias: [0] },
  ],
  capacidade_misturador: 6000,
  passo_balanca: 5,
  materia_seca_medida: { '12': 30.5 },
};
const PREMIX = { alimentos: [], lote: 2, unidade: 't' as const, nome: 'Pré-mistura', usar_no_trato: true };

function withPlan(nome: string, extra: Partial<TDietRecord> = {}): TDietRecord {
  return { ...smallDietRecord(nome), tratos_diarios: PLAN, ...extra };
}

const saveFD = (t: TestEnvironment, token: string, dieta: unknown): Promise<CallResult> =>
  t.call('dieta/saveFD', { dieta: JSON.stringify(dieta) }, { token });

forEachDatabase('daily treatments and pre-mix in the saved diet', (t) => {
  let premium: SignedUp;
  let producer: SignedUp;

  beforeAll(async () => {
    premium = await t.signUp();
    producer = await t.signUp();
    await setUserColumns(t, premium.user.id, { premium: 1 });
    // A producer plan saves diets but has no pre-mix (contracts access/abilities.ts).
    const stamp = new Date().toISOString();
    await t.db
      .insertInto('plans')
      .values({
        user_id: producer.user.id,
        tipo: 0,
        data_inicio: '2020-01-01',
        data_final: '2999-12-31',
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
  });

  describe('stored with the diet', () => {
    it('keeps lots, treatments and pre-mix through save, get and clone', async () => {
      const res = await saveFD(t, premium.token, withPlan('Confinamento', { pre_mistura: PREMIX }));
      expect(res.status).toBe(200);
      const { id } = answerOf('saveFD', res);
      const got = await t.call('dieta/get', { id }, { token: premium.token });
      const record = answerOf('getDiet', got).dieta;
      expect(record.tratos_diarios).toEqual(PLAN);
      expect(record.pre_mistura).toEqual(PREMIX);
      const clone = await t.call('dieta/clonar', { id, nome: 'Cópia' }, { token: premium.token });
      expect(answerOf('cloneDiet', clone).dieta.tratos_diarios).toEqual(PLAN);
      expect(answerOf('cloneDiet', clone).dieta.pre_mistura).toEqual(PREMIX);
    });

    it('travels with the public link', async () => {
      // Links are made by consultants (share_with_permissions).
      const consultant = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ premium: 1, consultor: 1 })
        .where('id', '=', consultant.user.id)
        .execute();
      const saved = await saveFD(t, consultant.token, withPlan('Público', { pre_mistura: PREMIX }));
      const { id } = answerOf('saveFD', saved);
      const link = await t.call('compartilhar/link', { id_dieta: id }, { token: consultant.token });
      const { assinatura } = answerOf('createShareLink', link);
      const opened = await t.call('compartilhar/link/abrir', { did: id, assinatura });
      expect(opened.status).toBe(200);
      expect(answerOf('openShareLink', opened).dieta.tratos_diarios).toEqual(PLAN);
      expect(answerOf('openShareLink', opened).dieta.pre_mistura).toEqual(PREMIX);
    });

    it('travels with a share: the recipient reads it, and an editor saves a changed plan over it', async () => {
      // Shares with permissions are made by consultants (share_with_permissions).
      const owner = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ premium: 1, consultor: 1 })
        .where('id', '=', owner.user.id)
        .execute();
      const saved = await saveFD(t, owner.token, withPlan('Compartilhado', { pre_mistura: PREMIX }));
      const { id } = answerOf('saveFD', saved);
      const made = await t.call(
        'compartilhar/criar',
        { id_dieta: id, email: premium.email, pode_ler: true, pode_editar: true, pode_compartilhar: false },
        { token: owner.token },
      );
      expect(made.status, made.text).toBe(200);
      const read = await t.call('dieta/get', { id }, { token: premium.token });
      expect(read.status).toBe(200);
      const record = answerOf('getDiet', read).dieta;
      expect(record.tratos_diarios).toEqual(PLAN);
      expect(record.pre_mistura).toEqual(PREMIX);

      // The recipient's pen grows: saved over the shared record, the owner reads the new plan.
      const grown: TFeedingPlan = {
        ...PLAN,
        lotes: PLAN.lotes.map((lot) => (lot.id === 'p3' ? { ...lot, cabecas: 75 } : lot)),
      };
      const over = await t.call(
        'dieta/saveFD',
        { id, dieta: JSON.stringify({ ...record, tratos_diarios: grown }) },
        { token: premium.token },
      );
      expect(over.status, over.text).toBe(200);
      const owned = await t.call('dieta/get', { id }, { token: owner.token });
      expect(answerOf('getDiet', owned).dieta.tratos_diarios).toEqual(grown);
      expect(answerOf('getDiet', owned).dieta.pre_mistura).toEqual(PREMIX);
    });

    it('refuses a plan whose day does not total 100 %, saying what is left', async () => {
      const res = await saveFD(
        t,
        premium.token,
        withPlan('Incompleto', { tratos_diarios: { ...PLAN, tratos: PLAN.tratos.slice(0, 3) } }),
      );
      expect(res.status).toBe(400);
      const fields = errorOf(res).fields ?? [];
      expect(fields).toContainEqual(
        expect.objectContaining({ field: 'dieta.tratos_diarios.lotes.0', code: 'DAY_BELOW_100' }),
      );
    });
  });

  describe('premium-only pre-mix', () => {
    it('a producer saves the treatments but not a pre-mix', async () => {
      expect((await saveFD(t, producer.token, withPlan('Tratos'))).status).toBe(200);
      expect(codeOf(await saveFD(t, producer.token, withPlan('Pré', { pre_mistura: PREMIX })))).toBe(
        'PREMIUM_REQUIRED',
      );
    });

    it("a producer editing a premium owner's shared diet keeps the owner's pre-mix, and may not change it", async () => {
      const owner = await t.signUp();
      await t.db
        .updateTable('users')
        .set({ premium: 1, consultor: 1 })
        .where('id', '=', owner.user.id)
        .execute();
      const saved = await saveFD(t, owner.token, withPlan('Do dono', { pre_mistura: PREMIX }));
      const { id } = answerOf('saveFD', saved);
      const made = await t.call(
        'compartilhar/criar',
        { id_dieta: id, email: producer.email, pode_ler: true, pode_editar: true, pode_compartilhar: false },
        { token: owner.token },
      );
      expect(made.status, made.text).toBe(200);
      const read = await t.call('dieta/get', { id }, { token: producer.token });
      const record = answerOf('getDiet', read).dieta;

      // The pen grows and the pre-mix is sent back as it was stored: saved, and the owner still has it.
      const grown: TFeedingPlan = {
        ...PLAN,
        lotes: PLAN.lotes.map((lot) => (lot.id === 'p1' ? { ...lot, cabecas: 130 } : lot)),
      };
      const over = await t.call(
        'dieta/saveFD',
        { id, dieta: JSON.stringify({ ...record, tratos_diarios: grown }) },
        { token: producer.token },
      );
      expect(over.status, over.text).toBe(200);
      const owned = await t.call('dieta/get', { id }, { token: owner.token });
      expect(answerOf('getDiet', owned).dieta.tratos_diarios).toEqual(grown);
      expect(answerOf('getDiet', owned).dieta.pre_mistura).toEqual(PREMIX);

      // A changed pre-mix is still premium.
      const changed = await t.call(
        'dieta/saveFD',
        { id, dieta: JSON.stringify({ ...record, pre_mistura: { ...PREMIX, lote: 3 } }) },
        { token: producer.token },
      );
      expect(codeOf(changed)).toBe('PREMIUM_REQUIRED');
      const after = await t.call('dieta/get', { id }, { token: owner.token });
      expect(answerOf('getDiet', after).dieta.pre_mistura).toEqual(PREMIX);
    });

    it('a producer may not copy a pre-mix into a new diet or into a diet that had none', async () => {
      const created = await saveFD(t, producer.token, withPlan('Sem pré'));
      const { id } = answerOf('saveFD', created);
      const into = await t.call(
        'dieta/saveFD',
        { id, dieta: JSON.stringify(withPlan('Sem pré', { pre_mistura: PREMIX })) },
        { token: producer.token },
      );
      expect(codeOf(into)).toBe('PREMIUM_REQUIRED');
    });
  });
});
