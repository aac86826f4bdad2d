import type { TDietCycle, TDietRecord, TDietSummary } from '@cocho/contracts';
import { SAMPLE_ANIMAL } from '@cocho/contracts/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { answerOf, callOk, errorOf } from '../testing/typed-call';
import type { CallInput, CallOutput } from '../testing/typed-call';

type SaveAnswer = CallOutput<'saveFD'>;
type ErrorAnswer = { code: string; fields?: { field: string; code: string }[] };

/** A complete record as the wizard sends it: awkward floats, comma restriction text, an edited feed. */
function sampleRecord(overrides: Partial<TDietRecord> = {}): TDietRecord {
  return {
    nome: 'Terminação lote 3',
    tipoEntrada: '/MS',
    time: 1_795_000_000_123,
    custo: 12.345678901234567,
    animal: { ...SAMPLE_ANIMAL, numero_animais: 120 },
    alimentos_selecionados: [
      {
        id: '12',
        tipo: 6,
        name: 'Silagem de milho',
        name_en: 'Corn silage',
        name_es: null,
        volumoso: true,
        nutrientes: { MS: 32.1, PB: 7.2, NDT: 65.3 },
      },
      {
        id: 'USR|7',
        tipo: 3,
        name: 'Milho da fazenda',
        name_en: null,
        name_es: null,
        volumoso: false,
        nutrientes: { MS: 88, PB: 9.1, NDT: 0.1 + 0.2 },
      },
    ],
    alimentos_alterados: ['USR|7'],
    restricoes: {
      '12': {
        quantidade: 6.5,
        unidade: 'kg',
        fator: 1,
        custo: 0.25,
        minimo: '10,5',
        maximo: 60,
        nutrientes: undefined,
      },
      'USR|7': {
        quantidade: 450,
        unidade: 'g',
        fator: 0.001,
        custo: 1.1,
        minimo: null,
        maximo: '',
        nutrientes: { MS: 88, PB: 9.1, NDT: 0.1 + 0.2 },
      },
    },
    resultado: [
      {
        id: '12',
        MN: 20.25,
        MNprop: 70.1,
        MS: 6.5,
        MSprop: 60.000000000000014,
        CUSTO: 5.06,
        totalRacao: 701,
      },
      {
        id: 'USR|7',
        MN: 4.9,
        MNprop: 29.9,
        MS: 4.3,
        MSprop: 39.99999999999999,
        CUSTO: 5.39,
        totalRacao: 299,
      },
    ],
    proporcao_volumoso: 60,
    fixa_proporcao_vc: true,
    exigencias_selecionadas: ['CMS', 'NDT', 'PB', 'Ca', 'P'],
    exigencias_alteradas: [
      { exigencia: 'PB', minimo: 1.1, ideal: 1.2, maximo: null, modificadoEm: 1_795_000_000_000 },
    ],
    tipo_alimento_predicao: null,
    user_id: null,
    id: null,
    id_cliente: null,
    status: 2,
    erro: null,
    resultado_simplex: { status: 'otima', lpCount: 1, nutrients: { CMS: 10.8, PB: 1.21 }, economics: null },
    obs: null,
    oculta: false,
    ciclo: null,
    ...overrides,
  };
}

/** JSON.stringify drops `undefined`; the expected record is what JSON carries. */
const viaJson = (record: TDietRecord): TDietRecord => JSON.parse(JSON.stringify(record)) as TDietRecord;

const CYCLE: TDietCycle = {
  tipo: 'terminacao',
  situacao: 'ativa',
  comentario: null,
  inicio_previsto: '2026-09-01',
  fim_previsto: '2026-11-30',
  fim_real: null,
  peso_abate: null,
  gmd_esperado: 1.3,
  gmd_real: null,
  gmd_observado: null,
  numero_animais: 120,
};

async function save(
  t: TestEnvironment,
  kind: 'saveFD' | 'savePD',
  record: TDietRecord,
  token: string,
  extra: Record<string, unknown> = {},
) {
  return t.call(`dieta/${kind}`, { dieta: JSON.stringify(record), ...extra }, { token });
}

