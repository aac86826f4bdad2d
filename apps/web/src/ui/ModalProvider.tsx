import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export type ModalOptions = {
  title: string;
  message: ReactNode;
  /** 'confirm' shows Yes and No; 'inform' shows OK. */
  kind?: 'confirm' | 'inform';
  /** Words for a confirm's Yes and No buttons when they say more (e.g. "Recover" / "Discard"). */
  yesLabel?: string;
  noLabel?: string;
};

type ModalApi = {
  /** Resolves true on Yes, false on No or dismissal. */
  confirm: (options: Omit<ModalOptions, 'kind'>) => Promise<boolean>;
  inform: (options: Omit<ModalOptions, 'kind'>) => Promise<void>;
};

const ModalContext = createContext<ModalApi | null>(null);

/** The generic modal of spec 01 §2 (title, message, Yes/No or OK), opened through `useModal()`. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [modal, setModal] = useState<ModalOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const open = useCallback((options: ModalOptions) => {
    resolver.current?.(false);
    setModal(options);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const close = (answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setModal(null);
  };
  const api = useMemo<ModalApi>(
    () => ({
      confirm: (options) => open({ ...options, kind: 'confirm' }),
      inform: async (options) => {
        await open({ ...options, kind: 'inform' });
      },
    }),
    [open],
  );

  return (
    <ModalContext value={api}>
      {children}
      <Dialog
        open={modal !== null}
        onClose={() => close(false)}
        aria-labelledby="app-modal-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="app-modal-title">{modal?.title}</DialogTitle>
        <DialogContent sx={{ whiteSpace: 'pre-line' }}>{modal?.message}</DialogContent>
        <DialogActions>
          {modal?.kind === 'confirm' ? (
            <>
              <Button onClick={() => close(false)}>{modal.noLabel ?? t('modal.no')}</Button>
              <Button onClick={() => close(true)} variant="contained" autoFocus>
                {modal.yesLabel ?? t('modal.yes')}
              </Button>
            </>
          ) : (
            <Button onClick={() => close(true)} variant="contained" autoFocus>
              {t('modal.ok')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </ModalContext>
  );
}

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal outside ModalProvider');
  return api;
}
