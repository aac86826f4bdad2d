// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { computeTraceMineralPremix, traceMineralPremixComposition } from '@cocho/engine';
import type { TFeed } from '@cocho/contracts';
import type * as ApiClient from '../../api/client';
import { initI18n } from '../../i18n/i18n';
import { AlertProvider } from '../../ui/AlertProvider';
import { SavePremixAsFeed, findPremixCarrier } from './SavePremixAsFeed';

const { callMock, catalogueState } = vi.hoisted(() => ({
  callMock: vi.fn(),
  catalogueState: { current: { status: 'loading' } as unknown },
}));
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  call: callMock,
}));
vi.mock('../../catalogue/use-feed-catalogue', () => ({
  useFeedCatalogue: () => ({ state: catalogueState.current, reload: () => undefined }),
}));

/** A catalogue feed as the server sends it. */
function catalogueFeed(id: string, name: string, nutrientes: Record<string, number>): TFeed {
  return {
    id,
    tipo: 2,
    name,
    name_en: null,
    name_es: null,
    name_sci: null,
    nutrientes,
    nutrientes_originais: null,
    nutrientes_calculados: [],
    alertas: [],
    fonte: null,
    custo: null,
    unidade: 'kg',
    volumoso: false,
    EXCLUIDO: 0,
    id_alimento_pai: null,
  } as unknown as TFeed;
}

const CORN = catalogueFeed('CCH|2', 'Milho moído fino', { MS: 86.9, PB: 8.5, NDT: 85, Ca: 0.03, P: 0.28 });
const PREMIX = computeTraceMineralPremix({ Se: 2.5, Co: 6 });

beforeAll(() => {
  initI18n('pt');
});
afterEach(() => {
  cleanup();
  callMock.mockReset();
});

function renderButton() {
  if (!PREMIX) throw new Error('expected a premix');
  render(
    <AlertProvider>
      <SavePremixAsFeed premix={PREMIX} />
    </AlertProvider>,
  );
}

describe('saving the trace-mineral premix as the user’s feed', () => {
  it('finds the ground corn of the catalogue as the carrier, the finest grind first', () => {
    const medium = catalogueFeed('CCH|3', 'Milho moído médio', { MS: 87 });
    expect(findPremixCarrier([medium, CORN])?.id).toBe('CCH|2');
    expect(findPremixCarrier([medium])?.id).toBe('CCH|3');
    expect(findPremixCarrier([catalogueFeed('CCH|4', 'Farelo de soja', { MS: 89 })])).toBeNull();
  });

  it('stays off until the catalogue (and its carrier) is there', () => {
    catalogueState.current = { status: 'loading' };
    renderButton();
    expect(screen.getByTestId('premix-save-feed').hasAttribute('disabled')).toBe(true);
  });

  it('saves a private mineral feed with the premix composition on the catalogue carrier', async () => {
    catalogueState.current = {
      status: 'ready',
      catalogue: { types: [], catalogue: [CORN], company: [], user: [], catalogueFrom: 'server' },
    };
    callMock.mockResolvedValue({ data: {} });
    renderButton();
    fireEvent.click(screen.getByTestId('premix-save-feed'));
    await waitFor(() => expect(callMock).toHaveBeenCalledTimes(1));
    const [name, body] = callMock.mock.calls[0] as [string, Record<string, unknown>];
    expect(name).toBe('createUserFeed');
    expect(body).toMatchObject({ tipo: 4, custo: null, unidade: 'kg', visibilidade: 'privado' });
    expect(body.name).toMatch(/^Premix de microminerais \d{2}\/\d{2}\/\d{4}$/);
    expect(body.nutrientes).toEqual(traceMineralPremixComposition(PREMIX!, CORN.nutrientes));
    expect(await screen.findByText(/salvo em meus alimentos\. Informe o preço/)).toBeTruthy();
    expect(screen.getByTestId('premix-save-feed').textContent).toBe('Salvo em meus alimentos');
  });
});
