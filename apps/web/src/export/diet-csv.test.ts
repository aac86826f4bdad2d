import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, formatCsvNumber } from './csv';
import { buildDietCsv } from './diet-csv';
import { buildFixtureReport } from './testing/diet-fixture';
import { translatorFor } from './testing/translator';

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('diet CSV (docs/product/shell.md#constants: semicolon separator)', () => {
  it('Portuguese: semicolons, decimal comma, no grouping, one line per feed and a total', () => {
    const csv = buildDietCsv(buildFixtureReport('pt'), translatorFor('pt'));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, silage, soy, total, ...rest] = lines(csv);
    expect(rest).toEqual([]);
    expect(header).toBe('Alimento;Preço/kg MN;kg MN;kg MS;% MN;% MS;Custo/dia;kg na ração');
    // 56/3 = 18,6667 kg as fed; 28/3 = 9,3333 kg DM; 1000 kg ration × 96,18 % = 961,83 kg.
    expect(silage).toBe('Silagem de milho;0,1000;18,6667;9,3333;96,18;93,33;1,8667;961,83');
    expect(soy?.startsWith('Farelo de soja;0,9000;0,7407;0,6667;')).toBe(true);
    expect(total).toBe('Total;;19,4074;10,0000;100,00;100,00;2,5333;1000,00');
  });

  it('English: decimal point', () => {
    const [, silage] = lines(buildDietCsv(buildFixtureReport('en'), translatorFor('en')));
    expect(silage).toBe('Corn silage;0.1000;18.6667;9.3333;96.18;93.33;1.8667;961.83');
  });

  it('quotes cells holding the separator or quotes, and defuses formulas', () => {
    expect(csvCell('Milho; moído')).toBe('"Milho; moído"');
    expect(csvCell('Farelo "A"')).toBe('"Farelo ""A"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(formatCsvNumber(1234.5, 'es', 2)).toBe('1234,50');
    expect(formatCsvNumber(1234.5, 'pt', 2, true)).toBe('1234,5');
    expect(formatCsvNumber(0.125, 'en', 1, true)).toBe('0.1');
    expect(buildCsv([['a', { value: Number.NaN, decimals: 2 }, null]], 'pt')).toBe('\uFEFFa;;\r\n');
  });
});
