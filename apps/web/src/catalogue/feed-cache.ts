/**
 * The feed list cache rule (docs/product/shell.md#states and docs/product/calls.md#shell-calls): the server's last-update value
 * (`alimentos/lastUpdateAt` → data[1]) is compared with the stored `lastUpdate`.
 * - Equal: the cached catalogue (`alimentosStored`) and types (`tipos`) are used; only company and user
 *   feeds are reloaded (`apenasUSREMP`).
 * - Different (or nothing cached): types and feeds are reloaded and the new value is stored.
 * The types list falls back to the cached one when its call fails; a failure to load feeds rejects.
 * Calls that do not depend on each other go out together: types and feeds at once, and with nothing cached,
 * with the last-update value too.
 * Offline: when the last-update call fails for want of a network and a catalogue is cached, the
 * cached catalogue, types and last company and user feeds are used. The app keeps this cache in IndexedDB
 * (offline/offline-db.ts); the storage is any key-to-text store, synchronous or not.
 */
import type { TFeed, TFeedType } from '@cocho/contracts';
import type { z } from 'zod';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** Local storage keys of docs/product/shell.md#records (kept with every other key in storage/storage-keys.ts). */
export const FEED_STORAGE_KEYS = {
  lastUpdate: STORAGE_KEYS.feedsLastUpdate,
  types: STORAGE_KEYS.feedTypes,
  catalogue: STORAGE_KEYS.feedCatalogue,
  company: STORAGE_KEYS.companyFeeds,
  user: STORAGE_KEYS.userFeeds,
} as const;

/** A key-to-text store: local storage, or the IndexedDB cache. */
export type FeedCacheStorage = {
  readonly getItem: (key: string) => string | null | Promise<string | null>;
  readonly setItem: (key: string, value: string) => void | Promise<void>;
};

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
  readonly storage: FeedCacheStorage;
  /** Whether a failed call means "no network" (the cache is then used); none: every failure rejects. */
  readonly isOffline?: (error: unknown) => boolean;
  /** data[1] of alimentos/lastUpdateAt. */
  readonly fetchLastUpdate: () => Promise<string>;
  readonly fetchTypes: () => Promise<TFeedType[]>;
  readonly fetchFeeds: (onlyUserAndCompany: boolean) => Promise<FeedLists>;
};

type CachedListSchemas = { readonly types: z.ZodType<TFeedType[]>; readonly feeds: z.ZodType<TFeed[]> };
let listSchemas: Promise<CachedListSchemas> | null = null;

/**
 * The cached lists' checks, loaded with the contracts on the first read (the cache is read asynchronously
 * anyway), so this module brings no schema and no zod to the screens that import it
 * (docs/decisions/first-screen-budget.md). A load that failed is tried again next time.
 */
function cachedListSchemas(): Promise<CachedListSchemas> {
  // From the call contracts' module, not the contracts' barrel: a dynamic import of the barrel would keep every
  // schema it exports, in the entry's chunk.
  listSchemas ??= import('../api/call-contracts').then(
    ({ ZFeed, ZFeedType }) => ({ types: ZFeedType.array(), feeds: ZFeed.array() }),
    (error: unknown) => {
      listSchemas = null;
      throw error;
    },
  );
  return listSchemas;
}

async function readCached<T>(
  storage: FeedCacheStorage,
  key: string,
  schemaOf: (schemas: CachedListSchemas) => z.ZodType<T>,
): Promise<T | null> {
  try {
    const [text, schemas] = await Promise.all([storage.getItem(key), cachedListSchemas()]);
    if (text === null) return null;
    const parsed = schemaOf(schemas).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function writeCached(storage: FeedCacheStorage, key: string, value: unknown): Promise<void> {
  try {
    await storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // A full storage only costs the next visit a reload.
  }
}

const typesSchema = (schemas: CachedListSchemas) => schemas.types;
const feedsSchema = (schemas: CachedListSchemas) => schemas.feeds;

/** The company and user feeds last loaded, for use offline. */
async function writeOwnLists(storage: FeedCacheStorage, lists: FeedLists): Promise<void> {
  await writeCached(storage, FEED_STORAGE_KEYS.company, lists.emp);
  await writeCached(storage, FEED_STORAGE_KEYS.user, lists.usr);
}

function startReload(deps: FeedCacheDeps): { types: Promise<TFeedType[]>; feeds: Promise<FeedLists> } {
  const reload = { types: deps.fetchTypes(), feeds: deps.fetchFeeds(false) };
  // Both may fail before they are awaited (while the last-update call or the types are awaited): their
  // failures are handled where they are awaited, not reported as unhandled rejections meanwhile.
  reload.types.catch(() => undefined);
  reload.feeds.catch(() => undefined);
  return reload;
}

/** Loads types and feeds by the cache rule. */
export async function loadFeedCatalogue(deps: FeedCacheDeps): Promise<FeedCatalogue> {
  const { storage } = deps;
  // The last-update call goes out before the cache is read (one round trip on a slow link).
  const lastUpdate = deps.fetchLastUpdate();
  // Until it is awaited below, its failure is handled there.
  lastUpdate.catch(() => undefined);
  const [storedValue, cachedCatalogue, cachedTypes] = await Promise.all([
    Promise.resolve(storage.getItem(FEED_STORAGE_KEYS.lastUpdate)).catch(() => null),
    readCached(storage, FEED_STORAGE_KEYS.catalogue, feedsSchema),
    readCached(storage, FEED_STORAGE_KEYS.types, typesSchema),
  ]);
  // With nothing cached the reload is certain: the types and feeds go out with the last-update value
  // instead of after it (one round trip instead of three on a slow link).
  const reload =
    storedValue === null || cachedCatalogue === null || cachedTypes === null ? startReload(deps) : null;
  let serverValue: string;
  try {
    serverValue = await lastUpdate;
  } catch (error) {
    void reload?.types.catch(() => undefined);
    void reload?.feeds.catch(() => undefined);
    if (cachedCatalogue === null || cachedTypes === null || !deps.isOffline?.(error)) throw error;
    const [company, user] = await Promise.all([
      readCached(storage, FEED_STORAGE_KEYS.company, feedsSchema),
      readCached(storage, FEED_STORAGE_KEYS.user, feedsSchema),
    ]);
    return {
      types: cachedTypes,
      catalogue: cachedCatalogue,
      company: company ?? [],
      user: user ?? [],
      catalogueFrom: 'cache',
    };
  }

  if (storedValue === serverValue && cachedCatalogue !== null && cachedTypes !== null) {
    const lists = await deps.fetchFeeds(true);
    await writeOwnLists(storage, lists);
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
  if (isTypesFresh) await writeCached(storage, FEED_STORAGE_KEYS.types, types);
  await writeCached(storage, FEED_STORAGE_KEYS.catalogue, lists.cocho);
  await writeOwnLists(storage, lists);
  // Only a complete reload may record the new value; with stale types the next visit tries again.
  if (isTypesFresh) await writeCached(storage, FEED_STORAGE_KEYS.lastUpdate, serverValue);
  return { types, catalogue: lists.cocho, company: lists.emp, user: lists.usr, catalogueFrom: 'server' };
}
