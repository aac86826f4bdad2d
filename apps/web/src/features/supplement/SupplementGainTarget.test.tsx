// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TFeedType } from '@cocho/contracts';
import { renderComponentsInPortuguese } from '../../testing/portuguese-components';
import { AlertProvider } from '../../ui/AlertProvider';
import { ModalProvider } from '../../ui/ModalProvider';
import { createTestFeed } from '../../testing/test-feed';
import type { FeedCatalogue } from '../../catalogue/feed-cache';
import { SupplementFormulator } from './SupplementPage';

// Catalogue rows: deferred Marandu in the dry season, ground corn, urea, common salt, the grazing mineral mix.
const TYPES: TFeedType[] = [
  { id: 6, nome: 'Pastos', nome_ingles: 'Pastures', nome_espanhol: 'Pastos', volumoso: true, ordem: 1 },
  {
    id: 3,
    nome: 'Energéticos',
    nome_ingles: 'Energy',
    nome_espanhol: 'Energéticos',
    volumoso: false,
    ordem: 4,
  },
  { id: 4, nome: 'Minerais', nome_ingles: 'Minerals', nome_espanhol: 'Minerales', volumoso: false, ordem: 6 },
  { id: 8, nome: 'Aditivos', nome_ingles: 'Additives', nome_espanhol: 'Aditivos', volumoso: false, ordem: 7 },
];
const CATALOGUE: FeedCatalogue = {
  types: TYPES,
  catalogue: [
    createTestFeed({
      id: '10',
      name: 'Capim-marandu, seca',
      tipo: 6,
      nutrientes: { MS: 17.2, PB: 7, NDT: 53.52, FDN: 72.7, EM: 1.9279, Ca: 0.36, P: 0.215 },
    }),
    createTestFeed({
      id: '11',
      name: 'Milho moído',
      tipo: 3,
      nutrientes: {
        MS: 86.907,
        PB: 8.514,
        PDR: 4.8325,
        PNDR: 3.6815,
        NDT: 88.69,
        EM: 2.9607,
        Ca: 0.035,
        P: 0.309,
      },
    }),
    createTestFeed({ id: '12', name: 'Ureia', tipo: 8, nutrientes: { MS: 99, PB: 281, PDR: 281, NDT: 0 } }),
    createTestFeed({ id: '13', name: 'Sal comum', tipo: 4, nutrientes: { MS: 100, MM: 100, Na: 39.3 } }),
    createTestFeed({
      id: '14',
      name: 'Mistura mineral',
      tipo: 4,
      nutrientes: { MS: 100, MM: 100, Ca: 12.2, P: 10.7, Na: 17 },
    }),
  ],
  company: [],
  user: [],
  catalogueFrom: 'server',
};

function renderFormulator() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ModalProvider>
          <AlertProvider>
            <SupplementFormulator catalogue={CATALOGUE} />
          </AlertProvider>
        </ModalProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

function addFeed(name: string, price: string) {
  const picker = screen.getByTestId('supplement-feed-picker');
  fireEvent.focus(picker);
  fireEvent.change(picker, { target: { value: name } });
  fireEvent.click(screen.getByRole('option', { name }));
  fireEvent.change(screen.getByLabelText(`Preço de ${name}`), { target: { value: price } });
}

function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

renderComponentsInPortuguese();

describe('SupplementFormulator: least cost for a gain on pasture', { timeout: 30_000 }, () => {
  it('asks for the pasture and the gain, then gives the cheapest supplement with its predicted gain', async () => {
    renderFormulator();
    choose('Objetivo', 'Menor custo para um ganho no pasto');
    // No crude-protein target in this mode: the mix is found for the gain.
    expect(screen.queryByTestId('supplement-protein')).toBeNull();
    // Only forages are offered as the pasture.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pasto' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Capim-marandu, seca']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    fireEvent.change(screen.getByTestId('supplement-name'), { target: { value: 'Proteinado seca' } });
    addFeed('Milho moído', '1,10');
    addFeed('Ureia', '3,50');
    addFeed('Sal comum', '1,20');
    addFeed('Mistura mineral', '4,00');
    fireEvent.click(screen.getByTestId('supplement-formulate'));
    expect(screen.getByText('Escolha o pasto.')).toBeTruthy();

    choose('Pasto', 'Capim-marandu, seca');
    fireEvent.change(screen.getByTestId('gain-target'), { target: { value: '0,3' } });
    fireEvent.change(screen.getByTestId('gain-body-weight'), { target: { value: '350' } });
    fireEvent.click(screen.getByTestId('supplement-formulate'));
    await screen.findByTestId('least-cost-result', {}, { timeout: 20_000 });
    const gain = Number(
      (screen.getByTestId('lc-predicted-gain').textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'),
    );
    expect(gain).toBeGreaterThanOrEqual(0.25);
    expect(screen.getByTestId('lc-gain-alone').textContent).toMatch(/kg\/dia/);
    expect(screen.getByTestId('lc-cost-head').textContent).toMatch(/R\$/);
    expect(screen.getByTestId('lc-cost-arroba').textContent).toMatch(/R\$/);

    // A gain salt-limited intake cannot reach on dry grass.
    fireEvent.change(screen.getByTestId('gain-target'), { target: { value: '1,8' } });
    fireEvent.click(screen.getByTestId('supplement-formulate'));
    expect((await screen.findByTestId('supplement-error', {}, { timeout: 20_000 })).textContent).toBe(
      'Nenhum suplemento com estes alimentos alcança o ganho desejado neste pasto (o sal limita o consumo).',
    );
  });
});
