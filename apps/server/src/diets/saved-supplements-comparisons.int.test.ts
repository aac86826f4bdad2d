// Saved supplements (mode S) and diet comparisons (mode C), docs/decisions/saved-supplements-comparisons.md:
// saved, listed, saved for a client and shared like the other records, with the same owner, client,
// version and idempotency rules; a comparison's copies are the stored diets the saver may read.
import type { TDietRecord, TDietSummary, TShare, TShareLists } from '@cocho/contracts';
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
const CORN = {
  ...SOY,
  id: '7',
  name: 'Milho grão',
  name_en: 'Corn grain',
  nutrientes: { MS: 88, PB: 9, NDT: 85 },
};

/** A supplement as /formulacao-suplemento saves it: two concentrates, the objective and the solver's result. */
function supplementRecord(nome: string, overrides: Partial<TDietRecord> = {}): TDietRecord {
  return {
    ...smallDietRecord(nome),
    custo: null,
    alimentos_selecionados: [CORN, SOY],
    alimentos_alterados: [],
    restricoes: {},
    resultado: null,
    exigencias_selecionadas: [],
    status: 1,
    obs: 'nota privada do suplemento',
    // The engine's SupplementResult for corn 8/39 and soybean meal 31/39 of the dry matter (40 % CP).
    resultado_simplex: {
      feeds: [
        { id: '7', dryMatterPercent: 20.51, asFedPercent: 20.6, quantityKgAsFed: null },
        { id: '31', dryMatterPercent: 79.49, asFedPercent: 79.4, quantityKgAsFed: null },
      ],
      composition: { MS: 88.47, PB: 40, NDT: 82.28 },
      tdnPercent: 82.28,
      costPerKgAsFed: null,
      costPerKgDm: null,
      unpricedFeedIds: ['7', '31'],
    },
    suplemento: { objetivo: 'ndt', id_alimento: null },
    ...overrides,
  };
}

/** A comparison of diets `ids` as my diets → compare saves it (copies are the server's to make). */
function comparisonRecord(nome: string, ids: number[], overrides: Partial<TDietRecord> = {}): TDietRecord {
  return {
    ...smallDietRecord(nome),
    alimentos_selecionados: [],
    restricoes: {},
    resultado: null,
    exigencias_selecionadas: [],
    status: null,
    comparacao: { ids, copias: [] },
    ...overrides,
  };
}

const keyOf = (label: string) => `hand-${label}-${Math.random().toString(36).slice(2, 14)}`.padEnd(16, '0');

