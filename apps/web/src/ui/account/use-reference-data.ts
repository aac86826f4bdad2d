/**
 * The countries (`paises`) and Brazilian states with their municipalities (`estados`) for the account forms,
 * asked once per page load and shared by every form that needs them.
 */
import { useEffect, useState } from 'react';
import type { TCountry, TState } from '@cocho/contracts';
import { BRAZIL_ISO } from '@cocho/contracts';
import { call } from '../../api/client';

export type ReferenceData = {
  countries: readonly TCountry[];
  states: readonly TState[];
  brazilId: number | null;
};

let pending: Promise<ReferenceData> | null = null;

function loadReferenceData(): Promise<ReferenceData> {
  pending ??= Promise.all([call('paises', {}), call('estados', {})])
    .then(([countries, states]) => ({
      countries: countries.data,
      states: states.data,
      brazilId: countries.data.find((country) => country.iso.toUpperCase() === BRAZIL_ISO)?.id ?? null,
    }))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export type ReferenceDataState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | ({ status: 'ready' } & ReferenceData);

export function useReferenceData(): ReferenceDataState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ReferenceDataState>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    loadReferenceData()
      .then((data) => {
        if (isCurrent) setState({ status: 'ready', ...data });
      })
      .catch((error: unknown) => {
        if (isCurrent) setState({ status: 'failed', error, retry: () => setAttempt((count) => count + 1) });
      });
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  return state;
}

/** Forgets the loaded lists (tests). */
export function resetReferenceData(): void {
  pending = null;
}
