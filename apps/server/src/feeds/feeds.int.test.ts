import type { TAdditive, TFeed, TFeedType, TPendingFeed } from '@cocho/contracts';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { getUserById } from '../users/repository';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { CATALOGUE_COLUMNS } from './catalogue-csv';
import { readSeedRows, seedFeedCatalogue } from './seed-catalogue';
import { importCatalogue } from './use-cases/import-catalogue';
import { errorOf } from '../testing/typed-call';

type Lists = { cocho: TFeed[]; emp: TFeed[]; usr: TFeed[] };

/** The default list (catalogue-library.ts) and the mixes, less the monensin row (an additive). */
const SEEDED_FEEDS = readSeedRows().filter((row) => !row.isAdditive).length;
/** "%PDF-1.4\n" */
const TINY_PDF = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

async function ok<T>(t: TestEnvironment, name: string, body: unknown, token: string): Promise<T> {
  const res = await t.call(name, body, { token });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${res.text}`);
  return (res.body as { data: T }).data;
}

async function setUser(t: TestEnvironment, id: number, values: Record<string, number | null>): Promise<void> {
  await t.db.updateTable('users').set(values).where('id', '=', id).execute();
}

async function insertCompanyFeed(
  t: TestEnvironment,
  values: { name: string; empresa: number; restrito?: number; patrocinado?: number; visibilidade?: string },
): Promise<void> {
  const now = new Date().toISOString();
  await t.db
    .insertInto('feeds')
    .values({
      kind: 'empresa',
      tipo: 2,
      name: values.name,
      nutrientes: JSON.stringify({ PB: 40 }),
      nutrientes_calculados: '[]',
      alertas: '[]',
      unidade: 'kg',
      volumoso: 0,
      excluido: 0,
      empresa: values.empresa,
      restrito: values.restrito ?? 0,
      patrocinado: values.patrocinado ?? 0,
      visibilidade: values.visibilidade ?? 'empresa',
      recomendado: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const names = (feeds: TFeed[]) => feeds.map((feed) => feed.name);

/** Makes the n-th INSERT into `feeds` fail, to prove an import is written all or nothing. */
class FailOnFeedInsert implements KyselyPlugin {
  private inserts = 0;

  constructor(private readonly failAt: number) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'feeds') {
      this.inserts += 1;
      if (this.inserts === this.failAt) throw new Error('simulated failure on insert');
    }
    return node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

forEachDatabase('feed catalogue', (t) => {
  let admin: SignedUp;
  let alice: SignedUp;
  let bob: SignedUp;

  beforeAll(async () => {
    admin = await t.signUp();
    await setUser(t, admin.user.id, { administrador: 1 });
    alice = await t.signUp();
    bob = await t.signUp();
  });

  describe('seeded catalogue', () => {
    it('lists the feed types with the display order and roughage flags', async () => {
      const types = await ok<TFeedType[]>(t, 'tipos', {}, alice.token);
      const ordered = types
        .filter((type) => type.ordem !== null)
        .sort((a, b) => (a.ordem ?? 0) - (b.ordem ?? 0))
        .map((type) => type.id);
      expect(ordered.slice(0, 7)).toEqual([6, 1, 7, 3, 2, 4, 8]);
      expect(types.find((type) => type.id === 5)?.ordem).toBeNull();
      expect(types.filter((type) => type.volumoso).map((type) => type.id)).toEqual([0, 1, 6, 7]);
      expect(types.map((type) => type.id)).toEqual(expect.arrayContaining([998, 999, 10000, 10001]));
    });

    it('lists every starter feed with its source, converted units and computed marks', async () => {
      const lists = await ok<Lists>(t, 'alimentos/getListaAlimentos', { id_dieta: null }, alice.token);
      expect(lists.cocho).toHaveLength(SEEDED_FEEDS);
      expect(lists.cocho.every((feed) => (feed.fonte ?? '').length > 10)).toBe(true);
      const cornSilage = lists.cocho.find((feed) => feed.name === 'Silagem de milho');
      expect(cornSilage?.volumoso).toBe(true);
      // RUP as the NASEM corn silage's share of CP (2.5369 of 7.707) of the Brazilian CP 7.52.
      expect(cornSilage?.nutrientes.PNDR).toBeCloseTo((7.52 * 2.5369) / 7.707, 3);
      expect(cornSilage?.nutrientes_calculados).toContain('PDR');
      expect(/^\d+$/.test(cornSilage?.id ?? '')).toBe(true);
    });

    it('seeds idempotently and answers lastUpdateAt as [version, ISO time]', async () => {
      const before = await ok<[number, string]>(t, 'alimentos/lastUpdateAt', {}, alice.token);
      expect(typeof before[0]).toBe('number');
      expect(Number.isNaN(Date.parse(before[1]))).toBe(false);
      const again = await seedFeedCatalogue(t.db, new Date().toISOString());
      expect(again).toEqual({
        tipos: 0,
        alimentos: 0,
        aditivos: 0,
        alimentosAtualizados: 0,
        alimentosRemovidos: 0,
      });
      expect(await ok<[number, string]>(t, 'alimentos/lastUpdateAt', {}, alice.token)).toEqual(before);
    });

    it('lists monensin as an additive with a dose per kg of total-diet DM and its source', async () => {
      const additives = await ok<TAdditive[]>(t, 'aditivos/getAditivos', {}, alice.token);
      expect(additives).toHaveLength(1);
      expect(additives[0]).toMatchObject({ sigla: 'MON', fator: 33, unidade: 'mg' });
      expect(additives[0]?.id).toMatch(/^AD\|\d+$/);
      expect(additives[0]?.fonte).toContain('MIB 57');
    });

    it('needs a signed-in user', async () => {
      expect((await t.call('alimentos/getListaAlimentos', {})).status).toBe(401);
    });
  });

  describe('user feeds', () => {
    it('creates a feed from a form with comma decimals, derives its energy and lists it as USR|', async () => {
      const feed = await ok<TFeed>(
        t,
        'alimentos/createAlimentoUsuario',
        {
          name: 'Milho da fazenda',
          tipo: 3,
          nutrientes: { MS: '87,5', PB: '8,9', FDN: '11', EE: '3,8', MM: '1,5', lignina: '1,3' },
          custo: 'R$ 1,25',
        },
        alice.token,
      );
      expect(feed.id).toMatch(/^USR\|\d+$/);
      expect(feed.nutrientes.MS).toBe(87.5);
      expect(feed.custo).toBe(1.25);
      expect(feed.nutrientes_calculados).toEqual(expect.arrayContaining(['NDT', 'ED', 'EM', 'CNF', 'MO']));
      const lists = await ok<Lists>(t, 'alimentos/getListaAlimentos', { apenasUSREMP: true }, alice.token);
      expect(lists.cocho).toEqual([]);
      expect(names(lists.usr)).toContain('Milho da fazenda');
    });

    it('rejects a missing name and out-of-range nutrients with the field named', async () => {
      const res = await t.call(
        'alimentos/createAlimentoUsuario',
        { name: 'Ruim', tipo: 3, nutrientes: { FDN: '120', PB: '-1', XX: 1 } },
        { token: alice.token },
      );
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toEqual(
        expect.arrayContaining([
          { field: 'nutrientes.XX', code: 'UNKNOWN_NUTRIENT' },
          { field: 'nutrientes.FDN', code: 'PERCENT_ABOVE_100' },
          { field: 'nutrientes.PB', code: 'NEGATIVE_VALUE' },
        ]),
      );
      const noName = await t.call(
        'alimentos/createAlimentoUsuario',
        { name: ' ', tipo: 3, nutrientes: {} },
        { token: alice.token },
      );
      expect(noName.status).toBe(400);
      expect(errorOf(noName).fields?.[0]?.field).toBe('name');
    });

    it("shows a user's feeds only with no client or the selected client, never to other users", async () => {
      // The client must be one of Alice's own (feeds/user-feed-client.ts): Alice consults for it.
      await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', alice.user.id).execute();
      const made = await ok<{ id: number }>(
        t,
        'consultoria/clientes/create',
        { nome: 'Cliente Cinco', email: 'cliente.cinco@example.com', nome_fazenda: null, obs: null },
        alice.token,
      );
      const clientId = made.id;
      await ok<TFeed>(
        t,
        'alimentos/createAlimentoUsuario',
        { name: 'Feno do cliente 5', tipo: 7, nutrientes: {}, id_cliente: clientId },
        alice.token,
      );
      const personal = await ok<Lists>(t, 'alimentos/getListaAlimentos', { apenasUSREMP: true }, alice.token);
      expect(names(personal.usr)).not.toContain('Feno do cliente 5');
      const client5 = await ok<Lists>(
        t,
        'alimentos/getListaAlimentos',
        { apenasUSREMP: true, id_cliente: clientId },
        alice.token,
      );
      expect(names(client5.usr)).toEqual(expect.arrayContaining(['Feno do cliente 5', 'Milho da fazenda']));
      const other = await ok<Lists>(
        t,
        'alimentos/getListaAlimentos',
        { apenasUSREMP: true, id_cliente: clientId },
        bob.token,
      );
      expect(other.usr).toEqual([]);
    });

    it('adapts a catalogue feed: keeps the parent id and cites its source', async () => {
      const lists = await ok<Lists>(t, 'alimentos/getListaAlimentos', {}, alice.token);
      const parent = lists.cocho.find((feed) => feed.name === 'Silagem de milho');
      const adapted = await ok<TFeed>(
        t,
        'alimentos/createAlimentoUsuario',
        {
          name: 'Silagem adaptada',
          tipo: 1,
          nutrientes: { PB: '8,2', FDN: 41 },
          id_alimento_pai: parent?.id,
        },
        alice.token,
      );
      expect(adapted.id_alimento_pai).toBe(parent?.id);
      // The source users read is the parent's citation, not an internal id.
      expect(adapted.fonte).toBe(parent?.fonte);
      expect(adapted.fonte).toContain('Carvalho, J.F.F.S. (2008)');
      const hidden = await t.call(
        'alimentos/createAlimentoUsuario',
        { name: 'X', tipo: 1, nutrientes: { PB: 1 }, id_alimento_pai: 'USR|999999' },
        { token: alice.token },
      );
      expect(hidden.status).toBe(400);
    });

    it('edits, hides and removes only own feeds', async () => {
      const feed = await ok<TFeed>(
        t,
        'alimentos/createAlimentoUsuario',
        { name: 'Temporário', tipo: 2, nutrientes: { PB: 40 } },
        alice.token,
      );
      const edit = { id: feed.id, name: 'Temporário 2', tipo: 2, nutrientes: { PB: '42,5' } };
      // Someone else's feed answers as a missing one (404): its existence is not told.
      expect((await t.call('alimentos/updateAlimentoUsuario', edit, { token: bob.token })).status).toBe(404);
      const edited = await ok<TFeed>(t, 'alimentos/updateAlimentoUsuario', edit, alice.token);
      expect(edited).toMatchObject({ name: 'Temporário 2', nutrientes: { PB: 42.5 } });
      const hidden = await ok<TFeed>(
        t,
        'alimentos/ocultarAlimentoUsuario',
        { id: feed.id, oculto: true },
        alice.token,
      );
      expect(hidden.EXCLUIDO).toBe(1);
      expect(
        (await t.call('alimentos/removeAlimentoUsuario', { id: feed.id }, { token: bob.token })).status,
      ).toBe(404);
      await ok(t, 'alimentos/removeAlimentoUsuario', { id: feed.id }, alice.token);
      const lists = await ok<Lists>(t, 'alimentos/getListaAlimentos', { apenasUSREMP: true }, alice.token);
      expect(lists.usr.some((item) => item.id === feed.id)).toBe(false);
      expect(
        (await t.call('alimentos/removeAlimentoUsuario', { id: 'USR|999999' }, { token: alice.token }))
          .status,
      ).toBe(404);
    });
  });

  describe('company feeds by role', () => {
    let manager: SignedUp;
    let technician: SignedUp;
    let premium: SignedUp;

    beforeAll(async () => {
      manager = await t.signUp();
      technician = await t.signUp();
      premium = await t.signUp();
      await setUser(t, manager.user.id, { empresa_vinculada: 10, gestor: 1 });
      await setUser(t, technician.user.id, { empresa_vinculada: 10, vinculado: 1 });
      await setUser(t, premium.user.id, { premium: 1 });
      await insertCompanyFeed(t, { name: 'Núcleo restrito', empresa: 10, restrito: 1 });
      await insertCompanyFeed(t, { name: 'Ração da empresa', empresa: 10 });
      await insertCompanyFeed(t, { name: 'Patrocinado A', empresa: 20, patrocinado: 1 });
      await insertCompanyFeed(t, { name: 'Patrocinado B', empresa: 20, patrocinado: 1 });
    });

    it("opens restricted feeds to the company's access-level-0 users only", async () => {
      const ofManager = await ok<Lists>(
        t,
        'alimentos/getListaAlimentos',
        { apenasUSREMP: true },
        manager.token,
      );
      expect(names(ofManager.emp).sort()).toEqual(['Núcleo restrito', 'Ração da empresa']);
      const ofTechnician = await ok<Lists>(
        t,
        'alimentos/getListaAlimentos',
        { apenasUSREMP: true },
        technician.token,
      );
      expect(names(ofTechnician.emp)).toEqual(['Ração da empresa']);
      const ofOutsider = await ok<Lists>(t, 'alimentos/getListaAlimentos', { apenasUSREMP: true }, bob.token);
      expect(ofOutsider.emp).toEqual([]);
      expect(ofManager.emp.every((feed) => feed.id.startsWith('EMP|'))).toBe(true);
    });

    it('interleaves sponsored feeds every third position for non-premium users only', async () => {
      const free = await ok<Lists>(t, 'alimentos/getListaAlimentos', {}, bob.token);
      expect(free.cocho[2]?.name).toBe('Patrocinado A');
      expect(free.cocho[5]?.name).toBe('Patrocinado B');
      expect(free.cocho.filter((feed) => feed.patrocinado)).toHaveLength(2);
      const paid = await ok<Lists>(t, 'alimentos/getListaAlimentos', {}, premium.token);
      expect(paid.cocho.some((feed) => feed.patrocinado)).toBe(false);
      const sponsored = await ok<TFeed[]>(
        t,
        'alimentos/getAlimentosPatrocinados',
        { id_empresa: 20 },
        bob.token,
      );
      expect(names(sponsored)).toEqual(['Patrocinado A', 'Patrocinado B']);
      expect(
        await ok<TFeed[]>(t, 'alimentos/getAlimentosPatrocinados', { id_empresa: 20 }, premium.token),
      ).toEqual([]);
    });

    it('opens the company area only through an active link to the company, never the stored company id', async () => {
      // The area's own listing (restricted feeds for managers only) is in companies/feeds/company-feeds.int.test.ts.
      const stored = await t.call(
        'alimentos/getAlimentosEmpresa',
        { id_empresa: 10, area_da_empresa: true },
        { token: technician.token },
      );
      expect(stored.status).toBe(403);
      const res = await t.call(
        'alimentos/getAlimentosEmpresa',
        { id_empresa: 10, area_da_empresa: true },
        { token: bob.token },
      );
      expect(res.status).toBe(403);
    });
  });

  describe('sending a feed for approval', () => {
    const form = {
      name: 'Silagem de capim enviada',
      tipo: 1,
      nutrientes: { MS: '30', PB: '7,5', FDN: '65' },
    };

    it('keeps it pending with its lab report; only administrators decide', async () => {
      const sent = await ok<TFeed>(
        t,
        'alimentos/enviarAlimento',
        {
          ...form,
          laudo: { nome_arquivo: 'laudo.pdf', tipo_mime: 'application/pdf', conteudo_base64: TINY_PDF },
        },
        alice.token,
      );
      expect(sent).toMatchObject({ status: 'pendente', visibilidade: 'privado' });
      expect(
        (await t.call('alimentos/aprovarAlimento', { id: sent.id }, { token: alice.token })).status,
      ).toBe(403);
      expect((await t.call('alimentos/getAlimentosPendentes', {}, { token: alice.token })).status).toBe(403);
      const pending = await ok<(TFeed & { laudo: { nome_arquivo: string } })[]>(
        t,
        'alimentos/getAlimentosPendentes',
        {},
        admin.token,
      );
      expect(pending.find((feed) => feed.id === sent.id)?.laudo.nome_arquivo).toBe('laudo.pdf');
      const report = await ok<{ conteudo_base64: string }>(
        t,
        'alimentos/getLaudo',
        { id: sent.id },
        admin.token,
      );
      expect(report.conteudo_base64).toBe(TINY_PDF);
      // Another user's lab report answers exactly as one that does not exist.
      const foreign = await t.call('alimentos/getLaudo', { id: sent.id }, { token: bob.token });
      const missing = await t.call('alimentos/getLaudo', { id: 'USR|999999' }, { token: bob.token });
      expect([foreign.status, foreign.body]).toEqual([404, missing.body]);

      const versionBefore = (await ok<[number, string]>(t, 'alimentos/lastUpdateAt', {}, bob.token))[0];
      const approved = await ok<{ enviado: TFeed; catalogo: TFeed }>(
        t,
        'alimentos/aprovarAlimento',
        { id: sent.id },
        admin.token,
      );
      expect(approved.enviado.status).toBe('aprovado');
      // No internal ids in the source users read; the submission stays linked.
      expect(approved.catalogo.fonte ?? '').not.toContain(sent.id);
      expect(approved.catalogo.id_alimento_pai).toBe(sent.id);
      const versionAfter = (await ok<[number, string]>(t, 'alimentos/lastUpdateAt', {}, bob.token))[0];
      expect(versionAfter).toBeGreaterThan(versionBefore);
      const ofBob = await ok<Lists>(t, 'alimentos/getListaAlimentos', {}, bob.token);
      expect(names(ofBob.cocho)).toContain('Silagem de capim enviada');
      expect(
        (await t.call('alimentos/aprovarAlimento', { id: sent.id }, { token: admin.token })).status,
      ).toBe(409);
    });

    it("shows the sender's name and the catalogue's typical values of the category, marking outliers", async () => {
      const sent = await ok<TFeed>(
        t,
        'alimentos/enviarAlimento',
        {
          ...form,
          name: 'Silagem com proteína impossível',
          nutrientes: { MS: '30', PB: '95', FDN: '65' },
          laudo: { nome_arquivo: 'laudo.pdf', tipo_mime: 'application/pdf', conteudo_base64: TINY_PDF },
        },
        alice.token,
      );
      const pending = await ok<TPendingFeed[]>(t, 'alimentos/getAlimentosPendentes', {}, admin.token);
      const listed = pending.find((feed) => feed.id === sent.id);
      const sender = await t.db
        .selectFrom('users')
        .select('nome')
        .where('id', '=', alice.user.id)
        .executeTakeFirstOrThrow();
      expect(listed).toMatchObject({
        user_id: alice.user.id,
        usuario_nome: sender.nome,
        usuario_email: alice.email,
      });
      // The typical values are those of the listed catalogue feeds of the same category.
      const catalogue = await ok<{ cocho: TFeed[] }>(t, 'alimentos/getCatalogo', {}, admin.token);
      const proteins = catalogue.cocho
        .filter((feed) => feed.tipo === form.tipo && typeof feed.nutrientes.PB === 'number')
        .map((feed) => feed.nutrientes.PB as number)
        .sort((a, b) => a - b);
      expect(proteins.length).toBeGreaterThanOrEqual(4);
      expect(listed?.tipicos?.PB).toMatchObject({
        n: proteins.length,
        minimo: proteins[0],
        maximo: proteins[proteins.length - 1],
      });
      expect(listed?.fora_do_tipico).toContain('PB');
      expect(listed?.fora_do_tipico).not.toContain('FDN');
      await ok(t, 'alimentos/reprovarAlimento', { id: sent.id }, admin.token);
    });

    it('rejects with a reason', async () => {
      const sent = await ok<TFeed>(
        t,
        'alimentos/enviarAlimento',
        {
          ...form,
          name: 'Outro',
          laudo: {
            nome_arquivo: 'l.png',
            tipo_mime: 'image/png',
            conteudo_base64: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2]).toString('base64'),
          },
        },
        alice.token,
      );
      const rejected = await ok<TFeed>(
        t,
        'alimentos/reprovarAlimento',
        { id: sent.id, motivo: 'Laudo ilegível' },
        admin.token,
      );
      expect(rejected.status).toBe('rejeitado');
    });

    it('refuses a report whose content is not the declared type', async () => {
      const res = await t.call(
        'alimentos/enviarAlimento',
        {
          ...form,
          laudo: {
            nome_arquivo: 'x.pdf',
            tipo_mime: 'application/pdf',
            conteudo_base64: Buffer.from('hello').toString('base64'),
          },
        },
        { token: alice.token },
      );
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toEqual([{ field: 'laudo.conteudo_base64', code: 'FILE_TYPE_MISMATCH' }]);
    });
  });

  describe('administrator CSV import and export', () => {
    const header = CATALOGUE_COLUMNS.join(',');
    const line = (cells: Record<string, string>) =>
      CATALOGUE_COLUMNS.map((column) => cells[column] ?? '').join(',');
    const good = {
      source_id: 'LAB:1',
      name_pt: 'Farelo de soja do laboratório',
      category_hint: 'concentrado:proteico',
      MS: '88',
      PB: '46',
      source: 'Lab X 2026',
    };
    const bad = {
      source_id: 'LAB:2',
      name_pt: 'Errado',
      category_hint: 'concentrado:proteico',
      FDN: '130',
      source: 'Lab X',
    };

    async function countCatalogue(): Promise<number> {
      const row = await t.db
        .selectFrom('feeds')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'catalogo')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }

    it('is for administrators only', async () => {
      expect(
        (await t.call('alimentos/importarCsv', { csv: header, simular: true }, { token: alice.token }))
          .status,
      ).toBe(403);
      expect((await t.call('alimentos/exportarCsv', {}, { token: alice.token })).status).toBe(403);
    });

    it('lists every problem in a dry run, and writes nothing when a row is bad', async () => {
      const csv = [header, line(good), line(bad), line({ ...good, source_id: 'LAB:3', name_pt: '' })].join(
        '\n',
      );
      const before = await countCatalogue();
      const dryRun = await ok<{ problemas: unknown[]; aplicado: boolean; novos: number }>(
        t,
        'alimentos/importarCsv',
        { csv, simular: true },
        admin.token,
      );
      expect(dryRun.aplicado).toBe(false);
      expect(dryRun.problemas).toEqual([
        { row: 3, column: 'FDN', code: 'PERCENT_ABOVE_100', detail: '130 > 100' },
        { row: 4, column: 'name_pt', code: 'MISSING_NAME' },
      ]);
      const real = await ok<{ aplicado: boolean; problemas: unknown[] }>(
        t,
        'alimentos/importarCsv',
        { csv, simular: false },
        admin.token,
      );
      expect(real.aplicado).toBe(false);
      expect(real.problemas).toHaveLength(2);
      expect(await countCatalogue()).toBe(before);
    });

    it('rolls every row back when a write fails half-way through the import', async () => {
      const adminRecord = await getUserById(t.db, admin.user.id);
      if (!adminRecord) throw new Error('admin missing');
      const before = await countCatalogue();
      const version = (await ok<[number, string]>(t, 'alimentos/lastUpdateAt', {}, alice.token))[0];
      const csv = [1, 2, 3].map((n) => line({ ...good, source_id: `RB:${n}`, name_pt: `Linha ${n}` }));
      await expect(
        importCatalogue(
          t.db.withPlugin(new FailOnFeedInsert(3)),
          adminRecord,
          { csv: [header, ...csv].join('\n'), simular: false },
          new Date(),
        ),
      ).rejects.toThrow('simulated failure on insert');
      expect(await countCatalogue()).toBe(before);
      expect((await ok<[number, string]>(t, 'alimentos/lastUpdateAt', {}, alice.token))[0]).toBe(version);
    });

    it('imports all rows in one go, then updates them by source_id', async () => {
      const before = await countCatalogue();
      const version = (await ok<[number, string]>(t, 'alimentos/lastUpdateAt', {}, alice.token))[0];
      const csv = [
        header,
        line(good),
        line({
          ...good,
          source_id: 'LAB:4',
          name_pt: 'Milho do laboratório',
          category_hint: 'concentrado:energetico',
          PB: '9',
        }),
      ].join('\n');
      const first = await ok<{ aplicado: boolean; novos: number }>(
        t,
        'alimentos/importarCsv',
        { csv, simular: false },
        admin.token,
      );
      expect(first).toMatchObject({ aplicado: true, novos: 2 });
      expect(await countCatalogue()).toBe(before + 2);
      expect((await ok<[number, string]>(t, 'alimentos/lastUpdateAt', {}, alice.token))[0]).toBeGreaterThan(
        version,
      );
      const second = await ok<{ novos: number; atualizados: number }>(
        t,
        'alimentos/importarCsv',
        { csv: csv.replace(',46,', ',47,'), simular: false },
        admin.token,
      );
      expect(second).toMatchObject({ novos: 0, atualizados: 2 });
      const lists = await ok<Lists>(t, 'alimentos/getListaAlimentos', {}, alice.token);
      expect(lists.cocho.find((feed) => feed.name === 'Farelo de soja do laboratório')?.nutrientes.PB).toBe(
        47,
      );
    });

    it('exports the catalogue in the data files layout, and the export imports back unchanged', async () => {
      const exported = await ok<{ nome_arquivo: string; csv: string }>(
        t,
        'alimentos/exportarCsv',
        {},
        admin.token,
      );
      expect(exported.nome_arquivo).toMatch(/^catalogo-alimentos-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(exported.csv.split('\n')[0]).toBe(header);
      const total = await countCatalogue();
      const back = await ok<{ problemas: unknown[]; novos: number; atualizados: number }>(
        t,
        'alimentos/importarCsv',
        { csv: exported.csv, simular: true },
        admin.token,
      );
      expect(back.problemas).toEqual([]);
      expect(back).toMatchObject({ novos: 0, atualizados: total });
      // A re-import of the export gives the same compositions.
      const listBefore = await ok<Lists>(t, 'alimentos/getListaAlimentos', {}, bob.token);
      await ok(t, 'alimentos/importarCsv', { csv: exported.csv, simular: false }, admin.token);
      const listAfter = await ok<Lists>(t, 'alimentos/getListaAlimentos', {}, bob.token);
      const byId = new Map(listAfter.cocho.map((feed) => [feed.id, feed.nutrientes]));
      for (const feed of listBefore.cocho) {
        const after = byId.get(feed.id) ?? {};
        for (const [key, value] of Object.entries(feed.nutrientes)) {
          expect(after[key as keyof typeof after], `${feed.name} ${key}`).toBeCloseTo(value, 3);
        }
      }
    });
  });
});
