/**
 * No lost update on a user's own feed: an edit carries the version it was based on
 * (`base_updated_at`, the feed's `updated_at` as read); of two concurrent edits from one version one wins
 * and the other gets CONFLICT (409), on SQLite and PostgreSQL.
 */
import type { TFeed } from '@cocho/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp } from '../testing/for-each-database';
import { answerOf } from '../testing/typed-call';

forEachDatabase('versions of user feeds', (t) => {
  let user: SignedUp;
  const form = (name: string, custo: string) => ({
    name,
    tipo: 3,
    nutrientes: { MS: '87,5', PB: '8,9' },
    custo,
  });
  const create = async (): Promise<TFeed> => {
    const res = await t.call('alimentos/createAlimentoUsuario', form('Milho', '1,00'), { token: user.token });
    if (res.status !== 200) throw new Error(res.text);
    return answerOf('createUserFeed', res).data;
  };
  const update = (feed: TFeed, changes: Record<string, unknown>, base?: string) =>
    t.call(
      'alimentos/updateAlimentoUsuario',
      {
        ...form(feed.name, '1,00'),
        ...changes,
        id: feed.id,
        ...(base === undefined ? {} : { base_updated_at: base }),
      },
      { token: user.token },
    );

  beforeAll(async () => {
    user = await t.signUp();
  });

  describe('an edit based on a version', () => {
    it('answers the version with the feed, and refuses an edit based on an older one', async () => {
      const feed = await create();
      expect(typeof feed.updated_at).toBe('string');
      const first = await update(feed, { custo: '1,10' }, feed.updated_at);
      expect(first.status, first.text).toBe(200);
      const after = (first.body as { data: TFeed }).data;
      expect(after.updated_at).not.toBe(feed.updated_at);
      // A second tab still on the first version.
      const stale = await update(feed, { name: 'Milho seco' }, feed.updated_at);
      expect([stale.status, codeOf(stale)]).toEqual([409, 'CONFLICT']);
      // Keep mine: sent again on the version read now.
      const mine = await update(feed, { name: 'Milho seco' }, after.updated_at);
      expect(mine.status, mine.text).toBe(200);
      expect((mine.body as { data: TFeed }).data).toMatchObject({ name: 'Milho seco', custo: 1 });
    });

    it('lets one of two concurrent edits from one version win, the other gets CONFLICT', async () => {
      const feed = await create();
      const [a, b] = await Promise.all([
        update(feed, { custo: '2,00' }, feed.updated_at),
        update(feed, { name: 'Milho de B' }, feed.updated_at),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? a : b;
      const list = await t.call('alimentos/getListaAlimentos', { apenasUSREMP: true }, { token: user.token });
      const stored = answerOf('getListaAlimentos', list).data.usr.find((item) => item.id === feed.id);
      expect(stored?.updated_at).toBe((winner.body as { data: TFeed }).data.updated_at);
      expect([stored?.custo, stored?.name]).toEqual(a.status === 200 ? [2, 'Milho'] : [1, 'Milho de B']);
    });
  });
});
