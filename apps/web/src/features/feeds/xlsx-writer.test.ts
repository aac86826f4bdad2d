import { describe, expect, it } from 'vitest';
import { columnName, crc32, writeXlsx } from './xlsx-writer';

/** Reads a stored ZIP back through its central directory, checking each entry's CRC. */
function readZip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endOffset = bytes.length - 22;
  expect(view.getUint32(endOffset, true)).toBe(0x06054b50);
  const count = view.getUint16(endOffset + 10, true);
  let position = view.getUint32(endOffset + 16, true);
  const decoder = new TextDecoder();
  const files = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    expect(view.getUint32(position, true)).toBe(0x02014b50);
    const crc = view.getUint32(position + 16, true);
    const size = view.getUint32(position + 24, true);
    const nameLength = view.getUint16(position + 28, true);
    const localOffset = view.getUint32(position + 42, true);
    const name = decoder.decode(bytes.subarray(position + 46, position + 46 + nameLength));
    expect(view.getUint32(localOffset, true)).toBe(0x04034b50);
    const dataStart = localOffset + 30 + view.getUint16(localOffset + 26, true);
    const data = bytes.subarray(dataStart, dataStart + size);
    expect(crc32(data), name).toBe(crc);
    files.set(name, decoder.decode(data));
    position += 46 + nameLength;
  }
  return files;
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('columnName', () => {
  it('names columns A … Z, AA …', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe('writeXlsx', () => {
  it('writes the parts of a workbook with numbers as numbers and escaped text', () => {
    const files = readZip(
      writeXlsx('Tabela', [
        ['Alimento', 'PB'],
        ['Milho <moído> & "seco"', 8.5],
        ['Sem valor', null],
      ]),
    );
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = files.get('xl/worksheets/sheet1.xml') ?? '';
    expect(sheet).toContain('<c r="B2"><v>8.5</v></c>');
    expect(sheet).toContain('Milho &lt;moído&gt; &amp; &quot;seco&quot;');
    expect(sheet).not.toContain('r="B3"');
    expect(files.get('xl/workbook.xml')).toContain('name="Tabela"');
  });
});
