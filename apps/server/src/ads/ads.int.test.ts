import type { TAd, TPremiumAd } from '@cocho/contracts';
import { expect, it } from 'vitest';
import { setUserColumns } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import { seedAds } from './seed-ads';
import type { TestEnvironment } from '../testing/for-each-database';

const adOf = async (t: TestEnvironment, token: string): Promise<TAd | null> =>
  ((await t.call('anuncios/get', {}, { token })).body as { data: TAd | null }).data;

forEachDatabase('ads', (t) => {
  it('answers a house ad in the language of a user who gets ads, and none to premium users', async () => {
    const free = await t.signUp();
    const ad = await adOf(t, free.token);
    // The house ad promises 7 free days: it leads to the trial, not to the plans.
    expect(ad).toMatchObject({ idioma: 0, link: '/ativacao-teste', tempo_pular: 30 });
    expect(ad?.titulo).toBe('Experimente o Cocho Premium: 7 dias grátis');

    await setUserColumns(t, free.user.id, { idioma: 2 });
    expect((await adOf(t, free.token))?.titulo).toBe('Pruebe Cocho Premium: 7 días gratis');

    const premium = await t.signUp();
    await setUserColumns(t, premium.user.id, { premium: 1 });
    expect(await adOf(t, premium.token)).toBeNull();
    const trial = await t.signUp();
    await t.call('premium/ativarTeste', {}, { token: trial.token });
    expect(await adOf(t, trial.token)).toBeNull();

    expect((await t.call('anuncios/get', {})).status).toBe(401);
  });

  it('moves a house ad seeded with the plans link to the trial, and keeps a link an administrator chose', async () => {
    await t.db
      .updateTable('ads')
      .set({ link: '/seja-premium' })
      .where('chave_seed', '=', 'premium_pt')
      .execute();
    await t.db.updateTable('ads').set({ link: '/cursos' }).where('chave_seed', '=', 'premium_en').execute();
    await seedAds(t.db, new Date().toISOString());
    const links = await t.db
      .selectFrom('ads')
      .select(['chave_seed', 'link'])
      .where('chave_seed', 'is not', null)
      .execute();
    expect(Object.fromEntries(links.map((row) => [row.chave_seed, row.link]))).toMatchObject({
      premium_pt: '/ativacao-teste',
      premium_en: '/cursos',
      premium_es: '/ativacao-teste',
    });
  });

  it('registers a click on a known ad (data true) and answers false for an unknown one', async () => {
    const user = await t.signUp();
    const ad = await adOf(t, user.token);
    if (!ad) throw new Error('no ad');
    const res = await t.call('anuncios/registerClique', { id: ad.id }, { token: user.token });
    expect(res.body).toEqual({ data: true });
    const clicks = await t.db
      .selectFrom('ad_clicks')
      .selectAll()
      .where('user_id', '=', user.user.id)
      .execute();
    expect(clicks.map((click) => click.anuncio_id)).toEqual([ad.id]);
    expect((await t.call('anuncios/registerClique', { id: 999_999 }, { token: user.token })).body).toEqual({
      data: false,
    });
  });

  it('answers the premium ad page to users who get ads only', async () => {
    const free = await t.signUp();
    expect((await t.call('anuncios/premium', {}, { token: free.token })).body).toEqual({
      data: { src: '/seja-premium?embed=1', tempo_pular: 30 } satisfies TPremiumAd,
    });
    const infinite = await t.signUp();
    await setUserColumns(t, infinite.user.id, { premium_infinito: 1 });
    expect((await t.call('anuncios/premium', {}, { token: infinite.token })).body).toEqual({ data: null });
  });
});
