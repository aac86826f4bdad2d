// @vitest-environment happy-dom
// Saving a stand-alone mix (mode M, docs/decisions/saved-mixes.md): the save menu sends the form and its
// result through dieta/saveM; a saved mix reopened by `?did=` shows its amounts and result, with a feed the
// catalogue has not got read from the record; a free user is offered the plans.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ZDietRecord } from '@cocho/contracts';
import type { TDietRecord } from '@cocho/contracts';

import { renderInSession, stubServer, storeSignedIn, setUpSessionTests } from '../../testing/session-harness';
import type { Request } from '../../testing/session-harness';
import { TEST_CATALOGUE } from '../../testing/test-feeds';
import { testUser } from '../../testing/test-user';
import { SavedMixScreen } from './MixturePage';
import { blankRecord } from '../records/record-shape';

const SAVED = {
  id: 52,
  updated_at: '2026-11-29T08:00:00.000Z',
  nome: 'Concentrado',
  id_cliente: null,
  obs: null,
};

const savesOf = (requests: Request[]) => requests.filter((request) => request.path === 'dieta/saveM');

function addFeed(name: string) {
  const picker = screen.getByTestId('mixture-feed-picker');
  fireEvent.focus(picker);
  fireEvent.change(picker, { target: { value: name } });
  fireEvent.click(screen.getByRole('option', { name }));
}

async function saveAs(name: string) {
  fireEvent.click(screen.getByTestId('mixture-menu'));
  fireEvent.click(await screen.findByTestId('save-mixture'));
  fireEvent.change(await screen.findByTestId('save-name'), { target: { value: name } });
  fireEvent.click(screen.getByTestId('save-confirm'));
}

