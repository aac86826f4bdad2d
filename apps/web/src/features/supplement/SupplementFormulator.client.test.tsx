// @vitest-environment happy-dom
// A consultant's supplement is saved, as their own feed, for the client selected in the toolbar (as a diet
// is saved for it); anyone else's is saved for no client, whatever the device remembers.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../i18n/i18n';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { renderInSession, stubServer, storeSignedIn } from '../../testing/session-harness';
import { TEST_CATALOGUE } from '../../testing/test-feeds';
import { testUser } from '../../testing/test-user';
import { SupplementFormulator } from './SupplementPage';

function addFeed(name: string) {
  const picker = screen.getByTestId('supplement-feed-picker');
  fireEvent.focus(picker);
  fireEvent.change(picker, { target: { value: name } });
  fireEvent.click(screen.getByRole('option', { name }));
}

async function formulateAndSave() {
  renderInSession(<SupplementFormulator catalogue={TEST_CATALOGUE} />, '/formulacao-suplemento');
  await screen.findByTestId('supplement-feed-picker');
  addFeed('Milho de teste');
  addFeed('Farelo de teste');
  fireEvent.change(screen.getByTestId('supplement-name'), { target: { value: 'Proteinado 30' } });
  fireEvent.change(screen.getByTestId('supplement-protein'), { target: { value: '30' } });
  fireEvent.click(screen.getByTestId('supplement-formulate'));
  await screen.findByTestId('supplement-results', {}, { timeout: 15_000 });
  fireEvent.click(screen.getByTestId('supplement-save'));
}

describe('a supplement saved for a client', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await initI18n('pt');
  });
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.client, '12');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const saved = { status: 200, body: { data: { id: 'USR|1' } } };

  it("a consultant's goes to the client selected in the toolbar", async () => {
    storeSignedIn(testUser({ consultor: true, premium: true }));
    const requests = stubServer({ 'alimentos/createAlimentoUsuario': saved });
    await formulateAndSave();
    await waitFor(() =>
      expect(requests.filter((request) => request.path === 'alimentos/createAlimentoUsuario')).toHaveLength(
        1,
      ),
    );
    const body = requests.find((request) => request.path === 'alimentos/createAlimentoUsuario')?.body;
    expect(body).toMatchObject({ name: 'Proteinado 30', tipo: 8, id_cliente: 12 });
  });

  it("a farmer's goes to no client", async () => {
    storeSignedIn(testUser({ premium: true }));
    const requests = stubServer({ 'alimentos/createAlimentoUsuario': saved });
    await formulateAndSave();
    await waitFor(() =>
      expect(requests.filter((request) => request.path === 'alimentos/createAlimentoUsuario')).toHaveLength(
        1,
      ),
    );
    const body = requests.find((request) => request.path === 'alimentos/createAlimentoUsuario')?.body;
    expect(body).toMatchObject({ name: 'Proteinado 30', id_cliente: null });
  });
});
