import type { TFeed, TFeedType } from '@cocho/contracts';
import { describe, expect, it } from 'vitest';
import { createTestFeed } from '../testing/test-feed';
import { FEED_STORAGE_KEYS, loadFeedCatalogue } from './feed-cache';
import type { FeedCacheDeps, FeedLists } from './feed-cache';

function feed(id: string, name: string): TFeed {
  return createTestFeed({ id, tipo: 3, name, nutrientes: { PB: 9 }, fonte: 'lab' });
}

const TYPES: TFeedType[] = [
  {
    id: 3,
    nome: 'Concentrados energéticos',
    nome_ingles: 'Energy',
    nome_espanhol: 'Energía',
    volumoso: false,
    ordem: 3,
  },
];

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** Fake server answers, recording which calls were made. */
function server(lastUpdate: string, options: { typesFail?: boolean; feedsFail?: boolean } = {}) {
  const calls: string[] = [];
  const deps = (storage: MemoryStorage): FeedCacheDeps => ({
    storage,
    fetchLastUpdate: async () => {
      calls.push('lastUpdateAt');
      return lastUpdate;
    },
    fetchTypes: async () => {
      calls.push('tipos');
      if (options.typesFail) throw new Error('offline');
      return TYPES;
    },
    fetchFeeds: async (onlyUserAndCompany): Promise<FeedLists> => {
      calls.push(onlyUserAndCompany ? 'feeds:usr+emp' : 'feeds:all');
      if (options.feedsFail) throw new Error('offline');
      return {
        cocho: onlyUserAndCompany ? [] : [feed('1', 'Milho'), feed('2', 'Soja')],
        emp: [feed('EMP|1', 'Núcleo')],
        usr: [feed('USR|1', 'Meu milho')],
      };
    },
  });
  return { calls, deps };
}