describe('MixturePage: saved mixes', { timeout: 60_000 }, () => {
  setUpSessionTests();

  it('saves the form as numbers with its result, then updates the same record', async () => {
    storeSignedIn(testUser({ premium: true }));
    const requests = stubServer({ 'dieta/saveM': { status: 200, body: SAVED } });
    renderInSession(<SavedMixScreen catalogue={TEST_CATALOGUE} />, '/calcular-racao');
    await screen.findByTestId('mixture-feed-picker');
    addFeed('Milho de teste');
    addFeed('Farelo de teste');
    fireEvent.change(screen.getByTestId('amount-0'), { target: { value: '700' } });
    fireEvent.change(screen.getByTestId('amount-1'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('Preço de Milho de teste'), { target: { value: '1,25' } });
    fireEvent.change(screen.getByTestId('mixture-mixer'), { target: { value: '400' } });
    fireEvent.click(screen.getByTestId('mixture-calculate'));
    await screen.findByTestId('summary-dryMatter');

    await saveAs('Concentrado');
    expect((await screen.findByTestId('saved-mix-name')).textContent).toBe('Concentrado');
    const saves = savesOf(requests);
    expect(saves).toHaveLength(1);
    const record = ZDietRecord.parse(JSON.parse(String(saves[0]?.body.dieta)));
    expect(record).toMatchObject({ nome: 'Concentrado', status: 1, id_cliente: null, restricoes: {} });
    expect(record.alimentos_selecionados.map((feed) => feed.id)).toEqual(['2', '3']);
    expect(record.mistura).toEqual({
      modo_quantidade: 'kg',
      base: 'MN',
      quantidades: { '2': 700, '3': 300 },
      precos: { '2': 1.25, '3': null },
      total_racao_a_produzir: 1000,
      capacidade_misturador: 400,
    });
    // The mix result as the engine gave it: 70 % corn and 30 % soybean meal as fed.
    const stored = record.resultado_simplex as { rows: { id: string; asFedPercent?: number }[] };
    expect(stored.rows.map((row) => row.id)).toEqual(['2', '3']);

    // Saving again updates it from the version the first save answered.
    fireEvent.click(screen.getByTestId('mixture-menu'));
    fireEvent.click(await screen.findByTestId('save-mixture'));
    fireEvent.click(await screen.findByTestId('save-confirm'));
    await waitFor(() => expect(savesOf(requests)).toHaveLength(2));
    expect(savesOf(requests)[1]?.body).toMatchObject({ id: SAVED.id, base_updated_at: SAVED.updated_at });
  });

  it('reopens a saved mix with its amounts and result, a feed missing from the catalogue included', async () => {
    storeSignedIn(testUser({ premium: true }));
    const own = {
      id: 'u-9',
      tipo: 2,
      name: 'Expeller do cliente',
      name_en: null,
      name_es: null,
      volumoso: false,
      nutrientes: { MS: 90, PB: 40 },
    };
    const corn = TEST_CATALOGUE.catalogue[1]!;
    const record: TDietRecord = {
      ...minimalRecord(),
      nome: 'Mistura do cliente',
      status: 1,
      alimentos_selecionados: [
        {
          id: corn.id,
          tipo: corn.tipo,
          name: corn.name,
          name_en: null,
          name_es: null,
          volumoso: false,
          nutrientes: corn.nutrientes,
        },
        own,
      ],
      mistura: {
        modo_quantidade: 'percent',
        base: 'MN',
        quantidades: { [corn.id]: 60, 'u-9': 40 },
        precos: {},
        total_racao_a_produzir: 500,
        capacidade_misturador: null,
      },
    };
    stubServer({
      'dieta/get': { status: 200, body: { id: 77, modo: 'M', dieta: record, updated_at: SAVED.updated_at } },
    });
    renderInSession(
      <SavedMixScreen catalogue={TEST_CATALOGUE} />,
      '/calcular-racao',
      '/calcular-racao?did=77',
    );
    expect((await screen.findByTestId('saved-mix-name')).textContent).toBe('Mistura do cliente');
    expect(screen.getByTestId('amount-0').getAttribute('value')).toBe('60');
    expect(screen.getByTestId('amount-1').getAttribute('value')).toBe('40');
    expect(screen.getByTestId('mixture-total').getAttribute('value')).toBe('500');
    expect(screen.getAllByText('Expeller do cliente').length).toBeGreaterThan(0);
    // The saved result is on screen without calculating: 60 % of 500 kg of corn.
    expect(await screen.findByTestId('summary-dryMatter')).toBeTruthy();
    expect(screen.getByTestId('mixture-results').textContent).toContain('300');
  });

  it('a `?did=` naming a diet (another kind of record) says so and puts nothing of it on screen', async () => {
    storeSignedIn(testUser());
    const diet: TDietRecord = { ...minimalRecord(), nome: 'Dieta de terminação', status: 1 };
    stubServer({
      'dieta/get': { status: 200, body: { id: 77, modo: 'FD', dieta: diet, updated_at: SAVED.updated_at } },
    });
    renderInSession(
      <SavedMixScreen catalogue={TEST_CATALOGUE} />,
      '/calcular-racao',
      '/calcular-racao?did=77',
    );
    expect((await screen.findByTestId('opening-error')).textContent).toBe(
      'Não foi possível abrir o registro salvo: este registro é uma dieta, que esta tela não abre. ' +
        'Abra-o pela lista em que ele aparece.',
    );
    expect(screen.queryByTestId('saved-mix-name')).toBeNull();
  });

  it('a free user is offered the plans and nothing is sent', async () => {
    storeSignedIn(testUser());
    const requests = stubServer({ 'dieta/saveM': { status: 200, body: SAVED } });
    renderInSession(<SavedMixScreen catalogue={TEST_CATALOGUE} />, '/calcular-racao');
    await screen.findByTestId('mixture-feed-picker');
    fireEvent.click(screen.getByTestId('mixture-menu'));
    fireEvent.click(await screen.findByTestId('save-mixture'));
    expect(await screen.findByText(/Salvar misturas é um recurso para usuários Premium\./)).toBeTruthy();
    expect(screen.queryByTestId('save-name')).toBeNull();
    expect(savesOf(requests)).toEqual([]);
  });
});

/** A record of every kind's shape with nothing in it. */
const minimalRecord = (): TDietRecord => blankRecord({ nome: '', time: 1, idCliente: null, id: 77 });
