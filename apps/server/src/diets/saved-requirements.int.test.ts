// Saved requirements tables (mode E, docs/decisions/saved-requirements.md): saved, listed, reopened and
// shared like predictions, with the same owner, client, version and idempotency rules.
import type { TDietRecord, TDietSummary, TShare, TShareLists } from '@cocho/contracts';
import { calculateRequirements } from '@cocho/engine';
import { beforeAll, expect, it } from 'vitest';
import { codeOf, setUserColumns, smallDietRecord } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';

/** A requirements table as the requirements screen saves it: the animal, one edit, the engine's result. */
function requirementsRecord(nome: string, overrides: Partial<TDietRecord> = {}): TDietRecord {
  const diet = smallDietRecord(nome);
  const computed = calculateRequirements(diet.animal);
  if (!computed.ok) throw new Error('the sample animal must be valid');
  return {
    ...diet,
    custo: null,
    alimentos_selecionados: [],
    alimentos_alterados: [],
    restricoes: {},
    resultado: null,
    exigencias_selecionadas: computed.value.requirements
      .filter((entry) => entry.selected)
      .map((entry) => entry.key),
    exigencias_alteradas: [{ exigencia: 'PB', minimo: null, ideal: 1234.5, maximo: null, modificadoEm: 1 }],
    tipo_alimento_predicao: null,
    status: 1,
    erro: null,
    resultado_simplex: JSON.parse(JSON.stringify(computed.value)) as TDietRecord['resultado_simplex'],
    obs: 'nota privada',
    ciclo: null,
    ...overrides,
  };
}

const keyOf = (label: string) => `req-${label}-${Math.random().toString(36).slice(2, 14)}`.padEnd(16, '0');