describe('loadFeedCatalogue', () => {
  it('on a first visit reloads types and feeds and stores the new last-update value', async () => {
    const storage = new MemoryStorage();
    const { calls, deps } = server('2026-11-22T03:00:00.000Z');
    const result = await loadFeedCatalogue(deps(storage));
    expect(calls).toEqual(['lastUpdateAt', 'tipos', 'feeds:all']);
    expect(result.catalogueFrom).toBe('server');
    expect(result.catalogue.map((item) => item.name)).toEqual(['Milho', 'Soja']);
    expect(storage.getItem(FEED_STORAGE_KEYS.lastUpdate)).toBe('2026-11-22T03:00:00.000Z');
    expect(JSON.parse(storage.getItem(FEED_STORAGE_KEYS.catalogue) ?? '[]')).toHaveLength(2);
  });

  it('with nothing cached sends the types and feeds with the last-update value, not after it', async () => {
    const { calls, deps } = server('v1');
    let answerLastUpdate: (value: string) => void = () => undefined;
    const pending = new Promise<string>((resolve) => (answerLastUpdate = resolve));
    const loading = loadFeedCatalogue({ ...deps(new MemoryStorage()), fetchLastUpdate: () => pending });
    // Every call has gone out while the last-update value is still unanswered.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['tipos', 'feeds:all']);
    answerLastUpdate('v1');
    await loading;
  });

  it('with an equal value uses the cached catalogue and reloads only company and user feeds', async () => {
    const storage = new MemoryStorage();
    await loadFeedCatalogue(server('v1').deps(storage));
    const second = server('v1');
    const result = await loadFeedCatalogue(second.deps(storage));
    expect(second.calls).toEqual(['lastUpdateAt', 'feeds:usr+emp']);
    expect(result.catalogueFrom).toBe('cache');
    expect(result.catalogue.map((item) => item.name)).toEqual(['Milho', 'Soja']);
    expect(result.user.map((item) => item.id)).toEqual(['USR|1']);
    expect(result.types).toEqual(TYPES);
  });

  it('with a different value reloads everything and stores the new value', async () => {
    const storage = new MemoryStorage();
    await loadFeedCatalogue(server('v1').deps(storage));
    const next = server('v2');
    const result = await loadFeedCatalogue(next.deps(storage));
    expect(next.calls).toEqual(['lastUpdateAt', 'tipos', 'feeds:all']);
    expect(result.catalogueFrom).toBe('server');
    expect(storage.getItem(FEED_STORAGE_KEYS.lastUpdate)).toBe('v2');
  });

  it('falls back to the cached types when the types call fails, and does not record the new value', async () => {
    const storage = new MemoryStorage();
    await loadFeedCatalogue(server('v1').deps(storage));
    const result = await loadFeedCatalogue(server('v2', { typesFail: true }).deps(storage));
    expect(result.types).toEqual(TYPES);
    expect(storage.getItem(FEED_STORAGE_KEYS.lastUpdate)).toBe('v1');
  });

  it('rejects when the types call fails with nothing cached, or when feeds fail', async () => {
    await expect(
      loadFeedCatalogue(server('v1', { typesFail: true }).deps(new MemoryStorage())),
    ).rejects.toThrow('offline');
    await expect(
      loadFeedCatalogue(server('v1', { feedsFail: true }).deps(new MemoryStorage())),
    ).rejects.toThrow('offline');
  });

  it('a types or feeds call that fails while the last-update call is still out is not an unhandled rejection', async () => {
    // Vitest fails the run on an unhandled rejection; the failures here come before lastUpdateAt answers.
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      for (const option of ['typesFail', 'feedsFail'] as const) {
        let answerLastUpdate = (_value: string) => undefined as void;
        const deps: FeedCacheDeps = {
          ...server('v1', { [option]: true }).deps(new MemoryStorage()),
          fetchLastUpdate: () => new Promise<string>((resolve) => (answerLastUpdate = resolve)),
        };
        const loading = loadFeedCatalogue(deps);
        // Let the reload's calls fail and the event loop report what is unhandled, then answer.
        await new Promise((resolve) => setTimeout(resolve, 10));
        answerLastUpdate('v1');
        await expect(loading).rejects.toThrow('offline');
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });

  it('reloads when the cached catalogue is unreadable even if the value is equal', async () => {
    const storage = new MemoryStorage();
    await loadFeedCatalogue(server('v1').deps(storage));
    storage.setItem(FEED_STORAGE_KEYS.catalogue, '{not json');
    const again = server('v1');
    await loadFeedCatalogue(again.deps(storage));
    expect(again.calls).toEqual(['lastUpdateAt', 'tipos', 'feeds:all']);
  });
});

describe('loadFeedCatalogue offline', () => {
  class NoNetwork extends Error {}
  const offline = (deps: FeedCacheDeps): FeedCacheDeps => ({
    ...deps,
    isOffline: (error) => error instanceof NoNetwork,
    fetchLastUpdate: async () => {
      throw new NoNetwork('offline');
    },
  });

  it('uses the cached catalogue, types and last company and user feeds when there is no network', async () => {
    const storage = new MemoryStorage();
    await loadFeedCatalogue(server('v1').deps(storage));
    const result = await loadFeedCatalogue(offline(server('v1').deps(storage)));
    expect(result.catalogueFrom).toBe('cache');
    expect(result.types).toEqual(TYPES);
    expect(result.catalogue.map((item) => item.name)).toEqual(['Milho', 'Soja']);
    expect(result.company.map((item) => item.name)).toEqual(['Núcleo']);
    expect(result.user.map((item) => item.name)).toEqual(['Meu milho']);
  });

  it('still rejects offline with nothing cached, and on a failure that is not the network', async () => {
    await expect(loadFeedCatalogue(offline(server('v1').deps(new MemoryStorage())))).rejects.toThrow(
      'offline',
    );
    const storage = new MemoryStorage();
    await loadFeedCatalogue(server('v1').deps(storage));
    const refused = { ...offline(server('v1').deps(storage)), isOffline: () => false };
    await expect(loadFeedCatalogue(refused)).rejects.toThrow('offline');
  });
});
