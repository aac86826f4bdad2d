// @vitest-environment happy-dom
// Saving a supplement to hand it over (mode S, docs/decisions/saved-supplements-comparisons.md): the result
// on screen goes through dieta/saveS as a record the contracts accept, then it can be shared; a free user is
// offered the plans and nothing is sent.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ZSavableDietRecord } from '@cocho/contracts';
import type { SupplementResult } from '@cocho/engine';

import { renderInSession, stubServer, storeSignedIn, setUpSessionTests } from '../../testing/session-harness';
import type { Request } from '../../testing/session-harness';
import { CORN, SOY } from '../../testing/test-feeds';
import { testUser } from '../../testing/test-user';
import { SupplementHandover } from './SupplementHandover';

const RESULT: SupplementResult = {
  feeds: [
    { id: CORN.id, dryMatterPercent: 20.51, asFedPercent: 20.6, quantityKgAsFed: null },
    { id: SOY.id, dryMatterPercent: 79.49, asFedPercent: 79.4, quantityKgAsFed: null },
  ],
  composition: { MS: 88.8, PB: 40, NDT: 81 },
  tdnPercent: 81,
  costPerKgAsFed: 1.9,
  costPerKgDm: 2.14,
  unpricedFeedIds: [],
};
const SAVED = {
  id: 61,
  updated_at: '2026-11-29T08:00:00.000Z',
  nome: 'Proteinado',
  id_cliente: null,
  obs: null,
};
const savesOf = (requests: Request[]) => requests.filter((request) => request.path === 'dieta/saveS');

function renderHandover() {
  renderInSession(
    <SupplementHandover
      result={RESULT}
      name="Proteinado"
      objective="ndt"
      feeds={[CORN, SOY]}
      currency="BRL"
    />,
    '/formulacao-suplemento',
  );
}

describe('SupplementHandover', () => {
  setUpSessionTests();

  it('saves the result as a supplement record the server accepts, then offers to share it', async () => {
    storeSignedIn(testUser({ premium: true }));
    const requests = stubServer({ 'dieta/saveS': { status: 200, body: SAVED } });
    renderHandover();
    const share = await screen.findByTestId('supplement-handover-share');
    expect((share as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('supplement-handover-save'));
    await waitFor(() => expect(savesOf(requests)).toHaveLength(1));
    const sent = JSON.parse(String(savesOf(requests)[0]!.body.dieta)) as unknown;
    const checked = ZSavableDietRecord.S.safeParse(sent);
    expect(checked.success).toBe(true);
    expect(checked.data).toMatchObject({
      nome: 'Proteinado',
      suplemento: { objetivo: 'ndt', id_alimento: null },
      resultado_simplex: { tdnPercent: 81 },
      moeda: 'BRL',
      id_cliente: null,
    });
    expect(checked.data?.alimentos_selecionados.map((feed) => feed.name)).toEqual([
      'Milho de teste',
      'Farelo de teste',
    ]);
    expect(await screen.findByText('Salvo para entregar')).toBeTruthy();
    await waitFor(() => expect((share as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(share);
    expect(await screen.findByText('Compartilhar suplemento')).toBeTruthy();
  });

  it('says why a save failed and keeps sharing closed', async () => {
    storeSignedIn(testUser({ premium: true }));
    stubServer({ 'dieta/saveS': { status: 400, body: { code: 'VALIDATION_FAILED' } } });
    renderHandover();
    fireEvent.click(await screen.findByTestId('supplement-handover-save'));
    expect((await screen.findByTestId('supplement-handover-error')).textContent).toMatch(
      /Não foi possível salvar/,
    );
    expect((screen.getByTestId('supplement-handover-share') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a free user is offered the plans and nothing is sent', async () => {
    storeSignedIn(testUser());
    const requests = stubServer({ 'dieta/saveS': { status: 200, body: SAVED } });
    renderHandover();
    fireEvent.click(await screen.findByTestId('supplement-handover-save'));
    expect(
      await screen.findByText(/Salvar suplementos para entregar é um recurso para usuários Premium\./),
    ).toBeTruthy();
    expect(savesOf(requests)).toEqual([]);
  });
});
