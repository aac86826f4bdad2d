import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_COLUMNS, writeCsv } from './catalogue-csv';
import { convertCatalogueRecord, NASEM_PROFILE, PRODUCT_PROFILE, readCatalogueCsv } from './catalogue-rows';
import type { CatalogueRow } from './catalogue-rows';

const SEED_DIR = new URL('./seed-data/', import.meta.url);
const readSeed = (name: string) => readFileSync(new URL(name, SEED_DIR), 'utf8');

function rowOf(rows: readonly CatalogueRow[], sourceId: string): CatalogueRow {
  const row = rows.find((item) => item.sourceId === sourceId);
  if (!row) throw new Error(`no row ${sourceId}`);
  return row;
}

function csvOf(records: Record<string, string>[]): string {
  return writeCsv(
    CATALOGUE_COLUMNS,
    records.map((record) => CATALOGUE_COLUMNS.map((column) => record[column] ?? '')),
  );
}

const GOOD = { source_id: 'T:1', name_pt: 'Teste', category_hint: 'concentrado:energetico', source: 'lab' };

describe('the seed files', () => {
  it('read without problems, every row kept', () => {
    for (const [file, profile, count] of [
      ['nasem-2021-starter.csv', NASEM_PROFILE, 115],
      ['ilri-tropical-roughages.csv', PRODUCT_PROFILE, 17],
      ['brazil-tropical-cited.csv', PRODUCT_PROFILE, 22],
      ['brazil-pastures-cited.csv', PRODUCT_PROFILE, 2],
    ] as const) {
      const result = readCatalogueCsv(readSeed(file), profile);
      expect(result.problems, file).toEqual([]);
      expect(result.rows, file).toHaveLength(count);
      for (const row of result.rows) expect(row.source.length).toBeGreaterThan(10);
    }
  });

  it('converts the NASEM protein fractions from % of CP to % of DM and derives PDR, MO and CNF', () => {
    const { rows } = readCatalogueCsv(readSeed('nasem-2021-starter.csv'), NASEM_PROFILE);
    const cornSilage = rowOf(rows, 'NASEM2021:48');
    // PB 7.707; PNDR 32.917 % of CP → 2.5369 % DM; PBA 60 % → 4.6242; PBB 24 % → 1.8497.
    expect(cornSilage.nutrients.PNDR).toBeCloseTo(7.707 * 0.32917, 3);
    expect(cornSilage.nutrients.PBA).toBeCloseTo(4.6242, 4);
    expect(cornSilage.nutrients.PBB).toBeCloseTo(1.8497, 4);
    expect(cornSilage.nutrients.PDR).toBeCloseTo(7.707 - 7.707 * 0.32917, 3);
    expect(cornSilage.nutrients.MO).toBeCloseTo(100 - 3.843, 6);
    expect(cornSilage.nutrients.CNF).toBeCloseTo(100 - (7.707 + 40.931 + 2.916 + 3.843), 6);
    expect(cornSilage.originalNutrients.PNDR).toBe(32.917);
    // NDT and ED are given; only ME is derived from the given DE: 0.9455 × 2.932 − 0.3032.
    expect(cornSilage.nutrients.NDT).toBe(68.82);
    expect(cornSilage.nutrients.EM).toBeCloseTo(0.9455 * 2.932 - 0.3032, 4);
    expect(cornSilage.computedKeys).toEqual(['PDR', 'MO', 'CNF', 'EM']);
    expect(cornSilage.category).toBe(1);
    expect(cornSilage.isRoughage).toBe(true);
  });

  it('computes a missing NDT from composition and marks it as computed', () => {
    const { rows } = readCatalogueCsv(readSeed('nasem-2021-starter.csv'), NASEM_PROFILE);
    const sorghumSilage = rowOf(rows, 'NASEM2021:79');
    expect(sorghumSilage.computedKeys).toContain('NDT');
    // PB 8.225, FDN 45.74, EE 2.517, MM 5.947, L 4.254, forage protein term with ADICP 0:
    // NFC 37.571 → 36.8196; dNDF 0.835 × 41.486 × (1 − 0.0930^0.85) = 30.0984; FA 1.517 × 2.25 = 3.4133.
    expect(sorghumSilage.nutrients.NDT).toBeCloseTo(71.498, 2);
    expect(sorghumSilage.originalNutrients.NDT).toBeUndefined();
  });

  it('reads the NASEM zeros for Co and I on plant feeds as unknown, but not on minerals', () => {
    const { rows } = readCatalogueCsv(readSeed('nasem-2021-starter.csv'), NASEM_PROFILE);
    const cornSilage = rowOf(rows, 'NASEM2021:48');
    expect(cornSilage.nutrients.Co).toBeUndefined();
    expect(cornSilage.originalNutrients.Co).toBe(0);
    expect(cornSilage.flags.some((flag) => flag.code === 'ZERO_READ_AS_UNKNOWN' && flag.key === 'Co')).toBe(
      true,
    );
    const limestone = rowOf(rows, 'NASEM2021:197');
    expect(limestone.nutrients.Ca).toBe(35);
  });

  it('flags the implausible values the data README names', () => {
    const nasem = readCatalogueCsv(readSeed('nasem-2021-starter.csv'), NASEM_PROFILE).rows;
    const pasture = rowOf(nasem, 'NASEM2021:281');
    expect(pasture.flags).toContainEqual(
      expect.objectContaining({ code: 'OUT_OF_RANGE', key: 'Co', value: 30.8 }),
    );
    const ilri = readCatalogueCsv(readSeed('ilri-tropical-roughages.csv'), PRODUCT_PROFILE).rows;
    const maizeStem = rowOf(ilri, 'ILRI:maize_stem');
    expect(maizeStem.flags).toContainEqual(
      expect.objectContaining({ code: 'ENERGY_INCONSISTENT_WITH_FDA', key: 'EM', value: 2.165 }),
    );
    // A plain corn silage raises no flag besides the unknown zeros.
    const cornSilage = rowOf(nasem, 'NASEM2021:48');
    expect(cornSilage.flags.filter((flag) => flag.code !== 'ZERO_READ_AS_UNKNOWN')).toEqual([]);
  });

  it('maps every category hint of the files and marks the monensin row as an additive', () => {
    const { rows } = readCatalogueCsv(readSeed('brazil-tropical-cited.csv'), PRODUCT_PROFILE);
    expect(rowOf(rows, 'BR:monensina').isAdditive).toBe(true);
    expect(rowOf(rows, 'BR:sal_mineral_minimos_leite_globorural').category).toBe(4);
    expect(rowOf(rows, 'BR:feno_coastcross_a').category).toBe(7);
    // Given NDT → ED and ME derived.
    const hay = rowOf(rows, 'BR:feno_coastcross_a');
    expect(hay.nutrients.ED).toBeCloseTo(48.59 * 0.04409, 4);
    expect(hay.computedKeys).toEqual(['ED', 'EM']);
  });
});

