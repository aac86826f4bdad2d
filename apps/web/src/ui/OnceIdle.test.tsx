// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { OnceIdle } from './OnceIdle';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OnceIdle', () => {
  it('draws its children only once the page is idle, and asks for it once', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(
      <OnceIdle>
        <span data-testid="later-part" />
      </OnceIdle>,
    );
    expect(screen.queryByTestId('later-part')).toBeNull();
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.());
    expect(screen.getByTestId('later-part')).toBeTruthy();
  });

  it('asks no more once unmounted before the page was idle', () => {
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const { unmount } = render(
      <OnceIdle>
        <span data-testid="later-part" />
      </OnceIdle>,
    );
    unmount();
    expect(cancelled).toEqual([7]);
  });
});
