/**
 * No lost update on company records (docs/decisions/one-pass-saves.md): the company record (empresa/editar,
 * adm/empresas/atualizar), company feeds and products. An edit carries the version it was based on
 * (`base_updated_at`, the record's `updated_at` as read); a stale edit gets CONFLICT (409) and changes nothing;
 * of many edits fired together from one version exactly one is stored; an edit without a version still
 * applies (older clients). A link's or a sales-technician contact's state changes from the state it was read
 * in: of many answers fired together exactly one applies. On SQLite and PostgreSQL.
 */
import type {
  TCompany,
  TCompanyContact,
  TCompanyFeed,
  TCompanyProduct,
  TMyCompanyLink,
} from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, signUpAdministrator } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, SignedUp, TestEnvironment } from '../testing/for-each-database';

const CNPJ = '12.345.678/0001-95';
const CONCURRENT = 20;

type Version = { readonly id: string | number; readonly version: string };

/** One kind of company record as the tests drive it. */
type Kind = {
  readonly name: string;
  /** A new record of this kind; answers its id and version. */
  readonly create: () => Promise<Version>;
  /** An edit setting the record's label to `label`, based on `base` (none when undefined). */
  readonly edit: (record: Version, label: string, base: string | undefined) => Promise<CallResult>;
  /** The label and version as stored now. */
  readonly stored: (record: Version) => Promise<{ label: string; version: string }>;
};