describe('bad rows', () => {
  it('names the row and column of a negative value, a percentage above 100 and a missing name', () => {
    const text = csvOf([
      { ...GOOD, source_id: 'T:1', PB: '-2' },
      { ...GOOD, source_id: 'T:2', FDN: '120' },
      { ...GOOD, source_id: 'T:3', name_pt: '', name_en: '' },
      { ...GOOD, source_id: 'T:4', EE: 'abc' },
      { ...GOOD, source_id: 'T:5', PB: '12' },
    ]);
    const result = readCatalogueCsv(text, PRODUCT_PROFILE);
    expect(result.problems).toEqual([
      { row: 2, column: 'PB', code: 'NEGATIVE_VALUE', detail: '-2' },
      { row: 3, column: 'FDN', code: 'PERCENT_ABOVE_100', detail: '120 > 100' },
      { row: 4, column: 'name_pt', code: 'MISSING_NAME' },
      { row: 5, column: 'EE', code: 'NOT_A_NUMBER', detail: 'abc' },
    ]);
    expect(result.rows.map((row) => row.sourceId)).toEqual(['T:5']);
  });

  it('accepts urea-like CP above 100 but not above 300', () => {
    const ok = convertCatalogueRecord(
      { ...GOOD, category_hint: 'aditivo:NNP', PB: '281' },
      2,
      PRODUCT_PROFILE,
    );
    expect(ok.ok).toBe(true);
    const bad = convertCatalogueRecord(
      { ...GOOD, category_hint: 'aditivo:NNP', PB: '350' },
      2,
      PRODUCT_PROFILE,
    );
    expect(bad).toEqual({
      ok: false,
      problems: [{ row: 2, column: 'PB', code: 'ABOVE_MAXIMUM', detail: '350 > 300' }],
    });
  });

  it('rejects an unknown category, a duplicate source id and a malformed line', () => {
    const text =
      csvOf([
        { ...GOOD, source_id: 'T:1', category_hint: 'planta:desconhecida' },
        { ...GOOD, source_id: 'T:2' },
        { ...GOOD, source_id: 'T:2' },
      ]) + 'T:9,"broken\n';
    const result = readCatalogueCsv(text, PRODUCT_PROFILE);
    expect(result.problems).toEqual([
      { row: 2, column: 'category_hint', code: 'UNKNOWN_CATEGORY', detail: 'planta:desconhecida' },
      { row: 4, column: 'source_id', code: 'DUPLICATE_SOURCE_ID', detail: 'line 3' },
      { row: 5, code: 'CSV_UNCLOSED_QUOTE' },
    ]);
  });

  it('reports missing required columns on row 1', () => {
    const result = readCatalogueCsv('name_pt,PB\nMilho,8\n', PRODUCT_PROFILE);
    expect(result.problems).toEqual([
      { row: 1, column: 'source_id', code: 'MISSING_COLUMN' },
      { row: 1, column: 'source', code: 'MISSING_COLUMN' },
      { row: 1, column: 'category_hint', code: 'MISSING_COLUMN' },
    ]);
  });

  it('needs PB to convert fractions given as % of CP', () => {
    const result = convertCatalogueRecord({ ...GOOD, PNDR: '30' }, 7, NASEM_PROFILE);
    expect(result).toEqual({
      ok: false,
      problems: [{ row: 7, column: 'PNDR', code: 'PROTEIN_FRACTION_NEEDS_PB' }],
    });
  });
});

describe('semicolon files and optional columns', () => {
  it('reads comma decimals, name_es and an explicit tipo', () => {
    const text = 'source_id;name_pt;name_es;tipo;PB;NDT;source\nX:1;Milho moído;Maíz molido;3;8,5;85;lab\n';
    const result = readCatalogueCsv(text, PRODUCT_PROFILE);
    expect(result.problems).toEqual([]);
    const row = result.rows[0];
    expect(row?.nutrients.PB).toBe(8.5);
    expect(row?.nameEs).toBe('Maíz molido');
    expect(row?.category).toBe(3);
    expect(row?.categoryHint).toBe('concentrado:energetico');
  });

  it('warns about unknown columns without blocking', () => {
    const result = readCatalogueCsv(
      'source_id,name_pt,category_hint,source,cor\nX,Y,mineral,s,azul\n',
      PRODUCT_PROFILE,
    );
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([{ row: 1, column: 'cor', code: 'UNKNOWN_COLUMN_IGNORED' }]);
  });
});
