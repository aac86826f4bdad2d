// @vitest-environment happy-dom
// The result's feed prices show the whole price range that keeps the diet: the lower end
// next to the entry and upper prices, as the formulation's economics give them.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_ANIMAL, calculateRequirements } from '@cocho/engine';
import { runFormulation } from '../../engine-worker/run-formulation';
import { formatMoney } from '../../format/format';
import { initI18n } from '../../i18n/i18n';
import { AlertProvider } from '../../ui/AlertProvider';
import { DietResult } from './DietResult';
import { INITIAL_INPUTS, toFormulationInput } from './diet-state';
import { selectDefaultDietFeeds } from './testing/default-diet-feeds';

beforeAll(() => {
  initI18n('pt');
});
afterEach(cleanup);

describe('DietResult price range', () => {
  it('shows the price below which each feed in the diet changes it', async () => {
    const requirements = calculateRequirements(DEFAULT_ANIMAL);
    if (!requirements.ok) throw new Error('the default animal must be valid');
    const inputs = { ...INITIAL_INPUTS, feeds: selectDefaultDietFeeds() };
    const outcome = await runFormulation(toFormulationInput(inputs, requirements.value.requirements));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const economics = outcome.value.economics;
    expect(economics).not.toBeNull();
    render(
      <AlertProvider>
        <DietResult
          result={outcome.value}
          inputs={inputs}
          requirements={requirements.value.requirements}
          language="pt"
        />
      </AlertProvider>,
    );
    fireEvent.click(screen.getByTestId('toggle-economics'));
    expect(screen.getByText('A dieta muda abaixo de (por kg MN)')).toBeTruthy();
    const cells = screen.getAllByTestId('stay-from-price').map((cell) => cell.textContent);
    const expected = (economics?.feeds ?? []).map((feed) =>
      typeof feed.stayFromPricePerKgAsFed === 'number'
        ? formatMoney(feed.stayFromPricePerKgAsFed, 'pt', 4)
        : '–',
    );
    expect(cells).toEqual(expected);
    expect(expected.some((text) => text !== '–')).toBe(true);
  }, 30_000);
});
