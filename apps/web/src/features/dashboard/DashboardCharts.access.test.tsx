// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TFeatureFlags } from '@cocho/contracts';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { testUser } from '../../testing/test-user';
import { renderInSession, stubServer, storeSignedIn, setUpSessionTests } from '../../testing/session-harness';
import type { Answer, Request } from '../../testing/session-harness';
import { DashboardPage } from './DashboardPage';

/** The default flags with the charts module taken from free users (docs/product/shell.md#roles module flags). */
const WITHOUT_FREE_CHARTS: TFeatureFlags = {
  ...DEFAULT_FEATURE_FLAGS,
  profiles: {
    ...DEFAULT_FEATURE_FLAGS.profiles,
    free: DEFAULT_FEATURE_FLAGS.profiles.free.filter((ability) => ability !== 'charts'),
  },
};
const CHART = [{ mes: '2026-01', dietas: 1, gmd_esperado: 1.4, gmd_observado: 1.2, custo_dia: 8 }];

let requests: Request[];

function serve(flags: TFeatureFlags): void {
  localStorage.setItem(STORAGE_KEYS.featureFlags, JSON.stringify(flags));
  const answers: Record<string, Answer> = {
    'flags/get': { status: 200, body: flags },
    'data/main': {
      status: 200,
      body: { data: { dietas: { data: [] }, predicoes: { data: [] } } },
    },
    'data/chart': { status: 200, body: { data: CHART } },
    'data/estatisticas': { status: 200, body: { data: { grupos: [] } } },
  };
  requests = stubServer(answers);
}

setUpSessionTests();

describe('/dashboard charts and the charts ability', () => {
  it('a user without the charts ability sees the premium offer instead of the charts, and no chart call', async () => {
    serve(WITHOUT_FREE_CHARTS);
    storeSignedIn(testUser());
    renderInSession(<DashboardPage />, '/dashboard');
    const offer = await screen.findByTestId('charts-premium-offer');
    expect(offer.textContent).toContain('Os gráficos de desempenho fazem parte do plano premium.');
    expect(offer.querySelector('a')?.getAttribute('href')).toBe('/seja-premium');
    expect(screen.queryByTestId('performance')).toBeNull();
    await waitFor(() => expect(requests.some((request) => request.path === 'data/main')).toBe(true));
    expect(requests.some((request) => request.path === 'data/chart')).toBe(false);
  });

  it('a user with it (a premium user under the same flags) sees the charts', async () => {
    serve(WITHOUT_FREE_CHARTS);
    storeSignedIn(testUser({ premium: true }));
    renderInSession(<DashboardPage />, '/dashboard');
    expect(await screen.findByTestId('chart-adg-expected')).toBeTruthy();
    expect(screen.queryByTestId('charts-premium-offer')).toBeNull();
  });
});
