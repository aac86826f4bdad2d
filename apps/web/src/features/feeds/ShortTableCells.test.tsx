// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { changeLanguage, initI18n } from '../../i18n/i18n';
import { createTestFeed } from '../../testing/test-feed';
import { FeedNotes, NutrientValue } from './ShortTableCells';

/** Corn silage as the catalogue lists it: four values measured, Ca and P from the NASEM row, EM computed. */
const SILAGE = createTestFeed({
  id: 'CAT|1',
  tipo: 1,
  name: 'Silagem de milho',
  nutrientes: { MS: 31.88, PB: 7.52, NDT: 64.71, FDN: 49.18, Ca: 0.237, P: 0.232, EM: 2.394 },
  nutrientes_originais: { MS: 31.88, PB: 7.52, NDT: 64.71, FDN: 49.18 },
  nutrientes_calculados: ['EM'],
  alertas: [
    { code: 'ESTIMATED_FROM_SAME_FEED', key: 'Ca', value: 0.237 },
    { code: 'ESTIMATED_FROM_SAME_FEED', key: 'P', value: 0.232 },
  ],
});

beforeAll(() => {
  initI18n('pt');
});
afterEach(cleanup);

describe('the feed notes and values of the short table', () => {
  it('shows the data quality: values measured by the source vs estimated or calculated', async () => {
    render(<FeedNotes feed={SILAGE} />);
    expect(screen.getByTestId('feed-quality').textContent).toBe(
      'Qualidade dos dados: 4 valores medidos na fonte, 3 estimados ou calculados',
    );
    await changeLanguage('es');
    cleanup();
    render(<FeedNotes feed={SILAGE} />);
    expect(screen.getByTestId('feed-quality').textContent).toContain('4 valores medidos en la fuente');
    await changeLanguage('pt');
  });

  it('shows an estimated value in italic, not as a warning', () => {
    render(<NutrientValue feed={SILAGE} nutrient="Ca" language="pt" />);
    const value = screen.getByText('0,24');
    expect(window.getComputedStyle(value).fontStyle).toBe('italic');
    expect(value.getAttribute('data-flagged')).toBeNull();
  });
});
