/** A user feed can be filed only under one of the caller's own clients (feeds/user-feed-client.ts). */
import { expect, it } from 'vitest';
import { codeOf } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';

const LAB_REPORT = {
  nome_arquivo: 'laudo.pdf',
  tipo_mime: 'application/pdf',
  conteudo_base64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
};

forEachDatabase("user feeds and another consultant's client", (t) => {
  it("refuses another consultant's id_cliente when creating, sending or editing a feed", async () => {
    const [alice, bruno] = [await t.signUp(), await t.signUp()];
    for (const user of [alice, bruno])
      await t.db
        .updateTable('users')
        .set({ consultor: 1, premium: 1 })
        .where('id', '=', user.user.id)
        .execute();
    const client = async (token: string, nome: string) => {
      const res = await t.call(
        'consultoria/clientes/create',
        {
          nome,
          email: `${nome.toLowerCase().replace(/ /g, '.')}@example.com`,
          nome_fazenda: null,
          obs: null,
        },
        { token },
      );
      if (res.status !== 200) throw new Error(`client not created: ${res.text}`);
      return (res.body as { data: { id: number } }).data.id;
    };
    const alicesClient = await client(alice.token, 'Cliente da Alice');
    const brunosClient = await client(bruno.token, 'Cliente do Bruno');
    const feed = (name: string, id_cliente: number) => ({
      name,
      tipo: 2,
      nutrientes: { MS: '88' },
      id_cliente,
    });

    const created = await t.call('alimentos/createAlimentoUsuario', feed('Feno', alicesClient), {
      token: bruno.token,
    });
    expect([created.status, codeOf(created)]).toEqual([404, 'NOT_FOUND']);
    const sent = await t.call(
      'alimentos/enviarAlimento',
      { ...feed('Feno enviado', alicesClient), laudo: LAB_REPORT },
      { token: bruno.token },
    );
    expect([sent.status, codeOf(sent)]).toEqual([404, 'NOT_FOUND']);

    const own = await t.call('alimentos/createAlimentoUsuario', feed('Feno próprio', brunosClient), {
      token: bruno.token,
    });
    expect(own.status).toBe(200);
    const ownId = (own.body as { data: { id: string } }).data.id;
    const moved = await t.call(
      'alimentos/updateAlimentoUsuario',
      { ...feed('Feno próprio', alicesClient), id: ownId },
      { token: bruno.token },
    );
    expect([moved.status, codeOf(moved)]).toEqual([404, 'NOT_FOUND']);
  });
});
