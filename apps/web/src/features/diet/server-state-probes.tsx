/**
 * The wizard's two reads through TanStack Query (the feed catalogue, and whether a shared record may be
 * edited) as components that render nothing and hand their state to the screen. The screen loads this module
 * when it needs one of them (the catalogue once the first step is idle or at the feeds step; the access with
 * a saved record on screen), so the query library is not among the files the first step waits for
 * (docs/decisions/first-screen-budget.md).
 */
import { useEffect } from 'react';
import { useFeedCatalogue } from '../../catalogue/use-feed-catalogue';
import type { FeedCatalogueState } from '../../catalogue/use-feed-catalogue';
import { useRecordAccess } from '../sharing/use-record-access';
import type { RecordAccessState } from '../sharing/use-record-access';

export type FeedCatalogueRead = { readonly state: FeedCatalogueState; readonly reload: () => void };

/** Loads the feed catalogue (useFeedCatalogue) while mounted and hands each new state to `onChange`. */
export function FeedCatalogueProbe({ onChange }: { readonly onChange: (read: FeedCatalogueRead) => void }) {
  const { state, reload } = useFeedCatalogue();
  const catalogue = state.status === 'ready' ? state.catalogue : null;
  const error = state.status === 'error' ? state.error : null;
  const { status } = state;
  useEffect(() => {
    onChange({
      state:
        catalogue !== null
          ? { status: 'ready', catalogue }
          : status === 'error'
            ? { status: 'error', error }
            : { status: 'loading' },
      reload,
    });
  }, [catalogue, error, status, reload, onChange]);
  return null;
}

/** Asks whether the saved record on screen may be edited (useRecordAccess) and hands the answer to `onChange`. */
export function RecordAccessProbe({ onChange }: { readonly onChange: (access: RecordAccessState) => void }) {
  const { recordId, readOnly } = useRecordAccess();
  useEffect(() => onChange({ recordId, readOnly }), [recordId, readOnly, onChange]);
  return null;
}
