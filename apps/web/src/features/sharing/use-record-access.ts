/**
 * What the user may do with the saved record on screen (`?did=`), for the save and share actions: a record
 * opened from a public link (`?assinatura=`) is read-only; another user's record shared without can-edit
 * is read-only too (compartilhar/acesso; the server refuses such a save anyway).
 */
import { useId } from 'react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { call } from '../../api/client';
import { needsAccessAnswer, recordAccessOf, recordOnScreen } from './record-access';
import type { RecordAccessState } from './record-access';

export type { ReadOnlyReason, RecordAccessState } from './record-access';

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
  const onScreen = recordOnScreen(searchParams);
  const { data: permissions } = useQuery(
    {
      queryKey: ['getShareAccess', onScreen.recordId, useId()],
      queryFn: () => call('getShareAccess', { id_dieta: onScreen.recordId ?? 0 }),
      enabled: needsAccessAnswer(onScreen),
    },
    accessClient,
  );
  return recordAccessOf(onScreen, permissions);
}