async function saved(
  t: TestEnvironment,
  kind: 'saveFD' | 'savePD',
  record: TDietRecord,
  token: string,
  extra: Omit<CallInput<'saveFD'>, 'dieta'> = {},
): Promise<SaveAnswer> {
  return callOk(t, kind, { dieta: JSON.stringify(record), ...extra }, { token });
}

async function list(
  t: TestEnvironment,
  name: string,
  token: string,
  body: unknown = {},
): Promise<TDietSummary[]> {
  const res = await t.call(name, body, { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  const answer = res.body as { data?: TDietSummary[]; dietas?: TDietSummary[] };
  return answer.data ?? answer.dietas ?? [];
}

const fieldsOf = (body: unknown) => (body as ErrorAnswer).fields ?? [];

/** A new client of the consultant signed in with `token` (consultoria/clientes/create); its id. */
async function newClient(t: TestEnvironment, token: string): Promise<number> {
  const res = await t.call(
    'consultoria/clientes/create',
    { nome: 'Cliente Teste', email: 'c@example.com' },
    { token },
  );
  if (res.status !== 200) throw new Error(`client: ${res.status} ${res.text}`);
  return answerOf('createClient', res).data.id;
}

forEachDatabase('saved diets and predictions', (t) => {
  let alice: SignedUp;
  let bob: SignedUp;
  let free: SignedUp;
  let admin: SignedUp;

  beforeAll(async () => {
    alice = await t.signUp();
    bob = await t.signUp();
    free = await t.signUp();
    admin = await t.signUp();
    await t.db
      .updateTable('users')
      .set({ premium: 1 })
      .where('id', 'in', [alice.user.id, bob.user.id])
      .execute();
    await t.db.updateTable('users').set({ administrador: 1 }).where('id', '=', admin.user.id).execute();
    // Bob is a consultant: he may save for a client (docs/product/shell.md#roles).
    await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', bob.user.id).execute();
  });

  describe('saving', () => {
    it('round-trips the whole record: save, list, reopen give back what was sent', async () => {
      const sent = sampleRecord({ nome: 'Round trip' });
      const answer = await saved(t, 'saveFD', sent, alice.token);
      const expected = { ...viaJson(sent), id: answer.id, user_id: alice.user.id };
      // The answer is the id and the new version, not the record (docs/decisions/one-pass-saves.md).
      expect(answer).toEqual({
        id: answer.id,
        updated_at: expect.any(String),
        nome: 'Round trip',
        id_cliente: null,
        obs: sent.obs,
      });
      const reopened = await t.call('dieta/get', { id: answer.id }, { token: alice.token });
      expect(reopened.status).toBe(200);
      expect(reopened.body).toEqual({
        id: answer.id,
        modo: 'FD',
        dieta: expected,
        updated_at: answer.updated_at,
      });
      // Floats survive bit for bit (0.1 + 0.2 is not 0.3).
      const corn = answerOf('getDiet', reopened).dieta.alimentos_selecionados[1];
      expect(corn?.nutrientes.NDT).toBe(0.1 + 0.2);
      const mine = await list(t, 'dieta/minhasDietas', alice.token);
      expect(mine.find((row) => row.id === answer.id)).toMatchObject({
        nome: 'Round trip',
        modo: 'FD',
        custo: sent.custo,
        status: 2,
        time: sent.time,
        oculta: false,
        atrasada: false,
      });
    });

    it("answers the stored version, which a later save changes and the list's updated_at matches", async () => {
      const first = await saved(t, 'saveFD', sampleRecord({ nome: 'Versioned' }), alice.token);
      const versionOf = async () =>
        answerOf('getDiet', await t.call('dieta/get', { id: first.id }, { token: alice.token })).updated_at ??
        'absent';
      const before = await versionOf();
      expect(before).toBe(first.updated_at);
      expect(Number.isNaN(Date.parse(before))).toBe(false);
      const listed = (await list(t, 'dieta/minhasDietas', alice.token)).find((row) => row.id === first.id);
      expect(listed?.updated_at).toBe(before);
      // A later save (a few milliseconds on, so the stamp can differ) gives a new version.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await saved(t, 'saveFD', sampleRecord({ nome: 'Versioned' }), alice.token, {
        id: first.id,
      });
      const after = await versionOf();
      expect(second.updated_at).toBe(after);
      expect(after).not.toBe(before);
      expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));

      // An offline edit names the version it started from: an outdated one is refused, the record kept.
      const stale = await save(t, 'saveFD', sampleRecord({ nome: 'Overwritten?' }), alice.token, {
        id: first.id,
        base_updated_at: before,
      });
      expect(stale.status).toBe(409);
      expect(errorOf(stale).code).toBe('CONFLICT');
      expect(await versionOf()).toBe(after);
      const current = await saved(t, 'saveFD', sampleRecord({ nome: 'Versioned 2' }), alice.token, {
        id: first.id,
        base_updated_at: after,
      });
      expect(current.nome).toBe('Versioned 2');
    });

    it('ignores the id and owner the client claims', async () => {
      const answer = await saved(
        t,
        'saveFD',
        sampleRecord({ nome: 'Claims', id: 999_999, user_id: bob.user.id }),
        alice.token,
      );
      const stored = answerOf(
        'getDiet',
        await t.call('dieta/get', { id: answer.id }, { token: alice.token }),
      );
      expect(stored.dieta.user_id).toBe(alice.user.id);
      expect(stored.dieta.id).toBe(answer.id);
      expect(await list(t, 'dieta/minhasDietas', bob.token)).not.toContainEqual(
        expect.objectContaining({ id: answer.id }),
      );
    });

    it('appends the save timestamp to a duplicate name, and keeps each later duplicate unique', async () => {
      const first = await saved(t, 'saveFD', sampleRecord({ nome: 'Lote 50%_a' }), alice.token);
      const second = await saved(t, 'saveFD', sampleRecord({ nome: 'Lote 50%_a' }), alice.token);
      const third = await saved(t, 'saveFD', sampleRecord({ nome: 'Lote 50%_a' }), alice.token);
      expect(first.nome).toBe('Lote 50%_a');
      expect(second.nome).toMatch(/^Lote 50%_a \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(new Set([first.nome, second.nome, third.nome]).size).toBe(3);
      // Another user, and the other kind (predictions), may use the same name.
      expect((await saved(t, 'saveFD', sampleRecord({ nome: 'Lote 50%_a' }), bob.token)).nome).toBe(
        'Lote 50%_a',
      );
      const prediction = sampleRecord({ nome: 'Lote 50%_a', tipo_alimento_predicao: 'MN' });
      expect((await saved(t, 'savePD', prediction, alice.token)).nome).toBe('Lote 50%_a');
      // Re-saving a record under its own name keeps it.
      const again = await saved(t, 'saveFD', sampleRecord({ nome: 'Lote 50%_a' }), alice.token, {
        id: first.id,
      });
      expect(again.nome).toBe('Lote 50%_a');
    });

    it('updates in place with id and obs', async () => {
      const created = await saved(t, 'saveFD', sampleRecord({ nome: 'To update' }), alice.token);
      const changed = sampleRecord({ nome: 'To update', custo: 9.5, fixa_proporcao_vc: false });
      const updated = await saved(t, 'saveFD', changed, alice.token, { id: created.id, obs: 'trocar milho' });
      expect(updated.id).toBe(created.id);
      expect(updated.obs).toBe('trocar milho');
      const reopened = await t.call('dieta/get', { id: created.id }, { token: alice.token });
      expect(answerOf('getDiet', reopened).dieta).toEqual({
        ...viaJson(changed),
        id: created.id,
        user_id: alice.user.id,
        obs: 'trocar milho',
      });
      // A diet id is not a prediction id.
      const wrongKind = await save(t, 'savePD', sampleRecord({ tipo_alimento_predicao: 'MS' }), alice.token, {
        id: created.id,
      });
      expect(wrongKind.status).toBe(404);
      expect((await save(t, 'saveFD', changed, alice.token, { id: 987_654 })).status).toBe(404);
    });

    it('saves a hidden auto-saved prediction with an empty name, listed only on request', async () => {
      const hidden = sampleRecord({ nome: 'ignored', oculta: true, tipo_alimento_predicao: 'MS' });
      const a = await saved(t, 'savePD', hidden, alice.token);
      const b = await saved(t, 'savePD', { ...hidden, nome: '' }, alice.token);
      expect(a.nome).toBe('');
      const stored = answerOf('getDiet', await t.call('dieta/get', { id: a.id }, { token: alice.token }));
      expect(stored.dieta).toMatchObject({ nome: '', oculta: true });
      expect(b.id).not.toBe(a.id);
      const visible = await list(t, 'dieta/minhasPredicoes', alice.token);
      expect(visible.map((row) => row.id)).not.toContain(a.id);
      const all = await list(t, 'dieta/minhasPredicoes', alice.token, { incluirOcultas: true });
      expect(all.filter((row) => row.id === a.id || row.id === b.id)).toHaveLength(2);
      expect(all.every((row) => row.modo === 'PD')).toBe(true);
      expect((await list(t, 'dieta/minhasDietas', alice.token)).map((row) => row.id)).not.toContain(a.id);
    });

    it('is premium-only; administrators count as premium', async () => {
      const res = await save(t, 'saveFD', sampleRecord(), free.token);
      expect(res.status).toBe(403);
      expect(errorOf(res).code).toBe('PREMIUM_REQUIRED');
      expect((await save(t, 'saveFD', sampleRecord({ nome: 'Admin diet' }), admin.token)).status).toBe(200);
      expect((await t.call('dieta/saveFD', { dieta: JSON.stringify(sampleRecord()) })).status).toBe(401);
    });
  });

  describe('validation', () => {
    it('rejects text that is not JSON, or a record that breaks the schema, naming the fields', async () => {
      const notJson = await t.call('dieta/saveFD', { dieta: '{nome:' }, { token: alice.token });
      expect(notJson.status).toBe(400);
      expect(fieldsOf(notJson.body)).toEqual([{ field: 'dieta', code: 'invalid_json' }]);
      const bad = {
        ...sampleRecord(),
        tipoEntrada: 'MS',
        animal: { ...sampleRecord().animal, sexo: 'touro' },
      };
      const res = await t.call('dieta/saveFD', { dieta: JSON.stringify(bad) }, { token: alice.token });
      expect(res.status).toBe(400);
      expect(
        fieldsOf(res.body)
          .map((field) => field.field)
          .sort(),
      ).toEqual(['dieta.animal.sexo', 'dieta.tipoEntrada']);
    });

    it('needs a name and at least one feed, and restrictions only for selected feeds', async () => {
      const res = await save(
        t,
        'saveFD',
        sampleRecord({ nome: '  ', alimentos_selecionados: [] }),
        alice.token,
      );
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual(
        expect.arrayContaining([
          { field: 'dieta.nome', code: 'required' },
          { field: 'dieta.alimentos_selecionados', code: 'too_small' },
          { field: 'dieta.restricoes.12', code: 'feed_not_selected' },
        ]),
      );
    });

    it('applies the lifecycle date rules', async () => {
      const cases: [Partial<TDietCycle>, string, string][] = [
        [{ inicio_previsto: null }, 'dieta.ciclo.inicio_previsto', 'DATE_REQUIRED'],
        [{ fim_previsto: null }, 'dieta.ciclo.fim_previsto', 'DATE_REQUIRED'],
        [
          { inicio_previsto: '2026-01-01', fim_previsto: '2027-01-02' },
          'dieta.ciclo.fim_previsto',
          'SPAN_OVER_ONE_YEAR',
        ],
        [
          { inicio_previsto: '2026-05-01', fim_previsto: '2026-04-30' },
          'dieta.ciclo.fim_previsto',
          'END_BEFORE_START',
        ],
        [{ situacao: 'finalizada', peso_abate: 540 }, 'dieta.ciclo.fim_real', 'REAL_END_REQUIRED'],
        [
          { situacao: 'finalizada', fim_real: '2026-11-29' },
          'dieta.ciclo.peso_abate',
          'WEIGHT_OR_GAIN_REQUIRED',
        ],
        [{ inicio_previsto: '2026-02-30' }, 'dieta.ciclo.inicio_previsto', 'invalid_format'],
      ];
      for (const [change, field, code] of cases) {
        const res = await save(t, 'saveFD', sampleRecord({ ciclo: { ...CYCLE, ...change } }), alice.token);
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(fieldsOf(res.body), JSON.stringify(change)).toContainEqual({ field, code });
      }
      // Exactly one year is allowed; finishing with the real end date and a daily gain is allowed.
      const year = { ...CYCLE, inicio_previsto: '2026-01-01', fim_previsto: '2027-01-01' };
      expect(
        (await save(t, 'saveFD', sampleRecord({ nome: 'Um ano', ciclo: year }), alice.token)).status,
      ).toBe(200);
      const done = { ...CYCLE, situacao: 'finalizada' as const, fim_real: '2026-12-02', gmd_real: 1.28 };
      expect(
        (await save(t, 'saveFD', sampleRecord({ nome: 'Finalizada', ciclo: done }), alice.token)).status,
      ).toBe(200);
      // Predictions have no lifecycle.
      const withCycle = sampleRecord({ tipo_alimento_predicao: 'MN', ciclo: CYCLE });
      expect(fieldsOf((await save(t, 'savePD', withCycle, alice.token)).body)).toContainEqual({
        field: 'dieta.ciclo',
        code: 'diet_only',
      });
    });
  });

  describe('active diets', () => {
    it('lists active diets only, flagging the overdue ones', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const past = { ...CYCLE, inicio_previsto: '2025-06-01', fim_previsto: '2025-09-01' };
      const inSixtyDays = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
      const future = { ...CYCLE, inicio_previsto: today, fim_previsto: inSixtyDays };
      const overdue = await saved(t, 'saveFD', sampleRecord({ nome: 'Atrasada', ciclo: past }), bob.token);
      const onTime = await saved(t, 'saveFD', sampleRecord({ nome: 'Em dia', ciclo: future }), bob.token);
      const plain = await saved(t, 'saveFD', sampleRecord({ nome: 'Sem ciclo' }), bob.token);
      const active = await list(t, 'dieta/getDietasAtivas', bob.token);
      const byId = new Map(active.map((row) => [row.id, row]));
      expect(byId.get(overdue.id)?.atrasada).toBe(true);
      expect(byId.get(onTime.id)?.atrasada).toBe(false);
      expect(byId.has(plain.id)).toBe(false);
      expect(byId.get(onTime.id)?.ciclo).toEqual(future);
      expect(active.every((row) => row.ciclo?.situacao === 'ativa')).toBe(true);
    });

    it('lists only the most recent active diets once premium lapses (no unlimited active diets)', async () => {
      const carol = await t.signUp();
      const setPremium = (value: 0 | 1) =>
        t.db.updateTable('users').set({ premium: value }).where('id', '=', carol.user.id).execute();
      await setPremium(1);
      const ids: number[] = [];
      for (let index = 0; index < t.config.activeDietsFreeMax + 2; index += 1)
        ids.push(
          (await saved(t, 'saveFD', sampleRecord({ nome: `Lote ${index}`, ciclo: CYCLE }), carol.token)).id,
        );
      const answer = async () =>
        answerOf('findActiveDiets', await t.call('dieta/getDietasAtivas', {}, { token: carol.token }));
      const unlimited = await answer();
      expect(unlimited.limiteAtingido).toBe(false);
      expect(unlimited.dietas.map((row) => row.id)).toEqual([...ids].reverse());

      await setPremium(0);
      const limited = await answer();
      expect(limited.limiteAtingido).toBe(true);
      expect(limited.dietas.map((row) => row.id)).toEqual(
        [...ids].reverse().slice(0, t.config.activeDietsFreeMax),
      );
      // Every diet is still there: my diets lists them all.
      expect((await list(t, 'dieta/minhasDietas', carol.token)).map((row) => row.id).sort()).toEqual(
        [...ids].sort(),
      );
    });

    it('saves for a client only as a consultant (or administrator)', async () => {
      const forClient = sampleRecord({ nome: 'Cliente de quem?', id_cliente: await newClient(t, bob.token) });
      const refused = await save(t, 'saveFD', forClient, alice.token);
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe('FORBIDDEN');
      expect(
        (await save(t, 'savePD', { ...forClient, tipo_alimento_predicao: 'MN' }, alice.token)).status,
      ).toBe(403);
      expect((await list(t, 'dieta/minhasDietas', alice.token)).map((row) => row.nome)).not.toContain(
        forClient.nome,
      );
      // Personal use (no client) stays open to every premium user.
      expect((await save(t, 'saveFD', { ...forClient, id_cliente: null }, alice.token)).status).toBe(200);
      expect((await save(t, 'saveFD', forClient, bob.token)).status).toBe(200);
      const adminClient = await newClient(t, admin.token);
      expect((await save(t, 'saveFD', { ...forClient, id_cliente: adminClient }, admin.token)).status).toBe(
        200,
      );
    });

    it('filters by client', async () => {
      const clientId = await newClient(t, bob.token);
      const forClient = await saved(
        t,
        'saveFD',
        sampleRecord({ nome: 'Cliente 7', id_cliente: clientId }),
        bob.token,
      );
      const ids = async (body: unknown) =>
        (await list(t, 'dieta/minhasDietas', bob.token, body)).map((row) => row.id);
      expect(await ids({ id_cliente: clientId })).toEqual([forClient.id]);
      expect(await ids({ id_cliente: null })).not.toContain(forClient.id);
      expect(await ids({})).toContain(forClient.id);
    });
  });

  describe('owner isolation', () => {
    it('another user can neither read, update nor remove a record, nor see it listed', async () => {
      const mine = await saved(t, 'saveFD', sampleRecord({ nome: 'Só da Alice' }), alice.token);
      // Someone else's record answers as a missing one (404), so its existence is not told.
      expect((await t.call('dieta/get', { id: mine.id }, { token: bob.token })).status).toBe(404);
      const overwrite = await save(t, 'saveFD', sampleRecord({ nome: 'Bob esteve aqui' }), bob.token, {
        id: mine.id,
      });
      expect(overwrite.status).toBe(403);
      expect((await t.call('dieta/remove', { id: mine.id }, { token: bob.token })).status).toBe(404);
      expect((await list(t, 'dieta/minhasDietas', bob.token)).map((row) => row.id)).not.toContain(mine.id);
      const still = await t.call('dieta/get', { id: mine.id }, { token: alice.token });
      expect(answerOf('getDiet', still).dieta.nome).toBe('Só da Alice');
    });

    it('the owner removes a record; it is then gone', async () => {
      const mine = await saved(t, 'saveFD', sampleRecord({ nome: 'Remover' }), alice.token);
      expect((await t.call('dieta/remove', { id: mine.id }, { token: alice.token })).body).toEqual({
        ok: true,
      });
      expect((await t.call('dieta/get', { id: mine.id }, { token: alice.token })).status).toBe(404);
      expect((await t.call('dieta/remove', { id: mine.id }, { token: alice.token })).status).toBe(404);
    });

    it('needs a signed-in user for every call', async () => {
      for (const name of [
        'dieta/minhasDietas',
        'dieta/minhasPredicoes',
        'dieta/getDietasAtivas',
        'dieta/get',
        'dieta/remove',
      ])
        expect((await t.call(name, { id: 1 })).status, name).toBe(401);
    });
  });
});
