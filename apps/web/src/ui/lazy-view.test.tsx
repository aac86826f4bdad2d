// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { lazyValue, lazyView, loadWhenIdle } from './lazy-view';

describe('lazyValue', () => {
  it('loads once on first need, gives null until loaded, then the value', async () => {
    const importValue = vi.fn(() => Promise.resolve({ answer: 42 }));
    const module = lazyValue(importValue);
    function Shown() {
      const value = module.useLoaded();
      return <p data-testid="shown">{value === null ? 'none' : value.answer}</p>;
    }
    render(<Shown />);
    expect(screen.getByTestId('shown').textContent).toBe('none');
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('42'));
    await module.load();
    expect(importValue).toHaveBeenCalledTimes(1);
  });

  it('with isNeeded false does not start the load, and gives the value once another caller has loaded it', async () => {
    const importValue = vi.fn(() => Promise.resolve({ answer: 42 }));
    const module = lazyValue(importValue);
    function Shown({ isNeeded }: { isNeeded: boolean }) {
      const value = module.useLoaded(isNeeded);
      return <p data-testid="shown-when-loaded">{value === null ? 'none' : value.answer}</p>;
    }
    const { rerender } = render(<Shown isNeeded={false} />);
    await act(async () => undefined);
    expect(importValue).not.toHaveBeenCalled();
    expect(screen.getByTestId('shown-when-loaded').textContent).toBe('none');
    await act(async () => void (await module.load()));
    expect(screen.getByTestId('shown-when-loaded').textContent).toBe('42');

    // Needed from a later render on: the load starts then.
    const later = lazyValue(importValue);
    function LaterShown({ isNeeded }: { isNeeded: boolean }) {
      const value = later.useLoaded(isNeeded);
      return <p data-testid="later">{value === null ? 'none' : value.answer}</p>;
    }
    rerender(<LaterShown isNeeded={false} />);
    await act(async () => undefined);
    expect(importValue).toHaveBeenCalledTimes(1);
    rerender(<LaterShown isNeeded />);
    await waitFor(() => expect(screen.getByTestId('later').textContent).toBe('42'));
    expect(importValue).toHaveBeenCalledTimes(2);
  });

  it('tries a failed load again at the next call', async () => {
    const importValue = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValueOnce('loaded');
    const module = lazyValue(importValue);
    await expect(module.load()).rejects.toThrow('chunk');
    await expect(module.load()).resolves.toBe('loaded');
    expect(importValue).toHaveBeenCalledTimes(2);
  });
});

describe('lazyView', () => {
  it('renders nothing until the component has loaded, then it with the same props', async () => {
    const Greeting = ({ name }: { name: string }) => <p data-testid="greeting">{name}</p>;
    const { View } = lazyView(() => Promise.resolve(Greeting));
    const { container } = render(<View name="Ana" />);
    expect(container.textContent).toBe('');
    expect((await screen.findByTestId('greeting')).textContent).toBe('Ana');
  });
});

describe('loadWhenIdle', () => {
  it('starts the loads in an idle callback, not in the calling task, and not once cancelled', () => {
    const idleCallbacks: (() => void)[] = [];
    const cancelled: number[] = [];
    // happy-dom has no idle callbacks: these stand in for the browser's.
    const scope = window as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    scope.requestIdleCallback = (run: () => void) => idleCallbacks.push(run);
    scope.cancelIdleCallback = (handle: number) => cancelled.push(handle);
    try {
      const first = { load: vi.fn(() => Promise.resolve()) };
      const second = { load: vi.fn(() => Promise.reject(new Error('chunk'))) };
      loadWhenIdle([first, second]);
      expect(first.load).not.toHaveBeenCalled();
      expect(idleCallbacks).toHaveLength(1);
      idleCallbacks[0]?.();
      expect(first.load).toHaveBeenCalledTimes(1);
      // A failed load is left for the view's own next mount (no unhandled rejection).
      expect(second.load).toHaveBeenCalledTimes(1);

      const later = { load: vi.fn(() => Promise.resolve()) };
      const cancel = loadWhenIdle([later]);
      cancel();
      expect(cancelled).toEqual([2]);
      expect(later.load).not.toHaveBeenCalled();
    } finally {
      delete scope.requestIdleCallback;
      delete scope.cancelIdleCallback;
    }
  });

  it('falls back to a timer where the browser has no idle callbacks', async () => {
    const view = { load: vi.fn(() => Promise.resolve()) };
    loadWhenIdle([view]);
    expect(view.load).not.toHaveBeenCalled();
    await waitFor(() => expect(view.load).toHaveBeenCalledTimes(1));
  });
});
