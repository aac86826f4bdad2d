/** Loads the feed catalogue for a screen through the cache rule (feed-cache.ts), with the real calls. */
import { useCallback, useEffect, useState } from 'react';
import { call, errorCodeOf, NETWORK_FAILURE } from '../api/client';
import { cacheStoreOf, openOfflineDb } from '../offline/offline-db';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { loadFeedCatalogue } from './feed-cache';
import { placeSponsoredFeeds } from './sponsored-feeds';
import type { FeedCatalogue, FeedCacheStorage } from './feed-cache';

/** The consultant's selected client from local storage `cliente` (a number or a stored client object). */
export function readSelectedClientId(storage: Pick<Storage, 'getItem'> = localStorage): number | null {
  const text = storage.getItem(STORAGE_KEYS.client);
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const id = typeof parsed === 'object' && parsed !== null && 'id' in parsed ? parsed.id : parsed;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * The client a record is saved for: the selected client for those with the consultancy ability (spec 01 §6,
 * saving for a client is consultant-only), otherwise none, whatever an earlier session left in local storage.
 */
export function clientIdForSaving(
  mayUseConsultancy: boolean,
  storage: Pick<Storage, 'getItem'> = localStorage,
): number | null {
  return mayUseConsultancy ? readSelectedClientId(storage) : null;
}

/** The feed cache in IndexedDB (issue 17); without IndexedDB every read is a miss and writes are dropped. */
function feedCacheStorage(): FeedCacheStorage {
  const cache = cacheStoreOf(openOfflineDb());
  return {
    getItem: async (key) => {
      const value = await cache.get(key);
      return typeof value === 'string' ? value : null;
    },
    setItem: (key, value) => cache.set(key, value),
  };
}

/** The cache's keys in local storage before it moved to IndexedDB: freed once. */
const LEGACY_LOCAL_KEYS = [STORAGE_KEYS.feedsLastUpdate, STORAGE_KEYS.feedTypes, STORAGE_KEYS.feedCatalogue];

/** Loads types and feeds by the spec's cache rule; offline, from the cache. */
export function fetchFeedCatalogue(): Promise<FeedCatalogue> {
  const clientId = readSelectedClientId();
  for (const key of LEGACY_LOCAL_KEYS) localStorage.removeItem(key);
  return loadFeedCatalogue({
    storage: feedCacheStorage(),
    isOffline: (error) => errorCodeOf(error) === NETWORK_FAILURE,
    fetchLastUpdate: async () => (await call('lastUpdateAt', {})).data[1],
    fetchTypes: async () => (await call('tipos', {})).data,
    fetchFeeds: async (onlyUserAndCompany) => {
      const ownRequest = { id_dieta: null, apenasUSREMP: true, id_cliente: clientId };
      if (onlyUserAndCompany) return (await call('getListaAlimentos', ownRequest)).data;
      // The shared catalogue comes from its own call (built once per version on the server, precompressed);
      // company, user and sponsored feeds from the user's (issue 19 item 2).
      const [shared, own] = await Promise.all([
        call('getCatalogo', {}),
        call('getListaAlimentos', ownRequest),
      ]);
      return { ...own.data, cocho: placeSponsoredFeeds(shared.data.cocho, own.data.patrocinados) };
    },
  });
}

export type FeedCatalogueState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; catalogue: FeedCatalogue };

export function useFeedCatalogue(): { state: FeedCatalogueState; reload: () => void } {
  const [state, setState] = useState<FeedCatalogueState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    fetchFeedCatalogue().then(
      (catalogue) => {
        if (isCurrent) setState({ status: 'ready', catalogue });
      },
      (error: unknown) => {
        if (isCurrent) setState({ status: 'error', error });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { state, reload };
}
