/**
 * An icon button with a tooltip that loads on first need: MUI's Tooltip and Popper (about 7 KiB) are not on the
 * first screens (docs/decisions/first-screen-budget.md). Until the tooltip has loaded the button carries the
 * native `title`. The tooltip loads on the first hover or keyboard focus, or in idle time when `loadWhenIdle`;
 * it is a sibling of the button, opened by the button's own listeners and placed against it (`anchorEl`), so
 * loading it never remounts the button (a click or the keyboard focus in progress is kept). Opens as MUI's
 * Tooltip does: after 100 ms of hover, at once on a keyboard (focus-visible) focus; closes on leave, blur,
 * and Escape.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentProps, FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import type { AnchoredTooltip } from './AnchoredTooltip';

type TooltipView = typeof AnchoredTooltip;
let loadedTooltip: TooltipView | null = null;
let tooltipLoading: Promise<TooltipView> | null = null;

/** MUI Tooltip's default enterDelay. */
const ENTER_DELAY_MS = 100;

/** Forgets the loaded tooltip, as on a new page load (tests). */
export function forgetLoadedTooltip(): void {
  loadedTooltip = null;
  tooltipLoading = null;
}

/** Loads the tooltip (once); a load that failed is tried again next time. */
export function loadTooltip(): Promise<TooltipView> {
  tooltipLoading ??= import('./AnchoredTooltip').then(
    (module) => (loadedTooltip = module.AnchoredTooltip),
    (error: unknown) => {
      tooltipLoading = null;
      throw error;
    },
  );
  return tooltipLoading;
}

const isFocusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
};

export type TooltipIconButtonProps = Omit<ComponentProps<typeof IconButton>, 'title' | 'ref'> & {
  /** The tooltip's text (and the native title until the tooltip has loaded). */
  title: string;
  /** Load the tooltip in idle time too (a signed-in screen), not only on the first hover or focus. */
  loadWhenIdle?: boolean;
};

export function TooltipIconButton({
  title,
  loadWhenIdle = false,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  onKeyDown,
  ...props
}: TooltipIconButtonProps) {
  const [Tip, setTip] = useState<TooltipView | null>(() => loadedTooltip);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const enterTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(() => {
    if (Tip) return;
    void loadTooltip()
      .then((view) => setTip(() => view))
      .catch(() => undefined);
  }, [Tip]);

  useEffect(() => {
    if (!loadWhenIdle || Tip) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(load);
    return () => cancel(handle);
  }, [loadWhenIdle, Tip, load]);

  const stopTimer = () => {
    if (enterTimer.current) clearTimeout(enterTimer.current);
    enterTimer.current = null;
  };
  useEffect(() => stopTimer, []);
  const show = (delay: number) => {
    load();
    stopTimer();
    if (delay === 0) setOpen(true);
    else enterTimer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    stopTimer();
    setOpen(false);
  };

  return (
    <>
      <IconButton
        {...props}
        ref={setButton}
        title={Tip ? undefined : title}
        onMouseEnter={(event: MouseEvent<HTMLButtonElement>) => {
          show(ENTER_DELAY_MS);
          onMouseEnter?.(event);
        }}
        onMouseLeave={(event: MouseEvent<HTMLButtonElement>) => {
          hide();
          onMouseLeave?.(event);
        }}
        onFocus={(event: FocusEvent<HTMLButtonElement>) => {
          if (isFocusVisible(event.currentTarget)) show(0);
          else load();
          onFocus?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLButtonElement>) => {
          hide();
          onBlur?.(event);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === 'Escape') hide();
          onKeyDown?.(event);
        }}
      />
      {Tip && <Tip title={title} open={open} anchorEl={button} />}
    </>
  );
}
