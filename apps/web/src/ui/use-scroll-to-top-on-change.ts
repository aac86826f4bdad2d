import { useEffect, useRef } from 'react';

/**
 * Scrolls the page to its top when `value` changes (not on the first render): a wizard's next step opens at
 * its beginning instead of where the previous one was left.
 */
export function useScrollToTopOnChange(value: unknown): void {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    window.scrollTo({ top: 0, left: 0 });
  }, [value]);
}
