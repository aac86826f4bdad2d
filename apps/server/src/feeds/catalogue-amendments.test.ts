import { describe, expect, it } from 'vitest';
import { amendCatalogueRow, CATALOGUE_AMENDMENTS } from './catalogue-amendments';
import { readSeedFileRows } from './seed-catalogue';

const rows = readSeedFileRows();

describe('seed amendments', () => {
  it('each names a seed row whose file leaves the amended cell blank', () => {
    for (const amendment of CATALOGUE_AMENDMENTS) {
      const row = rows.find((item) => item.sourceId === amendment.sourceId);
      expect(row, amendment.sourceId).toBeDefined();
      expect(row?.nutrients[amendment.key], amendment.sourceId).toBeUndefined();
      expect(amendment.reason).toMatch(/NASEM/);
    }
  });

  it('fills the blank cells and flags them as assumed, leaving the source citation as the file gives it', () => {
    const row = rows.find((item) => item.sourceId === 'BR:sal_mineral_minimos_leite_globorural');
    if (!row) throw new Error('no dairy mineral salt row');
    const amended = amendCatalogueRow(row);
    expect(amended.nutrients).toEqual({ ...row.nutrients, MS: 100, PB: 0, NDT: 0, FDN: 0 });
    expect(amended.originalNutrients).toEqual(row.originalNutrients);
    expect(amended.flags).toContainEqual(
      expect.objectContaining({ code: 'ASSUMED_VALUE', key: 'MS', value: 100 }),
    );
    expect(amended.source).toBe(row.source);
  });

  it('never replaces a value the file gives, and leaves other rows untouched', () => {
    const limestone = rows.find((item) => item.sourceId === 'NASEM2021:197');
    if (!limestone) throw new Error('no limestone row');
    expect(amendCatalogueRow(limestone)).toBe(limestone);
    const withMs = {
      ...limestone,
      sourceId: 'BR:sal_mineral_minimos_leite_globorural',
      nutrients: { MS: 98, PB: 1, NDT: 2, FDN: 3 },
    };
    expect(amendCatalogueRow(withMs)).toBe(withMs);
  });
});
