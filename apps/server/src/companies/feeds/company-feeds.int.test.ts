/**
 * Company feeds, products, sponsorship and reports over HTTP on real databases: who of a company may do
 * what (manager, regional manager, sales technician, linked producer, another company), each sponsorship
 * transition and the every-third-position interleaving in the real catalogue list, and the reports of
 * diets saved with the company's feeds by linked and not linked users.
 */
import type {
  TCollaborator,
  TCompany,
  TCompanyFeed,
  TCompanyProduct,
  TCompanyReport,
  TDietRecord,
  TFeed,
  TSponsorship,
} from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  codeOf,
  setUserColumns,
  signUpAdministrator,
  smallDietRecord,
} from '../../access/access-test-helpers';
import { forEachDatabase } from '../../testing/for-each-database';
import type { CallResult, SignedUp, TestEnvironment } from '../../testing/for-each-database';
import { answerOf, errorOf } from '../../testing/typed-call';

const CNPJ_A = '11.222.333/0001-81';
const CNPJ_B = '11444777000161';

type Lists = { cocho: TFeed[]; emp: TFeed[]; usr: TFeed[]; patrocinados: TFeed[] };

forEachDatabase('company feeds, products, sponsorship and reports', (t: TestEnvironment) => {
  let admin: SignedUp;
  let managerA: SignedUp;
  let regionalA: SignedUp;
  let technicianA: SignedUp;
  let producerA: SignedUp;
  let managerB: SignedUp;
  let companyA: TCompany;
  let companyB: TCompany;

  const as = (who: SignedUp) => ({ token: who.token });
  const dataOf = <T>(res: CallResult): T => {
    expect(res.status, res.text).toBe(200);
    return (res.body as { data: T }).data;
  };
  const createCompany = async (cnpj: string, owner: SignedUp, name: string) =>
    dataOf<TCompany>(
      await t.call(
        'adm/empresas/criar',
        { razao_social: `${name} Nutrição Ltda`, nome_fantasia: name, cnpj, email_dono: owner.email },
        as(admin),
      ),
    );
  const link = async (company: TCompany, manager: SignedUp, acesso: number): Promise<SignedUp> => {
    const who = await t.signUp();
    const invited = dataOf<TCollaborator>(
      await t.call(
        'empresa/add-colaborador',
        { id_empresa: company.id, email: who.email, acesso },
        as(manager),
      ),
    );
    dataOf(await t.call('empresa/aceitarConvite', { id_emp_user: invited.id_emp_user }, as(who)));
    return who;
  };
  const feedForm = (name: string, extra: Record<string, unknown> = {}) => ({
    id_empresa: companyA.id,
    name,
    tipo: 2,
    nutrientes: { MS: '88', PB: '22,5', NDT: '78' },
    custo: 'R$1,20',
    visibilidade: 'todos',
    restrito: false,
    ...extra,
  });
  const createFeed = async (who: SignedUp, name: string, extra: Record<string, unknown> = {}) =>
    dataOf<TCompanyFeed>(await t.call('empresa/alimentos/criar', feedForm(name, extra), as(who)));
  const areaNames = async (who: SignedUp, companyId = companyA.id) =>
    dataOf<TCompanyFeed[]>(await t.call('empresa/alimentos', { id_empresa: companyId }, as(who)))
      .map((feed) => feed.name)
      .sort();

  beforeAll(async () => {
    admin = await signUpAdministrator(t);
    managerA = await t.signUp();
    managerB = await t.signUp();
    companyA = await createCompany(CNPJ_A, managerA, 'Alfa');
    companyB = await createCompany(CNPJ_B, managerB, 'Beta');
    regionalA = await link(companyA, managerA, 1);
    technicianA = await link(companyA, managerA, 2);
    producerA = await link(companyA, managerA, 3);
  });

  describe('company feeds', () => {
    it('a manager creates EMP| feeds read like user feeds, with visibility, restricted and bounds', async () => {
      const feed = await createFeed(managerA, 'Ração Alfa Engorda', { min_100: 5, max_100: 30 });
      expect(feed.id).toMatch(/^EMP\|\d+$/);
      expect(feed).toMatchObject({
        empresa: companyA.id,
        visibilidade: 'todos',
        restrito: false,
        min_100: 5,
        max_100: 30,
        custo: 1.2,
        patrocinio: null,
        patrocinado: false,
      });
      expect(feed.nutrientes.PB).toBe(22.5);
      const restricted = await createFeed(managerA, 'Núcleo Alfa Restrito', { restrito: true });
      expect(restricted.restrito).toBe(true);
    });

    it('refuses bad composition, inverted bounds and bounds out of range, with the field', async () => {
      const bad = await t.call(
        'empresa/alimentos/criar',
        feedForm('Ruim', { nutrientes: { MS: '88', PB: 'muito' } }),
        as(managerA),
      );
      expect(codeOf(bad)).toBe('VALIDATION_FAILED');
      expect((errorOf(bad).fields ?? []).map((f) => f.field)).toContain('nutrientes.PB');
      const inverted = await t.call(
        'empresa/alimentos/criar',
        feedForm('Ruim', { min_100: 40, max_100: 10 }),
        as(managerA),
      );
      expect(errorOf(inverted).fields).toContainEqual({
        field: 'max_100',
        code: 'MAX_BELOW_MIN',
      });
      const over = await t.call('empresa/alimentos/criar', feedForm('Ruim', { max_100: 150 }), as(managerA));
      expect(codeOf(over)).toBe('VALIDATION_FAILED');
      expect(await areaNames(managerA)).not.toContain('Ruim');
    });

    it('restricted feeds are for managers only; regional managers manage the others; technicians read', async () => {
      expect(await areaNames(managerA)).toEqual(['Núcleo Alfa Restrito', 'Ração Alfa Engorda']);
      expect(await areaNames(regionalA)).toEqual(['Ração Alfa Engorda']);
      expect(await areaNames(technicianA)).toEqual(['Ração Alfa Engorda']);
      const regional = await createFeed(regionalA, 'Sal Alfa Regional', { visibilidade: 'empresa' });
      expect(regional.visibilidade).toBe('empresa');
      expect(
        codeOf(
          await t.call(
            'empresa/alimentos/criar',
            feedForm('Outro restrito', { restrito: true }),
            as(regionalA),
          ),
        ),
      ).toBe('FORBIDDEN');
      expect(codeOf(await t.call('empresa/alimentos/criar', feedForm('Do técnico'), as(technicianA)))).toBe(
        'FORBIDDEN',
      );
      expect(codeOf(await t.call('empresa/alimentos', { id_empresa: companyA.id }, as(producerA)))).toBe(
        'FORBIDDEN',
      );
      const restricted = dataOf<TCompanyFeed[]>(
        await t.call('empresa/alimentos', { id_empresa: companyA.id }, as(managerA)),
      ).find((feed) => feed.restrito);
      expect(
        codeOf(
          await t.call(
            'empresa/alimentos/remover',
            { id_empresa: companyA.id, id: restricted?.id },
            as(regionalA),
          ),
        ),
      ).toBe('NOT_FOUND');
      // The catalogue lists follow the same rule (docs/product/calculation.md#visibility).
      const lists = async (who: SignedUp) =>
        dataOf<Lists>(await t.call('alimentos/getListaAlimentos', { apenasUSREMP: true }, as(who)))
          .emp.map((feed) => feed.name)
          .sort();
      expect(await lists(managerA)).toContain('Núcleo Alfa Restrito');
      expect(await lists(producerA)).toEqual(['Ração Alfa Engorda', 'Sal Alfa Regional']);
      const area = await t.call(
        'alimentos/getAlimentosEmpresa',
        { id_empresa: companyA.id, area_da_empresa: true },
        as(producerA),
      );
      expect(dataOf<TFeed[]>(area).map((feed) => feed.name)).not.toContain('Núcleo Alfa Restrito');
    });

    it('a manager edits and deletes a feed', async () => {
      const feed = await createFeed(managerA, 'Provisório');
      const edited = dataOf<TCompanyFeed>(
        await t.call(
          'empresa/alimentos/editar',
          { ...feedForm('Provisório editado', { visibilidade: 'privado', max_100: 12 }), id: feed.id },
          as(managerA),
        ),
      );
      expect(edited).toMatchObject({
        id: feed.id,
        name: 'Provisório editado',
        visibilidade: 'privado',
        max_100: 12,
      });
      dataOf(
        await t.call('empresa/alimentos/remover', { id_empresa: companyA.id, id: feed.id }, as(managerA)),
      );
      expect(await areaNames(managerA)).not.toContain('Provisório editado');
      expect(
        codeOf(
          await t.call('empresa/alimentos/remover', { id_empresa: companyA.id, id: feed.id }, as(managerA)),
        ),
      ).toBe('NOT_FOUND');
    });

    it("company B never reads or changes company A's feeds, products or reports", async () => {
      const feedA = (await areaNames(managerA)).length;
      const someFeed = dataOf<TCompanyFeed[]>(
        await t.call('empresa/alimentos', { id_empresa: companyA.id }, as(managerA)),
      )[0];
      const onA = { id_empresa: companyA.id };
      for (const [call, body] of [
        ['empresa/alimentos', onA],
        ['empresa/alimentos/criar', feedForm('Invasor')],
        ['empresa/alimentos/editar', { ...feedForm('Invasor'), id: someFeed?.id }],
        ['empresa/alimentos/remover', { ...onA, id: someFeed?.id }],
        ['empresa/alimentos/solicitarPatrocinio', { ...onA, id: someFeed?.id }],
        ['empresa/produtos', onA],
        ['empresa/produtos/criar', { ...onA, nome: 'Invasor', tipo: 'Mineral' }],
        ['dieta/getFDEmpresa', onA],
        ['empresa/getDietasNaoVinculados', onA],
        ['alimentos/getAlimentosEmpresa', { ...onA, area_da_empresa: true }],
      ] as const) {
        expect([call, codeOf(await t.call(call, body, as(managerB)))]).toEqual([call, 'FORBIDDEN']);
      }
      // Naming its own company does not reach A's feed either.
      const onB = { id_empresa: companyB.id };
      expect(
        codeOf(
          await t.call(
            'empresa/alimentos/editar',
            { ...feedForm('Invasor'), ...onB, id: someFeed?.id },
            as(managerB),
          ),
        ),
      ).toBe('NOT_FOUND');
      expect(
        codeOf(await t.call('empresa/alimentos/remover', { ...onB, id: someFeed?.id }, as(managerB))),
      ).toBe('NOT_FOUND');
      expect(await areaNames(managerB, companyB.id)).toEqual([]);
      expect((await areaNames(managerA)).length).toBe(feedA);
    });
  });

  it('answers NOT_FOUND for a company feed id beyond 32 bits, never a database error', async () => {
    const huge = 'EMP|99999999999';
    const onA = { id_empresa: companyA.id };
    expect(
      codeOf(await t.call('empresa/alimentos/editar', { ...feedForm('X'), id: huge }, as(managerA))),
    ).toBe('NOT_FOUND');
    expect(codeOf(await t.call('empresa/alimentos/remover', { ...onA, id: huge }, as(managerA)))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(await t.call('empresa/alimentos/solicitarPatrocinio', { ...onA, id: huge }, as(managerA))),
    ).toBe('NOT_FOUND');
    for (const call of ['adm/patrocinios/aceitar', 'adm/patrocinios/recusar', 'adm/patrocinios/revogar']) {
      expect(codeOf(await t.call(call, { id: huge }, as(admin)))).toBe('NOT_FOUND');
    }
    expect(codeOf(await t.call('dieta/getFDEmpresa', { ...onA, id_alimento: huge }, as(managerA)))).toBe(
      'NOT_FOUND',
    );
  });

  describe('company products', () => {
    it('managers keep products; members read them; other companies never', async () => {
      const product = dataOf<TCompanyProduct>(
        await t.call(
          'empresa/produtos/criar',
          { id_empresa: companyA.id, nome: 'Proteinado Alfa', tipo: 'Suplemento', descricao: 'Para a seca' },
          as(managerA),
        ),
      );
      expect(product).toMatchObject({
        nome: 'Proteinado Alfa',
        tipo: 'Suplemento',
        descricao: 'Para a seca',
      });
      const edited = dataOf<TCompanyProduct>(
        await t.call(
          'empresa/produtos/editar',
          {
            id_empresa: companyA.id,
            id: product.id,
            nome: 'Proteinado Alfa 40',
            tipo: 'Suplemento',
            descricao: '',
          },
          as(regionalA),
        ),
      );
      expect(edited).toMatchObject({ nome: 'Proteinado Alfa 40', descricao: null });
      const listed = dataOf<TCompanyProduct[]>(
        await t.call('empresa/produtos', { id_empresa: companyA.id }, as(producerA)),
      );
      expect(listed.map((p) => p.nome)).toEqual(['Proteinado Alfa 40']);
      expect(
        codeOf(
          await t.call(
            'empresa/produtos/criar',
            { id_empresa: companyA.id, nome: 'X', tipo: 'Y' },
            as(technicianA),
          ),
        ),
      ).toBe('FORBIDDEN');
      expect(
        codeOf(
          await t.call(
            'empresa/produtos/editar',
            { id_empresa: companyB.id, id: product.id, nome: 'Tomado', tipo: 'Y' },
            as(managerB),
          ),
        ),
      ).toBe('NOT_FOUND');
      expect(
        codeOf(
          await t.call(
            'empresa/produtos/criar',
            { id_empresa: companyA.id, nome: '', tipo: 'Y' },
            as(managerA),
          ),
        ),
      ).toBe('VALIDATION_FAILED');
      dataOf(
        await t.call('empresa/produtos/remover', { id_empresa: companyA.id, id: product.id }, as(managerA)),
      );
      expect(
        dataOf<TCompanyProduct[]>(
          await t.call('empresa/produtos', { id_empresa: companyA.id }, as(managerA)),
        ),
      ).toEqual([]);
    });
  });

  describe('sponsorship', () => {
    let first: TCompanyFeed;
    let second: TCompanyFeed;
    let free: SignedUp;
    let premium: SignedUp;
    const decide = (call: string, feed: TCompanyFeed, who = admin) => t.call(call, { id: feed.id }, as(who));
    const ask = (feed: TCompanyFeed, who = managerA) =>
      t.call('empresa/alimentos/solicitarPatrocinio', { id_empresa: companyA.id, id: feed.id }, as(who));
    const catalogueOf = async (who: SignedUp) =>
      dataOf<Lists>(await t.call('alimentos/getListaAlimentos', {}, as(who))).cocho;

    beforeAll(async () => {
      first = await createFeed(managerA, 'Aaa Patrocinada Alfa');
      second = await createFeed(managerA, 'Bbb Patrocinada Alfa');
      free = await t.signUp();
      premium = await t.signUp();
      await setUserColumns(t, premium.user.id, { premium: 1 });
    });

    it('requested, declined, requested again, accepted, revoked — each move only from its state', async () => {
      expect(dataOf<TCompanyFeed>(await ask(first)).patrocinio).toBe('solicitado');
      expect(codeOf(await ask(first))).toBe('CONFLICT');
      expect(codeOf(await decide('adm/patrocinios/revogar', first))).toBe('CONFLICT');
      const requests = dataOf<TSponsorship[]>(await t.call('adm/patrocinios', {}, as(admin)));
      expect(requests.find((s) => s.id === first.id)).toMatchObject({
        patrocinio: 'solicitado',
        empresa_nome: 'Alfa',
      });

      expect(dataOf<TSponsorship>(await decide('adm/patrocinios/recusar', first)).patrocinio).toBe(
        'recusado',
      );
      expect(codeOf(await decide('adm/patrocinios/aceitar', first))).toBe('CONFLICT');
      expect(dataOf<TCompanyFeed>(await ask(first)).patrocinio).toBe('solicitado');
      const accepted = dataOf<TSponsorship>(await decide('adm/patrocinios/aceitar', first));
      expect(accepted).toMatchObject({ patrocinio: 'aceito', patrocinado: true });

      const revoked = dataOf<TSponsorship>(await decide('adm/patrocinios/revogar', first));
      expect(revoked).toMatchObject({ patrocinio: 'revogado', patrocinado: false });
      expect((await catalogueOf(free)).some((feed) => feed.id === first.id)).toBe(false);
      expect(dataOf<TCompanyFeed>(await ask(first)).patrocinio).toBe('solicitado');
      dataOf(await decide('adm/patrocinios/aceitar', first));

      const audit = await t.db
        .selectFrom('audit_log')
        .select('detail')
        .where('action', '=', 'sponsorship_changed')
        .execute();
      expect(audit.length).toBeGreaterThanOrEqual(7);
    });

    it('only administrators decide, only the company asks, never for a restricted feed', async () => {
      dataOf(await ask(second));
      for (const who of [managerA, regionalA, free]) {
        expect(codeOf(await decide('adm/patrocinios/aceitar', second, who))).toBe('FORBIDDEN');
      }
      expect(codeOf(await t.call('adm/patrocinios', {}, as(managerA)))).toBe('FORBIDDEN');
      expect(codeOf(await ask(second, technicianA))).toBe('FORBIDDEN');
      const restricted = await createFeed(managerA, 'Restrito sem patrocínio', { restrito: true });
      expect(codeOf(await ask(restricted))).toBe('CONFLICT');
      dataOf(await decide('adm/patrocinios/aceitar', second));
      const toRestricted = await t.call(
        'empresa/alimentos/editar',
        { ...feedForm(second.name, { restrito: true }), id: second.id },
        as(managerA),
      );
      expect(errorOf(toRestricted).fields).toContainEqual({
        field: 'restrito',
        code: 'SPONSORED',
      });
    });

    it('an accepted sponsorship goes back to requested when its names or composition change, not its price', async () => {
      const feed = await createFeed(managerA, 'Ccc Revisada Alfa');
      dataOf(await ask(feed));
      dataOf(await decide('adm/patrocinios/aceitar', feed));
      const edit = (extra: Record<string, unknown>) =>
        t.call('empresa/alimentos/editar', { ...feedForm(feed.name, extra), id: feed.id }, as(managerA));
      const isShown = async () => (await catalogueOf(free)).some((entry) => entry.id === feed.id);
      expect(await isShown()).toBe(true);

      // The price and the bounds: still accepted, still shown.
      expect(dataOf<TCompanyFeed>(await edit({ custo: '2,10', max_100: 20 }))).toMatchObject({
        patrocinio: 'aceito',
        patrocinado: true,
      });
      expect(await isShown()).toBe(true);

      // The composition: back to the administrator, no longer shown meanwhile.
      const before = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'sponsorship_changed')
        .execute();
      expect(
        dataOf<TCompanyFeed>(await edit({ nutrientes: { MS: '88', PB: '40', NDT: '78' } })),
      ).toMatchObject({ patrocinio: 'solicitado', patrocinado: false });
      expect(await isShown()).toBe(false);
      const after = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'sponsorship_changed')
        .execute();
      expect(after.length).toBe(before.length + 1);
      dataOf(await decide('adm/patrocinios/aceitar', feed));

      // The name too.
      expect(dataOf<TCompanyFeed>(await edit({ name: 'Ccc Renomeada Alfa' }))).toMatchObject({
        patrocinio: 'solicitado',
      });
      dataOf(await decide('adm/patrocinios/recusar', feed));
    });

    it('accepted sponsored feeds take every third position of the real catalogue for non-premium users', async () => {
      const list = await catalogueOf(free);
      expect(list.length).toBeGreaterThan(20);
      expect(list[2]?.id).toBe(first.id);
      expect(list[5]?.id).toBe(second.id);
      expect(list.filter((feed) => feed.patrocinado).map((feed) => feed.id)).toEqual([first.id, second.id]);
      // The other positions keep the catalogue's own order.
      const plain = list.filter((feed) => !feed.patrocinado).map((feed) => feed.id);
      expect(plain).toEqual((await catalogueOf(premium)).map((feed) => feed.id));
      expect((await catalogueOf(premium)).some((feed) => feed.patrocinado)).toBe(false);
      const sponsored = dataOf<TFeed[]>(
        await t.call('alimentos/getAlimentosPatrocinados', { id_empresa: companyA.id }, as(free)),
      );
      expect(sponsored.map((feed) => feed.id)).toEqual([first.id, second.id]);
      expect(
        dataOf<TFeed[]>(
          await t.call('alimentos/getAlimentosPatrocinados', { id_empresa: companyA.id }, as(premium)),
        ),
      ).toEqual([]);
      // The company's own members see them as company feeds, not as interleaved ads, nor marked sponsored.
      expect((await catalogueOf(producerA)).some((feed) => feed.patrocinado)).toBe(false);
      const own = dataOf<Lists>(await t.call('alimentos/getListaAlimentos', {}, as(producerA)));
      expect(own.emp.find((feed) => feed.id === first.id)).toMatchObject({ patrocinado: false });
    });
  });

  describe('reports', () => {
    let feed: TCompanyFeed;
    let other: TCompanyFeed;
    let outsider: SignedUp;
    let linkedDietId: number;

    const dietWith = (nome: string, feeds: readonly TCompanyFeed[], kg: number): TDietRecord => {
      const base = smallDietRecord(nome);
      return {
        ...base,
        alimentos_selecionados: [
          ...base.alimentos_selecionados,
          ...feeds.map((f) => ({
            id: f.id,
            tipo: f.tipo,
            name: f.name,
            name_en: null,
            name_es: null,
            volumoso: false,
            nutrientes: f.nutrientes,
          })),
        ],
        restricoes: Object.fromEntries([
          ...Object.entries(base.restricoes),
          ...feeds.map((f) => [
            f.id,
            { quantidade: null, unidade: 'kg', fator: 1, custo: 1.2, minimo: null, maximo: null },
          ]),
        ]),
        resultado: [
          ...(base.resultado ?? []),
          ...feeds.map((f) => ({
            id: f.id,
            MN: kg,
            MNprop: 10,
            MS: kg * 0.88,
            MSprop: 12,
            CUSTO: 2,
            totalRacao: 100,
          })),
        ],
      };
    };
    const report = async (call: string, who: SignedUp, filters: Record<string, unknown> = {}) =>
      dataOf<TCompanyReport>(await t.call(call, { id_empresa: companyA.id, ...filters }, as(who)));

    beforeAll(async () => {
      feed = await createFeed(managerA, 'Ração Relatório');
      other = await createFeed(managerA, 'Mineral Relatório');
      outsider = await t.signUp();
      await setUserColumns(t, outsider.user.id, { premium: 1 });
      await t.db.updateTable('users').set({ estado: 'MG' }).where('id', '=', outsider.user.id).execute();
      await t.db.updateTable('users').set({ estado: 'GO' }).where('id', '=', producerA.user.id).execute();
      const saved = await t.call(
        'dieta/saveFD',
        { dieta: JSON.stringify(dietWith('Lote do vinculado', [feed, other], 3)) },
        as(producerA),
      );
      expect(saved.status, saved.text).toBe(200);
      linkedDietId = answerOf('saveFD', saved).id;
      const outside = await t.call(
        'dieta/saveFD',
        { dieta: JSON.stringify(dietWith('Lote de fora', [feed], 5)) },
        as(outsider),
      );
      expect(outside.status, outside.text).toBe(200);
      const plain = await t.call(
        'dieta/saveFD',
        { dieta: JSON.stringify(smallDietRecord('Sem empresa')) },
        as(outsider),
      );
      expect(plain.status, plain.text).toBe(200);
    });

    it("lists the linked users' diets with the company's feeds, named, with totals by feed and region", async () => {
      const linked = await report('dieta/getFDEmpresa', managerA);
      expect(linked.dietas).toHaveLength(1);
      expect(linked.dietas[0]).toMatchObject({
        id: linkedDietId,
        nome: 'Lote do vinculado',
        vinculado: true,
        id_usuario: producerA.user.id,
        estado: 'GO',
      });
      expect(linked.dietas[0]?.alimentos).toEqual([
        { id: feed.id, nome: 'Ração Relatório', kg_mn: 3, pct_ms: 12 },
        { id: other.id, nome: 'Mineral Relatório', kg_mn: 3, pct_ms: 12 },
      ]);
      expect(
        linked.totais_alimento.map((row) => [row.nome, row.dietas, row.usuarios, row.kg_mn_medio]),
      ).toEqual([
        ['Mineral Relatório', 1, 1, 3],
        ['Ração Relatório', 1, 1, 3],
      ]);
      expect(linked.totais_regiao).toEqual([{ estado: 'GO', dietas: 1, usuarios: 1 }]);
      expect(linked.truncado).toBe(false);
      expect((await report('dieta/getFDEmpresa', regionalA)).dietas).toHaveLength(1);
    });

    it('lists the diets of users outside the company without naming them', async () => {
      const outside = await report('empresa/getDietasNaoVinculados', managerA);
      expect(outside.dietas.map((d) => d.nome)).toEqual(['Lote de fora']);
      expect(outside.dietas[0]).toMatchObject({
        vinculado: false,
        id_usuario: null,
        usuario_nome: null,
        estado: 'MG',
      });
      expect(JSON.stringify(outside)).not.toContain(outsider.email);
      expect(outside.totais_alimento).toEqual([
        { id: feed.id, nome: 'Ração Relatório', dietas: 1, usuarios: 1, kg_mn_medio: 5 },
      ]);
      expect(
        codeOf(
          await t.call(
            'empresa/getDietasNaoVinculados',
            { id_empresa: companyA.id, id_usuario: outsider.user.id },
            as(managerA),
          ),
        ),
      ).toBe('VALIDATION_FAILED');
    });

    it('filters by feed, period, user and state', async () => {
      const byOther = await report('empresa/getDietasNaoVinculados', managerA, { id_alimento: other.id });
      expect(byOther.dietas).toEqual([]);
      const byFeed = await report('dieta/getFDEmpresa', managerA, { id_alimento: other.id });
      expect(byFeed.dietas[0]?.alimentos.map((f) => f.id)).toEqual([other.id]);
      const todayIso = new Date().toISOString().slice(0, 10);
      expect(
        (await report('dieta/getFDEmpresa', managerA, { de: todayIso, ate: todayIso })).dietas,
      ).toHaveLength(1);
      expect((await report('dieta/getFDEmpresa', managerA, { ate: '2020-01-01' })).dietas).toEqual([]);
      expect(
        (await report('dieta/getFDEmpresa', managerA, { id_usuario: producerA.user.id })).dietas,
      ).toHaveLength(1);
      expect((await report('dieta/getFDEmpresa', managerA, { id_usuario: outsider.user.id })).dietas).toEqual(
        [],
      );
      expect((await report('empresa/getDietasNaoVinculados', managerA, { estado: 'GO' })).dietas).toEqual([]);
      expect(
        (await report('empresa/getDietasNaoVinculados', managerA, { estado: 'MG' })).dietas,
      ).toHaveLength(1);
      expect(
        codeOf(
          await t.call(
            'dieta/getFDEmpresa',
            { id_empresa: companyA.id, id_alimento: 'EMP|999999' },
            as(managerA),
          ),
        ),
      ).toBe('NOT_FOUND');
    });

    it('counts a diet only where the formulated diet gives the feed an amount, with its head count', async () => {
      const salt = await createFeed(managerA, 'Sal Relatório');
      // Picked but given 0 kg by the optimiser: no use of the salt (the other feed has 2 kg, so the diet
      // counts for it only).
      const zeroSalt = dietWith('Sal a zero', [salt, other], 2);
      zeroSalt.resultado = (zeroSalt.resultado ?? []).map((row) =>
        row.id === salt.id ? { ...row, MN: 0 } : row,
      );
      // Never formulated: no amounts at all.
      const unsolved = { ...dietWith('Sem cálculo', [salt], 1), resultado: null };
      const used = dietWith('Sal usado', [salt], 0.25);
      used.animal = { ...used.animal, numero_animais: 40 };
      for (const record of [zeroSalt, unsolved, used]) {
        const saved = await t.call('dieta/saveFD', { dieta: JSON.stringify(record) }, as(producerA));
        expect(saved.status, saved.text).toBe(200);
      }
      const bySalt = await report('dieta/getFDEmpresa', managerA, { id_alimento: salt.id });
      expect(bySalt.dietas.map((diet) => diet.nome)).toEqual(['Sal usado']);
      expect(bySalt.dietas[0]).toMatchObject({ numero_animais: 40 });
      expect(bySalt.totais_alimento).toEqual([
        { id: salt.id, nome: 'Sal Relatório', dietas: 1, usuarios: 1, kg_mn_medio: 0.25 },
      ]);
      const all = await report('dieta/getFDEmpresa', managerA);
      const zero = all.dietas.find((diet) => diet.nome === 'Sal a zero');
      expect(zero?.alimentos.map((f) => [f.nome, f.kg_mn])).toEqual([['Mineral Relatório', 2]]);
      expect(zero?.numero_animais).toBe(10);
      expect(all.dietas.some((diet) => diet.nome === 'Sem cálculo')).toBe(false);
      expect(all.totais_alimento.find((row) => row.id === salt.id)?.dietas).toBe(1);
    });

    it('is for managers and regional managers of the company only', async () => {
      for (const who of [technicianA, producerA, outsider, managerB]) {
        expect(codeOf(await t.call('dieta/getFDEmpresa', { id_empresa: companyA.id }, as(who)))).toBe(
          'FORBIDDEN',
        );
      }
      const ofB = dataOf<TCompanyReport>(
        await t.call('empresa/getDietasNaoVinculados', { id_empresa: companyB.id }, as(managerB)),
      );
      expect(ofB.dietas).toEqual([]);
    });
  });
});