async function ok<T>(t: TestEnvironment, name: string, body: unknown, token?: string): Promise<T> {
  const res = await t.call(name, body, token === undefined ? {} : { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return res.body as T;
}

type SaveAnswer = { id: number; updated_at: string; nome: string; id_cliente: number | null };
type Opened = { modo: string; somenteLeitura: boolean; dieta: TDietRecord };

forEachDatabase('saved supplements (mode S) and diet comparisons (mode C)', (t) => {
  /** A premium farmer. */
  let alice: SignedUp;
  /** A premium consultant. */
  let bob: SignedUp;
  /** Another premium consultant. */
  let carl: SignedUp;
  /** A free user. */
  let free: SignedUp;

  const save = (modo: 'S' | 'C', token: string, record: TDietRecord, extra: Record<string, unknown> = {}) =>
    t.call(`dieta/save${modo}`, { dieta: JSON.stringify(record), ...extra }, { token });
  const saved = async (
    modo: 'S' | 'C',
    token: string,
    record: TDietRecord,
    extra: Record<string, unknown> = {},
  ) => {
    const res = await save(modo, token, record, extra);
    if (res.status !== 200) throw new Error(`save${modo}: ${res.status} ${res.text}`);
    return res.body as SaveAnswer;
  };
  const listOf = async (token: string, name: string, body: unknown = {}) =>
    (await ok<{ data: TDietSummary[] }>(t, name, body, token)).data;
  const newClient = async (token: string) =>
    (
      await ok<{ data: { id: number } }>(
        t,
        'consultoria/clientes/create',
        { nome: 'Cliente Entrega', email: 'cliente-e@example.com' },
        token,
      )
    ).data.id;
  const dietOf = async (token: string, nome: string, obs: string | null = null) =>
    (
      await ok<SaveAnswer>(
        t,
        'dieta/saveFD',
        { dieta: JSON.stringify({ ...smallDietRecord(nome), obs }) },
        token,
      )
    ).id;
  const publicOpen = async (token: string, id: number) => {
    const link = await ok<{ caminho: string; assinatura: string }>(
      t,
      'compartilhar/link',
      { id_dieta: id },
      token,
    );
    const opened = await ok<Opened>(t, 'compartilhar/link/abrir', { did: id, assinatura: link.assinatura });
    return { link, opened };
  };

  beforeAll(async () => {
    [alice, bob, carl, free] = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    for (const user of [alice, bob, carl]) await setUserColumns(t, user.user.id, { premium: 1 });
    for (const user of [bob, carl])
      await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', user.user.id).execute();
  });

  it('saves, lists and reopens a supplement as saved, apart from the other kinds', async () => {
    const sent = supplementRecord('Proteinado seca');
    const answer = await saved('S', alice.token, sent, { idempotency_key: keyOf('sup') });
    expect(answer).toMatchObject({ nome: 'Proteinado seca', id_cliente: null });
    const reopened = await ok<{ modo: string; dieta: TDietRecord }>(
      t,
      'dieta/get',
      { id: answer.id },
      alice.token,
    );
    expect(reopened.modo).toBe('S');
    expect(reopened.dieta).toEqual({
      ...(JSON.parse(JSON.stringify(sent)) as TDietRecord),
      id: answer.id,
      user_id: alice.user.id,
    });
    expect((await listOf(alice.token, 'dieta/meusSuplementos')).map((row) => row.id)).toEqual([answer.id]);
    for (const other of ['dieta/minhasDietas', 'dieta/minhasMisturas', 'dieta/minhasComparacoes'])
      expect((await listOf(alice.token, other)).map((row) => row.id)).not.toContain(answer.id);
  });

  it('refuses a supplement without feeds, objective or result, with restrictions, and either form in another kind', async () => {
    const refused = async (modo: string, record: TDietRecord) => {
      const res = await t.call(
        `dieta/save${modo}`,
        { dieta: JSON.stringify(record) },
        { token: alice.token },
      );
      expect([modo, record.nome, res.status, codeOf(res)]).toEqual([
        modo,
        record.nome,
        400,
        'VALIDATION_FAILED',
      ]);
    };
    await refused('S', supplementRecord(''));
    await refused('S', supplementRecord('Sem alimentos', { alimentos_selecionados: [] }));
    await refused('S', supplementRecord('Sem objetivo', { suplemento: null }));
    await refused('S', supplementRecord('Sem resultado', { resultado_simplex: null }));
    await refused('S', supplementRecord('Restrito', { restricoes: smallDietRecord('x').restricoes }));
    await refused('FD', {
      ...smallDietRecord('Dieta suplemento'),
      suplemento: { objetivo: 'ndt', id_alimento: null },
    });
    await refused('C', comparisonRecord('Uma só', [1]));
    await refused('C', comparisonRecord('Repetida', [5, 5]));
    await refused('C', comparisonRecord('Com alimentos', [5, 6], { alimentos_selecionados: [SOY] }));
    await refused('FD', { ...smallDietRecord('Dieta comparação'), comparacao: { ids: [5, 6], copias: [] } });
  });

  it('is premium: a free user saves neither', async () => {
    const a = await save('S', free.token, supplementRecord('Sem plano'));
    expect([a.status, codeOf(a)]).toEqual([403, 'PREMIUM_REQUIRED']);
    const b = await save('C', free.token, comparisonRecord('Sem plano', [1, 2]));
    expect([b.status, codeOf(b)]).toEqual([403, 'PREMIUM_REQUIRED']);
  });

  it("a comparison copies the caller's readable diets now, without notes, owner or client; others' diets are NOT_FOUND", async () => {
    const first = await dietOf(alice.token, 'Dieta A', 'nota privada A');
    const second = await dietOf(alice.token, 'Dieta B');
    const carls = await dietOf(carl.token, 'Dieta do Carl');
    const forged = { ...smallDietRecord('Forjada'), obs: 'forjada' };
    const answer = await saved(
      'C',
      alice.token,
      comparisonRecord('A contra B', [second, first], {
        comparacao: { ids: [second, first], copias: [forged, forged] },
      }),
      { idempotency_key: keyOf('cmp') },
    );
    const reopened = await ok<{ modo: string; dieta: TDietRecord }>(
      t,
      'dieta/get',
      { id: answer.id },
      alice.token,
    );
    expect(reopened.modo).toBe('C');
    const copies = reopened.dieta.comparacao?.copias ?? [];
    expect(copies.map((copy) => [copy.id, copy.nome, copy.obs, copy.user_id, copy.id_cliente])).toEqual([
      [second, 'Dieta B', null, null, null],
      [first, 'Dieta A', null, null, null],
    ]);
    expect((await listOf(alice.token, 'dieta/minhasComparacoes')).map((row) => row.id)).toEqual([answer.id]);

    const notMine = await save('C', alice.token, comparisonRecord('Com a do Carl', [first, carls]));
    expect([notMine.status, codeOf(notMine)]).toEqual([404, 'NOT_FOUND']);
    const notDiet = await save('C', alice.token, comparisonRecord('Com a comparação', [first, answer.id]));
    expect([notDiet.status, codeOf(notDiet)]).toEqual([404, 'NOT_FOUND']);
    // A diet shared with her for reading may be compared.
    await ok(
      t,
      'compartilhar/criar',
      { id_dieta: carls, email: alice.email, pode_ler: true, pode_editar: false, pode_compartilhar: false },
      carl.token,
    );
    const withShared = await saved('C', alice.token, comparisonRecord('Com a compartilhada', [first, carls]));
    const read = await ok<{ dieta: TDietRecord }>(t, 'dieta/get', { id: withShared.id }, alice.token);
    expect(read.dieta.comparacao?.copias.map((copy) => copy.nome)).toEqual(['Dieta A', 'Dieta do Carl']);
  });

  it('another user can neither read (404) nor save over them; a stale version is a CONFLICT', async () => {
    const sup = await saved('S', alice.token, supplementRecord('Só da Alice'));
    const read = await t.call('dieta/get', { id: sup.id }, { token: carl.token });
    expect([read.status, codeOf(read)]).toEqual([404, 'NOT_FOUND']);
    const over = await save('S', carl.token, supplementRecord('Tomado'), { id: sup.id });
    expect(over.status).toBe(403);
    const stale = await save('S', alice.token, supplementRecord('Velho'), {
      id: sup.id,
      base_updated_at: '2000-01-01T00:00:00.000Z',
    });
    expect([stale.status, codeOf(stale)]).toEqual([409, 'CONFLICT']);
    const wrongKind = await save('C', alice.token, comparisonRecord('Outro tipo', [1, 2]), { id: sup.id });
    expect([wrongKind.status, codeOf(wrongKind)]).toEqual([404, 'NOT_FOUND']);
  });

  it("a consultant saves both for his own client only; the owner's data export lists them apart", async () => {
    const client = await newClient(bob.token);
    const carlsClient = await newClient(carl.token);
    const sup = await saved('S', bob.token, supplementRecord('Para o cliente', { id_cliente: client }));
    expect(sup.id_cliente).toBe(client);
    const dietA = await dietOf(bob.token, 'Bob A');
    const dietB = await dietOf(bob.token, 'Bob B');
    const cmp = await saved(
      'C',
      bob.token,
      comparisonRecord('Para o cliente', [dietA, dietB], { id_cliente: client }),
    );
    expect(cmp.id_cliente).toBe(client);
    expect(
      (await listOf(bob.token, 'dieta/meusSuplementos', { id_cliente: client })).map((r) => r.id),
    ).toEqual([sup.id]);
    expect(
      (await listOf(bob.token, 'dieta/minhasComparacoes', { id_cliente: client })).map((r) => r.id),
    ).toEqual([cmp.id]);
    const others = await save('S', bob.token, supplementRecord('Alheio', { id_cliente: carlsClient }));
    expect([others.status, codeOf(others)]).toEqual([404, 'NOT_FOUND']);
    const farmer = await save('S', alice.token, supplementRecord('Fazendeiro', { id_cliente: client }));
    expect([farmer.status, codeOf(farmer)]).toEqual([403, 'FORBIDDEN']);
    const exported = await ok<{
      data: { dietas: { id: number }[]; suplementos: { id: number }[]; comparacoes: { id: number }[] };
    }>(t, 'user/exportarDados', {}, bob.token);
    expect(exported.data.suplementos.map((row) => row.id)).toEqual([sup.id]);
    expect(exported.data.comparacoes.map((row) => row.id)).toEqual([cmp.id]);
    expect(exported.data.dietas.map((row) => row.id).sort((a, b) => a - b)).toEqual([dietA, dietB]);
  });

  it('a supplement is shared as kind 4, read-only for the recipient; its public link opens the supplement screen without notes, owner or client', async () => {
    const client = await newClient(bob.token);
    const { id } = await saved('S', bob.token, supplementRecord('Compartilhado', { id_cliente: client }));
    const made = await ok<{ data: TShare }>(
      t,
      'compartilhar/criar',
      { id_dieta: id, email: alice.email, pode_ler: true, pode_editar: false, pode_compartilhar: false },
      bob.token,
    );
    expect(made.data).toMatchObject({ id_dieta: id, tipo: 4, nome: 'Compartilhado' });
    const received = await ok<TShareLists>(t, 'compartilhar/me', { tipo: 4 }, alice.token);
    expect(received.suplementos.map((share) => share.id_dieta)).toEqual([id]);
    expect([...received.dietas, ...received.misturas, ...received.comparacoes]).toEqual([]);
    const read = await ok<{ modo: string }>(t, 'dieta/get', { id }, alice.token);
    expect(read.modo).toBe('S');
    const over = await save('S', alice.token, supplementRecord('Mudado'), { id });
    expect([over.status, codeOf(over)]).toEqual([403, 'SHARE_READ_ONLY']);

    const { link, opened } = await publicOpen(bob.token, id);
    expect(link.caminho).toMatch(/^\/formulacao-suplemento\?did=\d+&assinatura=/);
    expect(opened).toMatchObject({ modo: 'S', somenteLeitura: true, dieta: { nome: 'Compartilhado' } });
    expect(opened.dieta).toMatchObject({ obs: null, user_id: null, id_cliente: null });
    expect(opened.dieta.resultado_simplex).toMatchObject({ tdnPercent: 82.28 });
    expect(JSON.stringify(opened)).not.toContain('nota privada');
  });

  it('a comparison is shared as kind 5 and its public link shows the copies, not the diets’ notes', async () => {
    const a = await dietOf(bob.token, 'Bob pública A', 'nota privada da dieta');
    const b = await dietOf(bob.token, 'Bob pública B');
    const { id } = await saved(
      'C',
      bob.token,
      comparisonRecord('Comparação pública', [a, b], { obs: 'nota privada' }),
    );
    const made = await ok<{ data: TShare }>(
      t,
      'compartilhar/criar',
      { id_dieta: id, email: alice.email, pode_ler: true, pode_editar: false, pode_compartilhar: false },
      bob.token,
    );
    expect(made.data).toMatchObject({ id_dieta: id, tipo: 5 });
    const received = await ok<TShareLists>(t, 'compartilhar/me', { tipo: 5 }, alice.token);
    expect(received.comparacoes.map((share) => share.id_dieta)).toEqual([id]);
    // Her notification opens the comparison on the diet screen (it has no screen of its own).
    const notices = await ok<{
      data: { list: { tipo: string; destino: unknown; params: { id_dieta?: number } }[] };
    }>(t, 'notificacoes', {}, alice.token);
    const notice = notices.data.list.find(
      (item) => item.tipo === 'compartilhamento' && item.params.id_dieta === id,
    );
    expect(notice?.destino).toMatch(
      new RegExp(`^/formulacao-dieta\\?comparacao=1&did=${id}&compartilhamento=`),
    );
    // The recipient reads the comparison (copies included) without any access to the diets themselves.
    const diet = await t.call('dieta/get', { id: a }, { token: alice.token });
    expect(diet.status).toBe(404);
    const read = await ok<{ dieta: TDietRecord }>(t, 'dieta/get', { id }, alice.token);
    expect(read.dieta.comparacao?.copias.map((copy) => copy.nome)).toEqual([
      'Bob pública A',
      'Bob pública B',
    ]);

    const { link, opened } = await publicOpen(bob.token, id);
    expect(link.caminho).toMatch(/^\/formulacao-dieta\?comparacao=1&did=/);
    expect(opened).toMatchObject({ modo: 'C', somenteLeitura: true, dieta: { nome: 'Comparação pública' } });
    expect(opened.dieta.comparacao?.copias).toHaveLength(2);
    expect(JSON.stringify(opened)).not.toContain('nota privada');
    expect(JSON.stringify(opened)).not.toContain(`"user_id":${bob.user.id}`);
  });
});
