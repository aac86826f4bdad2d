/**
 * What the user may do with the saved record on screen (`?did=`), for the save and share actions: a record
 * opened from a public link (`?assinatura=`) is read-only; another user's record shared without can-edit
 * is read-only too (compartilhar/acesso; the server refuses such a save anyway).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TSharePermissions } from '@cocho/contracts';
import { call } from '../../api/client';

/** Why saving over the record on screen is refused: shared read-only, or opened from a public link. */
export type ReadOnlyReason = 'share' | 'link';

export type RecordAccessState = {
  /** The saved record on screen, or null. */
  readonly recordId: number | null;
  readonly readOnly: ReadOnlyReason | null;
};

type KnownAccess = { readonly id: number; readonly permissions: TSharePermissions };

export function useRecordAccess(): RecordAccessState {
  const [searchParams] = useSearchParams();
  const did = searchParams.get('did');
  const isLink = (searchParams.get('assinatura') ?? '') !== '';
  const recordId = did !== null && /^[0-9]{1,9}$/.test(did) && Number(did) > 0 ? Number(did) : null;
  const [known, setKnown] = useState<KnownAccess | null>(null);

  useEffect(() => {
    if (recordId === null || isLink) return;
    let isCurrent = true;
    call('getShareAccess', { id_dieta: recordId }).then(
      (permissions) => {
        if (isCurrent) setKnown({ id: recordId, permissions });
      },
      () => {
        // The record itself says why it did not open.
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [recordId, isLink]);

  if (recordId !== null && isLink) return { recordId, readOnly: 'link' };
  const permissions = known?.id === recordId ? known.permissions : null;
  return { recordId, readOnly: permissions && !permissions.pode_editar ? 'share' : null };
}
