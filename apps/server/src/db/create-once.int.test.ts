/**
 * Creates with an idempotency key (docs/decisions/one-pass-saves.md): consultancy clients and every company
 * record a create call makes. The same key sent again (a retry after a lost answer) answers the first answer
 * and creates one record; the same key fired several times at once creates one; the key sent with another
 * request is refused. On SQLite and PostgreSQL.
 */
import type { TCompany } from '@cocho/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, signUpAdministrator } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, SignedUp, TestEnvironment } from '../testing/for-each-database';

const CNPJ = '12.345.678/0001-95';
const TOGETHER = 5;

/** A valid CNPJ from 12 base digits (both check digits computed). */
function cnpjOf(base: string): string {
  const digit = (digits: string, weights: number[]) => {
    const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const withFirst = `${base}${first}`;
  return `${withFirst}${digit(withFirst, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])}`;
}

/** One create to try: its request (fresh each time), and how many records it has made so far. */
type Prepared = {
  readonly body: Record<string, unknown>;
  /** The same request with one field changed (the key reused for another record). */
  readonly other: Record<string, unknown>;
  readonly count: () => Promise<number>;
};

type Case = {
  readonly call: string;
  readonly caller: () => SignedUp;
  readonly prepare: () => Promise<Prepared>;
};

forEachDatabase('creates with an idempotency key', (t: TestEnvironment) => {
  let admin: SignedUp;
  let manager: SignedUp;
  let consultant: SignedUp;
  let company: TCompany;
  let cnpjSeed = 100;

  const total = async (query: Promise<{ total: number | string | bigint }>) => Number((await query).total);
  const countWhere = <T extends 'consultancy_clients' | 'feeds' | 'company_products' | 'companies'>(
    table: T,
    column: string,
    value: string | number,
  ) =>
    total(
      t.db
        .selectFrom(table as 'feeds')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(column as 'name', '=', value as string)
        .executeTakeFirstOrThrow(),
    );
  const linksOf = (userId: number, table: 'company_users' | 'company_contacts') =>
    total(
      t.db
        .selectFrom(table as 'company_users')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('id_usuario', '=', userId)
        .executeTakeFirstOrThrow(),
    );
  const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

  const cases: Case[] = [
    {
      call: 'consultoria/clientes/create',
      caller: () => consultant,
      prepare: async () => {
        const nome = unique('Cliente');
        const body = { nome, email: 'cliente@example.com', telefone: null, nome_fazenda: null, obs: null };
        return {
          body,
          other: { ...body, email: 'outro@example.com' },
          count: () => countWhere('consultancy_clients', 'nome', nome),
        };
      },
    },
    {
      call: 'empresa/alimentos/criar',
      caller: () => manager,
      prepare: async () => {
        const name = unique('Farelo');
        const body = {
          id_empresa: company.id,
          name,
          tipo: 2,
          nutrientes: { MS: '88' },
          visibilidade: 'todos',
          restrito: false,
        };
        return {
          body,
          other: { ...body, tipo: 3 },
          count: () => countWhere('feeds', 'name', name),
        };
      },
    },
    {
      call: 'empresa/produtos/criar',
      caller: () => manager,
      prepare: async () => {
        const nome = unique('Proteinado');
        const body = { id_empresa: company.id, nome, tipo: 'Suplemento' };
        return {
          body,
          other: { ...body, tipo: 'Mineral' },
          count: () => countWhere('company_products', 'nome', nome),
        };
      },
    },
    {
      call: 'adm/empresas/criar',
      caller: () => admin,
      prepare: async () => {
        const owner = await t.signUp();
        const cnpj = cnpjOf(`9876543${String(cnpjSeed++).padStart(5, '0')}`);
        const body = {
          razao_social: 'Beta Rações Ltda',
          nome_fantasia: 'Beta',
          cnpj,
          email_dono: owner.email,
        };
        return {
          body,
          other: { ...body, nome_fantasia: 'Gama' },
          count: () => countWhere('companies', 'cnpj', cnpj),
        };
      },
    },
    {
      call: 'empresa/add-colaborador',
      caller: () => manager,
      prepare: async () => {
        const invited = await t.signUp();
        const body = { id_empresa: company.id, email: invited.email, acesso: 2 };
        return {
          body,
          other: { ...body, acesso: 1 },
          count: () => linksOf(invited.user.id, 'company_users'),
        };
      },
    },
    {
      call: 'empresa/add-contato-emp-tecnico',
      caller: () => manager,
      prepare: async () => {
        const farmer = await t.signUp();
        const another = await t.signUp();
        const body = { id_empresa: company.id, email: farmer.email };
        return {
          body,
          other: { ...body, email: another.email },
          count: () => linksOf(farmer.user.id, 'company_contacts'),
        };
      },
    },
  ];

  beforeAll(async () => {
    admin = await signUpAdministrator(t);
    manager = await t.signUp();
    consultant = await t.signUp();
    await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', consultant.user.id).execute();
    const created = await t.call(
      'adm/empresas/criar',
      {
        razao_social: 'Alfa Nutrição Animal Ltda',
        nome_fantasia: 'Alfa',
        cnpj: CNPJ,
        email_dono: manager.email,
      },
      { token: admin.token },
    );
    if (created.status !== 200) throw new Error(created.text);
    company = (created.body as { data: TCompany }).data;
  });

  const send = (test: Case, body: Record<string, unknown>, key: string): Promise<CallResult> =>
    t.call(test.call, { ...body, idempotency_key: key }, { token: test.caller().token });

  describe.each(cases)('$call', (test) => {
    it('answers a retry with the same key with the first answer and creates one record', async () => {
      const prepared = await test.prepare();
      const key = randomUUID();
      const first = await send(test, prepared.body, key);
      expect(first.status, first.text).toBe(200);
      const retry = await send(test, prepared.body, key);
      expect(retry.status, retry.text).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(await prepared.count()).toBe(1);
    });

    it(`creates one record when the same key is sent ${TOGETHER} times at once`, async () => {
      const prepared = await test.prepare();
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: TOGETHER }, () => send(test, prepared.body, key)),
      );
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: TOGETHER }, () => 200));
      for (const res of answers) expect(res.body).toEqual(answers[0]?.body);
      expect(await prepared.count()).toBe(1);
    });

    it('refuses the key sent again with another request', async () => {
      const prepared = await test.prepare();
      const key = randomUUID();
      expect((await send(test, prepared.body, key)).status).toBe(200);
      const reused = await send(test, prepared.other, key);
      expect(codeOf(reused)).toBe('VALIDATION_FAILED');
      expect((reused.body as { fields: unknown[] }).fields).toEqual([
        { field: 'idempotency_key', code: 'key_reused' },
      ]);
      expect(await prepared.count()).toBe(1);
    });
  });

  it('empresa/solicitarVinculo: a retry with the same key answers the first request, one link', async () => {
    const requester = await t.signUp();
    const key = randomUUID();
    const body = { cnpj: CNPJ, acesso: 3, idempotency_key: key };
    const first = await t.call('empresa/solicitarVinculo', body, { token: requester.token });
    expect(first.status, first.text).toBe(200);
    const retry = await t.call('empresa/solicitarVinculo', body, { token: requester.token });
    expect([retry.status, retry.body]).toEqual([200, first.body]);
    expect(await linksOf(requester.user.id, 'company_users')).toBe(1);
    // Without the key the same request is refused as a link that exists (what a retry got before).
    const unkeyed = await t.call(
      'empresa/solicitarVinculo',
      { cnpj: CNPJ, acesso: 3 },
      { token: requester.token },
    );
    expect(codeOf(unkeyed)).toBe('COMPANY_LINK_EXISTS');
  });
});
