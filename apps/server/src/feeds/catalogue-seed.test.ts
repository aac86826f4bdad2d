// The catalogue the seed writes: Spanish names, user-facing sources, complete
// non-energy feeds, mixes computed from their ingredients, and urea usable in a protein supplement.
import { formulateSupplement, loadLpSolver, normalizeFeed } from '@cocho/engine';
import type { NutrientKey } from '@cocho/engine';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MIXTURES, ELEMENTAL_SULFUR_ID } from './catalogue-mixtures';
import { WITHDRAWN_SOURCE_IDS } from './catalogue-names';
import { readSeedFileRows, readSeedRows } from './seed-catalogue';

const rows = readSeedRows();
const bySourceId = new Map(rows.map((row) => [row.sourceId, row]));
const row = (sourceId: string) => {
  const found = bySourceId.get(sourceId);
  if (!found) throw new Error(`no seed row ${sourceId}`);
  return found;
};
/** Rows offered in the diet wizard: every listed feed category (not the additives, category 5). */
const wizardRows = rows.filter((item) => !item.isAdditive);

describe('the seeded catalogue', () => {
  it('gives every feed of the wizard a Spanish name', () => {
    const missing = wizardRows.filter((item) => !item.nameEs || item.nameEs.trim() === '');
    expect(missing.map((item) => item.sourceId)).toEqual([]);
  });

  it('shows users a citation, never curation notes, paths, commits, spec sections or tools', () => {
    for (const item of rows) {
      expect(item.source, item.sourceId).not.toMatch(
        /github|blob|commit|§|\.csv|\/src\/|Cocho seed|ASSUMED/i,
      );
    }
  });

  it('has no names that say a value is unknown, and one "Farelo de trigo"', () => {
    for (const item of rows) {
      expect(item.namePt, item.sourceId).not.toMatch(/não confirmad|não informad|not confirmed|not stated/i);
    }
    expect(rows.filter((item) => item.namePt === 'Farelo de trigo')).toHaveLength(1);
  });

  it('drops the withdrawn rows', () => {
    for (const sourceId of WITHDRAWN_SOURCE_IDS) expect(bySourceId.has(sourceId), sourceId).toBe(false);
    // The three label rows are gone from the files too.
    const fileIds = new Set(readSeedFileRows().map((item) => item.sourceId));
    expect(fileIds.has('BR:sal_mineral_hgm60')).toBe(false);
    // The Brazilian wheat bran is listed again, completed from the NASEM row, which leaves the list: one
    // "Farelo de trigo", not two.
    expect(fileIds.has('BR:farelo_trigo')).toBe(true);
    expect(bySourceId.has('BR:farelo_trigo')).toBe(true);
    expect(bySourceId.has('NASEM2021:166')).toBe(false);
  });

  it('gives urea, salt and limestone TDN 0 as a value, and the NASEM urea no energy', () => {
    const urea = row('NASEM2021:165');
    expect(urea.nutrients).toMatchObject({ NDT: 0, ED: 0, EM: 0, PB: 281, FDN: 0, Ca: 0, P: 0 });
    expect(urea.originalNutrients.ED).toBe(2.21);
    expect(urea.flags).toContainEqual(expect.objectContaining({ code: 'NON_ENERGY_SOURCE', key: 'NDT' }));
    for (const sourceId of ['NASEM2021:201', 'NASEM2021:197', 'NASEM2021:191', 'NASEM2021:228']) {
      const required: NutrientKey[] = ['MS', 'PB', 'NDT', 'FDN', 'Ca', 'P'];
      for (const key of required) expect(row(sourceId).nutrients[key], `${sourceId} ${key}`).toBeDefined();
      expect(row(sourceId).nutrients.NDT).toBe(0);
    }
    // Salt keeps its sodium and gets Ca and P 0 (NaCl holds none).
    expect(row('NASEM2021:201').nutrients).toMatchObject({ Na: 39.3, Ca: 0, P: 0 });
  });

  it('computes each mix as the dry-matter-weighted mean of its ingredients', () => {
    const sulfur = { MS: 100, S: 100 } as Partial<Record<NutrientKey, number>>;
    for (const mixture of CATALOGUE_MIXTURES) {
      const mix = row(mixture.sourceId);
      const parts = mixture.ingredients.map((ingredient) => {
        const nutrients =
          ingredient.sourceId === ELEMENTAL_SULFUR_ID ? sulfur : row(ingredient.sourceId).nutrients;
        return { nutrients, dmKg: (ingredient.kg * (nutrients.MS as number)) / 100, kg: ingredient.kg };
      });
      expect(
        parts.reduce((sum, part) => sum + part.kg, 0),
        mixture.sourceId,
      ).toBeCloseTo(100, 6);
      const dmKg = parts.reduce((sum, part) => sum + part.dmKg, 0);
      expect(mix.nutrients.MS, mixture.sourceId).toBeCloseTo(dmKg, 3);
      for (const key of ['PB', 'NDT', 'Ca', 'P', 'Na', 'S', 'Cu', 'Zn', 'Co', 'Se'] as const) {
        const expected = parts.reduce((sum, part) => sum + part.dmKg * (part.nutrients[key] ?? 0), 0) / dmKg;
        expect(mix.nutrients[key] ?? 0, `${mixture.sourceId} ${key}`).toBeCloseTo(expected, 3);
      }
      expect(mix.source).toMatch(/\(\d{4}\)|Embrapa/);
    }
  });

  it('makes the feedlot mineral mix a Brazilian feedlot mineral (Na 10–15 %, Ca 12–20 %, P 4–8 %)', () => {
    const mix = row('COCHO:mistura_mineral_confinamento').nutrients;
    expect(mix.Na).toBeGreaterThanOrEqual(10);
    expect(mix.Na).toBeLessThanOrEqual(15);
    expect(mix.Ca).toBeGreaterThanOrEqual(12);
    expect(mix.Ca).toBeLessThanOrEqual(20);
    expect(mix.P).toBeGreaterThanOrEqual(4);
    expect(mix.P).toBeLessThanOrEqual(8);
    expect(mix).toMatchObject({ MS: 100, PB: 0, NDT: 0, FDN: 0 });
    for (const key of ['S', 'Co', 'Cu', 'I', 'Mn', 'Se', 'Zn'] as const)
      expect(mix[key], key).toBeGreaterThan(0);
  });

  it('lets a protein supplement contain the catalogue urea', async () => {
    const solver = await loadLpSolver();
    const feedOf = (sourceId: string) =>
      normalizeFeed({ id: sourceId, tipo: row(sourceId).category, nutrientes: row(sourceId).nutrients });
    const result = formulateSupplement(
      {
        feeds: [feedOf('NASEM2021:44'), feedOf('NASEM2021:141'), feedOf('NASEM2021:165')],
        proteinPercent: 60,
      },
      solver,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const urea = result.value.feeds.find((feed) => feed.id === 'NASEM2021:165');
    expect(urea?.dryMatterPercent).toBeGreaterThan(0);
    expect(result.value.composition.PB).toBeCloseTo(60, 6);
  });
});
