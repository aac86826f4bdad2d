// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useScrollToTopOnChange } from './use-scroll-to-top-on-change';

function Step({ step }: { step: number }) {
  useScrollToTopOnChange(step);
  return <p>{step}</p>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useScrollToTopOnChange', () => {
  it('scrolls to the top when the step changes, not on the first render nor on a re-render of the same step', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = render(<Step step={0} />);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(<Step step={0} />);
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(<Step step={1} />);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0 });
    rerender(<Step step={0} />);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
