import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that `restart()` sets back to `seconds`; 0 when it ran out. */
export function useCountdown(seconds: number): { secondsLeft: number; restart: () => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= endsAt) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, endsAt - now));
    return () => clearTimeout(timer);
  }, [now, endsAt]);
  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);
  return { secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)), restart };
}
