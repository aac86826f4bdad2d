/**
 * The light/dark switch in the top bar. Its tooltip (MUI Tooltip and Popper, about 11 KiB) loads on the
 * first hover or keyboard focus, or in idle time for a signed-in user, and until then the button carries
 * the native `title`; the button itself is always the same element, so it is never remounted mid-click
 * (docs/decisions/first-screen-budget.md). Opens as MUI's Tooltip does: after 100 ms of hover, at once on a
 * keyboard (focus-visible) focus; closes on leave, blur and Escape.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useTranslation } from 'react-i18next';
import { useOptionalSession } from '../session/SessionProvider';
import { useColorMode } from '../theme/ColorModeProvider';
import type { DarkModeTooltip } from './DarkModeTooltip';

type TooltipView = typeof DarkModeTooltip;
let loadedTooltip: TooltipView | null = null;
let tooltipLoading: Promise<TooltipView> | null = null;

/** MUI Tooltip's default enterDelay. */
const ENTER_DELAY_MS = 100;

function loadTooltip(): Promise<TooltipView> {
  tooltipLoading ??= import('./DarkModeTooltip').then(
    (module) => (loadedTooltip = module.DarkModeTooltip),
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

export function DarkModeToggle() {
  const { t } = useTranslation();
  const { mode, toggleMode } = useColorMode();
  const isSignedIn = Boolean(useOptionalSession()?.user);
  const label = mode === 'dark' ? t('theme.light') : t('theme.dark');
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
    if (!isSignedIn || Tip) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(load);
    return () => cancel(handle);
  }, [isSignedIn, Tip, load]);

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
        ref={setButton}
        color="inherit"
        onClick={toggleMode}
        aria-label={label}
        title={Tip ? undefined : label}
        data-testid="dark-mode-toggle"
        onMouseEnter={() => show(ENTER_DELAY_MS)}
        onMouseLeave={hide}
        onFocus={(event) => {
          if (isFocusVisible(event.currentTarget)) show(0);
          else load();
        }}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      >
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
      {Tip && <Tip title={label} open={open} anchorEl={button} />}
    </>
  );
}
