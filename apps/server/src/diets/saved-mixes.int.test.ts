// Saved stand-alone mixes (mode M, docs/decisions/saved-mixes.md): saved, listed, reopened, saved for a
// client and shared like requirements tables, with the same owner, client, version and idempotency rules.
import type { TDietRecord, TDietSummary, TShare, TShareLists } from '@cocho/contracts';
import { calculateMixture } from '@cocho/engine';
import { beforeAll, expect, it } from 'vitest';
import { codeOf, setUserColumns, smallDietRecord } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';

const SOY = {
  id: '31',
  tipo: 2,
  name: 'Farelo de soja',
  name_en: 'Soybean meal',
  name_es: null,
  volumoso: false,
  nutrientes: { MS: 88.6, PB: 48.8, NDT: 81.5 },
};

/** A mix as /calcular-racao saves it: silage 600 kg and soybean meal 400 kg as fed, a 400 kg mixer, its result. */
function mixRecord(nome: string, overrides: Partial<TDietRecord> = {}): TDietRecord {
  const diet = smallDietRecord(nome);
  const feeds = [...diet.alimentos_selecionados, SOY];
  const computed = calculateMixture({
    alimentos: [
      { id: '12', nutrientes: feeds[0]!.nutrientes, quantidade: 600, custo: 0.25 },
      { id: '31', nutrientes: SOY.nutrientes, quantidade: 400, custo: 2.1 },
    ],
    base: 'MN',
    total_racao_a_produzir: 1000,
    capacidade_misturador: 400,
  });
  if (!computed.ok) throw new Error('the sample mix must be valid');
  return {
    ...diet,
    custo: null,
    alimentos_selecionados: feeds,
    alimentos_alterados: [],
    restricoes: {},
    resultado: null,
    exigencias_selecionadas: [],
    tipo_alimento_predicao: null,
    status: 1,
    resultado_simplex: JSON.parse(JSON.stringify(computed.value)) as TDietRecord['resultado_simplex'],
    obs: 'nota privada da mistura',
    mistura: {
      modo_quantidade: 'kg',
      base: 'MN',
      quantidades: { '12': 600, '31': 400 },
      precos: { '12': 0.25, '31': 2.1 },
      total_racao_a_produzir: 1000,
      capacidade_misturador: 400,
    },
    ...overrides,
  };
}

const keyOf = (label: string) => `mix-${label}-${Math.random().toString(36).slice(2, 14)}`.padEnd(16, '0');

