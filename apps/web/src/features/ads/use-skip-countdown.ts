import { useEffect, useState } from 'react';

/** Seconds left before an ad may be closed (spec 01 §3 tempo_pular), counting down once a second. */
export function useSkipCountdown(seconds: number): number {
  const [left, setLeft] = useState(Math.max(0, seconds));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((current) => current - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
