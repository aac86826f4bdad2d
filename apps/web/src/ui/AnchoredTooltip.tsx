/**
 * The tooltip of `TooltipIconButton`, in a chunk of its own: MUI's Tooltip and Popper are not on the first
 * screens (docs/decisions/first-screen-budget.md). It is a sibling of the button, opened by the button's own
 * listeners and placed against it (`anchorEl`), so loading it never remounts the button (a click or the
 * keyboard focus in progress is kept).
 */
import Tooltip from '@mui/material/Tooltip';

export function AnchoredTooltip({
  title,
  open,
  anchorEl,
}: {
  title: string;
  open: boolean;
  anchorEl: HTMLElement | null;
}) {
  return (
    <Tooltip
      title={title}
      open={open && anchorEl !== null}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl } }}
    >
      <span hidden data-testid="tooltip-anchor" />
    </Tooltip>
  );
}
