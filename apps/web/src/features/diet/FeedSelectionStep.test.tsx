// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { changeLanguage, initI18n } from '../../i18n/i18n';
import type { FeedCatalogue } from '../../catalogue/feed-cache';
import { createTestFeed } from '../../testing/test-feed';
import { FeedSelectionStep } from './FeedSelectionStep';
import { INITIAL_INPUTS, selectFeed } from './diet-state';

const CATALOGUE: FeedCatalogue = { types: [], catalogue: [], company: [], user: [], catalogueFrom: 'server' };

beforeAll(() => {
  initI18n('pt');
});
afterEach(cleanup);

describe('FeedSelectionStep', () => {
  it('says at once which chosen feed has no dry matter, until the composition gives it one', () => {
    const withoutDm = selectFeed(
      createTestFeed({ id: 'pre', tipo: 1, name: 'Pré-secado', nutrientes: { PB: 12 } }),
      'pt',
    );
    const withDm = selectFeed(
      createTestFeed({ id: 'milho', tipo: 3, name: 'Milho', nutrientes: { MS: 88 } }),
      'pt',
    );
    const view = render(
      <FeedSelectionStep
        catalogue={CATALOGUE}
        inputs={{ ...INITIAL_INPUTS, feeds: [withoutDm, withDm] }}
        onChange={() => undefined}
        language="pt"
        showErrors={false}
      />,
    );
    expect(screen.getByTestId('feed-no-dry-matter-pre').textContent).toContain('Sem teor de matéria seca');
    expect(screen.queryByTestId('feed-no-dry-matter-milho')).toBeNull();
    view.rerender(
      <FeedSelectionStep
        catalogue={CATALOGUE}
        inputs={{
          ...INITIAL_INPUTS,
          feeds: [{ ...withoutDm, nutrientesAlterados: { PB: 12, MS: 45 } }, withDm],
        }}
        onChange={() => undefined}
        language="pt"
        showErrors={false}
      />,
    );
    expect(screen.queryByTestId('feed-no-dry-matter-pre')).toBeNull();
  });

  it('marks a chosen or offered feed without MS, PB, NDT, FDN, Ca or P as incomplete, naming what is missing', () => {
    const urea = createTestFeed({
      id: 'ureia',
      tipo: 8,
      name: 'Ureia pecuária',
      nutrientes: { MS: 99, PB: 281, NDT: 0, FDN: 0, Ca: 0, P: 0 },
    });
    const grass = createTestFeed({
      id: 'capim',
      tipo: 6,
      name: 'Capim-rhodes',
      nutrientes: { MS: 25, PB: 12.5, FDN: 71.4 },
    });
    const types = [
      { id: 6, nome: 'Pastos', nome_ingles: 'Pasture', nome_espanhol: 'Pasturas', volumoso: true, ordem: 1 },
      {
        id: 8,
        nome: 'Suplementos',
        nome_ingles: 'Supplements',
        nome_espanhol: 'Suplementos',
        volumoso: false,
        ordem: 7,
      },
    ];
    render(
      <FeedSelectionStep
        catalogue={{ ...CATALOGUE, types, catalogue: [urea, grass] }}
        inputs={{ ...INITIAL_INPUTS, feeds: [selectFeed(urea, 'pt'), selectFeed(grass, 'pt')] }}
        onChange={() => undefined}
        language="pt"
        showErrors={false}
      />,
    );
    // TDN 0 of urea is a value, not a gap.
    expect(screen.queryByTestId('feed-incomplete-ureia')).toBeNull();
    expect(screen.getByTestId('feed-incomplete-capim').textContent).toContain('falta NDT, Ca, P');
    fireEvent.mouseDown(screen.getByTestId('feed-search'));
    expect(screen.getByTestId('feed-option-incomplete-capim').textContent).toBe(
      'Incompleto: falta NDT, Ca, P',
    );
    expect(screen.queryByTestId('feed-option-incomplete-ureia')).toBeNull();
  });

  it.each([
    ['en', 'missing TDN, NDF, Ca, P.'],
    ['es', 'falta NDT, FDN, Ca, P.'],
  ] as const)('names the missing nutrients by their %s abbreviations', async (language, expected) => {
    const hay = createTestFeed({ id: 'feno', tipo: 6, name: 'Feno', nutrientes: { MS: 88, PB: 8 } });
    await changeLanguage(language);
    try {
      render(
        <FeedSelectionStep
          catalogue={{ ...CATALOGUE, catalogue: [hay] }}
          inputs={{ ...INITIAL_INPUTS, feeds: [selectFeed(hay, language)] }}
          onChange={() => undefined}
          language={language}
          showErrors={false}
        />,
      );
      expect(screen.getByTestId('feed-incomplete-feno').textContent).toContain(expected);
    } finally {
      await changeLanguage('pt');
    }
  });
});

describe('FeedSelectionStep on a phone', () => {
  const wideMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = wideMatchMedia;
  });

  it('shows each chosen feed as a card holding its price, quantity, unit, edit and delete', () => {
    // A phone: every "max-width" query of the theme's breakpoints matches.
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    const corn = selectFeed(
      createTestFeed({ id: 'milho', tipo: 3, name: 'Milho', nutrientes: { MS: 88 } }),
      'pt',
    );
    const hay = selectFeed(
      createTestFeed({ id: 'feno', tipo: 1, name: 'Feno', nutrientes: { MS: 90 } }),
      'pt',
    );
    const changes: unknown[] = [];
    render(
      <FeedSelectionStep
        catalogue={CATALOGUE}
        inputs={{ ...INITIAL_INPUTS, feeds: [hay, corn] }}
        onChange={(change) => changes.push(change)}
        language="pt"
        showErrors={false}
      />,
    );
    const cards = screen.getAllByTestId('selected-feed');
    expect(cards.map((card) => card.tagName)).toEqual(['DIV', 'DIV']);
    expect(screen.queryByRole('table')).toBeNull();
    const [hayCard] = cards;
    if (!hayCard) throw new Error('no card');
    for (const testId of ['feed-price-feno', 'feed-quantity-feno', 'feed-unit-feno', 'edit-composition-feno'])
      expect(hayCard.querySelector(`[data-testid="${testId}"]`), testId).not.toBeNull();
    // Labelled fields: on a card there is no column header to name them.
    expect(hayCard.textContent).toContain('Quantidade');
    fireEvent.click(hayCard.querySelector('[data-testid="remove-feed-feno"]') as HTMLElement);
    expect(changes).toEqual([{ feeds: [corn] }]);
  });
});
