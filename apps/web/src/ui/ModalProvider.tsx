import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyView } from './lazy-view';

/** One button of a `choose` modal; the primary one is filled and takes the focus. */
export type ModalChoice = { value: string; label: string; isPrimary?: boolean };

export type ModalOptions = {
  title: string;
  message: ReactNode;
  /** 'confirm' shows Yes and No; 'inform' shows OK; 'choose' shows `choices`. */
  kind?: 'confirm' | 'inform' | 'choose';
  choices?: readonly ModalChoice[];
  /** Words for a confirm's Yes and No buttons when they say more (e.g. "Recover" / "Discard"). */
  yesLabel?: string;
  noLabel?: string;
};

type ModalApi = {
  /** Resolves true on Yes, false on No or dismissal. */
  confirm: (options: Omit<ModalOptions, 'kind'>) => Promise<boolean>;
  inform: (options: Omit<ModalOptions, 'kind'>) => Promise<void>;
  /** Resolves with the chosen value, or null on dismissal. */
  choose: (
    options: Omit<ModalOptions, 'kind' | 'choices'> & { choices: readonly ModalChoice[] },
  ) => Promise<string | null>;
};

/** What the modal answered: Yes/OK (true), No or dismissal (false), or a choice's value. */
export type ModalAnswer = boolean | string;

const ModalContext = createContext<ModalApi | null>(null);

/** The modal's view (MUI Dialog), loaded when the first modal opens (ModalDialog.tsx). */
export const modalDialogView = lazyView(async () => (await import('./ModalDialog')).ModalDialog);
const LazyModalDialog = modalDialogView.View;

/** The generic modal of docs/product/shell.md#screens (title, message, Yes/No or OK), opened through `useModal()`. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<ModalOptions | null>(null);
  // Once opened, the view stays mounted (its closing transition, and no second load).
  const [hasOpened, setHasOpened] = useState(false);
  const resolver = useRef<((answer: ModalAnswer) => void) | null>(null);

  const open = useCallback((options: ModalOptions) => {
    resolver.current?.(false);
    setModal(options);
    setHasOpened(true);
    return new Promise<ModalAnswer>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const close = (answer: ModalAnswer) => {
    resolver.current?.(answer);
    resolver.current = null;
    setModal(null);
  };
  const api = useMemo<ModalApi>(
    () => ({
      confirm: async (options) => (await open({ ...options, kind: 'confirm' })) === true,
      inform: async (options) => {
        await open({ ...options, kind: 'inform' });
      },
      choose: async (options) => {
        const answer = await open({ ...options, kind: 'choose' });
        return typeof answer === 'string' ? answer : null;
      },
    }),
    [open],
  );

  return (
    <ModalContext value={api}>
      {children}
      {hasOpened && <LazyModalDialog modal={modal} onAnswer={close} />}
    </ModalContext>
  );
}

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal outside ModalProvider');
  return api;
}
