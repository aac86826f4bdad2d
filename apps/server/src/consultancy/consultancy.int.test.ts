import type { TClient, TUser } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, setUserColumns, signUpAdministrator, smallDietRecord } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, SignedUp, TestEnvironment } from '../testing/for-each-database';
import { errorOf } from '../testing/typed-call';

async function ok<T>(t: TestEnvironment, name: string, body: unknown, token: string): Promise<T> {
  const res = await t.call(name, body, { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return res.body as T;
}

const fieldsOf = (res: CallResult) => (errorOf(res).fields ?? []).map((problem) => problem.field);

forEachDatabase('consultancy clients', (t) => {
  let admin: SignedUp;
  /** A consultant plan (type 2) of 2 clients, granted by coupon. */
  let alice: SignedUp;
  let aliceView: TUser;
  /** A consultant by the administrator's consultor flag: no consultancy record, no limit. */
  let bruno: SignedUp;
  let free: SignedUp;
  let premium: SignedUp;

  const create = (token: string, body: Record<string, unknown>) =>
    t.call('consultoria/clientes/create', body, { token });
  const created = async (token: string, body: Record<string, unknown>) =>
    (await ok<{ data: TClient }>(t, 'consultoria/clientes/create', body, token)).data;
  const listOf = async (token: string, body: Record<string, unknown> = {}) =>
    (await ok<{ data: TClient[] }>(t, 'consultoria/clientes', body, token)).data;
  const client = (nome: string) => ({
    nome,
    email: `${nome.toLowerCase().replace(/ /g, '.')}@example.com`,
    telefone: '(31) 99876-5432',
    nome_fazenda: 'Fazenda Boa Vista',
    obs: null,
  });
  const saveForClient = (token: string, idCliente: number, extra: Record<string, unknown> = {}) =>
    t.call(
      'dieta/saveFD',
      {
        dieta: JSON.stringify({ ...smallDietRecord(`Lote ${Math.random()}`), id_cliente: idCliente }),
        ...extra,
      },
      { token },
    );

  beforeAll(async () => {
    admin = await signUpAdministrator(t);
    [alice, bruno, free, premium] = [await t.signUp(), await t.signUp(), await t.signUp(), await t.signUp()];
    await ok(
      t,
      'adm/cupons/criar',
      { codigo: 'CONSULTORIA2', tipo: 2, dias: 365, max_clientes: 2 },
      admin.token,
    );
    aliceView = (await ok<{ user: TUser }>(t, 'cupom/ativar', { codigo: 'CONSULTORIA2' }, alice.token)).user;
    await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', bruno.user.id).execute();
    await setUserColumns(t, premium.user.id, { premium: 1 });
  });

  it('gives the consultant plan a consultancy with its client limit', () => {
    expect(aliceView.consultoria).toMatchObject({ max_clientes: 2 });
  });

  describe('isolation', () => {
    it("never shows nor changes another consultant's clients", async () => {
      const ofAlice = await created(alice.token, client('Carlos Mendes'));
      const ofBruno = await created(bruno.token, client('Denise Prado'));
      expect(ofAlice).toMatchObject({
        id_consultor: alice.user.id,
        situacao: 'vinculado',
        desvinculado_em: null,
      });

      expect((await listOf(alice.token)).map((row) => row.id)).toContain(ofAlice.id);
      expect((await listOf(alice.token)).map((row) => row.id)).not.toContain(ofBruno.id);
      expect((await listOf(bruno.token)).map((row) => row.id)).toEqual([ofBruno.id]);
      // The consultancy id of the request does not choose the list.
      expect((await listOf(alice.token, { id: 999_999 })).map((row) => row.id)).not.toContain(ofBruno.id);
      expect((await listOf(alice.token, { incluir_desvinculados: true })).map((row) => row.id)).not.toContain(
        ofBruno.id,
      );

      const update = await t.call(
        'consultoria/clientes/update',
        { ...client('Roubado'), id: ofBruno.id },
        { token: alice.token },
      );
      expect([update.status, codeOf(update)]).toEqual([404, 'NOT_FOUND']);
      const remove = await t.call('consultoria/clientes/delete', { id: ofBruno.id }, { token: alice.token });
      expect([remove.status, codeOf(remove)]).toEqual([404, 'NOT_FOUND']);
      expect(await listOf(bruno.token)).toEqual([ofBruno]);

      await ok(t, 'consultoria/clientes/delete', { id: ofAlice.id }, alice.token);
    });

    it('refuses users without the consultancy ability on every call', async () => {
      const ofBruno = await created(bruno.token, client('Elisa Rocha'));
      for (const user of [free, premium]) {
        const answers = [
          await t.call('consultoria/clientes', {}, { token: user.token }),
          await create(user.token, client('Fabio Lima')),
          await t.call(
            'consultoria/clientes/update',
            { ...client('Fabio Lima'), id: ofBruno.id },
            { token: user.token },
          ),
          await t.call('consultoria/clientes/delete', ofBruno, { token: user.token }),
        ];
        expect(answers.map(codeOf)).toEqual(['FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
      }
      const anonymous = await t.call('consultoria/clientes', {});
      expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
      expect((await listOf(bruno.token)).map((row) => row.nome)).toContain('Elisa Rocha');
      expect((await listOf(bruno.token)).map((row) => row.nome)).not.toContain('Fabio Lima');
    });

    it('refuses a forged id_consultor: the consultant is always the caller', async () => {
      const forged = await create(alice.token, { ...client('Gustavo Reis'), id_consultor: bruno.user.id });
      expect(codeOf(forged)).toBe('FORBIDDEN');
      expect((await listOf(bruno.token)).map((row) => row.nome)).not.toContain('Gustavo Reis');
      expect((await listOf(alice.token)).map((row) => row.nome)).not.toContain('Gustavo Reis');

      const own = await created(alice.token, { ...client('Gustavo Reis'), id_consultor: alice.user.id });
      expect(own.id_consultor).toBe(alice.user.id);
      const moved = await t.call(
        'consultoria/clientes/update',
        { ...client('Gustavo Reis'), id: own.id, id_consultor: bruno.user.id },
        { token: alice.token },
      );
      expect(codeOf(moved)).toBe('FORBIDDEN');
      expect((await listOf(alice.token)).find((row) => row.id === own.id)?.id_consultor).toBe(alice.user.id);
      await ok(t, 'consultoria/clientes/delete', own, alice.token);
    });
  });

  it('enforces max_clientes over linked clients; an unlinked client is kept and no longer counts', async () => {
    expect(await listOf(alice.token)).toEqual([]);
    const first = await created(alice.token, client('Helena Costa'));
    await created(alice.token, client('Igor Batista'));
    const third = await create(alice.token, client('Joana Alves'));
    expect([third.status, codeOf(third)]).toEqual([409, 'CLIENT_LIMIT_REACHED']);
    expect((await listOf(alice.token)).map((row) => row.nome)).toEqual(['Helena Costa', 'Igor Batista']);

    const removed = (await ok<{ data: TClient }>(t, 'consultoria/clientes/delete', first, alice.token)).data;
    expect(removed).toMatchObject({ id: first.id, situacao: 'desvinculado' });
    expect(removed.desvinculado_em).not.toBeNull();
    expect((await listOf(alice.token)).map((row) => row.nome)).toEqual(['Igor Batista']);
    const all = await listOf(alice.token, { incluir_desvinculados: true });
    expect(all.find((row) => row.id === first.id)?.situacao).toBe('desvinculado');
    expect(all.filter((row) => row.situacao !== 'desvinculado').map((row) => row.nome)).toEqual([
      'Igor Batista',
    ]);
    expect(codeOf(await t.call('consultoria/clientes/delete', first, { token: alice.token }))).toBe(
      'NOT_FOUND',
    );

    await created(alice.token, client('Joana Alves'));
    expect(codeOf(await create(alice.token, client('Kleber Nunes')))).toBe('CLIENT_LIMIT_REACHED');
    // A consultant by flag has no consultancy record, hence no limit.
    for (const nome of ['Lia Moura', 'Marcos Dias', 'Nina Sales']) await created(bruno.token, client(nome));
  });

  it('lets at most max_clientes simultaneous creations through', async () => {
    const carla = await t.signUp();
    await ok(
      t,
      'adm/cupons/criar',
      { codigo: 'CONSULTORIA2B', tipo: 2, dias: 30, max_clientes: 2 },
      admin.token,
    );
    await ok(t, 'cupom/ativar', { codigo: 'CONSULTORIA2B' }, carla.token);
    const answers = await Promise.all(
      ['Otavio', 'Paula', 'Quiteria', 'Rafael', 'Silvia'].map((nome) =>
        create(carla.token, client(`${nome} Ramos`)),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(2);
    expect(answers.filter((res) => codeOf(res) === 'CLIENT_LIMIT_REACHED')).toHaveLength(3);
    expect(await listOf(carla.token)).toHaveLength(2);
  });

  it('edits a linked client (state updated) and validates name, e-mail and phone', async () => {
    const own = await created(bruno.token, client('Tereza Gomes'));
    const edited = (
      await ok<{ data: TClient }>(
        t,
        'consultoria/clientes/update',
        { ...client('Tereza Gomes Filha'), id: own.id, telefone: '', obs: ' nota ' },
        bruno.token,
      )
    ).data;
    expect(edited).toMatchObject({
      nome: 'Tereza Gomes Filha',
      telefone: null,
      obs: 'nota',
      situacao: 'atualizado',
    });
    expect(edited.vinculado_em).toBe(own.vinculado_em);

    const bad = await create(bruno.token, { nome: 'Ab', email: 'not-an-email', telefone: '12' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['email', 'nome', 'telefone']);
    expect(fieldsOf(await create(bruno.token, { ...client('Ok'), nome: 'Ana <b>' }))).toEqual(['nome']);
    expect(fieldsOf(await create(bruno.token, { nome: 'Sem Email' }))).toEqual(['email']);
  });

  describe('saving for a client', () => {
    it("saves diets for the caller's linked clients only", async () => {
      const ofBruno = await created(bruno.token, client('Ursula Pinto'));
      const ofAlice = (await listOf(alice.token))[0];
      if (!ofAlice) throw new Error('alice has clients from the limit test');

      const own = await saveForClient(alice.token, ofAlice.id);
      expect(own.status).toBe(200);
      const listed = await ok<{ data: { id: number }[] }>(
        t,
        'dieta/minhasDietas',
        { id_cliente: ofAlice.id },
        alice.token,
      );
      expect(listed.data.map((row) => row.id)).toEqual([(own.body as { id: number }).id]);

      expect(codeOf(await saveForClient(alice.token, ofBruno.id))).toBe('NOT_FOUND');
      expect(codeOf(await saveForClient(alice.token, 999_999))).toBe('NOT_FOUND');
      expect(codeOf(await saveForClient(free.token, ofAlice.id))).toMatch(/^(FORBIDDEN|PREMIUM_REQUIRED)$/);
      expect(codeOf(await saveForClient(premium.token, ofAlice.id))).toBe('FORBIDDEN');
    });

    it('keeps an unlinked client on a saved diet but saves no new diet for them', async () => {
      const leaving = await created(bruno.token, client('Vera Lucia'));
      const saved = await saveForClient(bruno.token, leaving.id);
      expect(saved.status).toBe(200);
      await ok(t, 'consultoria/clientes/delete', leaving, bruno.token);

      expect(codeOf(await saveForClient(bruno.token, leaving.id))).toBe('NOT_FOUND');
      const resaved = await saveForClient(bruno.token, leaving.id, { id: (saved.body as { id: number }).id });
      expect(resaved.status).toBe(200);
    });
  });
});
