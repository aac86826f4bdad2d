/**
 * The alert bar's view (AlertProvider.tsx), in a chunk of its own: MUI's Snackbar and Alert load when the
 * first alert is shown, not on a visitor's first screen (docs/decisions/first-screen-budget.md).
 */
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { AlertType } from './AlertProvider';

export function AlertBar({
  open,
  message,
  type,
  duration,
  onClose,
}: {
  open: boolean;
  message: string;
  type: AlertType;
  duration: number;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={duration}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert onClose={onClose} severity={type} variant="filled" data-testid="alert-bar">
        {message}
      </Alert>
    </Snackbar>
  );
}
