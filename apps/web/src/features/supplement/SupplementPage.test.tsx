// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
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

  it('without a prediction, reads none', async () => {
    renderInSession(<SupplementPage />, '/formulacao-suplemento');
    expect(await screen.findByTestId('supplement-name')).toBeTruthy();
    expect(screen.queryByTestId('prediction-load-error')).toBeNull();
    expect(requests.some((request) => request.path === 'dieta/get')).toBe(false);
  });
});