async function ok<T>(t: TestEnvironment, name: string, body: unknown, token?: string): Promise<T> {
  const res = await t.call(name, body, token === undefined ? {} : { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return res.body as T;
}

type SaveAnswer = { id: number; updated_at: string; nome: string; id_cliente: number | null };

forEachDatabase('saved stand-alone mixes (mode M)', (t) => {
  /** A premium farmer. */
  let alice: SignedUp;
  /** A premium consultant. */
  let bob: SignedUp;
  /** Another premium consultant, with clients of his own. */
  let carl: SignedUp;
  /** A free user. */
  let free: SignedUp;

  const saveM = (token: string, record: TDietRecord, extra: Record<string, unknown> = {}) =>
    t.call('dieta/saveM', { dieta: JSON.stringify(record), ...extra }, { token });
  const savedM = async (token: string, record: TDietRecord, extra: Record<string, unknown> = {}) => {
    const res = await saveM(token, record, extra);
    if (res.status !== 200) throw new Error(`saveM: ${res.status} ${res.text}`);
    return res.body as SaveAnswer;
  };
  const listOf = async (token: string, name = 'dieta/minhasMisturas', body: unknown = {}) =>
    (await ok<{ data: TDietSummary[] }>(t, name, body, token)).data;
  const newClient = async (token: string) =>
    (
      await ok<{ data: { id: number } }>(
        t,
        'consultoria/clientes/create',
        { nome: 'Cliente Mistura', email: 'cliente-m@example.com' },
        token,
      )
    ).data.id;

  beforeAll(async () => {
    [alice, bob, carl, free] = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    for (const user of [alice, bob, carl]) await setUserColumns(t, user.user.id, { premium: 1 });
    for (const user of [bob, carl])
      await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', user.user.id).execute();
  });

  it('saves, lists and reopens the mix form and result as saved, apart from the other kinds', async () => {
    const sent = mixRecord('Concentrado recria');
    const answer = await savedM(alice.token, sent, { idempotency_key: keyOf('first') });
    expect(answer).toMatchObject({ nome: 'Concentrado recria', id_cliente: null });
    const reopened = await ok<{ id: number; modo: string; dieta: TDietRecord; updated_at: string }>(
      t,
      'dieta/get',
      { id: answer.id },
      alice.token,
    );
    expect(reopened.modo).toBe('M');
    expect(reopened.dieta).toEqual({
      ...(JSON.parse(JSON.stringify(sent)) as TDietRecord),
      id: answer.id,
      user_id: alice.user.id,
    });
    const listed = (await listOf(alice.token)).find((row) => row.id === answer.id);
    expect(listed).toMatchObject({ modo: 'M', nome: 'Concentrado recria', status: 1 });
    for (const other of ['dieta/minhasDietas', 'dieta/minhasPredicoes', 'dieta/minhasExigencias'])
      expect((await listOf(alice.token, other)).map((row) => row.id)).not.toContain(answer.id);
  });

  it('needs a name, a feed and the mix form; refuses restrictions, amounts of feeds not chosen and a mix in a diet', async () => {
    const expectRefused = async (record: TDietRecord, modo = 'M') => {
      const res = await t.call(
        `dieta/save${modo}`,
        { dieta: JSON.stringify(record) },
        { token: alice.token },
      );
      expect([res.status, codeOf(res)]).toEqual([400, 'VALIDATION_FAILED']);
    };
    await expectRefused(mixRecord(''));
    await expectRefused(mixRecord('Sem forma', { mistura: null }));
    await expectRefused(mixRecord('Sem alimentos', { alimentos_selecionados: [] }));
    await expectRefused(mixRecord('Com restrições', { restricoes: smallDietRecord('x').restricoes }));
    const mix = mixRecord('x').mistura!;
    await expectRefused(
      mixRecord('Alimento fora', { mistura: { ...mix, quantidades: { ...mix.quantidades, '99': 5 } } }),
    );
    await expectRefused({ ...smallDietRecord('Dieta com mistura'), mistura: mix }, 'FD');
  });

  it('is premium: a free user cannot save one', async () => {
    const refused = await saveM(free.token, mixRecord('Sem plano'));
    expect([refused.status, codeOf(refused)]).toEqual([403, 'PREMIUM_REQUIRED']);
  });

  it('another user can neither read (404) nor save over it; a retry of one key stores one record', async () => {
    const key = keyOf('retry');
    const first = await savedM(alice.token, mixRecord('Só da Alice'), { idempotency_key: key });
    const again = await savedM(alice.token, mixRecord('Só da Alice'), { idempotency_key: key });
    expect(again).toEqual(first);
    const read = await t.call('dieta/get', { id: first.id }, { token: carl.token });
    expect([read.status, codeOf(read)]).toEqual([404, 'NOT_FOUND']);
    const over = await saveM(carl.token, mixRecord('Tomada'), { id: first.id });
    expect(over.status).toBe(403);
    const stale = await saveM(alice.token, mixRecord('Versão velha'), {
      id: first.id,
      base_updated_at: '2000-01-01T00:00:00.000Z',
    });
    expect([stale.status, codeOf(stale)]).toEqual([409, 'CONFLICT']);
  });

  it("a consultant saves for his own client only; it is in the owner's data export as a mix", async () => {
    const bobsClient = await newClient(bob.token);
    const carlsClient = await newClient(carl.token);
    const forClient = await savedM(bob.token, mixRecord('Para o cliente', { id_cliente: bobsClient }));
    expect(forClient.id_cliente).toBe(bobsClient);
    expect(
      (await listOf(bob.token, 'dieta/minhasMisturas', { id_cliente: bobsClient })).map((r) => r.id),
    ).toEqual([forClient.id]);
    const othersClient = await saveM(bob.token, mixRecord('Cliente alheio', { id_cliente: carlsClient }));
    expect([othersClient.status, codeOf(othersClient)]).toEqual([404, 'NOT_FOUND']);
    const farmer = await saveM(alice.token, mixRecord('Fazendeiro', { id_cliente: bobsClient }));
    expect([farmer.status, codeOf(farmer)]).toEqual([403, 'FORBIDDEN']);
    const exported = await ok<{ data: { dietas: unknown[]; misturas: { id: number }[] } }>(
      t,
      'user/exportarDados',
      {},
      bob.token,
    );
    expect(exported.data.misturas.map((row) => row.id)).toEqual([forClient.id]);
    expect(exported.data.dietas).toEqual([]);
  });

  it('is shared as a mix (kind 3), read-only for the recipient; its public link opens the mixture screen without notes, owner or client', async () => {
    const client = await newClient(bob.token);
    const { id } = await savedM(bob.token, mixRecord('Compartilhada', { id_cliente: client }));
    const made = await ok<{ data: TShare }>(
      t,
      'compartilhar/criar',
      { id_dieta: id, email: alice.email, pode_ler: true, pode_editar: false, pode_compartilhar: false },
      bob.token,
    );
    expect(made.data).toMatchObject({ id_dieta: id, tipo: 3, nome: 'Compartilhada' });
    const received = await ok<TShareLists>(t, 'compartilhar/me', { tipo: 3 }, alice.token);
    expect(received.misturas.map((share) => share.id_dieta)).toContain(id);
    expect([...received.dietas, ...received.predicoes, ...received.exigencias]).toEqual([]);
    const over = await saveM(alice.token, mixRecord('Mudada'), { id });
    expect([over.status, codeOf(over)]).toEqual([403, 'SHARE_READ_ONLY']);

    const link = await ok<{ caminho: string; assinatura: string }>(
      t,
      'compartilhar/link',
      { id_dieta: id },
      bob.token,
    );
    expect(link.caminho).toMatch(/^\/calcular-racao\?did=/);
    const opened = await ok<{ modo: string; somenteLeitura: boolean; dieta: TDietRecord }>(
      t,
      'compartilhar/link/abrir',
      { did: id, assinatura: link.assinatura },
    );
    expect(opened).toMatchObject({ modo: 'M', somenteLeitura: true, dieta: { nome: 'Compartilhada' } });
    expect(opened.dieta).toMatchObject({ obs: null, user_id: null, id_cliente: null });
    expect(opened.dieta.mistura?.quantidades).toEqual({ '12': 600, '31': 400 });
    expect(JSON.stringify(opened)).not.toContain('nota privada');
  });
});
