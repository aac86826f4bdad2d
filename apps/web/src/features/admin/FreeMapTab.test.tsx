// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TFeatureFlags } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { renderInSession, setUpServerTests } from '../../testing/session-harness';
import { AdminPage } from './AdminPage';
import { freeMapRows, withAbility } from './free-map';

const { requests } = setUpServerTests({
  user: () => testUser({ administrador: true }),
  initialAnswers: () => ({
    'flags/get': { status: 200, body: DEFAULT_FEATURE_FLAGS },
    'adm/flags/update': () => ({ status: 200, body: requests.at(-1)?.body }),
  }),
});
const saved = () =>
  requests
    .filter((request) => request.path === 'adm/flags/update')
    .map(({ body: { _timestamp: _stamp, ...body } }) => body as TFeatureFlags);

describe('free map rows', () => {
  it('say which modules are free, the screen each opens and who else has it', () => {
    const rows = freeMapRows(DEFAULT_FEATURE_FLAGS);
    expect(rows.map((row) => row.ability)).not.toContain('administration');
    expect(rows.find((row) => row.ability === 'formulate_diet')).toMatchObject({
      paths: ['/formulacao-dieta'],
      isFree: true,
    });
    const saveDiet = rows.find((row) => row.ability === 'save_diet');
    expect(saveDiet).toMatchObject({ paths: [], isFree: false });
    expect(saveDiet?.alsoFor).toEqual(['pecuarista', 'premium', 'consultant', 'linked', 'manager']);
  });

  it('give or take one module from free accounts only, in the modules order', () => {
    const given = withAbility(DEFAULT_FEATURE_FLAGS, 'free', 'save_diet', true);
    expect(given.profiles.free).toContain('save_diet');
    expect(given.profiles.free.indexOf('save_diet')).toBeGreaterThan(
      given.profiles.free.indexOf('formulate_diet'),
    );
    expect(given.profiles.premium).toEqual(DEFAULT_FEATURE_FLAGS.profiles.premium);
    expect(withAbility(given, 'free', 'formulate_diet', false).profiles.free).not.toContain('formulate_diet');
  });
});

describe('/adm?tab=mapa-livre', () => {
  it('shows the free modules and saves one more for free accounts', async () => {
    const router = renderInSession(<AdminPage />, '/adm');
    await router.navigate('/adm?tab=mapa-livre');
    const diet = await screen.findByTestId('free-map-row-formulate_diet');
    expect(within(diet).getByText('/formulacao-dieta')).toBeTruthy();
    expect((screen.getByTestId('free-map-formulate_diet') as HTMLInputElement).checked).toBe(true);
    const saveDiet = screen.getByTestId('free-map-save_diet') as HTMLInputElement;
    expect(saveDiet.checked).toBe(false);
    expect((screen.getByTestId('free-map-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(saveDiet);
    fireEvent.click(screen.getByTestId('free-map-save'));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]?.profiles.free).toEqual(
      withAbility(DEFAULT_FEATURE_FLAGS, 'free', 'save_diet', true).profiles.free,
    );
    expect(saved()[0]?.global).toEqual(DEFAULT_FEATURE_FLAGS.global);
  }, 20_000);
});
