import type { TDietRecord } from '@cocho/contracts';
import { DEFAULT_ANIMAL } from '@cocho/engine';
import { beforeAll, expect, it } from 'vitest';
import type { TDietSummary } from '@cocho/contracts';
import { backfillDietCurrencies } from '../db/migrations/20261230100100_diet_currency_column';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp } from '../testing/for-each-database';
import { callOk } from '../testing/typed-call';

type ErrorAnswer = { code: string; fields?: { field: string; code: string }[] };

/** A diet as the wizard saves it; soybean meal bought per tonne, corn silage per kg of dry matter. */
function record(overrides: Partial<TDietRecord> = {}): TDietRecord {
  return {
    nome: 'Engorde Chaco',
    tipoEntrada: '',
    time: 1_795_000_000_000,
    custo: null,
    animal: { ...DEFAULT_ANIMAL },
    alimentos_selecionados: [
      {
        id: '12',
        tipo: 6,
        name: 'Silagem de milho',
        name_en: 'Corn silage',
        name_es: 'Ensilaje de maíz',
        volumoso: true,
        nutrientes: { MS: 35, PB: 7.5, NDT: 68 },
      },
      {
        id: '40',
        tipo: 3,
        name: 'Farelo de soja',
        name_en: 'Soybean meal',
        name_es: 'Harina de soja',
        volumoso: false,
        nutrientes: { MS: 89, PB: 48, NDT: 80 },
      },
    ],
    alimentos_alterados: [],
    restricoes: {
      '12': {
        quantidade: null,
        unidade: 'kg',
        fator: 1,
        custo: 770,
        preco_compra: { valor: 2200, unidade: 'kg', base: 'MS' },
        minimo: '',
        maximo: '',
      },
      '40': {
        quantidade: null,
        unidade: 'kg',
        fator: 1,
        custo: 3100,
        preco_compra: { valor: 3_100_000, unidade: 't', base: 'MN' },
        minimo: '',
        maximo: '',
      },
    },
    resultado: null,
    proporcao_volumoso: 50,
    fixa_proporcao_vc: false,
    exigencias_selecionadas: ['CMS', 'NDT', 'PB'],
    exigencias_alteradas: [],
    tipo_alimento_predicao: null,
    user_id: null,
    id: null,
    id_cliente: null,
    status: null,
    erro: null,
    resultado_simplex: null,
    obs: null,
    oculta: false,
    ciclo: null,
    moeda: 'PYG',
    ...overrides,
  };
}

const fieldsOf = (body: unknown) => (body as ErrorAnswer).fields ?? [];

forEachDatabase('diets with a currency and purchase units', (t) => {
  let maria: SignedUp;

  beforeAll(async () => {
    maria = await t.signUp();
    await t.db.updateTable('users').set({ premium: 1 }).where('id', '=', maria.user.id).execute();
  });

  it('saves and reopens the currency and each feed’s purchase price as sent', async () => {
    const sent = record();
    const answer = await callOk(t, 'saveFD', { dieta: JSON.stringify(sent) }, { token: maria.token });
    const reopened = await callOk(t, 'getDiet', { id: answer.id }, { token: maria.token });
    const dieta = reopened.dieta as TDietRecord;
    expect(dieta.moeda).toBe('PYG');
    expect(dieta.restricoes['40']?.preco_compra).toEqual({ valor: 3_100_000, unidade: 't', base: 'MN' });
    expect(dieta.restricoes['12']?.preco_compra).toEqual({ valor: 2200, unidade: 'kg', base: 'MS' });
    expect(dieta.restricoes['40']?.custo).toBe(3100);
    expect(dieta).toEqual({ ...JSON.parse(JSON.stringify(sent)), id: answer.id, user_id: maria.user.id });
  });

  it('reopens a diet saved without them exactly as before: no currency, no purchase price', async () => {
    const { moeda: _moeda, ...old } = record({ nome: 'Antiga' });
    const restricoes = Object.fromEntries(
      Object.entries(old.restricoes).map(([id, { preco_compra: _price, ...rest }]) => [id, rest]),
    );
    const answer = await callOk(
      t,
      'saveFD',
      { dieta: JSON.stringify({ ...old, restricoes }) },
      { token: maria.token },
    );
    const dieta = (await callOk(t, 'getDiet', { id: answer.id }, { token: maria.token }))
      .dieta as TDietRecord;
    expect('moeda' in dieta).toBe(false);
    expect(Object.values(dieta.restricoes).some((restriction) => 'preco_compra' in restriction)).toBe(false);
    expect(dieta.restricoes['40']?.custo).toBe(3100);
  });

  it('refuses an unknown currency or purchase unit, naming the field', async () => {
    const bad = {
      ...record(),
      moeda: 'EUR',
      restricoes: {
        ...record().restricoes,
        '40': { ...record().restricoes['40'], preco_compra: { valor: 1, unidade: 'bolsa', base: 'MN' } },
      },
    };
    const res = await t.call('dieta/saveFD', { dieta: JSON.stringify(bad) }, { token: maria.token });
    expect(res.status).toBe(400);
    const fields = fieldsOf(res.body).map((field) => field.field);
    expect(fields).toEqual(
      expect.arrayContaining(['dieta.moeda', 'dieta.restricoes.40.preco_compra.unidade']),
    );
  });

  it('lists each diet with its own currency, null for one saved without, and backfills older rows', async () => {
    const list = async (): Promise<TDietSummary[]> => {
      const res = await t.call('dieta/minhasDietas', { limite: 200 }, { token: maria.token });
      expect(res.status).toBe(200);
      return (res.body as { data: TDietSummary[] }).data;
    };
    const guarani = await callOk(
      t,
      'saveFD',
      { dieta: JSON.stringify(record({ nome: 'Em guaranis', custo: 12_500 })) },
      { token: maria.token },
    );
    const { moeda: _moeda, ...withoutCurrency } = record({ nome: 'Sem moeda', custo: 7.5 });
    const plain = await callOk(
      t,
      'saveFD',
      { dieta: JSON.stringify(withoutCurrency) },
      { token: maria.token },
    );
    const listed = await list();
    expect(listed.find((row) => row.id === guarani.id)).toMatchObject({ custo: 12_500, moeda: 'PYG' });
    expect(listed.find((row) => row.id === plain.id)?.moeda).toBeNull();

    // A row saved before the column existed: the migration copies the JSON's currency.
    await t.db.updateTable('diets').set({ moeda: null }).where('id', '=', guarani.id).execute();
    expect((await list()).find((row) => row.id === guarani.id)?.moeda).toBeNull();
    await backfillDietCurrencies(t.db);
    const after = await list();
    expect(after.find((row) => row.id === guarani.id)?.moeda).toBe('PYG');
    expect(after.find((row) => row.id === plain.id)?.moeda).toBeNull();
  });
});

