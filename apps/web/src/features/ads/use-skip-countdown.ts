import { useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * Whole seconds left before an ad may be closed (docs/product/shell.md#records tempo_pular), from a deadline rather than by
 * counting ticks, so a throttled background tab still ends on time.
 */
export function useSkipCountdown(seconds: number): number {
  const [left, setLeft] = useState(Math.max(0, seconds));
  useEffect(() => {
    if (seconds <= 0) return;
    const endsAt = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
