import { useState } from 'react';
import type { ReactNode } from 'react';
import { TooltipIconButton } from '../ui/TooltipIconButton';

/**
 * A toolbar icon button whose dialog loads on the button's first hover, focus or click (`preload`), not with the
 * signed-in layout (docs/decisions/first-screen-budget.md). The dialog is mounted from its first open on, so
 * closing it keeps its exit transition.
 */
export function LazyDialogButton({
  label,
  icon,
  testId,
  preload,
  renderDialog,
}: {
  readonly label: string;
  readonly icon: ReactNode;
  readonly testId: string;
  readonly preload: () => void;
  readonly renderDialog: (dialog: { readonly open: boolean; readonly onClose: () => void }) => ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <TooltipIconButton
        title={label}
        loadWhenIdle
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        onMouseEnter={preload}
        onFocus={preload}
        aria-label={label}
        data-testid={testId}
      >
        {icon}
      </TooltipIconButton>
      {hasOpened && renderDialog({ open: isOpen, onClose: () => setIsOpen(false) })}
    </>
  );
}
