/**
 * data/chart needs the charts ability (docs/product/shell.md#roles module flags): with the module taken from free users by
 * the administrator, a free user is refused and offered premium while a premium user still gets the chart.
 */
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TFeatureFlags } from '@cocho/contracts';
import { expect, it } from 'vitest';
import { codeOf, setUserColumns, signUpAdministrator } from '../access/access-test-helpers';
import { forEachDatabase } from '../testing/for-each-database';

forEachDatabase('dashboard charts ability', (t) => {
  it('refuses data/chart without the charts ability and answers it with the ability', async () => {
    const admin = await signUpAdministrator(t);
    const free = await t.signUp();
    const premium = await t.signUp();
    await setUserColumns(t, premium.user.id, { premium: 1 });
    expect((await t.call('data/chart', {}, { token: free.token })).status).toBe(200);

    const flags: TFeatureFlags = {
      ...DEFAULT_FEATURE_FLAGS,
      profiles: {
        ...DEFAULT_FEATURE_FLAGS.profiles,
        free: DEFAULT_FEATURE_FLAGS.profiles.free.filter((ability) => ability !== 'charts'),
      },
    };
    const updated = await t.call('adm/flags/update', flags, { token: admin.token });
    expect(updated.status, updated.text).toBe(200);

    const refused = await t.call('data/chart', {}, { token: free.token });
    expect([refused.status, codeOf(refused)]).toEqual([403, 'PREMIUM_REQUIRED']);
    const allowed = await t.call('data/chart', {}, { token: premium.token });
    expect(allowed.status, allowed.text).toBe(200);
    // The rest of the dashboard stays open.
    expect((await t.call('data/main', {}, { token: free.token })).status).toBe(200);
  });
});
