// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TDietRecord } from '@cocho/contracts';
import { testUser } from '../../testing/test-user';
import { errorAnswer, renderInSession, setUpServerTests } from '../../testing/session-harness';
import { SupplementPage } from './SupplementPage';
import { blankRecord } from '../records/record-shape';

const V1 = '2026-11-01T00:00:00.000Z';
const { answers, requests } = setUpServerTests({
  user: () => testUser(),
  initialAnswers: () => ({
    'alimentos/lastUpdateAt': { status: 200, body: { data: [1, V1] } },
    tipos: { status: 200, body: { data: [] } },
    'alimentos/getCatalogo': { status: 200, body: { data: { cocho: [] }, versao: 1, lastUpdate: V1 } },
    'alimentos/getListaAlimentos': {
      status: 200,
      body: { data: { cocho: [], emp: [], usr: [], patrocinados: [] } },
    },
    'dieta/get': errorAnswer('NOT_FOUND', 404),
  }),
});

describe('/formulacao-suplemento', () => {
  it('opened from a saved prediction it cannot read, says so and still offers an empty form', async () => {
    renderInSession(<SupplementPage />, '/formulacao-suplemento', '/formulacao-suplemento?did=5');
    expect((await screen.findByTestId('prediction-load-error')).textContent).toBe(
      'Não foi possível abrir a predição salva.',
    );
    expect(screen.getByTestId('supplement-name')).toBeTruthy();
    expect(screen.queryByTestId('from-prediction')).toBeNull();
    // Read once: a refusal is not retried.
    expect(
      requests.filter((request) => request.path === 'dieta/get').map((request) => request.body.id),
    ).toEqual([5]);
  });

  it('opened with the id of a diet (another kind of record), says which kind it is', async () => {
    answers['dieta/get'] = {
      status: 200,
      body: { id: 5, modo: 'FD', dieta: emptyRecord('Dieta de terminação') },
    };
    renderInSession(<SupplementPage />, '/formulacao-suplemento', '/formulacao-suplemento?did=5');
    expect((await screen.findByTestId('prediction-load-error')).textContent).toBe(
      'Não foi possível abrir a predição salva. Este registro é uma dieta, que esta tela não abre. ' +
        'Abra-o pela lista em que ele aparece.',
    );
    expect(screen.queryByTestId('saved-supplement-record')).toBeNull();
    expect(screen.getByTestId('supplement-name')).toBeTruthy();
  });

  it('without a prediction, reads none', async () => {
    renderInSession(<SupplementPage />, '/formulacao-suplemento');
    expect(await screen.findByTestId('supplement-name')).toBeTruthy();
    expect(screen.queryByTestId('prediction-load-error')).toBeNull();
    expect(requests.some((request) => request.path === 'dieta/get')).toBe(false);
  });
});

/** A record with nothing in it, named `nome`, saved as a solved diet. */
function emptyRecord(nome: string): TDietRecord {
  return { ...blankRecord({ nome, time: 1, idCliente: null, id: 5 }), status: 1 };
}
