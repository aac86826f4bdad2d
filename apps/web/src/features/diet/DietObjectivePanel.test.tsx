// @vitest-environment happy-dom
// The diet objective panel: objective choice, the engine worker's answer on screen (chosen gain,
// least-cost comparison, curve, price ranging, alternatives), and missing report fields named.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ANIMAL, calculateRequirements } from '@cocho/engine';
import type { Animal } from '@cocho/engine';
import { createInlineEngineClient } from '../../engine-worker/engine-client';
import { runObjective } from '../../engine-worker/run-objective';
import { EngineClientContext } from '../../engine-worker/use-engine';
import { formatNumber } from '../../format/format';
import { initI18n } from '../../i18n/i18n';
import { financeAnimalOf } from '../finance/finance-form';
import { DietObjectivePanel } from './DietObjectivePanel';
import { INITIAL_INPUTS, alternativesOf, toFormulationInput } from './diet-state';
import type { DietInputs } from './diet-state';
import { selectDefaultDietFeeds } from './testing/default-diet-feeds';

beforeAll(() => {
  initI18n('pt');
});
afterEach(cleanup);

const animal: Animal = {
  ...DEFAULT_ANIMAL,
  preco_venda_arroba: 310,
  preco_arroba_adquirida: 300,
  rendimento_carcaca_inicial: 50,
  rendimento_carcaca_final: 54,
  custo_total: 90,
  custo_extra: null,
};

function setup(withAnimal: Animal) {
  const computed = calculateRequirements(withAnimal);
  if (!computed.ok) throw new Error('animal');
  const requirements = computed.value.requirements;
  const inputs: DietInputs = { ...INITIAL_INPUTS, animal: withAnimal, feeds: selectDefaultDietFeeds() };
  render(
    <EngineClientContext.Provider value={createInlineEngineClient()}>
      <DietObjectivePanel inputs={inputs} requirements={requirements} language="pt" finance={null} />
    </EngineClientContext.Provider>,
  );
  return { inputs, requirements };
}

describe('DietObjectivePanel', () => {
  it('most profit per head: the best gain the engine finds, beside the least-cost diet, with the curve', async () => {
    const { inputs, requirements } = setup(animal);
    fireEvent.click(screen.getByTestId('objective-lucro'));
    fireEvent.click(screen.getByTestId('objective-run'));
    await waitFor(() => expect(screen.getByTestId('objective-summary')).toBeTruthy(), { timeout: 20_000 });
    // The same call, straight to the engine: the screen shows its chosen gain and the entered one.
    const expected = await runObjective({
      formulation: toFormulationInput(inputs, requirements),
      animal,
      entries: [...requirements],
      requirementOptions: alternativesOf(requirements.filter((e) => e.selected).map((e) => e.key)),
      finance: { animal: financeAnimalOf(animal, inputs.financeiro), extras: inputs.financeiro },
      objective: 'lucro',
    });
    const best = expected.search?.best;
    expect(best).toBeTruthy();
    expect(screen.getByTestId('objective-chosen-gain').textContent).toBe(
      `${formatNumber(best?.gainKg ?? NaN, 'pt', 2)} kg/dia`,
    );
    expect(screen.getByTestId('objective-leastCost-gain').textContent).toBe('1,30 kg/dia');
    expect(screen.getByTestId('objective-curve')).toBeTruthy();
    // Ranging rows for every feed of the chosen diet, and the alternatives section.
    const ranging = within(screen.getByTestId('price-ranging'));
    expect(ranging.getAllByRole('row').length).toBe(1 + selectDefaultDietFeeds().length);
    expect(screen.getByTestId('diet-alternatives')).toBeTruthy();
  }, 30_000);

  it('names the report fields a profit objective needs when they are missing', async () => {
    setup({ ...animal, preco_venda_arroba: null });
    fireEvent.click(screen.getByTestId('objective-custo_arroba'));
    fireEvent.click(screen.getByTestId('objective-run'));
    await waitFor(() => expect(screen.getByTestId('objective-finance-missing')).toBeTruthy(), {
      timeout: 20_000,
    });
    expect(screen.getByTestId('objective-finance-missing').textContent).toContain('Preço de venda da @');
    // The least-cost diet is still described.
    expect(screen.queryByTestId('objective-chosen-gain')).toBeNull();
    expect(within(screen.getByTestId('price-ranging')).getAllByRole('row').length).toBeGreaterThan(1);
  }, 30_000);

  it('offers only the least-cost objective for a cow (no gain to search, no feedlot report)', () => {
    const inputs: DietInputs = {
      ...INITIAL_INPUTS,
      animal: { ...animal, tipo: 'vaca' },
      feeds: selectDefaultDietFeeds(),
    };
    render(
      <EngineClientContext.Provider value={createInlineEngineClient()}>
        <DietObjectivePanel inputs={inputs} requirements={[]} language="pt" finance={null} />
      </EngineClientContext.Provider>,
    );
    expect((screen.getByTestId('objective-lucro') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('objective-custo_arroba') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('objective-custo') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('objective-finishing-only').textContent).toContain('terminação');
  });
});
