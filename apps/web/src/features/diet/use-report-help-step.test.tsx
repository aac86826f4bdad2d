// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { THelpItem } from '@cocho/contracts';
import { initI18n } from '../../i18n/i18n';
import { HelpButton } from '../../help/HelpButton';
import { getHelpStep, setHelpStep } from '../../help/help-step';
import { resetHelpItemsCache } from '../../help/use-help-items';
import { SessionProvider } from '../../session/SessionProvider';
import { storeSignedIn } from '../../testing/session-harness';
import { testUser } from '../../testing/test-user';
import { AlertProvider } from '../../ui/AlertProvider';
import { ModalProvider } from '../../ui/ModalProvider';
import { useReportHelpStep } from './use-report-help-step';

const item = (id: number, etapa: number | null, titulo: string): THelpItem => ({
  id,
  titulo,
  descricao: `${titulo}: explicação`,
  video: '',
  rota: '/formulacao-dieta',
  etapa,
  idioma: 0,
});
const ITEMS = [item(1, null, 'Dieta'), item(2, 1, 'Dados do animal'), item(4, 3, 'Seleção de alimentos')];

/** Stands for the wizard: shows a step, moves to the next one, and reports it as DietWizardPage does. */
function WizardProbe({ first }: { first: number }) {
  const [step, setStep] = useState(first);
  useReportHelpStep(step);
  return (
    <button type="button" data-testid="next-step" onClick={() => setStep((value) => value + 1)}>
      {step}
    </button>
  );
}

function renderWizardAt(step: number) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ModalProvider>
            <AlertProvider>
              <SessionProvider>
                <HelpButton />
                <WizardProbe first={step} />
              </SessionProvider>
            </AlertProvider>
          </ModalProvider>
        ),
      },
    ],
    { initialEntries: ['/formulacao-dieta'] },
  );
  return render(<RouterProvider router={router} />);
}

const openHelpDescription = async () => {
  fireEvent.click(await screen.findByTestId('help-button'));
  return (await screen.findByTestId('help-description')).textContent;
};

beforeAll(() => {
  initI18n('pt');
});
beforeEach(() => {
  localStorage.clear();
  storeSignedIn(testUser());
  resetHelpItemsCache();
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname.slice(1);
    const answer = path === 'ajuda' ? { data: ITEMS } : path === 'verificaToken' ? { user: testUser() } : {};
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  setHelpStep(null);
  vi.unstubAllGlobals();
});

describe('the diet wizard reports its step to the help dialog', () => {
  it('opens the help item of the step shown (steps are counted from 1)', async () => {
    renderWizardAt(0);
    expect(getHelpStep()).toBe(1);
    expect(await openHelpDescription()).toBe('Dados do animal: explicação');
  });

  it('follows the step as it changes, and falls back to the screen item for a step without one', async () => {
    renderWizardAt(0);
    fireEvent.click(screen.getByTestId('next-step'));
    fireEvent.click(screen.getByTestId('next-step'));
    expect(getHelpStep()).toBe(3);
    expect(await openHelpDescription()).toBe('Seleção de alimentos: explicação');
    cleanup();
    renderWizardAt(3);
    expect(getHelpStep()).toBe(4);
    expect(await openHelpDescription()).toBe('Dieta: explicação');
  });

  it('clears the step when the wizard is left', () => {
    const view = renderWizardAt(1);
    expect(getHelpStep()).toBe(2);
    view.unmount();
    expect(getHelpStep()).toBeNull();
  });
});
