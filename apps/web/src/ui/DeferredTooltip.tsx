import { cloneElement, lazy, Suspense, useState } from 'react';
import type { FocusEvent, PointerEvent, ReactElement } from 'react';

// MUI's Tooltip and Popper (about 11 KiB compressed) are not part of a visitor's first screen.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

type ChildProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * MUI's Tooltip around one element, loaded the first time a mouse pointer or keyboard focus reaches the
 * element (docs/decisions/first-screen-budget.md). It opens then if the pointer or focus is still there;
 * from then on it is the plain Tooltip (controlled, so it keeps MUI's delays and touch behaviour).
 */
export function DeferredTooltip({ title, children }: { title: string; children: ReactElement<ChildProps> }) {
  const [isLoading, setIsLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const own = children.props;
  // Before the Tooltip is here: what it would do on the same events.
  const waiting = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      setIsLoading(true);
      if (event.pointerType === 'mouse') setOpen(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      setOpen(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      setIsLoading(true);
      if (event.currentTarget.matches(':focus-visible')) setOpen(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      setOpen(false);
    },
  });
  if (!isLoading) return waiting;
  return (
    <Suspense fallback={waiting}>
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
