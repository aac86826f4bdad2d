/**
 * The feed list cache rule (spec 01 §4 and §7; issue 5 item 4): the server's last-update value
 * (`alimentos/lastUpdateAt` → data[1]) is compared with the stored `lastUpdate`.
 * - Equal: the cached catalogue (`alimentosStored`) and types (`tipos`) are used; only company and user
 *   feeds are reloaded (`apenasUSREMP`).
 * - Different (or nothing cached): types and feeds are reloaded and the new value is stored.
 * The types list falls back to the cached one when its call fails; a failure to load feeds rejects.
 * Calls that do not depend on each other go out together: types and feeds at once, and with nothing cached,
 * with the last-update value too.
 */
import { ZFeed, ZFeedType } from '@cocho/contracts';
import type { TFeed, TFeedType } from '@cocho/contracts';
import { z } from 'zod';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** Local storage keys of spec 01 §3 (kept with every other key in storage/storage-keys.ts). */
export const FEED_STORAGE_KEYS = {
  lastUpdate: STORAGE_KEYS.feedsLastUpdate,
  types: STORAGE_KEYS.feedTypes,
  catalogue: STORAGE_KEYS.feedCatalogue,
} as const;

export type FeedLists = { cocho: TFeed[]; emp: TFeed[]; usr: TFeed[] };

export type FeedCatalogue = {
  readonly types: TFeedType[];
  readonly catalogue: TFeed[];
  readonly company: TFeed[];
  readonly user: TFeed[];
  /** Where the catalogue list came from. */
  readonly catalogueFrom: 'cache' | 'server';
};

export type FeedCacheDeps = {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** data[1] of alimentos/lastUpdateAt. */
  readonly fetchLastUpdate: () => Promise<string>;
  readonly fetchTypes: () => Promise<TFeedType[]>;
  readonly fetchFeeds: (onlyUserAndCompany: boolean) => Promise<FeedLists>;
};

function readCached<T>(storage: FeedCacheDeps['storage'], key: string, schema: z.ZodType<T>): T | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeCached(storage: FeedCacheDeps['storage'], key: string, value: unknown): void {
  try {
    storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // A full storage only costs the next visit a reload.
  }
}

const ZTypes = z.array(ZFeedType);
const ZFeeds = z.array(ZFeed);

function startReload(deps: FeedCacheDeps): { types: Promise<TFeedType[]>; feeds: Promise<FeedLists> } {
  return { types: deps.fetchTypes(), feeds: deps.fetchFeeds(false) };
}

/** Loads types and feeds by the cache rule. */
export async function loadFeedCatalogue(deps: FeedCacheDeps): Promise<FeedCatalogue> {
  const { storage } = deps;
  const storedValue = storage.getItem(FEED_STORAGE_KEYS.lastUpdate);
  const cachedCatalogue = readCached(storage, FEED_STORAGE_KEYS.catalogue, ZFeeds);
  const cachedTypes = readCached(storage, FEED_STORAGE_KEYS.types, ZTypes);
  // With nothing cached the reload is certain: the types and feeds go out with the last-update value
  // instead of after it (one round trip instead of three on a slow link).
  const lastUpdate = deps.fetchLastUpdate();
  const reload =
    storedValue === null || cachedCatalogue === null || cachedTypes === null ? startReload(deps) : null;
  const serverValue = await lastUpdate.catch((error: unknown) => {
    void reload?.types.catch(() => undefined);
    void reload?.feeds.catch(() => undefined);
    throw error;
  });

  if (storedValue === serverValue && cachedCatalogue !== null && cachedTypes !== null) {
    const lists = await deps.fetchFeeds(true);
    return {
      types: cachedTypes,
      catalogue: cachedCatalogue,
      company: lists.emp,
      user: lists.usr,
      catalogueFrom: 'cache',
    };
  }

  // Types and feeds together (the types no longer wait for nothing).
  const { types: typesCall, feeds } = reload ?? startReload(deps);
  let types: TFeedType[];
  let isTypesFresh = true;
  try {
    types = await typesCall;
  } catch (error) {
    void feeds.catch(() => undefined);
    if (cachedTypes === null) throw error;
    types = cachedTypes;
    isTypesFresh = false;
  }
  const lists = await feeds;
  if (isTypesFresh) writeCached(storage, FEED_STORAGE_KEYS.types, types);
  writeCached(storage, FEED_STORAGE_KEYS.catalogue, lists.cocho);
  // Only a complete reload may record the new value; with stale types the next visit tries again.
  if (isTypesFresh) writeCached(storage, FEED_STORAGE_KEYS.lastUpdate, serverValue);
  return { types, catalogue: lists.cocho, company: lists.emp, user: lists.usr, catalogueFrom: 'server' };
}
