import { describe, expect, it } from 'vitest';
import { ZFeed } from '@cocho/contracts';
import type { TSavedFeed } from '@cocho/contracts';
import { feedFromSnapshot } from './feed-from-snapshot';

describe('feedFromSnapshot', () => {
  const snapshot: TSavedFeed = {
    id: 'USR|7',
    tipo: 1,
    name: 'Silagem do lote 7',
    name_en: 'Lot 7 silage',
    name_es: null,
    volumoso: true,
    nutrientes: { MS: 31.9, PB: 7.5 },
  };
  const feed = feedFromSnapshot(snapshot);

  it('keeps what the record saved of the feed', () => {
    expect(feed).toMatchObject(snapshot);
  });

  it("is a valid feed of the user's own, with no price, per kg", () => {
    expect(() => ZFeed.parse(feed)).not.toThrow();
    expect(feed.visibilidade).toBe('privado');
    expect(feed.custo).toBeNull();
    expect(feed.unidade).toBe('kg');
    expect(feed.EXCLUIDO).toBe(0);
  });
});
