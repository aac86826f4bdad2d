/** The help items (ajuda), loaded once per page load and shared by the help dialog and /instrucoes. */
import { useEffect, useState } from 'react';
import type { THelpItem } from '@cocho/contracts';
import { call } from '../api/client';

export type HelpItemsState =
  { status: 'loading' } | { status: 'ready'; items: THelpItem[] } | { status: 'failed'; retry: () => void };

let cache: Promise<THelpItem[]> | null = null;

function loadHelpItems(): Promise<THelpItem[]> {
  cache ??= call('listHelpItems', { web: true }).then(
    (answer) => answer.data,
    (error: unknown) => {
      cache = null;
      throw error;
    },
  );
  return cache;
}

/** Forgets the loaded items (tests). */
export function resetHelpItemsCache(): void {
  cache = null;
}

export function useHelpItems(isEnabled = true): HelpItemsState {
  const [state, setState] = useState<HelpItemsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!isEnabled) return;
    let isCurrent = true;
    loadHelpItems().then(
      (items) => {
        if (isCurrent) setState({ status: 'ready', items });
      },
      () => {
        if (!isCurrent) return;
        const retry = () => {
          setState({ status: 'loading' });
          setAttempt((value) => value + 1);
        };
        setState({ status: 'failed', retry });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isEnabled, attempt]);
  return state;
}
