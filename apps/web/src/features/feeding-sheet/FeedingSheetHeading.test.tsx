// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { formatDate } from '../../format/format';
import { initI18n } from '../../i18n/i18n';
import { createTestMixReport } from '../../testing/test-mix-report';
import { AlertProvider } from '../../ui/AlertProvider';
import { FeedingSheetDialog } from './FeedingSheetDialog';

/** A two-feed diet per head and day: 10 kg silage (35 % DM) and 2 kg corn (88 % DM). */
function dietMix() {
  return createTestMixReport('Terminação lote 3', [
    { id: 'silage', name: 'Silagem de milho', nutrientes: { MS: 35 }, quantidade: 10 },
    { id: 'corn', name: 'Milho moído', nutrientes: { MS: 88 }, quantidade: 2 },
  ]);
}

beforeAll(() => {
  initI18n('pt');
});
afterEach(() => {
  cleanup();
});

describe('the printed mixer sheet names the diet, the lot and the date', () => {
  it('shows them above the sheet, and the lot follows the pens typed', () => {
    render(
      <AlertProvider>
        <FeedingSheetDialog mix={dietMix()} headCount={80} mixerCapacityKg={1200} onClose={() => undefined} />
      </AlertProvider>,
    );
    const heading = screen.getByTestId('feeding-sheet-heading');
    expect(heading.textContent).toContain('Dieta: Terminação lote 3');
    expect(heading.textContent).toContain('Lote: Curral 1 (80)');
    expect(heading.textContent).toContain(`Data: ${formatDate(new Date(), 'pt')}`);
    fireEvent.change(screen.getByTestId('pen-name-0'), { target: { value: 'Piquete A' } });
    expect(screen.getByTestId('feeding-sheet-heading').textContent).toContain('Lote: Piquete A (80)');
    // Printed: the heading is not among the parts hidden on paper.
    expect(heading.closest('.feeding-sheet-no-print')).toBeNull();
  });
});
