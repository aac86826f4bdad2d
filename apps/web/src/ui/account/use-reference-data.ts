/**
 * The countries (`paises`) and Brazilian states with their municipalities (`estados`) for the account forms,
 * asked once per page load and shared by every form that needs them.
 */
import { QueryClient, useQuery } from '@tanstack/react-query';
import type { TCountry, TState } from '@cocho/contracts';
import { BRAZIL_ISO } from '@cocho/contracts';
import { call } from '../../api/client';

export type ReferenceData = {
  countries: readonly TCountry[];
  states: readonly TState[];
  brazilId: number | null;
};

/** The lists never change while the page is open: one answer for every form, asked again only after a failure. */
const pageClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, gcTime: Infinity, retry: false, refetchOnWindowFocus: false },
  },
});

async function loadReferenceData(): Promise<ReferenceData> {
  const [countries, states] = await Promise.all([call('paises', {}), call('estados', {})]);
  return {
    countries: countries.data,
    states: states.data,
    brazilId: countries.data.find((country) => country.iso.toUpperCase() === BRAZIL_ISO)?.id ?? null,
  };
}

export type ReferenceDataState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | ({ status: 'ready' } & ReferenceData);

export function useReferenceData(): ReferenceDataState {
  const query = useQuery({ queryKey: ['referenceData'], queryFn: loadReferenceData }, pageClient);
  if (query.data) return { status: 'ready', ...query.data };
  if (query.isError) return { status: 'failed', error: query.error, retry: () => void query.refetch() };
  return { status: 'loading' };
}

/** Forgets the loaded lists (tests). */
export function resetReferenceData(): void {
  pageClient.clear();
}
