/**
 * alimentos/getCatalogo: the shared catalogue built once per version, precompressed, with ETag and 304;
 * getListaAlimentos keeps its lists and adds the user's sponsored feeds, from kept,
 * precompressed bytes.
 */
import type { TFeed } from '@cocho/contracts';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { signUpAdministrator } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import { signedHeaders } from '../testing/sign-request';
import type { SignedUp, TestEnvironment } from '../testing/for-each-database';
import { toWireAdditive, toWireFeed, toWireFeedType } from './feed-wire';
import { findAdditives, findFeedTypes, findListedCatalogueFeeds, touchCatalogue } from './repository';
import { answerOf } from '../testing/typed-call';

type Lists = { cocho: TFeed[]; emp: TFeed[]; usr: TFeed[]; patrocinados: TFeed[] };
type Catalogue = { data: { cocho: TFeed[] }; versao: number; lastUpdate: string };

async function post(t: TestEnvironment, name: string, token: string, headers: Record<string, string> = {}) {
  return fetch(`${t.url}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...signedHeaders(t.config, name, { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: '{}',
  });
}

async function lists(t: TestEnvironment, token: string, body: Record<string, unknown> = {}): Promise<Lists> {
  const res = await t.call('alimentos/getListaAlimentos', body, { token });
  if (res.status !== 200) throw new Error(`getListaAlimentos: ${res.status} ${res.text}`);
  return answerOf('getListaAlimentos', res).data;
}

async function insertFeed(
  db: Kysely<Database>,
  values: { kind: 'catalogo' | 'empresa'; name: string; empresa?: number; patrocinado?: number },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('feeds')
    .values({
      kind: values.kind,
      tipo: 2,
      name: values.name,
      nutrientes: JSON.stringify({ PB: 40 }),
      nutrientes_calculados: '[]',
      alertas: '[]',
      unidade: 'kg',
      volumoso: 0,
      excluido: 0,
      empresa: values.empresa ?? null,
      restrito: 0,
      patrocinado: values.patrocinado ?? 0,
      visibilidade: 'empresa',
      recomendado: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

forEachDatabase('shared catalogue answer', (t) => {
  let premium: SignedUp;
  let free: SignedUp;

  beforeAll(async () => {
    premium = await t.signUp();
    free = await t.signUp();
    await t.db.updateTable('users').set({ premium: 1 }).where('id', '=', premium.user.id).execute();
  });

  it('answers the catalogue list of getListaAlimentos, with the version of lastUpdateAt', async () => {
    const res = await post(t, 'alimentos/getCatalogo', premium.token);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Catalogue;
    expect(answer.data.cocho.length).toBeGreaterThan(60);
    expect(answer.data.cocho).toEqual((await lists(t, premium.token)).cocho);
    const lastUpdate = await t.call('alimentos/lastUpdateAt', {}, { token: premium.token });
    expect(answerOf('lastUpdateAt', lastUpdate).data).toEqual([answer.versao, answer.lastUpdate]);
    expect(res.headers.get('etag')).toMatch(/^"catalogo-\d+-[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('serves brotli, gzip or plain bodies of the same answer, and 304 for a known ETag', async () => {
    const plain = await post(t, 'alimentos/getCatalogo', premium.token, { 'accept-encoding': 'identity' });
    const br = await post(t, 'alimentos/getCatalogo', premium.token, { 'accept-encoding': 'gzip, br' });
    const gz = await post(t, 'alimentos/getCatalogo', premium.token, { 'accept-encoding': 'gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const body = await plain.text();
    // fetch decodes the compressed bodies.
    expect(await br.text()).toBe(body);
    expect(await gz.text()).toBe(body);
    const etag = plain.headers.get('etag') ?? '';
    expect(br.headers.get('etag')).toBe(etag);
    const again = await post(t, 'alimentos/getCatalogo', free.token, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await post(t, 'alimentos/getCatalogo', free.token, { 'if-none-match': '"catalogo-0-x"' });
    expect(other.status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await fetch(`${t.url}/alimentos/getCatalogo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(t.config, 'alimentos/getCatalogo') },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });

  it('follows a new catalogue version in both calls', async () => {
    const before = await post(t, 'alimentos/getCatalogo', premium.token);
    const etag = before.headers.get('etag') ?? '';
    const versionBefore = ((await before.json()) as Catalogue).versao;
    // What approving or importing a feed does: write it and bump the version in one transaction.
    await t.db.transaction().execute(async (trx) => {
      await insertFeed(trx, { kind: 'catalogo', name: 'Novo do catálogo' });
      await touchCatalogue(trx, new Date().toISOString());
    });
    const after = await post(t, 'alimentos/getCatalogo', premium.token, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const answer = (await after.json()) as Catalogue;
    expect(answer.versao).toBeGreaterThan(versionBefore);
    expect(answer.data.cocho.map((feed) => feed.name)).toContain('Novo do catálogo');
    expect((await lists(t, premium.token)).cocho.map((feed) => feed.name)).toContain('Novo do catálogo');
  });

  it('gives each user the sponsored feeds apart, also with apenasUSREMP', async () => {
    await insertFeed(t.db, { kind: 'empresa', name: 'Patrocinado X', empresa: 30, patrocinado: 1 });
    const shared = ((await (await post(t, 'alimentos/getCatalogo', free.token)).json()) as Catalogue).data
      .cocho;
    expect(shared.some((feed) => feed.patrocinado)).toBe(false);
    const full = await lists(t, free.token);
    expect(full.patrocinados.map((feed) => feed.name)).toEqual(['Patrocinado X']);
    expect(full.cocho[2]?.name).toBe('Patrocinado X');
    expect(full.cocho.filter((feed) => !feed.patrocinado)).toEqual(shared);
    const partial = await lists(t, free.token, { apenasUSREMP: true });
    expect(partial.cocho).toEqual([]);
    expect(partial.patrocinados).toEqual(full.patrocinados);
    expect((await lists(t, premium.token, { apenasUSREMP: true })).patrocinados).toEqual([]);
  });

  it('serves getListaAlimentos from kept bytes: one ETag for the same lists, 304, each encoding alike', async () => {
    const other = await t.signUp();
    await t.db.updateTable('users').set({ premium: 1 }).where('id', '=', other.user.id).execute();
    const name = 'alimentos/getListaAlimentos';
    const plain = await post(t, name, premium.token, { 'accept-encoding': 'identity' });
    const br = await post(t, name, other.token, { 'accept-encoding': 'gzip, br' });
    const gz = await post(t, name, premium.token, { 'accept-encoding': 'gzip' });
    expect(plain.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const etag = plain.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"lista-[\w-]+"$/);
    // Two premium users with no own feeds share one answer.
    expect(br.headers.get('etag')).toBe(etag);
    const body = await plain.text();
    expect(await br.text()).toBe(body);
    expect(await gz.text()).toBe(body);
    expect((JSON.parse(body) as { data: Lists }).data).toEqual(await lists(t, premium.token));
    const again = await post(t, name, other.token, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    // The free user's answer has the sponsored feed: other bytes, another ETag.
    const free304 = await post(t, name, free.token, { 'if-none-match': etag });
    expect(free304.status).toBe(200);
    expect(free304.headers.get('etag')).not.toBe(etag);
    const freeLists = ((await free304.json()) as { data: Lists }).data;
    expect(freeLists.patrocinados.map((feed) => feed.name)).toEqual(['Patrocinado X']);
    // apenasUSREMP is another answer too (no catalogue list).
    const partial = await t.call(name, { apenasUSREMP: true }, { token: premium.token });
    expect(partial.headers.get('etag')).not.toBe(etag);
    expect((partial.body as { data: Lists }).data.cocho).toEqual([]);
  });

  it('answers feed types and additives from kept bytes equal to a fresh read, per catalogue version', async () => {
    const fresh = async () => ({
      tipos: (await findFeedTypes(t.db)).map(toWireFeedType),
      aditivos: (await findAdditives(t.db)).map(toWireAdditive),
    });
    const read = async () => {
      const tipos = await post(t, 'tipos', premium.token, { 'accept-encoding': 'gzip, br' });
      const aditivos = await post(t, 'aditivos/getAditivos', free.token, { 'accept-encoding': 'gzip' });
      expect([tipos.status, aditivos.status]).toEqual([200, 200]);
      return {
        etags: [tipos.headers.get('etag'), aditivos.headers.get('etag')],
        body: {
          tipos: ((await tipos.json()) as { data: unknown }).data,
          aditivos: ((await aditivos.json()) as { data: unknown }).data,
        },
      };
    };
    const first = await read();
    expect(first.body).toEqual(JSON.parse(JSON.stringify(await fresh())));
    expect(first.body.tipos).not.toEqual([]);
    expect((await read()).etags).toEqual(first.etags);
    const known = await post(t, 'tipos', free.token, { 'if-none-match': first.etags[0] ?? '' });
    expect(known.status).toBe(304);
    // What the seed does when it brings a new type or additive: write it and bump the version.
    await t.db.transaction().execute(async (trx) => {
      const highest = await trx
        .selectFrom('feed_types')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      await trx
        .insertInto('feed_types')
        .values({
          id: Number(highest?.id ?? 0) + 1,
          nome: 'Tipo novo',
          nome_ingles: 'New type',
          nome_espanhol: 'Tipo nuevo',
          volumoso: 0,
          ordem: null,
        })
        .execute();
      await touchCatalogue(trx, new Date().toISOString());
    });
    const second = await read();
    expect(second.etags[0]).not.toBe(first.etags[0]);
    expect(second.body).toEqual(JSON.parse(JSON.stringify(await fresh())));
    expect(JSON.stringify(second.body.tipos)).toContain('Tipo novo');
  });

  it("answers the administrator's approval at once, in every list, equal to a fresh read", async () => {
    const admin = await signUpAdministrator(t);
    const sender = await t.signUp();
    // Every kept answer is built before the edit.
    const catalogueBefore = (await (
      await post(t, 'alimentos/getCatalogo', premium.token)
    ).json()) as Catalogue;
    const listsBefore = await lists(t, premium.token);
    expect(listsBefore.cocho).toEqual(catalogueBefore.data.cocho);
    const sent = await t.call(
      'alimentos/enviarAlimento',
      {
        name: 'Feno aprovado agora',
        tipo: 1,
        nutrientes: { MS: '88', PB: '9' },
        laudo: {
          nome_arquivo: 'laudo.pdf',
          tipo_mime: 'application/pdf',
          conteudo_base64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
        },
      },
      { token: sender.token },
    );
    expect(sent.status).toBe(200);
    const approved = await t.call(
      'alimentos/aprovarAlimento',
      { id: (sent.body as { data: { id: string } }).data.id },
      { token: admin.token },
    );
    expect(approved.status).toBe(200);
    const freshCatalogue = JSON.parse(JSON.stringify((await findListedCatalogueFeeds(t.db)).map(toWireFeed)));
    const catalogueAfter = (await (
      await post(t, 'alimentos/getCatalogo', premium.token)
    ).json()) as Catalogue;
    expect(catalogueAfter.data.cocho).toEqual(freshCatalogue);
    expect(catalogueAfter.data.cocho.map((feed) => feed.name)).toContain('Feno aprovado agora');
    const listsAfter = await lists(t, premium.token);
    expect(listsAfter.cocho).toEqual(freshCatalogue);
    expect(listsAfter.cocho.length).toBe(listsBefore.cocho.length + 1);
  });
});
