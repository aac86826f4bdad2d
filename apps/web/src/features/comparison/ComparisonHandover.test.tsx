// @vitest-environment happy-dom
// Saving a comparison of saved diets to hand it over (mode C, docs/decisions/saved-supplements-comparisons.md):
// a name, then dieta/saveC with the compared ids as a record the contracts accept, then sharing; a saved
// comparison reopened on the diet screen (`comparacao=1`) shows its copies side by side.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ZSavableDietRecord } from '@cocho/contracts';
import type { TDietRecord } from '@cocho/contracts';

import { renderInSession, stubServer, storeSignedIn, setUpSessionTests } from '../../testing/session-harness';
import type { Request } from '../../testing/session-harness';
import { testUser } from '../../testing/test-user';
import { ComparisonHandover } from './ComparisonHandover';
import { SavedComparisonView } from './SavedComparisonView';
import { savedComparisonPath, toComparisonRecord } from './comparison-record';
import { blankRecord } from '../records/record-shape';

const SAVED = {
  id: 71,
  updated_at: '2026-11-29T08:00:00.000Z',
  nome: 'A contra B',
  id_cliente: null,
  obs: null,
};
const savesOf = (requests: Request[]) => requests.filter((request) => request.path === 'dieta/saveC');

/** A saved diet as the server copies it: `kg` of silage as fed per head per day. */
function dietCopy(id: number, nome: string, kg: number): TDietRecord {
  return {
    ...blankRecord({ nome, time: 1, idCliente: null, id }),
    custo: kg * 0.25,
    alimentos_selecionados: [
      {
        id: '12',
        tipo: 6,
        name: 'Silagem de milho',
        name_en: null,
        name_es: null,
        volumoso: true,
        nutrientes: { MS: 32 },
      },
    ],
    resultado: [
      { id: '12', MN: kg, MNprop: 100, MS: kg * 0.32, MSprop: 100, CUSTO: kg * 0.25, totalRacao: 1000 },
    ],
    status: 2,
  };
}

describe('ComparisonHandover', () => {
  setUpSessionTests();

  it('needs a name, then saves the compared ids as a comparison record the server accepts, then offers to share it', async () => {
    storeSignedIn(testUser({ premium: true }));
    const requests = stubServer({ 'dieta/saveC': { status: 200, body: SAVED } });
    renderInSession(<ComparisonHandover dietIds={[4, 3]} />, '/formulacao-dieta');
    fireEvent.click(await screen.findByTestId('comparison-handover-save'));
    expect((await screen.findByTestId('comparison-handover-error')).textContent).toBe(
      'Dê um nome à comparação para salvá-la.',
    );
    expect(savesOf(requests)).toEqual([]);
    fireEvent.change(screen.getByTestId('comparison-handover-name'), { target: { value: 'A contra B' } });
    fireEvent.click(screen.getByTestId('comparison-handover-save'));
    await waitFor(() => expect(savesOf(requests)).toHaveLength(1));
    const checked = ZSavableDietRecord.C.safeParse(JSON.parse(String(savesOf(requests)[0]!.body.dieta)));
    expect(checked.success).toBe(true);
    expect(checked.data).toMatchObject({ nome: 'A contra B', comparacao: { ids: [4, 3] }, id_cliente: null });
    const share = screen.getByTestId('comparison-handover-share') as HTMLButtonElement;
    await waitFor(() => expect(share.disabled).toBe(false));
    fireEvent.click(share);
    expect(await screen.findByText('Compartilhar comparação')).toBeTruthy();
  });

  it('is not offered for fewer than two saved diets', async () => {
    storeSignedIn(testUser({ premium: true }));
    stubServer({});
    renderInSession(<ComparisonHandover dietIds={[4]} />, '/formulacao-dieta');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('comparison-handover')).toBeNull();
  });

  it('a saved comparison opens on the diet screen with its copies side by side', async () => {
    storeSignedIn(testUser({ premium: true }));
    const record = {
      ...toComparisonRecord([3, 4], {
        nome: 'Recria contra engorda',
        time: 1,
        idCliente: null,
        moeda: 'BRL',
      }),
      comparacao: { ids: [3, 4], copias: [dietCopy(3, 'Recria', 18), dietCopy(4, 'Engorda', 24)] },
    };
    stubServer({
      'dieta/get': {
        status: 200,
        body: { id: 9, modo: 'C', dieta: record, updated_at: '2026-11-29T08:00:00.000Z' },
      },
    });
    expect(savedComparisonPath(9)).toBe('/formulacao-dieta?comparacao=1&did=9');
    const router = renderInSession(<SavedComparisonView />, '/formulacao-dieta');
    await router.navigate(savedComparisonPath(9));
    const shown = await screen.findByTestId('saved-comparison');
    expect(screen.getByText('Comparação salva: Recria contra engorda')).toBeTruthy();
    expect(shown.textContent).toContain('Recria');
    expect(shown.textContent).toMatch(/18,00.*24,00/);
    expect(screen.getByTestId('export-comparison-pdf')).toBeTruthy();
    expect(screen.getByTestId('saved-comparison-share')).toBeTruthy();
  });

  it('a record of another kind is not shown as a comparison', async () => {
    storeSignedIn(testUser({ premium: true }));
    stubServer({
      'dieta/get': {
        status: 200,
        body: { id: 9, modo: 'FD', dieta: dietCopy(9, 'Dieta', 10), updated_at: '2026-11-29T08:00:00.000Z' },
      },
    });
    const router = renderInSession(<SavedComparisonView />, '/formulacao-dieta');
    await router.navigate(savedComparisonPath(9));
    expect((await screen.findByTestId('saved-comparison-error')).textContent).toBe(
      'Não foi possível abrir esta comparação.',
    );
  });
});
