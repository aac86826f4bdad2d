// @vitest-environment happy-dom
// My diets with the network off: what this device has, with its state, and one notice for
// what waits for the connection, never an error per list.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { DEFAULT_ANIMAL } from '@cocho/engine';
import { initI18n } from '../../i18n/i18n';
import { createTestFeed } from '../../testing/test-feed';
import { testUser } from '../../testing/test-user';
import { stubIndexedDb } from '../../testing/fake-indexeddb';
import { renderInSession, storeSignedIn, stubServer } from '../../testing/session-harness';
import { LOCAL_DIETS_KEY, storeRecordLocally } from '../records/local-records';
import { SavedDietsDialog } from './SavedDietsDialog';
import { INITIAL_INPUTS, selectFeed } from './diet-state';
import { toDietRecord } from './diet-record';

const FEED = selectFeed(
  createTestFeed({ id: '1', tipo: 1, name: 'Silagem', nutrientes: { MS: 35 }, custo: 0.2 }),
  'pt',
);
const savedHere = (id: number, nome: string) =>
  toDietRecord({ ...INITIAL_INPUTS, animal: DEFAULT_ANIMAL, feeds: [FEED] }, [], null, {
    nome,
    time: Date.parse('2026-11-20T12:00:00.000Z'),
    id,
    obs: null,
    idCliente: null,
    ciclo: null,
  });

beforeAll(() => {
  initI18n('pt');
});
beforeEach(() => {
  localStorage.clear();
  stubIndexedDb();
  storeSignedIn(testUser());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderDialog = () =>
  renderInSession(
    <SavedDietsDialog
      onClose={() => undefined}
      onOpenDiet={() => undefined}
      currentReport={null}
      language="pt"
    />,
  );

describe('my diets offline', () => {
  it('lists the diets saved on this device, synced, with one notice and no error, before any list was loaded', async () => {
    storeRecordLocally(localStorage, LOCAL_DIETS_KEY, savedHere(41, 'Recria'));
    storeRecordLocally(localStorage, LOCAL_DIETS_KEY, savedHere(42, 'Terminação do lote 3'));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderDialog();

    expect(await screen.findByText('Terminação do lote 3')).toBeTruthy();
    expect(screen.getAllByTestId('saved-diet')).toHaveLength(2);
    expect(screen.getAllByTestId('sync-state').map((chip) => chip.dataset.state)).toEqual([
      'synced',
      'synced',
    ]);
    // One message, the notice: not "no connection" once per list.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Sem conexão: a lista mostra o que está neste aparelho. O restante, abrir um registro nunca aberto aqui e o que foi compartilhado aparecem quando a conexão voltar.',
    ]);
  });

  it('online, a refusal is still an error and the device copies are not shown as the list', async () => {
    storeRecordLocally(localStorage, LOCAL_DIETS_KEY, savedHere(41, 'Recria'));
    // Every call answered 404 NOT_FOUND: the server is there and refuses.
    stubServer({});
    renderDialog();

    expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Recria')).toBeNull();
    expect(screen.queryByTestId('saved-records-notice')).toBeNull();
  });
});
