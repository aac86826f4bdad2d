import { startTransition, useEffect, useState } from 'react';

/**
 * False at a layout's first render, true once the browser has painted the frame that shows it. The layouts
 * draw their secondary parts (the toolbar's buttons, the closed drawer, the bottom bar, the footer, the
 * cookie notice) only then, so the first frame holds the page's title and its screen, and what follows is
 * drawn in a transition, which React renders in slices between the browser's tasks
 * (docs/decisions/first-screen-budget.md). A hidden page paints nothing: it draws everything at once.
 * With `isDeferred` false it is true from the start (nothing waits, no second render).
 */
export function useAfterFirstPaint(isDeferred = true): boolean {
  const [isAfter, setIsAfter] = useState(!isDeferred);
  useEffect(() => {
    if (isAfter) return;
    const reveal = () => startTransition(() => setIsAfter(true));
    if (document.visibilityState === 'hidden') {
      reveal();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame's callback runs before that frame is painted; a task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(reveal, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [isAfter]);
  return isAfter;
}
