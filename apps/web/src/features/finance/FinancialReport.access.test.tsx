// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_FEATURE_FLAGS } from '@cocho/contracts';
import type { TFeatureFlags, TUser } from '@cocho/contracts';
import { APP_VERSION } from '../../app/app-version';
import { SessionProvider } from '../../session/SessionProvider';
import { STORAGE_KEYS } from '../../storage/storage-keys';
import { testUser } from '../../testing/test-user';
import { AlertProvider } from '../../ui/AlertProvider';
import { ModalProvider } from '../../ui/ModalProvider';
import { WORKED_FINANCE_ANIMAL } from '../../export/testing/finance-worked-example';
import { FinancialReport } from './FinancialReport';
import { setUpSessionTests } from '../../testing/session-harness';

const ANIMAL = WORKED_FINANCE_ANIMAL;

function renderFor(user: TUser, flags: TFeatureFlags = DEFAULT_FEATURE_FLAGS) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.version, APP_VERSION);
  localStorage.setItem(STORAGE_KEYS.featureFlags, JSON.stringify(flags));
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ModalProvider>
          <AlertProvider>
            <SessionProvider>
              <FinancialReport animal={ANIMAL} diet={{ CUSTO: 12, CMS: 10 }} />
            </SessionProvider>
          </AlertProvider>
        </ModalProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

setUpSessionTests();

beforeEach(() => {
  // The server is not reached: the cached flags and the stored user are what the report reads.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});

describe('FinancialReport access (docs/product/shell.md#roles)', { timeout: 20_000 }, () => {
  it('shows a free user the free indicators and the rest locked, with the plans link', async () => {
    renderFor(testUser());
    const offer = await screen.findAllByTestId('finance-premium-offer');
    expect(offer[0]?.querySelector('a')?.getAttribute('href')).toBe('/seja-premium');
    expect(screen.getByTestId('indicator-value-CUSTO_DIARIO').textContent).toContain('R$');
    expect(screen.getByTestId('indicator-value-CAP').textContent).toContain('R$');
    expect(screen.getByTestId('indicator-locked-MARGEM_OPERACIONAL').textContent).toBe('Premium');
    expect(screen.getByTestId('indicator-locked-CT')).toBeTruthy();
    expect(screen.queryByTestId('indicator-value-CT')).toBeNull();
    expect(screen.getByTestId('headline-locked-RAT')).toBeTruthy();
    expect(screen.queryByTestId('scenario-row')).toBeNull();
    expect(screen.getByText(/cenários de ganho de peso fazem parte/)).toBeTruthy();
  });

  it('shows a premium user the whole report', async () => {
    renderFor(testUser({ premium: true }));
    expect(await screen.findByTestId('indicator-value-MARGEM_OPERACIONAL')).toBeTruthy();
    expect(screen.queryByTestId('finance-premium-offer')).toBeNull();
    expect(screen.getAllByTestId('scenario-row')).toHaveLength(7);
  });

  it('hides the scenarios while financial_scenarios_hidden is on', async () => {
    const flags = {
      ...DEFAULT_FEATURE_FLAGS,
      global: { ...DEFAULT_FEATURE_FLAGS.global, financial_scenarios_hidden: true },
    };
    renderFor(testUser({ premium: true }), flags);
    expect(await screen.findByTestId('indicator-value-MARGEM_OPERACIONAL')).toBeTruthy();
    expect(screen.queryByTestId('finance-scenarios')).toBeNull();
  });
});
