// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n/i18n';
import { createTestFeed } from '../../testing/test-feed';
import { RestrictionsStep } from './RestrictionsStep';
import { INITIAL_INPUTS, selectFeed } from './diet-state';

const feed = (id: string, minimo: string, maximo: string) => ({
  ...selectFeed(createTestFeed({ id, name: id, tipo: 3, nutrientes: { MS: 88 }, custo: 1 })),
  minimo,
  maximo,
});

beforeAll(() => {
  initI18n('pt');
});
afterEach(cleanup);

describe('RestrictionsStep', () => {
  it('shows the minimum the solver assumes under a lone maximum, and a feed left out by both zeros', () => {
    render(
      <RestrictionsStep
        inputs={{
          ...INITIAL_INPUTS,
          feeds: [feed('milho', '', '20'), feed('soja', '5', '20'), feed('ureia', '', '0')],
        }}
        onChange={() => undefined}
        language="pt"
      />,
    );
    const impliedMin = screen.getByTestId('restriction-min-milho');
    expect(impliedMin.getAttribute('placeholder')).toBe('6,0');
    expect(screen.getByText('Vazio: mínimo de 6,0 % (30 % do máximo).')).toBeTruthy();
    // An explicit minimum is the user's: nothing assumed.
    expect(screen.getByTestId('restriction-min-soja').getAttribute('placeholder')).toBeNull();
    expect(screen.getAllByText(/Vazio: mínimo/)).toHaveLength(1);
    expect(screen.getByText('Alimento retirado da dieta.')).toBeTruthy();
  });
});
