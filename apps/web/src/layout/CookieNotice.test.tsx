// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../i18n/i18n';
import { CookieNotice } from './CookieNotice';

/** The observers the notice made, with their callbacks, so a test reports a size as the browser would. */
const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
class RecordingResizeObserver {
  private readonly entry: { callback: ResizeObserverCallback; targets: Element[] };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.entry.targets = [];
  }
}

beforeAll(() => {
  initI18n('pt');
});

beforeEach(() => {
  localStorage.clear();
  observers.length = 0;
  vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cookie notice', () => {
  it('reads its height from the resize observer, never while it is committed (no forced layout)', () => {
    const heights: number[] = [];
    let isCommitting = true;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (isCommitting) heights.push(-1);
      return { height: 84, width: 300, top: 0, left: 0, right: 300, bottom: 84, x: 0, y: 0 } as DOMRect;
    });
    const { container } = render(
      <MemoryRouter>
        <CookieNotice />
      </MemoryRouter>,
    );
    isCommitting = false;
    // Nothing measured during the render and its effects.
    expect(heights).toEqual([]);
    const notice = screen.getByTestId('cookie-notice');
    const observer = observers.find((entry) => entry.targets.includes(notice));
    expect(observer).toBeDefined();
    const spacer = container.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(spacer).not.toBeNull();
    // happy-dom's window is 1024 px wide: the full-width bar, whose spacer has no margin.
    expect(notice.dataset.layout).toBe('wide');
    expect(getComputedStyle(spacer as HTMLElement).height).toBe('0px');

    // The browser reports the notice's size after its layout: the spacer takes it.
    act(() => observer?.callback([], observer as unknown as ResizeObserver));
    expect(getComputedStyle(spacer as HTMLElement).height).toBe('84px');
  });
});
