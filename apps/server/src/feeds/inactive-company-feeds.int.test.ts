/**
 * An inactive company's feeds (docs/product/shell.md#states inactive company, docs/product/shell.md#roles feed visibility; docs/product/calculation.md#records company feeds;
 * docs/decisions/company-feeds-and-reports.md): once an administrator deactivates the company, neither its
 * linked producer nor users outside it get its sponsored, all-users or whole-company feeds from
 * getListaAlimentos, getAlimentosPatrocinados or getAlimentosEmpresa, nor may adapt one; administrators
 * still see them; a saved diet keeps its stored copy; reactivating brings everything back.
 */
import type { TCollaborator, TCompany, TCompanyFeed, TDietRecord, TFeed } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserColumns, signUpAdministrator, smallDietRecord } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { CallResult, SignedUp, TestEnvironment } from '../testing/for-each-database';
import { answerOf, errorOf } from '../testing/typed-call';

type Lists = { cocho: TFeed[]; emp: TFeed[]; usr: TFeed[]; patrocinados: TFeed[] };

const ALL_USERS = 'Gama Todos';
const WHOLE_COMPANY = 'Gama Empresa';
const SPONSORED = 'Gama Patrocinada';

forEachDatabase('feeds of an inactive company', (t: TestEnvironment) => {
  let admin: SignedUp;
  let manager: SignedUp;
  let producer: SignedUp;
  let free: SignedUp;
  let premium: SignedUp;
  let company: TCompany;
  let allUsers: TCompanyFeed;
  let dietId: number;

  const as = (who: SignedUp) => ({ token: who.token });
  const dataOf = <T>(res: CallResult): T => {
    expect(res.status, res.text).toBe(200);
    return (res.body as { data: T }).data;
  };
  const createFeed = async (name: string, visibilidade: string) =>
    dataOf<TCompanyFeed>(
      await t.call(
        'empresa/alimentos/criar',
        {
          id_empresa: company.id,
          name,
          tipo: 2,
          nutrientes: { MS: '88', PB: '22,5', NDT: '78' },
          custo: '1,20',
          visibilidade,
          restrito: false,
        },
        as(manager),
      ),
    );
  const setActive = async (ativo: boolean) => {
    const res = await t.call('adm/empresas/atualizar', { id: company.id, ativo }, as(admin));
    expect(dataOf<TCompany>(res).ativo).toBe(ativo);
  };
  const ours = (feeds: readonly TFeed[]) =>
    feeds
      .filter((feed) => feed.empresa === company.id)
      .map((feed) => feed.name)
      .sort();
  const lists = async (who: SignedUp, body: Record<string, unknown> = {}) =>
    dataOf<Lists>(await t.call('alimentos/getListaAlimentos', body, as(who)));
  const sponsoredOf = async (who: SignedUp) =>
    ours(
      dataOf<TFeed[]>(
        await t.call('alimentos/getAlimentosPatrocinados', { id_empresa: company.id }, as(who)),
      ),
    );
  const companyFeedsOf = async (who: SignedUp) =>
    ours(dataOf<TFeed[]>(await t.call('alimentos/getAlimentosEmpresa', { id_empresa: company.id }, as(who))));
  const adapt = (who: SignedUp) =>
    t.call(
      'alimentos/createAlimentoUsuario',
      { name: 'Adaptada da Gama', tipo: 2, nutrientes: { PB: '20' }, id_alimento_pai: allUsers.id },
      as(who),
    );

  /** What a linked producer and a non-premium outsider get of the company's feeds. */
  const seen = async () => {
    const ofProducer = await lists(producer, { apenasUSREMP: true });
    const ofFree = await lists(free);
    return {
      producerLists: ours([...ofProducer.cocho, ...ofProducer.emp, ...ofProducer.patrocinados]),
      producerCompany: await companyFeedsOf(producer),
      producerSponsored: await sponsoredOf(producer),
      freeCatalogue: ours(ofFree.cocho),
      freeCompanyList: ours(ofFree.emp),
      freeSponsoredList: ours(ofFree.patrocinados),
      freeSponsored: await sponsoredOf(free),
      freeCompany: await companyFeedsOf(free),
    };
  };

  beforeAll(async () => {
    admin = await signUpAdministrator(t);
    manager = await t.signUp();
    free = await t.signUp();
    premium = await t.signUp();
    await setUserColumns(t, premium.user.id, { premium: 1 });
    company = dataOf<TCompany>(
      await t.call(
        'adm/empresas/criar',
        {
          razao_social: 'Gama Nutrição Ltda',
          nome_fantasia: 'Gama',
          cnpj: '11.222.333/0001-81',
          email_dono: manager.email,
        },
        as(admin),
      ),
    );
    producer = await t.signUp();
    const invited = dataOf<TCollaborator>(
      await t.call(
        'empresa/add-colaborador',
        { id_empresa: company.id, email: producer.email, acesso: 3 },
        as(manager),
      ),
    );
    dataOf(await t.call('empresa/aceitarConvite', { id_emp_user: invited.id_emp_user }, as(producer)));
    allUsers = await createFeed(ALL_USERS, 'todos');
    await createFeed(WHOLE_COMPANY, 'empresa');
    const sponsored = await createFeed(SPONSORED, 'empresa');
    dataOf(
      await t.call(
        'empresa/alimentos/solicitarPatrocinio',
        { id_empresa: company.id, id: sponsored.id },
        as(manager),
      ),
    );
    dataOf(await t.call('adm/patrocinios/aceitar', { id: sponsored.id }, as(admin)));
    // A diet saved with the all-users feed while the company was active.
    const base = smallDietRecord('Lote com ração da Gama');
    const record: TDietRecord = {
      ...base,
      alimentos_selecionados: [
        ...base.alimentos_selecionados,
        {
          id: allUsers.id,
          tipo: allUsers.tipo,
          name: allUsers.name,
          name_en: null,
          name_es: null,
          volumoso: false,
          nutrientes: allUsers.nutrientes,
        },
      ],
      restricoes: {
        ...base.restricoes,
        [allUsers.id]: { quantidade: 2, unidade: 'kg', fator: 1, custo: 1.2, minimo: null, maximo: null },
      },
    };
    const saved = await t.call('dieta/saveFD', { dieta: JSON.stringify(record) }, as(premium));
    expect(saved.status, saved.text).toBe(200);
    dietId = answerOf('saveFD', saved).id;
  });

  const ACTIVE_VIEW = {
    producerLists: [WHOLE_COMPANY, SPONSORED, ALL_USERS].sort(),
    producerCompany: [WHOLE_COMPANY, SPONSORED, ALL_USERS].sort(),
    // Linked, hence premium: the company's own sponsored feed is a company feed, never an ad.
    producerSponsored: [],
    freeCatalogue: [SPONSORED],
    freeCompanyList: [ALL_USERS],
    freeSponsoredList: [SPONSORED],
    freeSponsored: [SPONSORED],
    freeCompany: [ALL_USERS],
  };

  describe('while active', () => {
    it('its feeds reach the linked producer and, by their visibility, a non-premium outsider', async () => {
      expect(await seen()).toEqual(ACTIVE_VIEW);
    });
  });

  describe('deactivated', () => {
    beforeAll(async () => {
      await setActive(false);
    });

    it('no list gives its sponsored, all-users or whole-company feeds to its producer or an outsider', async () => {
      expect(await seen()).toEqual({
        producerLists: [],
        producerCompany: [],
        producerSponsored: [],
        freeCatalogue: [],
        freeCompanyList: [],
        freeSponsoredList: [],
        freeSponsored: [],
        freeCompany: [],
      });
      expect(ours((await lists(premium)).emp)).toEqual([]);
    });

    it('its feeds cannot be picked as the parent of an adapted feed', async () => {
      const res = await adapt(free);
      expect(res.status, res.text).toBe(400);
      expect(errorOf(res).fields).toContainEqual({
        field: 'id_alimento_pai',
        code: 'NOT_FOUND',
      });
    });

    it('administrators still see them, in the lists and in the company area', async () => {
      expect(await companyFeedsOf(admin)).toEqual([ALL_USERS]);
      expect(ours((await lists(admin)).emp)).toEqual([ALL_USERS]);
      const area = dataOf<TCompanyFeed[]>(
        await t.call('empresa/alimentos', { id_empresa: company.id }, as(admin)),
      );
      expect(area.map((feed) => feed.name).sort()).toEqual([WHOLE_COMPANY, SPONSORED, ALL_USERS].sort());
    });

    it('a saved diet keeps the stored copy of the feed it used', async () => {
      const read = await t.call('dieta/get', { id: dietId }, as(premium));
      expect(read.status, read.text).toBe(200);
      const feed = answerOf('getDiet', read).dieta.alimentos_selecionados.find(
        (selected) => selected.id === allUsers.id,
      );
      expect(feed).toMatchObject({ name: ALL_USERS, nutrientes: allUsers.nutrientes });
    });
  });

  describe('reactivated', () => {
    beforeAll(async () => {
      await setActive(true);
    });

    it('every list gives them back, and they can be adapted again', async () => {
      expect(await seen()).toEqual(ACTIVE_VIEW);
      const res = await adapt(free);
      expect(res.status, res.text).toBe(200);
    });
  });
});
