import { ABILITIES, DEFAULT_FEATURE_FLAGS, PROFILES } from '@cocho/contracts';
import type { TFeatureFlags } from '@cocho/contracts';
import { beforeAll, expect, it } from 'vitest';
import { codeOf, saveSmallDiet, signUpAdministrator } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';
import type { SignedUp } from '../testing/for-each-database';
import { answerOf, errorOf } from '../testing/typed-call';

/** The flags with each ability list sorted, for comparison. */
const sorted = (flags: TFeatureFlags): TFeatureFlags => ({
  global: flags.global,
  profiles: Object.fromEntries(
    PROFILES.map((profile) => [profile, [...flags.profiles[profile]].sort()]),
  ) as TFeatureFlags['profiles'],
});

forEachDatabase('feature flags', (t) => {
  let admin: SignedUp;

  beforeAll(async () => {
    admin = await signUpAdministrator(t);
  });

  it('answers the defaults to anyone, signed in or not', async () => {
    const res = await t.call('flags/get', {});
    expect(res.status).toBe(200);
    expect(sorted(answerOf('getFeatureFlags', res))).toEqual(sorted(DEFAULT_FEATURE_FLAGS));
  });

  it('lets administrators only change them, and the change drives the ability check', async () => {
    const user = await t.signUp();
    expect(codeOf(await saveSmallDiet(t, user.token))).toBe('PREMIUM_REQUIRED');
    const changed: TFeatureFlags = {
      global: { ...DEFAULT_FEATURE_FLAGS.global, ads: false, blog: true },
      profiles: {
        ...DEFAULT_FEATURE_FLAGS.profiles,
        free: [...DEFAULT_FEATURE_FLAGS.profiles.free, 'save_diet'],
        // Whatever is sent, administrators keep every ability.
        administrator: ['formulate_diet'],
      },
    };
    const refused = await t.call('adm/flags/update', changed, { token: user.token });
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect((await t.call('adm/flags/update', changed)).status).toBe(401);

    const answer = await t.call('adm/flags/update', changed, { token: admin.token });
    expect(answer.status).toBe(200);
    const inForce = answerOf('getFeatureFlags', await t.call('flags/get', {}));
    expect(inForce).toEqual(answer.body);
    expect(inForce.global).toMatchObject({ ads: false, blog: true });
    expect(inForce.profiles.free).toContain('save_diet');
    expect([...inForce.profiles.administrator].sort()).toEqual([...ABILITIES].sort());

    expect((await saveSmallDiet(t, user.token)).status).toBe(200);
    // Ads are off for everyone.
    expect((await t.call('anuncios/get', {}, { token: user.token })).body).toEqual({ data: null });
    // The administrator still administers.
    expect((await t.call('adm/flags/update', DEFAULT_FEATURE_FLAGS, { token: admin.token })).status).toBe(
      200,
    );
    expect(sorted(answerOf('getFeatureFlags', await t.call('flags/get', {})))).toEqual(
      sorted(DEFAULT_FEATURE_FLAGS),
    );
    expect(codeOf(await saveSmallDiet(t, user.token, 'Outro lote'))).toBe('PREMIUM_REQUIRED');
  });

  it('refuses administration for any profile but the administrator, and malformed flags', async () => {
    const withAdministration: TFeatureFlags = {
      ...DEFAULT_FEATURE_FLAGS,
      profiles: { ...DEFAULT_FEATURE_FLAGS.profiles, manager: ['administration'] },
    };
    const res = await t.call('adm/flags/update', withAdministration, { token: admin.token });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual([{ field: 'profiles.manager', code: 'administration_only' }]);
    const unknownAbility = {
      ...DEFAULT_FEATURE_FLAGS,
      profiles: { ...DEFAULT_FEATURE_FLAGS.profiles, free: ['fly'] },
    };
    expect((await t.call('adm/flags/update', unknownAbility, { token: admin.token })).status).toBe(400);
  });
});
