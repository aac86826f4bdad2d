/**
 * Any content over one server call read through the query layer (api/query.tsx), with the tables' markup
 * for loading and a failed load (ui/Loading, ui/LoadError): what is not a table gets the same states.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallKey } from '@cocho/contracts';
import type { CallInput, CallOutput } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { LoadError } from '../LoadError';
import { Loading } from '../Loading';

export type CallContentProps<K extends CallKey> = {
  readonly call: K;
  readonly input: CallInput<K>;
  /** What the answer shows. */
  readonly children: (answer: CallOutput<K>) => ReactNode;
  /** Texts of the failed load; by default the data-table namespace's. */
  readonly loadErrorText?: string;
  readonly retryText?: string;
};

/** Reads call `key` with `input` and shows `children(answer)`, or the loading / failed state. */
export function CallContent<K extends CallKey>({
  call,
  input,
  children,
  loadErrorText,
  retryText,
}: CallContentProps<K>) {
  const { t } = useTranslation('dataTable');
  const { data, error, refetch } = useCallQuery(call, input);
  if (data !== undefined) return <>{children(data)}</>;
  if (error)
    return (
      <LoadError
        message={loadErrorText ?? t('loadError')}
        retryLabel={retryText ?? t('retry')}
        onRetry={() => void refetch()}
      />
    );
  return <Loading />;
}
