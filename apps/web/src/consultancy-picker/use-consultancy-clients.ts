/** The signed-in consultant's linked clients (consultoria/clientes), loaded when `enabled`. */
import { useCallback, useEffect, useState } from 'react';
import type { TClient } from '@cocho/contracts';
import { call } from '../api/client';

export type ConsultancyClients = {
  /** null while loading (or when not enabled). */
  readonly clients: TClient[] | null;
  readonly error: unknown;
  readonly reload: () => void;
};

export function useConsultancyClients(enabled: boolean, consultancyId: number | null): ConsultancyClients {
  const [clients, setClients] = useState<TClient[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let isCurrent = true;
    call('listClients', { id: consultancyId })
      .then((answer) => {
        if (!isCurrent) return;
        setClients(answer.data);
        setError(null);
      })
      .catch((caught: unknown) => {
        if (isCurrent) setError(caught);
      });
    return () => {
      isCurrent = false;
    };
  }, [enabled, consultancyId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { clients: enabled ? clients : null, error, reload };
}
