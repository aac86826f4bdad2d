/**
 * A tooltip that is often empty (a disabled action's reason): MUI's Tooltip and Popper load only once there is
 * a title to show, so they are not on the first screens (docs/decisions/first-screen-budget.md). Without a
 * title, or until the tooltip has loaded, the child is drawn alone, with the title as its native `title`
 * meanwhile. For a button that always has a tooltip, see TooltipIconButton (never remounts the button).
 */
import { cloneElement, useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import type TooltipComponent from '@mui/material/Tooltip';

type TooltipView = typeof TooltipComponent;
let loadedTooltip: TooltipView | null = null;
let tooltipLoading: Promise<TooltipView> | null = null;

/** Forgets the loaded tooltip, as on a new page load (tests). */
export function forgetLoadedLazyTooltip(): void {
  loadedTooltip = null;
  tooltipLoading = null;
}

function loadTooltip(): Promise<TooltipView> {
  tooltipLoading ??= import('@mui/material/Tooltip').then(
    (module) => (loadedTooltip = module.default),
    (error: unknown) => {
      tooltipLoading = null;
      throw error;
    },
  );
  return tooltipLoading;
}

export function LazyTooltip({
  title,
  children,
}: {
  title: string;
  children: ReactElement<{ title?: string }>;
}) {
  const [Tip, setTip] = useState<TooltipView | null>(() => loadedTooltip);
  useEffect(() => {
    if (title === '' || Tip) return;
    let isCurrent = true;
    loadTooltip()
      .then((view) => {
        if (isCurrent) setTip(() => view);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [title, Tip]);
  if (title === '') return children;
  if (!Tip) return cloneElement(children, { title });
  return <Tip title={title}>{children}</Tip>;
}
