import { describe, expect, it } from 'vitest';
import { detectSeparator, parseCsv, writeCsv } from './catalogue-csv';

describe('parseCsv', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks', () => {
    const text = 'a,b,c\n1,"x, y","say ""hi"""\r\n2,"two\nlines",z\n';
    const { csv, problems } = parseCsv(text);
    expect(problems).toEqual([]);
    expect(csv.header).toEqual(['a', 'b', 'c']);
    expect(csv.records).toEqual([
      { line: 2, cells: ['1', 'x, y', 'say "hi"'] },
      { line: 3, cells: ['2', 'two\nlines', 'z'] },
    ]);
  });

  it('names the line of a record with the wrong cell count and keeps the good ones', () => {
    const { csv, problems } = parseCsv('a,b\n1,2\n3\n4,5,6\n7,8\n');
    expect(csv.records.map((record) => record.line)).toEqual([2, 5]);
    expect(problems).toEqual([
      { row: 3, code: 'CSV_CELL_COUNT', detail: '1/2' },
      { row: 4, code: 'CSV_CELL_COUNT', detail: '3/2' },
    ]);
  });

  it('reports an unclosed quote and text after a closing quote', () => {
    expect(parseCsv('a,b\n"x"y,2\n').problems).toEqual([
      { row: 2, code: 'CSV_TEXT_AFTER_QUOTE', detail: 'y' },
    ]);
    expect(parseCsv('a,b\n1,"open\n').problems[0]).toMatchObject({ row: 2, code: 'CSV_UNCLOSED_QUOTE' });
  });

  it('detects a semicolon separator and strips a byte-order mark', () => {
    const text = '\uFEFFname;PB\nMilho;8,5\n';
    expect(detectSeparator(text)).toBe(';');
    const { csv } = parseCsv(text);
    expect(csv.header).toEqual(['name', 'PB']);
    expect(csv.records[0]?.cells).toEqual(['Milho', '8,5']);
  });

  it('skips blank lines', () => {
    expect(parseCsv('a\n\n1\n\n').csv.records).toEqual([{ line: 3, cells: ['1'] }]);
  });
});

describe('writeCsv', () => {
  it('neutralises cells a spreadsheet would run as formulas, keeps negative numbers, and imports them back', () => {
    const rows = [['=HYPERLINK("http://x")', '-0.5', '+55 31', '@SUM(A1)', 'Milho', '-cmd']];
    const text = writeCsv(['a', 'b', 'c', 'd', 'e', 'f'], rows);
    const cells = parseCsv(text.replace(/'/g, '§')).csv.records[0]?.cells ?? [];
    expect(cells.map((cell) => cell.startsWith('§'))).toEqual([true, false, true, true, false, true]);
    expect(parseCsv(text).csv.records[0]?.cells).toEqual(rows[0]);
  });

  it('round-trips through parseCsv, quoting only when needed', () => {
    const rows = [
      ['1', 'plain', 'with, comma'],
      ['2', 'quote "q"', 'line\nbreak'],
    ];
    const text = writeCsv(['id', 'a', 'b'], rows);
    expect(text.split('\n')[1]).toBe('1,plain,"with, comma"');
    const { csv, problems } = parseCsv(text);
    expect(problems).toEqual([]);
    expect(csv.records.map((record) => record.cells)).toEqual(rows);
  });

  it('writes with a semicolon', () => {
    expect(writeCsv(['a', 'b'], [['1;2', '3']], ';')).toBe('a;b\n"1;2";3\n');
  });
});
