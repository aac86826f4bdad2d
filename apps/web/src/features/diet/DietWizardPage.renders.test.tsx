// @vitest-environment happy-dom
// What the wizard draws in its first frame and again later (docs/decisions/first-screen-budget.md): the steps
// without MUI's tab list until the frame is painted (its items' registration would render the page again before
// the paint), and the animal form not drawn again when the wizard re-renders with the same animal.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderInSession, setUpSessionTests, stubServer, storeSignedIn } from '../../testing/session-harness';
import { holdIdleCallbacks } from '../../testing/held-idle-callbacks';
import { testUser } from '../../testing/test-user';
import { DietWizardPage } from './DietWizardPage';
import type * as AfterFirstPaint from '../../layout/use-after-first-paint';
import type * as AnimalFormModel from '../animal/animal-form-model';

/** Whether the test has let the first frame be painted; and how often the animal form has rendered. */
const paint = vi.hoisted(() => ({ isPainted: true, animalFormRenders: 0 }));

vi.mock('../../layout/use-after-first-paint', async (importOriginal) => {
  const original = await importOriginal<typeof AfterFirstPaint>();
  return {
    useAfterFirstPaint: (isDeferred = true): boolean => {
      const isAfter = original.useAfterFirstPaint(isDeferred);
      return isAfter && paint.isPainted;
    },
  };
});

vi.mock('../animal/animal-form-model', async (importOriginal) => {
  const model = await importOriginal<typeof AnimalFormModel>();
  return {
    ...model,
    // Called once per render of the animal form (for each of its sections).
    SECTION_ORDER: new Proxy(model.SECTION_ORDER, {
      get(target, property, receiver) {
        if (property === 'filter') paint.animalFormRenders += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    }),
  };
});

describe('DietWizardPage, what it draws again', () => {
  setUpSessionTests();
  const idle = holdIdleCallbacks();
  beforeEach(() => {
    paint.isPainted = true;
    paint.animalFormRenders = 0;
  });

  it('draws the steps as buttons outside a tab list until the first frame is painted, then as a tab list', async () => {
    paint.isPainted = false;
    storeSignedIn(testUser({ premium: true }));
    stubServer({});
    const router = renderInSession(<DietWizardPage />, '/formulacao-dieta');
    await screen.findByTestId('animal-input-ganho_medio_diario');
    expect(screen.queryByRole('tablist')).toBeNull();
    const firstFrameStep = screen.getByTestId('step-feeds');
    expect(firstFrameStep.tagName).toBe('BUTTON');

    paint.isPainted = true;
    // Any render after the paint (here a navigation to the same screen) swaps in the tab list.
    await act(() => router.navigate('/formulacao-dieta?x=1'));
    const tabList = await screen.findByRole('tablist');
    expect(within(tabList).getAllByRole('tab')).toHaveLength(4);
    expect(within(tabList).getByTestId('step-feeds').tagName).toBe('BUTTON');
  });

  it('does not draw the animal form again when the wizard re-renders with the same animal', async () => {
    storeSignedIn(testUser({ premium: true }));
    stubServer({});
    renderInSession(<DietWizardPage />, '/formulacao-dieta');
    await screen.findByTestId('animal-section-ration');
    await screen.findByRole('tablist');
    const rendersBefore = paint.animalFormRenders;
    expect(rendersBefore).toBeGreaterThan(0);

    // Once idle, the wizard loads its result section and re-renders with it; the animal is the same.
    idle.runAll();
    await waitFor(() => expect(screen.getByTestId('not-calculated').textContent).toMatch(/\S/));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(paint.animalFormRenders).toBe(rendersBefore);
  });
});
