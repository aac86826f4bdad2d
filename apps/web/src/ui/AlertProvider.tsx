import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyView } from './lazy-view';

/** Alert duration in ms (docs/product/shell.md#states Alert, docs/product/shell.md#constants). */
export const ALERT_DURATION_MS = 6000;

/** Alert types of docs/product/shell.md#states: error or success (the warning alert also uses success). */
export type AlertType = 'error' | 'success';

type AlertState = { message: string; type: AlertType; key: number } | null;
type AlertApi = { showAlert: (message: string, type?: AlertType) => void };

const AlertContext = createContext<AlertApi | null>(null);

/** The bar's view (Snackbar and Alert), loaded when the first alert is shown (AlertBar.tsx). */
export const alertBarView = lazyView(async () => (await import('./AlertBar')).AlertBar);
const LazyAlertBar = alertBarView.View;

/** The transient alert bar (docs/product/shell.md#layout). Messages are already translated. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<AlertState>(null);
  const [open, setOpen] = useState(false);
  const showAlert = useCallback((message: string, type: AlertType = 'success') => {
    setAlert({ message, type, key: Date.now() });
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ showAlert }), [showAlert]);
  return (
    <AlertContext value={api}>
      {children}
      {alert && (
        <LazyAlertBar
          key={alert.key}
          open={open}
          message={alert.message}
          type={alert.type}
          duration={ALERT_DURATION_MS}
          onClose={() => setOpen(false)}
        />
      )}
    </AlertContext>
  );
}

export function useAlert(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlert outside AlertProvider');
  return api;
}
