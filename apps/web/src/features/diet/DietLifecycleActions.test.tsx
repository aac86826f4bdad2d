// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { TDietCycle } from '@cocho/contracts';
import { initI18n } from '../../i18n/i18n';
import { testUser } from '../../testing/test-user';
import { renderInSession, stubServer, storeSignedIn } from '../../testing/session-harness';
import { DietLifecycleActions } from './DietLifecycleActions';
import type { DietWizard } from './use-diet-wizard';

// The catalogue's current prices: one feed whose price changed since the diet was saved.
vi.mock('../../catalogue/use-feed-catalogue', () => ({
  useFeedCatalogue: () => ({
    state: {
      status: 'ready',
      catalogue: {
        types: [],
        catalogue: [{ id: 'milho', name: 'Milho', custo: 1.5, unidade: 'kg' }],
        company: [],
        user: [],
        catalogueFrom: 'server',
      },
    },
    reload: () => undefined,
  }),
}));

const CYCLE: TDietCycle = {
  tipo: 'terminacao',
  situacao: 'ativa',
  comentario: null,
  inicio_previsto: '2026-10-01',
  fim_previsto: '2026-12-30',
  fim_real: null,
  peso_abate: null,
  gmd_esperado: 1.4,
  gmd_real: null,
  gmd_observado: null,
  numero_animais: 40,
};

type Calls = { calculate: number; prices: number[][]; saveOver: unknown[][]; saveAsNewVersion: unknown[][] };

/** The wizard's side the lifecycle actions use: inputs that change, a calculation, the two saves. */
type Feed = { feed: { id: string }; custo: number; unidade: string };
let calls: Calls;

function Harness() {
  const [inputs, setInputs] = useState<{ feeds: Feed[] }>({
    feeds: [{ feed: { id: 'milho' }, custo: 1, unidade: 'kg' }],
  });
  const [result, setResult] = useState<object | null>({ old: true });
  const saved = { id: 7, nome: 'Lote A', obs: 'Curral 3', ciclo: CYCLE };
  const wizard = {
    inputs,
    result,
    saved,
    isBusy: false,
    language: 'pt',
    changeInputs: (change: { feeds: Feed[] }) => {
      calls.prices.push(change.feeds.map((feed) => feed.custo));
      setResult(null);
      setInputs((current) => ({ ...current, ...change }));
    },
    calculate: async () => {
      calls.calculate += 1;
      setResult({ reoptimised: true });
    },
    saveOver: async (...args: unknown[]) => {
      calls.saveOver.push(args);
    },
    saveAsNewVersion: async (...args: unknown[]) => {
      calls.saveAsNewVersion.push(args);
    },
    openSaved: async () => undefined,
  } as unknown as DietWizard;
  return <DietLifecycleActions wizard={wizard} saved={saved} />;
}

beforeAll(() => {
  initI18n('pt');
});
beforeEach(() => {
  localStorage.clear();
  stubServer({});
  storeSignedIn(testUser({ premium: true }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function reoptimise() {
  renderInSession(<Harness />);
  fireEvent.click(await screen.findByTestId('lifecycle-reoptimise'));
  // The confirmation's own button (the modal's view loads on its first use).
  const confirmation = await screen.findByRole('dialog');
  fireEvent.click(within(confirmation).getByRole('button', { name: 'Reotimizar' }));
  await waitFor(() => expect(calls.calculate).toBe(1));
  // Solved again with the catalogue's current price.
  expect(calls.prices).toEqual([[1.5]]);
  return screen.findByTestId('reoptimised-save-offer');
}

describe('re-optimising a saved diet', () => {
  it('offers saving as a new version: the original is left, the lifecycle stays with it', async () => {
    calls = { calculate: 0, prices: [], saveOver: [], saveAsNewVersion: [] };
    const offer = await reoptimise();
    expect(offer.textContent).toContain('Salvar como nova versão');
    fireEvent.click(screen.getByTestId('reoptimised-save-new'));
    await waitFor(() => expect(calls.saveAsNewVersion).toEqual([['Lote A', 'Curral 3']]));
    expect(calls.saveOver).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('reoptimised-save-offer')).toBeNull());
  });

  it('or saving over it, keeping its name, notes and lifecycle', async () => {
    calls = { calculate: 0, prices: [], saveOver: [], saveAsNewVersion: [] };
    await reoptimise();
    fireEvent.click(screen.getByTestId('reoptimised-save-over'));
    await waitFor(() => expect(calls.saveOver).toEqual([['Lote A', 'Curral 3', CYCLE]]));
    expect(calls.saveAsNewVersion).toEqual([]);
  });
});
