// @vitest-environment happy-dom
// What the wizard's first step loads (docs/decisions/first-screen-budget.md): the result section and the
// reports' data (with the report, batch sheet and export code they import) are not imported until there is
// a result or the page is idle, and the result's title and "not calculated" line are drawn without them; the
// feed catalogue (drawn at the feeds step) is not asked for before the page is idle either.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderInSession, setUpSessionTests, stubServer, storeSignedIn } from '../../testing/session-harness';
import { holdIdleCallbacks } from '../../testing/held-idle-callbacks';
import { testUser } from '../../testing/test-user';
import { DietWizardPage } from './DietWizardPage';
import type * as Client from '../../api/client';

const imported = vi.hoisted(() => [] as string[]);
/** The calls' names as the screen makes them (before the call contracts and the transport have loaded). */
const calls = vi.hoisted(() => [] as string[]);

vi.mock('../../api/client', async (importOriginal) => {
  const client = await importOriginal<typeof Client>();
  const call: typeof client.call = (key, input) => {
    calls.push(key);
    return client.call(key, input);
  };
  return { ...client, call };
});

vi.mock('./DietResultSection', async (importOriginal) => {
  imported.push('DietResultSection');
  return importOriginal();
});
vi.mock('./diet-report-data', async (importOriginal) => {
  imported.push('diet-report-data');
  return importOriginal();
});

describe('DietWizardPage at its first step', () => {
  setUpSessionTests();
  const idle = holdIdleCallbacks();

  it('draws the result as not calculated without its modules, and loads them and the catalogue once the page is idle', async () => {
    storeSignedIn(testUser({ premium: true }));
    stubServer({});
    renderInSession(<DietWizardPage />, '/formulacao-dieta');
    expect(await screen.findByTestId('animal-input-ganho_medio_diario')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Resultado' })).toBeTruthy();
    expect(screen.getByTestId('not-calculated').textContent).toMatch(/\S/);
    expect(imported).toEqual([]);
    const catalogueCalls = () => calls.filter((name) => name === 'lastUpdateAt');
    expect(catalogueCalls()).toEqual([]);

    idle.runAll();
    await waitFor(() => expect([...imported].sort()).toEqual(['DietResultSection', 'diet-report-data']));
    await waitFor(() => expect(catalogueCalls()).toHaveLength(1));
    // The section, once loaded, draws the same.
    expect(screen.getByTestId('not-calculated').textContent).toMatch(/\S/);
  });
});
