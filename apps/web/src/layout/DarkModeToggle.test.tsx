// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../i18n/i18n';
import { ColorModeProvider } from '../theme/ColorModeProvider';
import { DarkModeToggle } from './DarkModeToggle';

beforeAll(() => {
  initI18n('pt');
});

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});

describe('dark-mode toggle', () => {
  it('carries the native title until its tooltip has loaded, which never replaces the button', async () => {
    render(
      <ColorModeProvider>
        <DarkModeToggle />
      </ColorModeProvider>,
    );
    const button = screen.getByTestId('dark-mode-toggle');
    expect(button.getAttribute('aria-label')).toBe('Usar tema escuro');
    expect(button.getAttribute('title')).toBe('Usar tema escuro');
    expect(screen.queryByRole('tooltip')).toBeNull();

    // The first hover loads the tooltip; it opens against the same button element.
    fireEvent.mouseEnter(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Usar tema escuro');
    expect(screen.getByTestId('dark-mode-toggle')).toBe(button);
    expect(button.getAttribute('title')).toBeNull();
    expect(button.getAttribute('aria-label')).toBe('Usar tema escuro');

    // A click goes to the same button and switches the mode; the tooltip follows the new label.
    fireEvent.click(button);
    expect(screen.getByTestId('dark-mode-toggle')).toBe(button);
    expect(button.getAttribute('aria-label')).toBe('Usar tema claro');
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Usar tema claro'));

    fireEvent.mouseLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.getByTestId('dark-mode-toggle')).toBe(button);
  });

  it('a later toggle has the tooltip at once, without the native title', async () => {
    render(
      <ColorModeProvider>
        <DarkModeToggle />
      </ColorModeProvider>,
    );
    const button = screen.getByTestId('dark-mode-toggle');
    expect(button.getAttribute('title')).toBeNull();
    act(() => {
      fireEvent.mouseEnter(button);
    });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Usar tema escuro');
  });
});
