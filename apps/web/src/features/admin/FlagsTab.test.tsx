// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TFeatureFlags } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { renderInSession, setUpServerTests } from '../../testing/session-harness';
import { AdminPage } from './AdminPage';

const { requests } = setUpServerTests({
  user: () => testUser({ administrador: true }),
  initialAnswers: () => ({
    'flags/get': { status: 200, body: DEFAULT_FEATURE_FLAGS },
    'adm/flags/update': () => ({ status: 200, body: requests.at(-1)?.body }),
  }),
});
const saved = () => requests.filter((request) => request.path === 'adm/flags/update').map((r) => r.body);

/** The harness routes one path; the query comes by navigating there. */
async function openAt(address: string) {
  const router = renderInSession(<AdminPage />, '/adm');
  await router.navigate(address);
  return router;
}

describe('/adm?tab=flags', () => {
  it('turns a global switch off and an ability on for one profile, and saves both together', async () => {
    await openAt('/adm?tab=flags');
    const freeRegistration = (await screen.findByTestId('flag-free_registration')) as HTMLInputElement;
    expect(freeRegistration.checked).toBe(true);
    const freeSaves = screen.getByTestId('ability-free-save_diet') as HTMLInputElement;
    expect(freeSaves.checked).toBe(DEFAULT_FEATURE_FLAGS.profiles.free.includes('save_diet'));
    fireEvent.click(freeRegistration);
    fireEvent.click(freeSaves);
    fireEvent.click(screen.getByTestId('flags-save'));
    await waitFor(() => expect(saved()).toHaveLength(1));
    const body = saved()[0] as TFeatureFlags;
    expect(body.global.free_registration).toBe(false);
    expect(body.profiles.free.includes('save_diet')).toBe(
      !DEFAULT_FEATURE_FLAGS.profiles.free.includes('save_diet'),
    );
    expect(body.profiles.premium).toEqual(DEFAULT_FEATURE_FLAGS.profiles.premium);
  }, 20_000);

  it('keeps the administrator column and the administration row fixed', async () => {
    await openAt('/adm?tab=flags');
    const adminSaves = (await screen.findByTestId('ability-administrator-save_diet')) as HTMLInputElement;
    expect([adminSaves.checked, adminSaves.disabled]).toEqual([true, true]);
    const premiumAdministration = screen.getByTestId('ability-premium-administration') as HTMLInputElement;
    expect([premiumAdministration.checked, premiumAdministration.disabled]).toEqual([false, true]);
    expect((screen.getByTestId('flags-save') as HTMLButtonElement).disabled).toBe(true);
  }, 20_000);
});
