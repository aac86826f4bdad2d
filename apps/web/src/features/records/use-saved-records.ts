import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZDietSummary } from '@cocho/contracts';
import type { TDietSummary } from '@cocho/contracts';
import { z } from 'zod';
import { call, errorCodeOf } from '../../api/client';
import { cacheStoreOf, openOfflineDb } from '../../offline/offline-db';
import type { OutboxEntry, SyncState } from '../../offline/offline-db';
import { isNetworkFailure, useOutboxEntries } from '../../offline/use-outbox';
import { useSession } from '../../session/SessionProvider';
import { useModal } from '../../ui/ModalProvider';
import {
  findLocalSummaries,
  LOCAL_DIETS_KEY,
  LOCAL_PREDICTIONS_KEY,
  LOCAL_REQUIREMENTS_KEY,
  LOCAL_MIXES_KEY,
} from './local-records';
import type { LocalRecordsKey } from './local-records';

export type SavedRecordsOptions = {
  /** Which list: my diets, my predictions or my requirements (docs/product/shell.md#screens). */
  readonly find: SavedRecordsList;
  /** The i18n namespace whose `saved.removeTitle`, `saved.removeMessage` and `saved.removeFailed` are used. */
  readonly namespace: 'diet' | 'prediction' | 'requirements' | 'mixture';
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
  /** What the list shows of the offline state (SavedRecordList's props of the same names). */
  readonly syncProps: {
    /** Records saved on this device and not yet on the server, oldest first. */
    readonly pending: readonly OutboxEntry[];
    /** A listed record's state: synced, or synced as a copy of an offline edit. */
    readonly syncStateOf: (record: TDietSummary) => SyncState;
    /** Said when the list shown is what this device has (no network). */
    readonly notice: string | null;
  };
};

const ZCachedList = z.array(ZDietSummary);

/** The list calls of saved records. */
export type SavedRecordsList = 'findMyDiets' | 'findMyPredictions' | 'findMyRequirements' | 'findMyMixes';

/** Each list's save call (its records waiting in the outbox) and the key of its local copies. */
const LIST_KINDS = {
  findMyDiets: { saveCall: 'saveFD', localKey: LOCAL_DIETS_KEY },
  findMyPredictions: { saveCall: 'savePD', localKey: LOCAL_PREDICTIONS_KEY },
  findMyRequirements: { saveCall: 'saveE', localKey: LOCAL_REQUIREMENTS_KEY },
  findMyMixes: { saveCall: 'saveM', localKey: LOCAL_MIXES_KEY },
} as const satisfies Record<
  SavedRecordsList,
  { saveCall: OutboxEntry['saveCall']; localKey: LocalRecordsKey }
>;

/** The last list loaded, kept for use offline (IndexedDB). */
function cachedListKey(find: SavedRecordsOptions['find'], userId: number): string {
  return `${find}:${userId}`;
}

/**
 * Every page of list `find` (the list shows every record); kept on this device for use offline. Without a
 * network: what this device has, the last list loaded or else the records saved here (`isCached`).
 */
async function loadSavedList(find: SavedRecordsList, userId: number | null) {
  const cache = cacheStoreOf(openOfflineDb());
  try {
    const all: TDietSummary[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: TDietSummary[]; proximo: string | null } = await call(
        find,
        cursor === null ? { limite: 200 } : { limite: 200, cursor },
      );
      all.push(...page.data);
      cursor = page.proximo;
    } while (cursor !== null);
    if (userId !== null) void cache.set(cachedListKey(find, userId), all).catch(() => undefined);
    return { records: all, isCached: false };
  } catch (failure) {
    if (!isNetworkFailure(failure)) throw failure;
    const cached =
      userId !== null
        ? ZCachedList.safeParse(await cache.get(cachedListKey(find, userId)).catch(() => undefined))
        : null;
    const records = cached?.success
      ? cached.data
      : findLocalSummaries(localStorage, LIST_KINDS[find].localKey);
    return { records, isCached: true };
  }
}

/**
 * A list of the user's saved diet records, loaded from the server through the query layer (api/query.tsx:
 * under a CallQueryProvider), whose entries can be removed.
 */
export function useSavedRecords({ find, namespace, onRemoved }: SavedRecordsOptions): SavedRecords {
  const { t } = useTranslation(namespace);
  const { t: tErrors } = useTranslation('errors');
  const { t: tOffline } = useTranslation('offline');
  const { confirm } = useModal();
  const [actionError, setActionError] = useState<string | null>(null);
  const userId = useSession().user?.id ?? null;
  const { saveCall } = LIST_KINDS[find];
  const entries = useOutboxEntries(userId).filter((entry) => entry.saveCall === saveCall);
  const pending = entries.filter((entry) => entry.state === 'local');
  // Each record that reaches the server loads the list again.
  const sentCount = entries.length - pending.length;
  const list = useQuery({
    queryKey: [find, 'all', userId, sentCount],
    queryFn: () => loadSavedList(find, userId),
    placeholderData: keepPreviousData,
  });
  const loadError = list.error ? tErrors(errorCodeOf(list.error)) : null;

  const remove = async (record: TDietSummary) => {
    const isConfirmed = await confirm({
      title: t('saved.removeTitle'),
      message: t('saved.removeMessage', { name: record.nome }),
    });
    if (!isConfirmed) return;
    try {
      await call('removeDiet', { id: record.id });
      onRemoved(record.id);
      setActionError(null);
      void list.refetch();
    } catch (failure) {
      setActionError(t('saved.removeFailed', { reason: tErrors(errorCodeOf(failure)) }));
    }
  };

  const syncStateOf = (record: TDietSummary): SyncState =>
    entries.some((entry) => entry.state === 'conflict' && entry.syncedId === record.id)
      ? 'conflict'
      : 'synced';

  return {
    records: list.data?.records ?? null,
    error: actionError ?? loadError,
    setError: setActionError,
    remove,
    syncProps: { pending, syncStateOf, notice: list.data?.isCached ? tOffline('deviceList') : null },
  };
}
