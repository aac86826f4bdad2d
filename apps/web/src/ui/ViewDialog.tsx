import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * A dialog that shows something (a record, a file) with a close button under it. `titleId` names the
 * dialog for screen readers.
 */
export function ViewDialog(props: {
  readonly title: ReactNode;
  readonly onClose: () => void;
  readonly closeText: string;
  readonly closeTestId?: string;
  readonly titleId?: string;
  readonly maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  readonly dividers?: boolean;
  readonly testId?: string;
  /** Replaces the content and the actions (a form with its own buttons). */
  readonly body?: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth={props.maxWidth ?? 'md'}
      aria-labelledby={props.titleId}
      data-testid={props.testId}
    >
      <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
      {props.body ?? (
        <>
          <DialogContent dividers={props.dividers}>{props.children}</DialogContent>
          <DialogActions>
            <Button onClick={props.onClose} data-testid={props.closeTestId}>
              {props.closeText}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
