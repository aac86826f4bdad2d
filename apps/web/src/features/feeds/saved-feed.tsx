/**
 * What both uses of the one feed form (a user's feed, a company's feed) do with a saved feed: read it from
 * its list (loading, load failure, not found), fill the form with it, and save an edit with the version
 * it was read at; a stale save asks the records' question (offline/use-conflict-choice.ts).
 */
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { TFeed } from '@cocho/contracts';
import { separatorsOf } from '@cocho/engine';
import { errorCodeOf } from '../../api/client';
import { useLanguage } from '../../i18n/use-language';
import { useConflictChoice } from '../../offline/use-conflict-choice';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { formOfSavedFeed } from './feed-form';
import type { FeedFormValues } from './feed-form';

/**
 * Saves an edit (`update`); when another save won since it was read, asks: keep both (`createCopy` with a
 * copy's name), load the saved version (`reload`), or keep editing. False when nothing was saved.
 */
export function useVersionedSave() {
  const conflict = useConflictChoice();
  return async (
    update: () => Promise<unknown>,
    createCopy: (copyName: typeof conflict.copyName) => Promise<unknown>,
    reload: () => void,
  ): Promise<boolean> => {
    try {
      await update();
      return true;
    } catch (error) {
      if (errorCodeOf(error) !== 'CONFLICT') throw error;
      const choice = await conflict.ask('both');
      if (choice === 'reload') reload();
      if (choice !== 'keep') return false;
      await createCopy(conflict.copyName);
      return true;
    }
  };
}

/** The saved feed read from its list, in the form's values (numbers written as when the form opened). */
export function SavedFeed<F extends TFeed>({
  list,
  feed,
  texts,
  children,
}: {
  readonly list: { isError: boolean; data: unknown; refetch: () => unknown };
  readonly feed: F | null;
  readonly texts: { readonly loadError: string; readonly retry: string; readonly notFound: string };
  readonly children: (feed: F, values: FeedFormValues) => ReactNode;
}) {
  const language = useLanguage();
  const [decimal] = useState(() => separatorsOf(language).decimal);
  const values = useMemo(() => (feed ? formOfSavedFeed(feed, decimal) : null), [feed, decimal]);
  if (list.isError && !list.data)
    return (
      <LoadError message={texts.loadError} retryLabel={texts.retry} onRetry={() => void list.refetch()} />
    );
  if (!list.data) return <Loading />;
  if (!feed || !values) return <Alert severity="warning">{texts.notFound}</Alert>;
  return children(feed, values);
}
