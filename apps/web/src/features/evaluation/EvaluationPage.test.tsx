// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { evaluateModel, loadShippedTrials } from '@cocho/engine';
import { formatNumber } from '../../format/format';
import { renderComponentsInPortuguese } from '../../testing/portuguese-components';
import { EvaluationPage } from './EvaluationPage';

renderComponentsInPortuguese();

describe('EvaluationPage', () => {
  it('shows, by system, the statistics the engine computes on the shipped table, and every trial', () => {
    render(<EvaluationPage />);
    const evaluation = evaluateModel(loadShippedTrials());
    // One section per system with data (feedlot and pasture), in the engine's order.
    expect(screen.getByText('Confinamento')).toBeTruthy();
    expect(screen.getByText('Pasto')).toBeTruthy();
    const text = (id: string) => screen.getAllByTestId(id).map((cell) => cell.textContent);
    expect(text('bias-adg')).toEqual(evaluation.systems.map((s) => formatNumber(s.adg!.bias, 'pt', 2)));
    expect(text('rmse-adg')).toEqual(evaluation.systems.map((s) => formatNumber(s.adg!.rmse, 'pt', 2)));
    expect(screen.getAllByRole('img', { name: /Observado vs predito/ }).length).toBeGreaterThan(0);
    // Each system's trial table: the source, then the observed and predicted gain and intake.
    for (const table of screen.getAllByRole('table', { name: 'Experimentos' }))
      expect(Array.from(table.querySelectorAll('thead th'), (header) => header.textContent)).toEqual([
        'Fonte',
        'Ganho observado',
        'Ganho predito',
        'Consumo observado',
        'Consumo predito',
      ]);
    expect(screen.getAllByRole('table', { name: 'Experimentos' })).toHaveLength(evaluation.systems.length);
    for (const result of evaluation.results)
      expect(screen.getAllByText(result.trial.table).length).toBeGreaterThan(0);
    // Bounds: one chip per bound with data, met or not.
    expect(screen.getAllByText(/Atingida|Não atingida/).length).toBe(evaluation.bounds.length);
  });
});
