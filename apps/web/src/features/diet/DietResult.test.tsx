// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DEFAULT_ANIMAL, MICRO_MINERALS, calculateRequirements } from '@cocho/engine';
import { initI18n } from '../../i18n/i18n';
import { AlertProvider } from '../../ui/AlertProvider';
import { DietResult } from './DietResult';
import { INITIAL_INPUTS, selectFeed, toFormulationInput } from './diet-state';
import { runFormulation } from '../../engine-worker/run-formulation';
import { DEFAULT_DIET_FEEDS, DIET_SILAGE } from './testing/default-diet-feeds';
import type { SelectedFeed } from './diet-state';

beforeAll(() => {
  initI18n('pt');
});
afterEach(cleanup);

async function renderResult(feeds: SelectedFeed[]) {
  const requirements = calculateRequirements(DEFAULT_ANIMAL);
  if (!requirements.ok) throw new Error('the default animal must be valid');
  const inputs = { ...INITIAL_INPUTS, feeds };
  const outcome = await runFormulation(toFormulationInput(inputs, requirements.value.requirements));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
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
  return outcome.value;
}

describe('DietResult', () => {
  it('explains an infeasible diet (silage alone) in words: every shortfall with its amounts and the fix', async () => {
    const silage = selectFeed({ ...DIET_SILAGE, name: 'Silagem de milho' }, 'pt');
    const result = await renderResult([silage]);
    expect(result.status).toBe('inviavel');
    const misses = within(screen.getByTestId('result-misses'));
    expect(misses.getByText('Mesmo a dieta mais próxima possível deixa de atender:')).toBeTruthy();
    const sentence = (key: string) =>
      screen.getAllByTestId('result-miss').find((item) => item.getAttribute('data-key') === key)
        ?.textContent ?? '';
    expect(sentence('PB')).toMatch(
      /^Proteína bruta \(PB\): a dieta fornece [\d.]+,\d g\/dia, abaixo do mínimo de 1\.063,6 g\/dia\. /,
    );
    expect(sentence('PB')).toContain('Adicione uma fonte de proteína');
    // The fixture's silage carries no trace minerals: each one is short, each with its own fix.
    for (const key of MICRO_MINERALS)
      expect(sentence(key), key).toContain(`Adicione uma fonte mineral com ${key}`);
  });

  it('shows the Ca:P ratio, the effective fibre and the premix the diet needs', async () => {
    const feeds = DEFAULT_DIET_FEEDS.map((feed) => selectFeed(feed, 'pt'));
    const result = await renderResult(feeds);
    expect(result.status).toBe('otima');
    const ratio = result.caPRatio?.value ?? NaN;
    expect(ratio).toBeGreaterThanOrEqual(1.2 - 1e-6);
    expect(screen.getByTestId('ca-p-ratio').textContent).toContain(ratio.toFixed(2).replace('.', ','));
    expect(screen.getByTestId('effective-fibre')).toBeTruthy();
    // Crude protein in DM against its default floor of 7 %.
    const protein = result.crudeProtein?.percentOfDm ?? NaN;
    expect(protein).toBeGreaterThanOrEqual(7 - 1e-6);
    expect(result.crudeProtein?.minPercentOfDm).toBe(7);
    expect(screen.getByTestId('crude-protein').textContent).toContain(protein.toFixed(1).replace('.', ','));
    expect(screen.getByText('Proteína bruta (% da MS)')).toBeTruthy();
    if (result.premix) {
      const rows = screen.getAllByTestId('premix-mineral').map((row) => row.getAttribute('data-key'));
      expect(rows).toEqual(result.premix.minerals.map((m) => m.key));
      expect(screen.getByTestId('result-premix').textContent).toContain('g por cabeça por dia');
    }
  });
  it('gives every amount its own unit (g under 1 kg) under headers that name none', async () => {
    const feeds = DEFAULT_DIET_FEEDS.map((feed) => selectFeed(feed, 'pt'));
    const result = await renderResult(feeds);
    expect(result.status).toBe('otima');
    const table = screen.getByTestId('result-feeds');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent ?? '');
    expect(headers).toEqual(expect.arrayContaining(['Matéria natural', 'Matéria seca', 'Na ração']));
    for (const header of headers) expect(header).not.toMatch(/\(k?g\)/);
    const rows = screen.getAllByTestId('result-feed');
    expect(rows.length).toBe(result.feeds.length);
    for (const [index, row] of rows.entries()) {
      const feed = result.feeds[index]!;
      const [asFed, dryMatter] = within(row)
        .getAllByRole('cell')
        .slice(1, 3)
        .map((cell) => cell.textContent ?? '');
      for (const [text, kg] of [
        [asFed, feed.asFedKg],
        [dryMatter, feed.dryMatterKg],
      ] as const)
        expect(text, feed.id).toMatch(kg >= 1 || kg === 0 ? /^[\d.]+,\d{3} kg$/ : /^\d+(,\d)? m?g$/);
    }
    // The fixture's mineral mix is eaten in grams: the case the issue saw as "69,4 g" under "(kg)".
    expect(result.feeds.some((feed) => feed.asFedKg > 0 && feed.asFedKg < 1)).toBe(true);
  });
});
