import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export type LoadErrorProps = {
  /** What could not be loaded, in the user's language. */
  readonly message: string;
  readonly retryLabel: string;
  readonly onRetry: () => void;
};

/** A load that failed (the feed catalogue of a screen), with a retry. */
export function LoadError({ message, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
