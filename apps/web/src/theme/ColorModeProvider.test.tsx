// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ColorModeProvider } from './ColorModeProvider';

afterEach(() => {
  cleanup();
});

/** The CSS text of every style element Emotion wrote into the head, whitespace removed. */
function headStyles(): string {
  return [...document.head.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .join('\n')
    .replace(/\s+/g, '');
}

describe('color-mode provider', () => {
  it('makes transitions and ripples end at once under the system setting "reduce motion", progress indicators aside', () => {
    render(
      <ColorModeProvider>
        <span data-testid="child" />
      </ColorModeProvider>,
    );
    const css = headStyles();
    const start = css.indexOf('@media(prefers-reduced-motion:reduce){');
    expect(start).toBeGreaterThanOrEqual(0);
    const reduced = css.slice(start);
    expect(reduced).toContain(
      '{*,*::before,*::after{transition-duration:0.01ms!important;transition-delay:0s!important;scroll-behavior:auto!important;}',
    );
    const ripple = reduced.slice(reduced.indexOf('.MuiTouchRipple-root*{'), reduced.indexOf('}}'));
    expect(ripple).toContain(';animation-duration:0.01ms!important;');
    expect(ripple).toContain(';animation-delay:0s!important;');
    expect(ripple).toContain(';animation-iteration-count:1!important;');
  });
});
