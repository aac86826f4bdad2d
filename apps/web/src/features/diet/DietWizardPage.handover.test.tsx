// @vitest-environment happy-dom
// The diet screen's address carries the hand-over records that have no public address of their own
// (docs/decisions/saved-supplements-comparisons.md): a supplement's link goes on to the supplement screen,
// a comparison is shown instead of the wizard.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

import { renderInSession, stubServer, storeSignedIn, setUpSessionTests } from '../../testing/session-harness';
import { testUser } from '../../testing/test-user';
import { DietWizardPage } from './DietWizardPage';

describe('DietWizardPage with a hand-over record', () => {
  setUpSessionTests();

  it("sends a supplement's link on to the supplement screen with its record and signature", async () => {
    storeSignedIn(testUser({ premium: true }));
    stubServer({});
    const router = renderInSession(
      <DietWizardPage />,
      '/formulacao-dieta',
      '/formulacao-dieta?suplemento=1&did=9&assinatura=abc',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/formulacao-suplemento'));
    expect(router.state.location.search).toBe('?did=9&assinatura=abc');
  });

  it('shows a comparison instead of the wizard', async () => {
    storeSignedIn(testUser({ premium: true }));
    stubServer({ 'dieta/get': { status: 404, body: { code: 'NOT_FOUND' } } });
    renderInSession(<DietWizardPage />, '/formulacao-dieta', '/formulacao-dieta?comparacao=1&did=9');
    expect(await screen.findByTestId('saved-comparison-error')).toBeTruthy();
    expect(screen.queryByTestId('diet-wizard')).toBeNull();
  });
});
