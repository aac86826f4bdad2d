// @vitest-environment happy-dom
// The prediction screen: a prediction that cannot be made says why (no amount, an amount that is not a
// number), and keeps no result. Its record (docs/product/shell.md#states Saving): a predicted diet saved under a name
// goes through dieta/savePD with its result; a supplement made from the saved, unchanged prediction opens
// the supplement screen with it and saves nothing more; one made from an unsaved prediction saves it hidden.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ZDietRecord } from '@cocho/contracts';
import type * as FeedCatalogue from '../../catalogue/use-feed-catalogue';
import { createInlineEngineClient } from '../../engine-worker/engine-client';
import { EngineClientContext } from '../../engine-worker/use-engine';
import { renderInSession, stubServer, storeSignedIn, setUpSessionTests } from '../../testing/session-harness';
import type { Request } from '../../testing/session-harness';
import { TEST_CATALOGUE } from '../../testing/test-feeds';
import { testUser } from '../../testing/test-user';
import { PredictionPage } from './PredictionPage';

vi.mock('../../catalogue/use-feed-catalogue', async (importOriginal) => {
  const { TEST_CATALOGUE: catalogue } = await import('../../testing/test-feeds');
  return {
    ...(await importOriginal<typeof FeedCatalogue>()),
    useFeedCatalogue: () => ({ state: { status: 'ready', catalogue }, reload: () => undefined }),
  };
});

const SAVED = {
  id: 57,
  updated_at: '2026-11-29T08:00:00.000Z',
  nome: 'Garrotes',
  id_cliente: null,
  obs: null,
};

const savesOf = (requests: Request[]) => requests.filter((request) => request.path === 'dieta/savePD');
const recordOf = (request: Request | undefined) => ZDietRecord.parse(JSON.parse(String(request?.body.dieta)));

function renderPage() {
  renderInSession(
    <EngineClientContext.Provider value={createInlineEngineClient()}>
      <PredictionPage />
    </EngineClientContext.Provider>,
    '/predicao-desempenho',
  );
}

/** Picks the catalogue's silage and corn with their daily amounts (as typed). */
async function chooseFeeds(silage: string, corn: string) {
  for (const [feed, amount] of [
    [TEST_CATALOGUE.catalogue[0], silage],
    [TEST_CATALOGUE.catalogue[1], corn],
  ] as const) {
    const picker = within(await screen.findByTestId('feed-picker')).getByRole('combobox');
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: feed?.name } });
    fireEvent.click(await screen.findByRole('option', { name: feed?.name }));
    const amounts = await screen.findAllByTestId('diet-amount');
    fireEvent.change(amounts[amounts.length - 1] as HTMLElement, { target: { value: amount } });
  }
}

/** Silage and corn with their daily amounts, predicted. */
async function predictDiet() {
  await chooseFeeds('20', '3');
  fireEvent.click(screen.getByTestId('predict'));
  await screen.findByTestId('limiting-nutrient', {}, { timeout: 60_000 });
}

function chooseFromMenu(testId: string) {
  fireEvent.click(screen.getByTestId('prediction-menu'));
  fireEvent.click(screen.getByTestId(testId));
}

describe('PredictionPage', () => {
  setUpSessionTests();

  it('says why it cannot predict: no amount, then an amount that is not a number', async () => {
    storeSignedIn(testUser());
    stubServer({});
    renderPage();
    await chooseFeeds('', '0');
    fireEvent.click(screen.getByTestId('predict'));
    expect((await screen.findByTestId('prediction-error')).textContent).toBe(
      'A quantidade total de alimentos deve ser maior que zero.',
    );
    const amounts = screen.getAllByTestId('diet-amount');
    fireEvent.change(amounts[0] as HTMLElement, { target: { value: 'vinte' } });
    fireEvent.click(screen.getByTestId('predict'));
    await waitFor(() =>
      expect(screen.getByTestId('prediction-error').textContent).toBe('Informe as quantidades como números.'),
    );
    expect(screen.queryByTestId('limiting-nutrient')).toBeNull();
  }, 120_000);

  it('matches an amount above what the animal eats to its intake, and predicts the scaled amounts', async () => {
    storeSignedIn(testUser());
    stubServer({});
    renderPage();
    await chooseFeeds('60', '10');
    fireEvent.click(screen.getByTestId('predict'));
    await screen.findByTestId('intake-above', {}, { timeout: 60_000 });
    fireEvent.click(screen.getByTestId('match-intake'));
    const notice = await screen.findByTestId('intake-matched', {}, { timeout: 60_000 });
    const factor = Number(/([\d,]+)/.exec(notice.textContent ?? '')?.[1]?.replace(',', '.'));
    expect(factor).toBeGreaterThan(0);
    expect(factor).toBeLessThan(1);
    // The amounts on screen are the scaled ones, and their prediction is the one shown.
    const amounts = screen.getAllByTestId('diet-amount').map((input) => (input as HTMLInputElement).value);
    expect(amounts.map((text) => Number(text.replace(',', '.')))).toEqual([
      expect.closeTo(60 * factor, 1),
      expect.closeTo(10 * factor, 1),
    ]);
    expect(screen.queryByTestId('prediction-stale')).toBeNull();
    expect(screen.queryByTestId('intake-above')).toBeNull();
  }, 120_000);

  it('saves the predicted diet under a name with its result, then makes a supplement of it', async () => {
    storeSignedIn(testUser({ premium: true }));
    const requests = stubServer({ 'dieta/savePD': { status: 200, body: SAVED } });
    renderPage();
    await predictDiet();

    chooseFromMenu('save-prediction');
    fireEvent.change(await screen.findByTestId('save-name'), { target: { value: 'Garrotes' } });
    fireEvent.click(screen.getByTestId('save-confirm'));
    expect((await screen.findByTestId('saved-prediction-name')).textContent).toBe('Garrotes');
    expect(savesOf(requests)).toHaveLength(1);
    const record = recordOf(savesOf(requests)[0]);
    expect(record).toMatchObject({ nome: 'Garrotes', status: 1, oculta: false, id: null, id_cliente: null });
    expect(record.alimentos_selecionados.map((feed) => feed.id)).toEqual(
      TEST_CATALOGUE.catalogue.slice(0, 2).map((feed) => feed.id),
    );
    expect(record.resultado?.map((row) => row.MN)).toEqual([20, 3]);
    expect(record.resultado_simplex).not.toBeNull();

    // Saved and unchanged: the supplement screen opens with it, nothing is saved again.
    chooseFromMenu('create-supplement');
    await screen.findByTestId('elsewhere');
    expect(savesOf(requests)).toHaveLength(1);
  }, 120_000);

  it('a supplement made from an unsaved prediction saves it hidden first', async () => {
    storeSignedIn(testUser({ premium: true }));
    const requests = stubServer({ 'dieta/savePD': { status: 200, body: { ...SAVED, nome: '' } } });
    renderPage();
    await predictDiet();

    chooseFromMenu('create-supplement');
    await screen.findByTestId('elsewhere');
    await waitFor(() => expect(savesOf(requests)).toHaveLength(1));
    expect(recordOf(savesOf(requests)[0])).toMatchObject({ nome: '', oculta: true, status: 1 });
  }, 120_000);
});
