// @vitest-environment happy-dom
/**
 * The sign-in security prompts' chunk (SessionSecurityDialogs: the password form and the contracts' schemas)
 * loads only when a prompt is to be shown, not at every signed-in start (docs/decisions/first-screen-budget.md).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInSession, setUpSessionTests, storeSignedIn, stubServer } from '../testing/session-harness';
import { testUser } from '../testing/test-user';
import { useSession } from './SessionProvider';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./SessionSecurityDialogs', () => {
  loads.count += 1;
  return { SessionSecurityDialogs: () => <p data-testid="security-prompt" /> };
});

function SignedInMarker() {
  const { user, isReady } = useSession();
  return isReady && user ? <p data-testid="signed-in">{user.NOME}</p> : null;
}

describe('the sign-in security prompts', () => {
  setUpSessionTests();

  it('are not loaded for a signed-in start without a prompt', async () => {
    stubServer({});
    storeSignedIn(testUser());
    renderInSession(<SignedInMarker />);
    expect(await screen.findByTestId('signed-in')).toBeTruthy();
    expect(screen.queryByTestId('security-prompt')).toBeNull();
    expect(loads.count).toBe(0);
  });

  it('load and show when the password is temporary', async () => {
    stubServer({});
    storeSignedIn(testUser({ senha_temporaria: true }));
    renderInSession(<SignedInMarker />);
    expect(await screen.findByTestId('security-prompt')).toBeTruthy();
    expect(loads.count).toBe(1);
  });
});
