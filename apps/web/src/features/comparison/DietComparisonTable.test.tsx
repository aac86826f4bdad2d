// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { buildFixtureReport } from '../../export/testing/diet-fixture';
import { changeLanguage, initI18n } from '../../i18n/i18n';
import { compareDiets, toComparedDiet } from './compare-diets';
import { DietComparisonTable } from './DietComparisonTable';
import { CompositionComparator } from './CompositionComparator';
import { CompositionComparatorDialog } from './CompositionComparatorDialog';

initI18n('pt');
afterEach(cleanup);

const diets = [
  toComparedDiet('a', { ...buildFixtureReport('pt'), dietName: 'Dieta A' }),
  toComparedDiet('b', { ...buildFixtureReport('pt', { impossible: true }), dietName: 'Dieta B' }),
];

describe('DietComparisonTable', () => {
  it('shows both diets with their cost per day in the language', async () => {
    await changeLanguage('pt');
    render(<DietComparisonTable diets={diets} />);
    const table = screen.getByTestId('diet-comparison');
    expect(within(table).getByText('Dieta A')).toBeTruthy();
    expect(within(table).getByText('Dieta B (aproximada)')).toBeTruthy();
    const costRow = within(table).getByText('Custo por animal por dia').closest('tr') as HTMLElement;
    expect(costRow.textContent?.replace(/\s/g, ' ')).toContain('R$ 2,53');
    expect(within(table).getByText('Proteína bruta (g/dia)')).toBeTruthy();
    expect(within(table).getByText('Silagem de milho')).toBeTruthy();
  });

  it('never names a best cost across currencies, and says the currencies differ', async () => {
    await changeLanguage('pt');
    const cheap = { ...diets[0]!, id: 'c', name: 'Dieta Gs', costPerDay: 1, currency: 'PYG' as const };
    const dear = { ...diets[0]!, id: 'd', name: 'Dieta R$', costPerDay: 2.53, currency: 'BRL' as const };
    render(<DietComparisonTable diets={[cheap, dear]} />);
    const costRow = screen.getByText('Custo por animal por dia').closest('tr') as HTMLElement;
    expect(costRow.textContent?.replace(/\s/g, ' ')).toContain('Gs. 1');
    expect(costRow.textContent?.replace(/\s/g, ' ')).toContain('R$ 2,53');
    expect(compareDiets([cheap, dear])[0]?.best).toBeNull();
    expect(screen.getByTestId('comparison-currencies-differ').textContent).toContain('moedas diferentes');
    cleanup();
    // Within one currency the lowest cost is still the best.
    render(<DietComparisonTable diets={[cheap, { ...dear, currency: 'PYG' }]} />);
    expect(screen.queryByTestId('comparison-currencies-differ')).toBeNull();
    expect(compareDiets([cheap, { ...dear, currency: 'PYG' }])[0]?.best).toBe(0);
  });

  it('in English', async () => {
    await changeLanguage('en');
    render(<DietComparisonTable diets={diets} />);
    const costRow = screen.getByText('Cost per head per day').closest('tr') as HTMLElement;
    expect(costRow.textContent).toContain('$2.53');
    await changeLanguage('pt');
  });
});

describe('CompositionComparator', () => {
  it('shows the chosen feeds side by side with the nutrient names', async () => {
    await changeLanguage('pt');
    render(
      <CompositionComparator
        feeds={[
          { id: 'a', name: 'Milho grão', nutrientes: { MS: 88, PB: 9 } },
          { id: 'b', name: 'Farelo de soja', nutrientes: { MS: 89, PB: 46 } },
        ]}
        initialIds={['a', 'b']}
      />,
    );
    const table = screen.getByTestId('composition-comparison');
    const protein = within(table).getByText('Proteína bruta').closest('tr') as HTMLElement;
    expect(protein.textContent).toContain('9,00');
    expect(protein.textContent).toContain('46,00');
  });
});

describe('CompositionComparatorDialog', () => {
  it('is a dialog named by its title, with the chosen feeds, closed by its button; nothing when closed', async () => {
    await changeLanguage('pt');
    const onClose = vi.fn();
    const feeds = [{ id: 'a', name: 'Milho grão', nutrientes: { MS: 88, PB: 9 } }];
    const { rerender } = render(
      <CompositionComparatorDialog open feeds={feeds} initialIds={['a']} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Comparador de composição' });
    expect(within(dialog).getByTestId('composition-comparison').textContent).toContain('Milho grão');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<CompositionComparatorDialog open={false} feeds={feeds} onClose={onClose} />);
    expect(screen.queryByTestId('composition-comparison')).toBeNull();
  });
});
