import { describe, expect, it } from 'vitest';
import { feedDataQuality } from './feed-quality';

describe('feedDataQuality', () => {
  it('counts the source’s values as measured and computed, same-feed and zero-by-formula values as estimated', () => {
    const quality = feedDataQuality({
      // Corn silage as the catalogue lists it: PB and NDT measured, Ca from the NASEM row, EM from NDT,
      // and a 0 read from a pure source's formula (not in the source's numbers).
      nutrientes: { PB: 7.52, NDT: 64.71, Ca: 0.237, EM: 2.39, Co: 0 },
      nutrientes_originais: { PB: 7.52, NDT: 64.71 },
      nutrientes_calculados: ['EM'],
      alertas: [{ code: 'ESTIMATED_FROM_SAME_FEED', key: 'Ca', value: 0.237 }],
    });
    expect(quality).toEqual({ measured: 2, estimated: 3, estimatedKeys: ['Ca', 'EM', 'Co'] });
  });

  it('counts a pasture value estimated from the mean of similar cited feeds as estimated', () => {
    const quality = feedDataQuality({
      // Deferred Marandu: PB and FDN measured; Ca the mean of cited pasture rows (flagged, also in the originals).
      nutrientes: { PB: 7, FDN: 72.7, Ca: 0.36 },
      nutrientes_originais: { PB: 7, FDN: 72.7, Ca: 0.36 },
      nutrientes_calculados: [],
      alertas: [{ code: 'ESTIMATED_FROM_CLASS_MEAN', key: 'Ca', value: 0.36 }],
    });
    expect(quality).toEqual({ measured: 2, estimated: 1, estimatedKeys: ['Ca'] });
  });

  it('counts every value of a mix as calculated, and says nothing for a feed without its source’s numbers', () => {
    expect(
      feedDataQuality({
        nutrientes: { MS: 100, Ca: 19.5 },
        nutrientes_originais: {},
        nutrientes_calculados: [],
        alertas: [{ code: 'MIXTURE_OF_INGREDIENTS', key: null }],
      }),
    ).toEqual({ measured: 0, estimated: 2, estimatedKeys: ['MS', 'Ca'] });
    expect(
      feedDataQuality({
        nutrientes: { PB: 10 },
        nutrientes_originais: null,
        nutrientes_calculados: [],
        alertas: [],
      }),
    ).toBeNull();
  });
});
