import { expect, it } from 'vitest';
import { codeOf, saveSmallDiet } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import { FEATURE_FLAGS_CACHE_MS, readFeatureFlags, readFeatureFlagsCached } from './read-feature-flags';

forEachDatabase('feature flags: the per-call copy', (t) => {
  /** Gives the free profile `save_diet` straight in the database, as another instance would. */
  const grantSaveDietElsewhere = () =>
    t.db
      .insertInto('profile_abilities')
      .values({ perfil: 'free', habilidade: 'save_diet', concedida: 1, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['perfil', 'habilidade']).doUpdateSet({ concedida: 1 }))
      .execute();

  it('keeps a read for calls of this process, and a fresh read (as after an update) replaces it', async () => {
    await t.db.deleteFrom('profile_abilities').execute();
    const before = await readFeatureFlags(t.db);
    expect(before.profiles.free).not.toContain('save_diet');
    expect(await readFeatureFlagsCached(t.db)).toEqual(before);

    await grantSaveDietElsewhere();
    // Within the window the copy is kept: a change made elsewhere is not seen yet.
    expect((await readFeatureFlagsCached(t.db)).profiles.free).not.toContain('save_diet');
    // A fresh read (adm/flags/update ends with one) is seen by the next call at once.
    expect((await readFeatureFlags(t.db)).profiles.free).toContain('save_diet');
    expect((await readFeatureFlagsCached(t.db)).profiles.free).toContain('save_diet');
    await t.db.deleteFrom('profile_abilities').execute();
    await readFeatureFlags(t.db);
  });

  it(
    'a change made by another instance drives the ability check within the window',
    async () => {
      await t.db.deleteFrom('profile_abilities').execute();
      await readFeatureFlags(t.db);
      const user = await t.signUp();
      expect(codeOf(await saveSmallDiet(t, user.token))).toBe('PREMIUM_REQUIRED');
      await grantSaveDietElsewhere();
      await new Promise((resolve) => setTimeout(resolve, FEATURE_FLAGS_CACHE_MS + 50));
      expect((await saveSmallDiet(t, user.token)).status).toBe(200);
      await t.db.deleteFrom('profile_abilities').execute();
      await readFeatureFlags(t.db);
    },
    FEATURE_FLAGS_CACHE_MS * 5,
  );

  it('shares one read between concurrent calls', async () => {
    await readFeatureFlags(t.db);
    const [a, b] = await Promise.all([readFeatureFlagsCached(t.db), readFeatureFlagsCached(t.db)]);
    expect(a).toBe(b);
  });
});
