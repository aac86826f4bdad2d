// @vitest-environment happy-dom
// Saving the requirements table (mode E, docs/decisions/saved-requirements.md): the save menu sends the
// animal and the table on screen through dieta/saveE, and a free user is offered the plans instead.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ZDietRecord } from '@cocho/contracts';
import { DEFAULT_ANIMAL, calculateRequirements } from '@cocho/engine';
import { createInlineEngineClient } from '../../engine-worker/engine-client';
import { EngineClientContext } from '../../engine-worker/use-engine';

import { renderInSession, stubServer, storeSignedIn, setUpSessionTests } from '../../testing/session-harness';
import type { Request } from '../../testing/session-harness';
import { testUser } from '../../testing/test-user';
import { RequirementsPage } from './RequirementsPage';

const SAVED = {
  id: 41,
  updated_at: '2026-11-29T08:00:00.000Z',
  nome: 'Garrotes',
  id_cliente: null,
  obs: null,
};

function renderPage() {
  renderInSession(
    <EngineClientContext.Provider value={createInlineEngineClient()}>
      <RequirementsPage />
    </EngineClientContext.Provider>,
    '/calcula-exigencias',
  );
}

/** The default animal's table is on screen (calculated once the page is up). */
async function waitForTable() {
  await screen.findByTestId('requirement-row-CMS', {}, { timeout: 60_000 });
  await waitFor(() => expect(screen.getByTestId('requirements-menu').hasAttribute('disabled')).toBe(false));
}

const savesOf = (requests: Request[]) => requests.filter((request) => request.path === 'dieta/saveE');

describe('RequirementsPage: save', () => {
  setUpSessionTests();

  it('saves the animal and the calculated table as a requirements record, then updates it', async () => {
    storeSignedIn(testUser({ premium: true }));
    const requests = stubServer({ 'dieta/saveE': { status: 200, body: SAVED } });
    renderPage();
    await waitForTable();

    fireEvent.click(screen.getByTestId('requirements-menu'));
    fireEvent.click(await screen.findByTestId('save-requirements'));
    fireEvent.change(await screen.findByTestId('save-name'), { target: { value: 'Garrotes' } });
    fireEvent.click(screen.getByTestId('save-confirm'));

    expect((await screen.findByTestId('saved-requirements-name')).textContent).toBe('Garrotes');
    const saves = savesOf(requests);
    expect(saves).toHaveLength(1);
    const body = saves[0]?.body ?? {};
    expect(body.id).toBeNull();
    expect(typeof body.idempotency_key).toBe('string');
    const record = ZDietRecord.parse(JSON.parse(String(body.dieta)));
    expect(record).toMatchObject({ nome: 'Garrotes', status: 1, id_cliente: null, oculta: false });
    expect(record.alimentos_selecionados).toEqual([]);
    expect(record.animal).toEqual(JSON.parse(JSON.stringify(DEFAULT_ANIMAL)));
    // The table saved is the engine's for that animal, with the selected alternatives as shown.
    const expected = calculateRequirements(DEFAULT_ANIMAL);
    if (!expected.ok) throw new Error('the default animal must be valid');
    const stored = record.resultado_simplex as { requirements: { key: string; ideal: number }[] };
    expect(stored.requirements.map((entry) => [entry.key, entry.ideal])).toEqual(
      expected.value.requirements.map((entry) => [entry.key, entry.ideal]),
    );
    expect(record.exigencias_selecionadas).toEqual(
      expected.value.requirements.filter((entry) => entry.selected).map((entry) => entry.key),
    );
    expect(record.exigencias_alteradas).toEqual([]);

    // Saving again updates the same record from the version the first save answered.
    fireEvent.click(screen.getByTestId('requirements-menu'));
    fireEvent.click(await screen.findByTestId('save-requirements'));
    expect((await screen.findByTestId('save-name')).getAttribute('value')).toBe('Garrotes');
    fireEvent.click(screen.getByTestId('save-confirm'));
    await waitFor(() => expect(savesOf(requests)).toHaveLength(2));
    expect(savesOf(requests)[1]?.body).toMatchObject({ id: SAVED.id, base_updated_at: SAVED.updated_at });
  }, 120_000);

  it('a free user is offered the plans and nothing is sent', async () => {
    storeSignedIn(testUser());
    const requests = stubServer({ 'dieta/saveE': { status: 200, body: SAVED } });
    renderPage();
    await waitForTable();
    fireEvent.click(screen.getByTestId('requirements-menu'));
    fireEvent.click(await screen.findByTestId('save-requirements'));
    expect(await screen.findByText(/Salvar exigências é um recurso para usuários Premium\./)).toBeTruthy();
    expect(screen.queryByTestId('save-name')).toBeNull();
    expect(savesOf(requests)).toEqual([]);
  }, 120_000);
});
