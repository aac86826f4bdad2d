// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n/i18n';
import type { FeedCatalogue } from '../feeds/feed-cache';
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
    );
    const withDm = selectFeed(
      createTestFeed({ id: 'milho', tipo: 3, name: 'Milho', nutrientes: { MS: 88 } }),
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
});
