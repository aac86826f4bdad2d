// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const INDEX_HTML = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'),
  'utf8',
);

/**
 * The page as the server sends it, parsed into a document of its own: the web tests share one document, so this
 * file must not replace its head or body.
 */
function pageAsSent(): { root: HTMLElement; css: string } {
  const page = new DOMParser().parseFromString(INDEX_HTML, 'text/html');
  const root = page.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  return { root, css: page.head.querySelector('style')?.textContent ?? '' };
}

describe('the indicator index.html shows until the app draws', () => {
  it('is inside #root, hidden from assistive technology, and styled by the page itself', () => {
    const { root, css } = pageAsSent();
    const indicator = root.querySelector('.boot-indicator');
    expect(indicator).not.toBeNull();
    expect(indicator?.getAttribute('aria-hidden')).toBe('true');
    expect(indicator?.textContent).toBe('');
    expect(css).toContain('.boot-indicator');
  });

  it("turns, as the app's own progress indicators do", () => {
    const { css } = pageAsSent();
    expect(css).toMatch(/\.boot-indicator \{[^}]*animation: boot-turn [^}]*infinite/);
    expect(css).toMatch(/@keyframes boot-turn/);
  });

  it("is gone after the app's first render, which replaces #root's content", () => {
    const root = document.importNode(pageAsSent().root, true);
    document.body.appendChild(root);
    expect(root.querySelector('.boot-indicator')).not.toBeNull();
    const { unmount } = render(<main data-testid="app" />, { container: root });
    expect(root.querySelector('.boot-indicator')).toBeNull();
    expect(root.querySelector('[data-testid="app"]')).not.toBeNull();
    unmount();
    root.remove();
  });
});
