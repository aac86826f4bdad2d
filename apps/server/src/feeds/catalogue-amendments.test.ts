import { describe, expect, it } from 'vitest';
import { amendCatalogueRow, CATALOGUE_AMENDMENTS } from './catalogue-amendments';
import { readSeedRows } from './seed-catalogue';

const rows = readSeedRows();

describe('cited seed amendments', () => {
  it('each names a seed row whose file leaves the amended cell blank', () => {
    for (const amendment of CATALOGUE_AMENDMENTS) {
      const row = rows.find((item) => item.sourceId === amendment.sourceId);
      expect(row, amendment.sourceId).toBeDefined();
      expect(row?.nutrients[amendment.key], amendment.sourceId).toBeUndefined();
      expect(amendment.citation).toMatch(/NASEM/);
    }
  });

  it('fills the blank cell, flags it as assumed and appends the citation to the source', () => {
    const row = rows.find((item) => item.sourceId === 'BR:sal_mineral_hgm60');
    if (!row) throw new Error('no hgm60 row');
    const amended = amendCatalogueRow(row);
    expect(amended.nutrients).toEqual({ ...row.nutrients, MS: 100 });
    expect(amended.originalNutrients).toEqual(row.originalNutrients);
    expect(amended.flags).toContainEqual(
      expect.objectContaining({ code: 'ASSUMED_VALUE', key: 'MS', value: 100 }),
    );
    expect(amended.source.startsWith(`${row.source} | `)).toBe(true);
  });

  it('never replaces a value the file gives, and leaves other rows untouched', () => {
    const limestone = rows.find((item) => item.sourceId === 'NASEM2021:197');
    if (!limestone) throw new Error('no limestone row');
    expect(amendCatalogueRow(limestone)).toBe(limestone);
    const withMs = {
      ...limestone,
      sourceId: 'BR:sal_mineral_hgm60',
      nutrients: { ...limestone.nutrients, MS: 98 },
    };
    expect(amendCatalogueRow(withMs)).toBe(withMs);
  });
});
