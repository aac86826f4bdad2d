import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDietSummary } from '@cocho/contracts';
import { call, errorCodeOf } from '../../api/client';
import { useModal } from '../../ui/ModalProvider';

export type SavedRecordsOptions = {
  /** Which list: my diets or my predictions (spec 01 §2). */
  readonly find: 'findMyDiets' | 'findMyPredictions';
  /** The i18n namespace whose `saved.removeTitle`, `saved.removeMessage` and `saved.removeFailed` are used. */
  readonly namespace: 'diet' | 'prediction';
  /** Called after a record is removed, before the list is loaded again. */
  readonly onRemoved: (id: number) => void;
};

export type SavedRecords = {
  /** The user's saved records; null until they are loaded. */
  readonly records: TDietSummary[] | null;
  /** A message in the user's language when loading or removing failed. */
  readonly error: string | null;
  readonly setError: (message: string | null) => void;
  /** Asks the user to confirm, then removes the record and loads the list again. */
  readonly remove: (record: TDietSummary) => Promise<void>;
};

/** A list of the user's saved diet records, loaded from the server, whose entries can be removed. */
export function useSavedRecords({ find, namespace, onRemoved }: SavedRecordsOptions): SavedRecords {
  const { t } = useTranslation(namespace);
  const { t: tErrors } = useTranslation('errors');
  const { confirm } = useModal();
  const [records, setRecords] = useState<TDietSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    // The server answers pages (issue 19); the list shows every record, so follow them to the last.
    const fetchAll = async (): Promise<TDietSummary[]> => {
      const all: TDietSummary[] = [];
      let cursor: string | null = null;
      do {
        const page: { data: TDietSummary[]; proximo: string | null } = await call(
          find,
          cursor === null ? { limite: 200 } : { limite: 200, cursor },
        );
        all.push(...page.data);
        cursor = isCurrent ? page.proximo : null;
      } while (cursor !== null);
      return all;
    };
    fetchAll().then(
      (all) => {
        if (!isCurrent) return;
        setRecords(all);
        setError(null);
      },
      (failure: unknown) => {
        if (isCurrent) setError(tErrors(errorCodeOf(failure)));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [find, tErrors, version]);

  const remove = async (record: TDietSummary) => {
    const isConfirmed = await confirm({
      title: t('saved.removeTitle'),
      message: t('saved.removeMessage', { name: record.nome }),
    });
    if (!isConfirmed) return;
    try {
      await call('removeDiet', { id: record.id });
      onRemoved(record.id);
      setVersion((value) => value + 1);
    } catch (failure) {
      setError(t('saved.removeFailed', { reason: tErrors(errorCodeOf(failure)) }));
    }
  };

  return { records, error, setError, remove };
}