async function ok<T>(t: TestEnvironment, name: string, body: unknown, token?: string): Promise<T> {
  const res = await t.call(name, body, token === undefined ? {} : { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return res.body as T;
}

type SaveAnswer = { id: number; updated_at: string; nome: string; id_cliente: number | null };

forEachDatabase('saved requirements tables (mode E)', (t) => {
  /** A premium farmer. */
  let alice: SignedUp;
  /** A premium consultant. */
  let bob: SignedUp;
  /** Another consultant, with clients of his own. */
  let carl: SignedUp;
  /** Nobody shares anything with this premium user. */
  let outsider: SignedUp;
  /** A free user. */
  let free: SignedUp;

  const saveE = (token: string, record: TDietRecord, extra: Record<string, unknown> = {}) =>
    t.call('dieta/saveE', { dieta: JSON.stringify(record), ...extra }, { token });
  const savedE = async (token: string, record: TDietRecord, extra: Record<string, unknown> = {}) => {
    const res = await saveE(token, record, extra);
    if (res.status !== 200) throw new Error(`saveE: ${res.status} ${res.text}`);
    return res.body as SaveAnswer;
  };
  const listOf = async (token: string, name = 'dieta/minhasExigencias', body: unknown = {}) =>
    (await ok<{ data: TDietSummary[] }>(t, name, body, token)).data;
  const newClient = async (token: string) =>
    (
      await ok<{ data: { id: number } }>(
        t,
        'consultoria/clientes/create',
        { nome: 'Cliente Exigências', email: 'cliente-e@example.com' },
        token,
      )
    ).data.id;

  beforeAll(async () => {
    [alice, bob, carl, outsider, free] = [
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
      await t.signUp(),
    ];
    for (const user of [alice, bob, carl, outsider]) await setUserColumns(t, user.user.id, { premium: 1 });
    for (const user of [bob, carl])
      await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', user.user.id).execute();
  });

  it('saves, lists and reopens the animal and the table as saved, apart from diets and predictions', async () => {
    const sent = requirementsRecord('Garrotes 400 kg');
    const answer = await savedE(alice.token, sent);
    expect(answer).toMatchObject({ nome: 'Garrotes 400 kg', id_cliente: null });

    const reopened = await ok<{ id: number; modo: string; dieta: TDietRecord; updated_at: string }>(
      t,
      'dieta/get',
      { id: answer.id },
      alice.token,
    );
    expect(reopened.modo).toBe('E');
    expect(reopened.updated_at).toBe(answer.updated_at);
    expect(reopened.dieta).toEqual({
      ...(JSON.parse(JSON.stringify(sent)) as TDietRecord),
      id: answer.id,
      user_id: alice.user.id,
    });

    const listed = (await listOf(alice.token)).find((row) => row.id === answer.id);
    expect(listed).toMatchObject({ modo: 'E', nome: 'Garrotes 400 kg', status: 1, oculta: false });
    expect((await listOf(alice.token, 'dieta/minhasDietas')).map((row) => row.id)).not.toContain(answer.id);
    expect((await listOf(alice.token, 'dieta/minhasPredicoes')).map((row) => row.id)).not.toContain(
      answer.id,
    );
  });

  it('refuses feeds, a diet result or a lifecycle in a requirements table, and needs a name', async () => {
    const diet = smallDietRecord('Com alimentos');
    const withFeeds = await saveE(alice.token, {
      ...requirementsRecord('Com alimentos'),
      alimentos_selecionados: diet.alimentos_selecionados,
      restricoes: diet.restricoes,
    });
    expect([withFeeds.status, codeOf(withFeeds)]).toEqual([400, 'VALIDATION_FAILED']);
    const unnamed = await saveE(alice.token, requirementsRecord(''));
    expect(unnamed.status).toBe(400);
  });

  it("appears in the owner's data export as a requirements table, not as a diet", async () => {
    const farmer = await t.signUp();
    await setUserColumns(t, farmer.user.id, { premium: 1 });
    const saved = await savedE(farmer.token, requirementsRecord('Exigências exportadas'), {
      idempotency_key: keyOf('export'),
    });
    const exported = await ok<{
      data: { dietas: unknown[]; predicoes: unknown[]; exigencias: { id: number }[] };
    }>(t, 'user/exportarDados', {}, farmer.token);
    expect(exported.data.exigencias.map((row) => row.id)).toEqual([saved.id]);
    expect(exported.data.dietas).toEqual([]);
    expect(exported.data.predicoes).toEqual([]);
  });

  it('is premium: a free user cannot save one', async () => {
    const refused = await saveE(free.token, requirementsRecord('Sem plano'));
    expect([refused.status, codeOf(refused)]).toEqual([403, 'PREMIUM_REQUIRED']);
  });

  it('another user can neither read (404), save over, remove nor list it', async () => {
    const { id } = await savedE(alice.token, requirementsRecord('Só da Alice'));
    const read = await t.call('dieta/get', { id }, { token: outsider.token });
    expect([read.status, codeOf(read)]).toEqual([404, 'NOT_FOUND']);
    const over = await saveE(outsider.token, requirementsRecord('Tomada'), { id });
    expect(over.status).toBe(403);
    const removed = await t.call('dieta/remove', { id }, { token: outsider.token });
    expect(removed.status).not.toBe(200);
    expect((await listOf(outsider.token)).map((row) => row.id)).not.toContain(id);
    const still = await ok<{ dieta: TDietRecord }>(t, 'dieta/get', { id }, alice.token);
    expect(still.dieta.nome).toBe('Só da Alice');
  });

  it('a consultant saves for his own client only; a farmer cannot save for a client', async () => {
    const bobsClient = await newClient(bob.token);
    const carlsClient = await newClient(carl.token);
    const forClient = await savedE(
      bob.token,
      requirementsRecord('Para o cliente', { id_cliente: bobsClient }),
    );
    expect(forClient.id_cliente).toBe(bobsClient);
    const ids = async (body: unknown) =>
      (await listOf(bob.token, 'dieta/minhasExigencias', body)).map((row) => row.id);
    expect(await ids({ id_cliente: bobsClient })).toEqual([forClient.id]);
    expect(await ids({ id_cliente: null })).not.toContain(forClient.id);

    const othersClient = await saveE(
      bob.token,
      requirementsRecord('Cliente alheio', { id_cliente: carlsClient }),
    );
    // Another consultant's client is not his: answered as a missing client.
    expect([othersClient.status, codeOf(othersClient)]).toEqual([404, 'NOT_FOUND']);
    const farmer = await saveE(alice.token, requirementsRecord('Fazendeiro', { id_cliente: bobsClient }));
    expect([farmer.status, codeOf(farmer)]).toEqual([403, 'FORBIDDEN']);
    const names = (await listOf(bob.token)).map((row) => row.nome);
    expect(names).not.toContain('Cliente alheio');
  });

  it('a save from an outdated version is refused with 409 and the record kept', async () => {
    const first = await savedE(alice.token, requirementsRecord('Versão'));
    const second = await savedE(alice.token, requirementsRecord('Versão 2'), {
      id: first.id,
      base_updated_at: first.updated_at,
    });
    const stale = await saveE(alice.token, requirementsRecord('Versão velha'), {
      id: first.id,
      base_updated_at: first.updated_at,
    });
    expect([stale.status, codeOf(stale)]).toEqual([409, 'CONFLICT']);
    const stored = await ok<{ dieta: TDietRecord; updated_at: string }>(
      t,
      'dieta/get',
      { id: first.id },
      alice.token,
    );
    expect(stored.dieta.nome).toBe('Versão 2');
    expect(stored.updated_at).toBe(second.updated_at);
  });

  it('a create sent again with the same idempotency key stores one record', async () => {
    const key = keyOf('retry');
    const record = requirementsRecord('Repetida');
    const first = await savedE(alice.token, record, { idempotency_key: key });
    const again = await savedE(alice.token, record, { idempotency_key: key });
    expect(again).toEqual(first);
    const named = (await listOf(alice.token)).filter((row) => row.nome.startsWith('Repetida'));
    expect(named.map((row) => row.id)).toEqual([first.id]);
  });

  it('is shared with another account, listed as a requirements share, and read by the recipient', async () => {
    const { id } = await savedE(bob.token, requirementsRecord('Compartilhada'));
    const made = await ok<{ data: TShare }>(
      t,
      'compartilhar/criar',
      { id_dieta: id, email: alice.email, pode_ler: true, pode_editar: false, pode_compartilhar: false },
      bob.token,
    );
    expect(made.data).toMatchObject({ id_dieta: id, tipo: 2, nome: 'Compartilhada' });
    const received = await ok<TShareLists>(t, 'compartilhar/me', { tipo: 2 }, alice.token);
    expect(received.exigencias.map((share) => share.id_dieta)).toContain(id);
    expect([...received.dietas, ...received.predicoes]).toEqual([]);
    const read = await ok<{ modo: string; dieta: TDietRecord }>(t, 'dieta/get', { id }, alice.token);
    expect(read).toMatchObject({ modo: 'E', dieta: { nome: 'Compartilhada' } });
    // Read-only: the recipient cannot save over it.
    const over = await saveE(alice.token, requirementsRecord('Mudada'), { id });
    expect([over.status, codeOf(over)]).toEqual([403, 'SHARE_READ_ONLY']);
  });

  it('a public link opens the requirements screen read-only, without notes, owner or client', async () => {
    const client = await newClient(bob.token);
    const { id } = await savedE(bob.token, requirementsRecord('Pública', { id_cliente: client }));
    const link = await ok<{ caminho: string; assinatura: string }>(
      t,
      'compartilhar/link',
      { id_dieta: id },
      bob.token,
    );
    expect(link.caminho).toMatch(/^\/calcula-exigencias\?did=/);
    const opened = await ok<{
      modo: string;
      somenteLeitura: boolean;
      dieta: TDietRecord;
      publico: { exigencias: { exigencia: string; minimo: number | null }[] };
    }>(t, 'compartilhar/link/abrir', { did: id, assinatura: link.assinatura });
    expect(opened).toMatchObject({ modo: 'E', somenteLeitura: true, dieta: { nome: 'Pública' } });
    expect(opened.dieta).toMatchObject({ obs: null, user_id: null, id_cliente: null });
    expect(JSON.stringify(opened)).not.toContain('nota privada');
    // The public view lists the requirements of the animal (the selected ones).
    expect(opened.publico.exigencias.map((entry) => entry.exigencia)).toContain('CMS');
  });
});
