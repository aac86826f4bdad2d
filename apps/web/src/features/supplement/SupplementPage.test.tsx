// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { TDietRecord } from '@cocho/contracts';
import { DEFAULT_ANIMAL } from '@cocho/engine';
import { initI18n } from '../../i18n/i18n';
import { testUser } from '../../testing/test-user';
import { errorAnswer, renderInSession, stubServer, storeSignedIn } from '../../testing/session-harness';
import type { Request } from '../../testing/session-harness';
import { SupplementPage } from './SupplementPage';

const V1 = '2026-11-01T00:00:00.000Z';
let requests: Request[];

beforeAll(() => {
  initI18n('pt');
});
beforeEach(() => {
  localStorage.clear();
  storeSignedIn(testUser());
  requests = stubServer({
    'alimentos/lastUpdateAt': { status: 200, body: { data: [1, V1] } },
    tipos: { status: 200, body: { data: [] } },
    'alimentos/getCatalogo': { status: 200, body: { data: { cocho: [] }, versao: 1, lastUpdate: V1 } },
    'alimentos/getListaAlimentos': {
      status: 200,
      body: { data: { cocho: [], emp: [], usr: [], patrocinados: [] } },
    },
    'dieta/get': errorAnswer('NOT_FOUND', 404),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
    stubServer({
      'alimentos/lastUpdateAt': { status: 200, body: { data: [1, V1] } },
      tipos: { status: 200, body: { data: [] } },
      'alimentos/getCatalogo': { status: 200, body: { data: { cocho: [] }, versao: 1, lastUpdate: V1 } },
      'alimentos/getListaAlimentos': {
        status: 200,
        body: { data: { cocho: [], emp: [], usr: [], patrocinados: [] } },
      },
      'dieta/get': { status: 200, body: { id: 5, modo: 'FD', dieta: emptyRecord('Dieta de terminação') } },
    });
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

/** A record with nothing in it, named `nome`. */
function emptyRecord(nome: string): TDietRecord {
  return {
    nome,
    tipoEntrada: '',
    time: 1,
    custo: null,
    animal: DEFAULT_ANIMAL,
    alimentos_selecionados: [],
    alimentos_alterados: [],
    restricoes: {},
    resultado: null,
    proporcao_volumoso: null,
    fixa_proporcao_vc: false,
    exigencias_selecionadas: [],
    exigencias_alteradas: [],
    tipo_alimento_predicao: null,
    user_id: null,
    id: 5,
    id_cliente: null,
    status: 1,
    erro: null,
    resultado_simplex: null,
    obs: null,
    oculta: false,
    ciclo: null,
  };
}
