// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { lazyValue, lazyView } from './lazy-view';

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