forEachDatabase('versions of company records', (t: TestEnvironment) => {
  let admin: SignedUp;
  let manager: SignedUp;
  let company: TCompany;

  const as = (who: SignedUp) => ({ token: who.token });
  const dataOf = <T>(res: CallResult): T => {
    if (res.status !== 200) throw new Error(res.text);
    return (res.body as { data: T }).data;
  };
  const companyFields = (nome: string) => ({
    razao_social: 'Alfa Nutrição Animal Ltda',
    nome_fantasia: nome,
    cnpj: CNPJ,
    email_dono: manager.email,
  });
  const readCompany = async () =>
    dataOf<TCompany>(await t.call('empresa/get', { id_empresa: company.id }, as(manager)));
  const feedForm = (name: string) => ({
    id_empresa: company.id,
    name,
    tipo: 2,
    nutrientes: { MS: '88', PB: '22,5' },
    custo: '1,20',
    visibilidade: 'todos',
    restrito: false,
  });
  const productForm = (nome: string) => ({ id_empresa: company.id, nome, tipo: 'Suplemento' });
  const withBase = (base: string | undefined) => (base === undefined ? {} : { base_updated_at: base });

  const kinds: Kind[] = [
    {
      name: 'the company record, by its manager (empresa/editar)',
      create: async () => {
        const read = await readCompany();
        return { id: read.id, version: read.updated_at };
      },
      edit: (record, label, base) =>
        t.call(
          'empresa/editar',
          { id_empresa: record.id, ...companyFields(label), ...withBase(base) },
          as(manager),
        ),
      stored: async () => {
        const read = await readCompany();
        return { label: read.nome_fantasia, version: read.updated_at };
      },
    },
    {
      name: 'the company record, by an administrator (adm/empresas/atualizar)',
      create: async () => {
        const read = await readCompany();
        return { id: read.id, version: read.updated_at };
      },
      edit: (record, label, base) =>
        t.call(
          'adm/empresas/atualizar',
          { id: record.id, nome_fantasia: label, ...withBase(base) },
          as(admin),
        ),
      stored: async () => {
        const read = await readCompany();
        return { label: read.nome_fantasia, version: read.updated_at };
      },
    },
    {
      name: 'a company feed (empresa/alimentos/editar)',
      create: async () => {
        const feed = dataOf<TCompanyFeed>(
          await t.call('empresa/alimentos/criar', feedForm('Farelo'), as(manager)),
        );
        expect(typeof feed.updated_at).toBe('string');
        return { id: feed.id, version: feed.updated_at ?? '' };
      },
      edit: (record, label, base) =>
        t.call(
          'empresa/alimentos/editar',
          { ...feedForm(label), id: record.id, ...withBase(base) },
          as(manager),
        ),
      stored: async (record) => {
        const feeds = dataOf<TCompanyFeed[]>(
          await t.call('empresa/alimentos', { id_empresa: company.id }, as(manager)),
        );
        const feed = feeds.find((item) => item.id === record.id);
        return { label: feed?.name ?? '', version: feed?.updated_at ?? '' };
      },
    },
    {
      name: 'a company product (empresa/produtos/editar)',
      create: async () => {
        const product = dataOf<TCompanyProduct>(
          await t.call('empresa/produtos/criar', productForm('Proteinado'), as(manager)),
        );
        return { id: product.id, version: product.updated_at };
      },
      edit: (record, label, base) =>
        t.call(
          'empresa/produtos/editar',
          { ...productForm(label), id: record.id, ...withBase(base) },
          as(manager),
        ),
      stored: async (record) => {
        const products = dataOf<TCompanyProduct[]>(
          await t.call('empresa/produtos', { id_empresa: company.id }, as(manager)),
        );
        const product = products.find((item) => item.id === record.id);
        return { label: product?.nome ?? '', version: product?.updated_at ?? '' };
      },
    },
  ];

  beforeAll(async () => {
    admin = await signUpAdministrator(t);
    manager = await t.signUp();
    const created = await t.call(
      'adm/empresas/criar',
      {
        razao_social: 'Alfa Nutrição Animal Ltda',
        nome_fantasia: 'Alfa',
        cnpj: CNPJ,
        email_dono: manager.email,
      },
      as(admin),
    );
    company = dataOf<TCompany>(created);
  });

  describe.each(kinds)('$name', (kind) => {
    it('refuses the second of two edits from one version (409), keeps the first, and takes it again on the new version', async () => {
      const record = await kind.create();
      const first = await kind.edit(record, 'Primeira aba', record.version);
      expect(first.status, first.text).toBe(200);
      const afterFirst = await kind.stored(record);
      expect(afterFirst.label).toBe('Primeira aba');
      expect(afterFirst.version).not.toBe(record.version);

      const second = await kind.edit(record, 'Segunda aba', record.version);
      expect([second.status, codeOf(second)]).toEqual([409, 'CONFLICT']);
      // Nothing lost: the first edit is what is stored, at the version it answered.
      expect(await kind.stored(record)).toEqual(afterFirst);

      // Keep mine: sent again on the version read now.
      const again = await kind.edit(record, 'Segunda aba', afterFirst.version);
      expect(again.status, again.text).toBe(200);
      expect((await kind.stored(record)).label).toBe('Segunda aba');
    });

    it(`stores exactly one of ${CONCURRENT} edits fired together from one version`, async () => {
      const record = await kind.create();
      const start = await kind.stored(record);
      const labels = Array.from({ length: CONCURRENT }, (_, i) => `Aba ${i + 1}`);
      const answers = await Promise.all(labels.map((label) => kind.edit(record, label, start.version)));
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT - 1);
      expect(answers.filter((res) => res.status === 409).every((res) => codeOf(res) === 'CONFLICT')).toBe(
        true,
      );
      const winner = labels[statuses.indexOf(200)];
      expect((await kind.stored(record)).label).toBe(winner);
    });

    it('still applies an edit without a version (older clients)', async () => {
      const record = await kind.create();
      await kind.edit(record, 'Uma', record.version);
      const blind = await kind.edit(record, 'Outra', undefined);
      expect(blind.status, blind.text).toBe(200);
      expect((await kind.stored(record)).label).toBe('Outra');
    });
  });

  describe('state changes of links and contacts', () => {
    it(`applies exactly one of ${CONCURRENT} answers to a link request fired together`, async () => {
      const requester = await t.signUp();
      const link = dataOf<TMyCompanyLink>(
        await t.call('empresa/solicitarVinculo', { cnpj: CNPJ, acesso: 3 }, as(requester)),
      );
      const calls = Array.from({ length: CONCURRENT }, (_, i) =>
        i % 2 === 0 ? 'empresa/aprovaVinculo' : 'empresa/reprovaVinculo',
      );
      const answers = await Promise.all(
        calls.map((call) => t.call(call, { id_emp_user: link.id_emp_user }, as(manager))),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(answers.filter((res) => res.status !== 200).map(codeOf)).toEqual(
        Array.from({ length: CONCURRENT - 1 }, () => 'CONFLICT'),
      );
      const won = calls[statuses.indexOf(200)];
      const stored = await t.db
        .selectFrom('company_users')
        .select('situacao')
        .where('id', '=', link.id_emp_user)
        .executeTakeFirstOrThrow();
      expect(stored.situacao).toBe(won === 'empresa/aprovaVinculo' ? 'ativo' : 'reprovado');
    });

    it(`applies exactly one of ${CONCURRENT} answers to a contact request fired together`, async () => {
      const farmer = await t.signUp();
      const contact = dataOf<TCompanyContact>(
        await t.call(
          'empresa/add-contato-emp-tecnico',
          { id_empresa: company.id, email: farmer.email },
          as(manager),
        ),
      );
      const calls = Array.from({ length: CONCURRENT }, (_, i) =>
        i % 2 === 0 ? 'contatos/aceitar' : 'contatos/recusar',
      );
      const answers = await Promise.all(
        calls.map((call) => t.call(call, { id_contato: contact.id_contato }, as(farmer))),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(answers.filter((res) => res.status !== 200).map(codeOf)).toEqual(
        Array.from({ length: CONCURRENT - 1 }, () => 'CONFLICT'),
      );
      const winner = answers[statuses.indexOf(200)];
      const stored = await t.db
        .selectFrom('company_contacts')
        .select(['situacao', 'decided_at'])
        .where('id', '=', contact.id_contato)
        .executeTakeFirstOrThrow();
      expect(stored.situacao).toBe((winner?.body as { data: TCompanyContact }).data.situacao);
      expect(stored.situacao).toBe(
        calls[statuses.indexOf(200)] === 'contatos/aceitar' ? 'ativo' : 'desativado',
      );
    });
  });
});
