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
    const feedlot = evaluation.systems.find((s) => s.system === 'confinamento')!;
    expect(screen.getByText('Confinamento')).toBeTruthy();
    expect(screen.getByTestId('bias-adg').textContent).toBe(formatNumber(feedlot.adg!.bias, 'pt', 2));
    expect(screen.getByTestId('rmse-adg').textContent).toBe(formatNumber(feedlot.adg!.rmse, 'pt', 2));
    expect(screen.getAllByRole('img', { name: /Observado vs predito/ }).length).toBeGreaterThan(0);
    for (const result of evaluation.results)
      expect(screen.getAllByText(result.trial.table).length).toBeGreaterThan(0);
    // Bounds: one chip per bound with data, met or not.
    expect(screen.getAllByText(/Atingida|Não atingida/).length).toBe(
      evaluation.bounds.filter((b) => b.system === 'confinamento').length,
    );
  });
});
