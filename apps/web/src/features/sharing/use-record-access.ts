/**
 * What the user may do with the saved record on screen (`?did=`), for the save and share actions: a record
 * opened from a public link (`?assinatura=`) is read-only; another user's record shared without can-edit
 * is read-only too (compartilhar/acesso; the server refuses such a save anyway).
 */
import { useId } from 'react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { call } from '../../api/client';

/** Why saving over the record on screen is refused: shared read-only, or opened from a public link. */
export type ReadOnlyReason = 'share' | 'link';

export type RecordAccessState = {
  /** The saved record on screen, or null. */
  readonly recordId: number | null;
  readonly readOnly: ReadOnlyReason | null;
};

/** Each screen asks when it opens; a failed ask is not repeated (the record itself says why it did not open). */
const accessClient = new QueryClient({
  defaultOptions: { queries: { gcTime: 0, retry: false, refetchOnWindowFocus: false } },
});

/** Forgets the answers (tests). */
export function resetRecordAccessCache(): void {
  accessClient.clear();
}

export function useRecordAccess(): RecordAccessState {
  const [searchParams] = useSearchParams();
  const did = searchParams.get('did');
  const isLink = (searchParams.get('assinatura') ?? '') !== '';
  const recordId = did !== null && /^[0-9]{1,9}$/.test(did) && Number(did) > 0 ? Number(did) : null;
  const { data: permissions } = useQuery(
    {
      queryKey: ['getShareAccess', recordId, useId()],
      queryFn: () => call('getShareAccess', { id_dieta: recordId ?? 0 }),
      enabled: recordId !== null && !isLink,
    },
    accessClient,
  );

  if (recordId !== null && isLink) return { recordId, readOnly: 'link' };
  return {
    recordId,
    readOnly: recordId !== null && permissions && !permissions.pode_editar ? 'share' : null,
  };
}
