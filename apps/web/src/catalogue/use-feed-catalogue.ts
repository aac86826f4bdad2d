/** Loads the feed catalogue for a screen through the cache rule (feed-cache.ts), with the real calls. */
import { useCallback, useId } from 'react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import type { TFeed, TFeedType } from '@cocho/contracts';
import { call, errorCodeOf, NETWORK_FAILURE } from '../api/client';
import { cacheStoreOf, openOfflineDb } from '../offline/offline-db';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readSelectedClientId } from './selected-client';
import { loadFeedCatalogue } from './feed-cache';
import { placeSponsoredFeeds } from './sponsored-feeds';
import type { FeedCatalogue, FeedCacheStorage } from './feed-cache';

// Re-exported for the screens that import them from here; a module on a first screen imports them from
// selected-client.ts, which does not bring TanStack Query with this module's query client.
export { clientIdForSaving, readSelectedClientId } from './selected-client';

/** The feed cache in IndexedDB; without IndexedDB every read is a miss and writes are dropped. */
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

/** The calls the catalogue is loaded with (the real ones in fetchFeedCatalogue). */
export type FeedCatalogueCalls = {
  /** data[1] of alimentos/lastUpdateAt. */
  readonly lastUpdate: () => Promise<string>;
  readonly types: () => Promise<TFeedType[]>;
  /** The shared catalogue (alimentos/getCatalogo), the same for everybody. */
  readonly sharedCatalogue: () => Promise<TFeed[]>;
  /** getListaAlimentos with apenasUSREMP: the user's company, user and sponsored feeds. */
  readonly ownLists: () => Promise<{ emp: TFeed[]; usr: TFeed[]; patrocinados: TFeed[] }>;
};

/** A company feed id (EMP|…): never part of the shared catalogue. */
const isCompanyFeed = (feed: TFeed) => feed.id.startsWith('EMP|');

/**
 * Types and feeds by the product's cache rule, with the sponsored feeds placed every third position on every
 * load. The cached catalogue is the shared one only: sponsored feeds depend on the user (non-premium, outside
 * the company) and on sponsorships accepted or revoked since, which do not change the catalogue's
 * last-update value, so they come with the user's own lists each time. A catalogue cached
 * with sponsored feeds in it (before this rule) has them taken out. Offline, no sponsored feeds are shown.
 */
export async function loadFeedCatalogueWithSponsored(
  storage: FeedCacheStorage,
  calls: FeedCatalogueCalls,
  isOffline?: (error: unknown) => boolean,
): Promise<FeedCatalogue> {
  let sponsored: TFeed[] = [];
  const loaded = await loadFeedCatalogue({
    storage,
    ...(isOffline ? { isOffline } : {}),
    fetchLastUpdate: calls.lastUpdate,
    fetchTypes: calls.types,
    fetchFeeds: async (onlyUserAndCompany) => {
      // The shared catalogue comes from its own call (built once per version on the server, precompressed);
      // company, user and sponsored feeds from the user's.
      const [shared, own] = await Promise.all([
        onlyUserAndCompany ? Promise.resolve([]) : calls.sharedCatalogue(),
        calls.ownLists(),
      ]);
      sponsored = own.patrocinados;
      return { cocho: shared, emp: own.emp, usr: own.usr };
    },
  });
  return {
    ...loaded,
    // Only the feeds sponsored for this user are marked (docs/product/shell.md#roles: non-premium users outside the company);
    // the same feed among the user's company feeds (premium users, the company's own people) is not.
    company: loaded.company.map((feed) => (feed.patrocinado ? { ...feed, patrocinado: false } : feed)),
    catalogue: placeSponsoredFeeds(
      loaded.catalogue.filter((feed) => !isCompanyFeed(feed)),
      sponsored,
    ),
  };
}

/** Loads types and feeds by the product's cache rule; offline, from the cache. */
export function fetchFeedCatalogue(): Promise<FeedCatalogue> {
  const clientId = readSelectedClientId();
  for (const key of LEGACY_LOCAL_KEYS) localStorage.removeItem(key);
  const ownRequest = { id_dieta: null, apenasUSREMP: true, id_cliente: clientId };
  return loadFeedCatalogueWithSponsored(
    feedCacheStorage(),
    {
      lastUpdate: async () => (await call('lastUpdateAt', {})).data[1],
      types: async () => (await call('tipos', {})).data,
      sharedCatalogue: async () => (await call('getCatalogo', {})).data.cocho,
      ownLists: async () => (await call('getListaAlimentos', ownRequest)).data,
    },
    (error) => errorCodeOf(error) === NETWORK_FAILURE,
  );
}

export type FeedCatalogueState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; catalogue: FeedCatalogue };

/** Each screen loads the catalogue when it opens (the cache rule asks the server whether it changed). */
const catalogueClient = new QueryClient({
  defaultOptions: { queries: { gcTime: 0, retry: false, refetchOnWindowFocus: false } },
});

/** Forgets the loaded catalogues (tests). */
export function resetFeedCatalogueCache(): void {
  catalogueClient.clear();
}

/**
 * The catalogue for the screen that calls it. `isWanted` false puts its load off (the state stays 'loading'):
 * a screen that shows it on a later step starts it once its first step is usable.
 */
export function useFeedCatalogue({ isWanted = true }: { readonly isWanted?: boolean } = {}): {
  state: FeedCatalogueState;
  reload: () => void;
} {
  const query = useQuery(
    { queryKey: ['feedCatalogue', useId()], queryFn: fetchFeedCatalogue, enabled: isWanted },
    catalogueClient,
  );
  const state: FeedCatalogueState = query.data
    ? { status: 'ready', catalogue: query.data }
    : query.isError && !query.isFetching
      ? { status: 'error', error: query.error }
      : { status: 'loading' };
  const { refetch } = query;
  return { state, reload: useCallback(() => void refetch(), [refetch]) };
}