forEachDatabase('predictions with a currency', (t) => {
  let pedro: SignedUp;

  beforeAll(async () => {
    pedro = await t.signUp();
    await t.db.updateTable('users').set({ premium: 1 }).where('id', '=', pedro.user.id).execute();
  });

  /** A prediction as the prediction screen saves it: amounts as fed, its cost in `moeda`. */
  const prediction = (overrides: Partial<TDietRecord> = {}): TDietRecord =>
    record({ nome: 'Predição Chaco', tipo_alimento_predicao: 'MN', custo: 9_800, ...overrides });

  const listed = async (): Promise<TDietSummary[]> => {
    const res = await t.call('dieta/minhasPredicoes', { limite: 200 }, { token: pedro.token });
    expect(res.status).toBe(200);
    return (res.body as { data: TDietSummary[] }).data;
  };

  it('saves, reopens and lists a prediction with its own currency', async () => {
    const answer = await callOk(t, 'savePD', { dieta: JSON.stringify(prediction()) }, { token: pedro.token });
    const reopened = await callOk(t, 'getDiet', { id: answer.id }, { token: pedro.token });
    expect(reopened.modo).toBe('PD');
    expect((reopened.dieta as TDietRecord).moeda).toBe('PYG');
    expect((await listed()).find((row) => row.id === answer.id)).toMatchObject({
      custo: 9_800,
      moeda: 'PYG',
    });
  });

  it('a prediction saved without one (older records) lists none and reopens without one', async () => {
    const { moeda: _moeda, ...old } = prediction({ nome: 'Predição antiga', custo: 7.5 });
    const answer = await callOk(t, 'savePD', { dieta: JSON.stringify(old) }, { token: pedro.token });
    const dieta = (await callOk(t, 'getDiet', { id: answer.id }, { token: pedro.token }))
      .dieta as TDietRecord;
    expect('moeda' in dieta).toBe(false);
    expect((await listed()).find((row) => row.id === answer.id)?.moeda).toBeNull();
  });

  it('an update to another currency is what the list shows next', async () => {
    const first = await callOk(
      t,
      'savePD',
      { dieta: JSON.stringify(prediction({ nome: 'Predição em dólares', moeda: 'USD', custo: 2.4 })) },
      { token: pedro.token },
    );
    await callOk(
      t,
      'savePD',
      {
        dieta: JSON.stringify(prediction({ nome: 'Predição em dólares', moeda: 'UYU', custo: 96 })),
        id: first.id,
      },
      { token: pedro.token },
    );
    expect((await listed()).find((row) => row.id === first.id)).toMatchObject({ custo: 96, moeda: 'UYU' });
  });

  it('refuses a currency the app does not offer, naming the field', async () => {
    const res = await t.call(
      'dieta/savePD',
      { dieta: JSON.stringify({ ...prediction(), moeda: 'EUR' }) },
      { token: pedro.token },
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body).map((field) => field.field)).toContain('dieta.moeda');
  });
});
