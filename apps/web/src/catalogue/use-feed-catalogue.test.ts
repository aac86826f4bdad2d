import type { TFeed, TFeedType } from '@cocho/contracts';
import { describe, expect, it } from 'vitest';
import { createTestFeed } from '../testing/test-feed';
import { FEED_STORAGE_KEYS } from './feed-cache';
import type { FeedCatalogue } from './feed-cache';
import {
  clientIdForSaving,
  loadFeedCatalogueWithSponsored,
  readSelectedClientId,
} from './use-feed-catalogue';
import type { FeedCatalogueCalls } from './use-feed-catalogue';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('readSelectedClientId', () => {
  it('reads a stored client id or client object, and nothing else', () => {
    expect(readSelectedClientId(storageWith('12'))).toBe(12);
    expect(readSelectedClientId(storageWith('{"id":7,"nome":"Fazenda"}'))).toBe(7);
    expect(readSelectedClientId(storageWith(null))).toBeNull();
    expect(readSelectedClientId(storageWith('-1'))).toBeNull();
    expect(readSelectedClientId(storageWith('not json'))).toBeNull();
  });
});

describe('clientIdForSaving', () => {
  it('answers the selected client only with the consultancy ability', () => {
    expect(clientIdForSaving(true, storageWith('12'))).toBe(12);
    expect(clientIdForSaving(false, storageWith('12'))).toBeNull();
    expect(clientIdForSaving(true, storageWith(null))).toBeNull();
  });
});

describe('loadFeedCatalogueWithSponsored', () => {
  const feed = (id: string, name: string) =>
    createTestFeed({ id, tipo: 3, name, nutrientes: { PB: 9 }, fonte: 'lab' });
  const shared = ['1', '2', '3', '4', '5'].map((id) => feed(id, `Catálogo ${id}`));
  const sponsoredA = feed('EMP|7', 'Patrocinado A');
  const sponsoredB = feed('EMP|8', 'Patrocinado B');
  const types: TFeedType[] = [
    {
      id: 3,
      nome: 'Concentrados',
      nome_ingles: 'Energy',
      nome_espanhol: 'Energía',
      volumoso: false,
      ordem: 3,
    },
  ];
  const memory = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };
  const callsAnswering = (sponsored: TFeed[], made: string[] = []): FeedCatalogueCalls => ({
    lastUpdate: () => Promise.resolve('2026-11-01T00:00:00.000Z'),
    types: () => Promise.resolve(types),
    sharedCatalogue: () => {
      made.push('getCatalogo');
      return Promise.resolve(shared);
    },
    ownLists: () => Promise.resolve({ emp: [], usr: [], patrocinados: sponsored }),
  });
  const ids = (catalogue: FeedCatalogue) => catalogue.catalogue.map((entry) => entry.id);

  it('places the sponsored feeds of each load, also when the catalogue comes from the cache', async () => {
    const storage = memory();
    const first = await loadFeedCatalogueWithSponsored(storage, callsAnswering([sponsoredA]));
    expect(first.catalogueFrom).toBe('server');
    expect(ids(first)).toEqual(['1', '2', 'EMP|7', '3', '4', '5']);
    // The cache keeps the shared catalogue only.
    expect(storage.items.get(FEED_STORAGE_KEYS.catalogue)).not.toContain('EMP|7');

    // Revoked since (same catalogue version): it is gone at once.
    const made: string[] = [];
    const revoked = await loadFeedCatalogueWithSponsored(storage, callsAnswering([], made));
    expect(revoked.catalogueFrom).toBe('cache');
    expect(made).toEqual([]);
    expect(ids(revoked)).toEqual(['1', '2', '3', '4', '5']);

    // Another one accepted since: it appears at the third position.
    const accepted = await loadFeedCatalogueWithSponsored(storage, callsAnswering([sponsoredB]));
    expect(ids(accepted)).toEqual(['1', '2', 'EMP|8', '3', '4', '5']);
  });

  it('marks as sponsored only the feeds sponsored for this user, never the same feed among company feeds', async () => {
    const loaded = await loadFeedCatalogueWithSponsored(memory(), {
      ...callsAnswering([sponsoredA]),
      ownLists: () =>
        Promise.resolve({
          emp: [{ ...sponsoredB, patrocinado: true }],
          usr: [],
          patrocinados: [{ ...sponsoredA, patrocinado: true }],
        }),
    });
    expect(loaded.company.map((feed) => [feed.id, feed.patrocinado])).toEqual([['EMP|8', false]]);
    expect(loaded.catalogue.find((feed) => feed.id === 'EMP|7')?.patrocinado).toBe(true);
  });

  it('takes sponsored feeds out of a catalogue cached with them in it', async () => {
    const storage = memory();
    await loadFeedCatalogueWithSponsored(storage, callsAnswering([]));
    storage.setItem(
      FEED_STORAGE_KEYS.catalogue,
      JSON.stringify([shared[0], shared[1], sponsoredA, shared[2]]),
    );
    const loaded = await loadFeedCatalogueWithSponsored(storage, callsAnswering([]));
    expect(ids(loaded)).toEqual(['1', '2', '3']);
  });
});
