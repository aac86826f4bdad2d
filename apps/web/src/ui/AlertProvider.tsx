import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** Alert duration in ms (spec 01 §4 Alert, §9). */
export const ALERT_DURATION_MS = 6000;

/** Alert types of spec 01 §4: error or success (the warning alert also uses success). */
export type AlertType = 'error' | 'success';

type AlertState = { message: string; type: AlertType; key: number } | null;
type AlertApi = { showAlert: (message: string, type?: AlertType) => void };

const AlertContext = createContext<AlertApi | null>(null);

/** The transient alert bar (spec 01 §2 Layout). Messages are already translated. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<AlertState>(null);
  const [open, setOpen] = useState(false);
  const showAlert = useCallback((message: string, type: AlertType = 'success') => {
    setAlert({ message, type, key: Date.now() });
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ showAlert }), [showAlert]);
  const onClose = (_event: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  return (
    <AlertContext value={api}>
      {children}
      <Snackbar
        key={alert?.key}
        open={open}
        autoHideDuration={ALERT_DURATION_MS}
        onClose={onClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          onClose={() => setOpen(false)}
          severity={alert?.type ?? 'success'}
          variant="filled"
          data-testid="alert-bar"
        >
          {alert?.message}
        </Alert>
      </Snackbar>
    </AlertContext>
  );
}

export function useAlert(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlert outside AlertProvider');
  return api;
}
