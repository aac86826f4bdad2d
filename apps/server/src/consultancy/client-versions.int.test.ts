/**
 * No lost update on a consultant's client: an edit carries the version it was based on
 * (`base_atualizado_em`, null for a client never edited); of two concurrent edits from one version one wins
 * and the other gets CONFLICT (409), on SQLite and PostgreSQL.
 */
import type { TClient } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp } from '../testing/for-each-database';
import { answerOf } from '../testing/typed-call';

forEachDatabase('versions of consultancy clients', (t) => {
  let consultant: SignedUp;
  const fields = (nome: string) => ({
    nome,
    email: `${nome.toLowerCase().replace(/ /g, '.')}@example.com`,
    telefone: '(31) 99876-5432',
    nome_fazenda: 'Fazenda Boa Vista',
    obs: null,
  });
  const create = async (nome: string): Promise<TClient> => {
    const res = await t.call('consultoria/clientes/create', fields(nome), { token: consultant.token });
    if (res.status !== 200) throw new Error(res.text);
    return answerOf('createClient', res).data;
  };
  const update = (client: TClient, changes: Record<string, unknown>, base: string | null) =>
    t.call(
      'consultoria/clientes/update',
      { ...fields(client.nome), ...changes, id: client.id, base_atualizado_em: base },
      { token: consultant.token },
    );

  beforeAll(async () => {
    consultant = await t.signUp();
    await t.db.updateTable('users').set({ consultor: 1 }).where('id', '=', consultant.user.id).execute();
  });

  describe('an edit based on a version', () => {
    it('refuses an edit based on an older version, and takes it again on the current one', async () => {
      const client = await create('Carlos Mendes');
      expect(client.atualizado_em).toBeNull();
      const first = await update(client, { obs: 'Visita em março' }, null);
      expect(first.status, first.text).toBe(200);
      const after = (first.body as { data: TClient }).data;
      expect(after.atualizado_em).not.toBeNull();
      const stale = await update(client, { nome_fazenda: 'Fazenda Nova' }, null);
      expect([stale.status, codeOf(stale)]).toEqual([409, 'CONFLICT']);
      const mine = await update(
        client,
        { obs: 'Visita em março', nome_fazenda: 'Fazenda Nova' },
        after.atualizado_em,
      );
      expect(mine.status, mine.text).toBe(200);
      expect((mine.body as { data: TClient }).data.nome_fazenda).toBe('Fazenda Nova');
    });

    it('lets one of two concurrent edits from one version win, the other gets CONFLICT', async () => {
      const client = await create('Denise Prado');
      const [a, b] = await Promise.all([
        update(client, { obs: 'De A' }, null),
        update(client, { nome_fazenda: 'Fazenda de B' }, null),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const list = await t.call('consultoria/clientes', {}, { token: consultant.token });
      const stored = answerOf('listClients', list).data.find((item) => item.id === client.id);
      expect([stored?.obs, stored?.nome_fazenda]).toEqual(
        a.status === 200 ? ['De A', 'Fazenda Boa Vista'] : [null, 'Fazenda de B'],
      );
    });

    it('still takes an edit that names no version (older clients of the call)', async () => {
      const client = await create('Elisa Rocha');
      await update(client, { obs: 'um' }, null);
      const res = await t.call(
        'consultoria/clientes/update',
        { ...fields(client.nome), obs: 'dois', id: client.id },
        { token: consultant.token },
      );
      expect(res.status, res.text).toBe(200);
    });
  });
});
