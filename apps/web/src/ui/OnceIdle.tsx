import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { whenIdle } from '../session/when-idle';

/**
 * Draws `children` once the page is idle after its first render (whenIdle: at the latest a second later), not in
 * that render: parts that draw nothing at first (the ads host, the outbox's sync) then load and run after the first
 * screen has painted and answered (docs/decisions/first-screen-budget.md).
 */
export function OnceIdle({ children }: { readonly children: ReactNode }) {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => setIsIdle(true)), []);
  return isIdle ? children : null;
}
