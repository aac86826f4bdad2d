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

/** The page as the server sends it, before any script has run. */
function loadPage(): HTMLElement {
  document.documentElement.innerHTML = new DOMParser()
    .parseFromString(INDEX_HTML, 'text/html')
    .documentElement.innerHTML.replace(/<script[\s\S]*?<\/script>/g, '');
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  return root;
}

describe('the indicator index.html shows until the app draws', () => {
  it('is inside #root, hidden from assistive technology, and styled by the page itself', () => {
    const root = loadPage();
    const indicator = root.querySelector('.boot-indicator');
    expect(indicator).not.toBeNull();
    expect(indicator?.getAttribute('aria-hidden')).toBe('true');
    expect(indicator?.textContent).toBe('');
    expect(document.head.querySelector('style')?.textContent).toContain('.boot-indicator');
  });

  it("turns, as the app's own progress indicators do", () => {
    loadPage();
    const css = document.head.querySelector('style')?.textContent ?? '';
    expect(css).toMatch(/\.boot-indicator \{[^}]*animation: boot-turn [^}]*infinite/);
    expect(css).toMatch(/@keyframes boot-turn/);
  });

  it("is gone after the app's first render, which replaces #root's content", () => {
    const root = loadPage();
    const { unmount } = render(<main data-testid="app" />, { container: root });
    expect(root.querySelector('.boot-indicator')).toBeNull();
    expect(root.querySelector('[data-testid="app"]')).not.toBeNull();
    unmount();
  });
});
