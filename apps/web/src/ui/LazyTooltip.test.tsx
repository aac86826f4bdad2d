// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LazyTooltip } from './LazyTooltip';

const HINT = 'Somente leitura';

afterEach(() => {
  cleanup();
});

describe('LazyTooltip', () => {
  it('draws the child alone when there is no title', () => {
    render(
      <LazyTooltip title="">
        <span data-testid="target" />
      </LazyTooltip>,
    );
    const target = screen.getByTestId('target');
    expect(target.getAttribute('title')).toBeNull();
    expect(target.getAttribute('aria-label')).toBeNull();
  });

  it('carries the native title until the tooltip has loaded, then shows it on hover', async () => {
    render(
      <LazyTooltip title={HINT}>
        <span data-testid="target" />
      </LazyTooltip>,
    );
    expect(screen.getByTestId('target').getAttribute('title')).toBe(HINT);
    // Once loaded, MUI's Tooltip names the child and opens on hover.
    await waitFor(() => expect(screen.getByTestId('target').getAttribute('aria-label')).toBe(HINT));
    expect(screen.getByTestId('target').getAttribute('title')).toBeNull();
    fireEvent.mouseOver(screen.getByTestId('target'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(HINT);
  });
});
