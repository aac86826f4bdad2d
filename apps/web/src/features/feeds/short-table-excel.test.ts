import type { TFeedType } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { describe, expect, it } from 'vitest';
import { firstTableRow, readWorkbook } from '../../export/excel-library';
import type { Translate } from '../../export/report-text';
import { i18n, initI18n } from '../../i18n/i18n';
import { createTestFeed } from '../../testing/test-feed';
import { createExportLabels } from './short-table';
import { toTableFeeds } from '../../catalogue/feed-search';
import { buildShortTableSheet, writeShortTableExcel } from './short-table-excel';
import type { ShortTableExport } from './short-table-excel';

const TYPES: TFeedType[] = [
  {
    id: 1,
    nome: 'Silagens e pré-secados',
    nome_ingles: 'Silages and haylages',
    nome_espanhol: 'Ensilajes',
    volumoso: true,
    ordem: 2,
  },
];

// NASEM (2021) corn silage, typical: MS 35.361 % as fed, PB 7.707 % DM; Zn in mg/kg DM.
const SILAGE = createTestFeed({
  id: '48',
  tipo: 1,
  name: 'Silagem de milho (típica)',
  name_en: 'Corn silage (typical)',
  nutrientes: { MS: 35.361, PB: 7.707, EM: 2.469, Zn: 24.6 },
  fonte: 'NASEM (2021); "tabela" <1>',
});
const USER_FEED = createTestFeed({
  id: 'USR|1',
  tipo: 3,
  name: 'Meu milho; moído',
  nutrientes: { MS: 88, PB: 8.5 },
  fonte: null,
});

const GENERATED_AT = new Date('2026-11-23T15:30:00Z');

function feedsTranslator(language: Language): Translate {
  initI18n(language);
  return i18n.getFixedT(language, 'feeds') as Translate;
}

function tableIn(language: Language, t: Translate): ShortTableExport {
  return {
    feeds: toTableFeeds({ catalogue: [SILAGE], company: [], user: [USER_FEED] }),
    columns: ['MS', 'PB', 'EM', 'Zn'],
    language,
    labels: createExportLabels(t, TYPES, language),
    generatedAt: GENERATED_AT,
    timeZone: 'America/Sao_Paulo',
  };
}

describe('short table Excel export (written and read back with exceljs)', () => {
  it('holds the table under a title block: headers in the language, numbers as numbers, text as text', async () => {
    const t = feedsTranslator('pt');
    const table = tableIn('pt', t);
    const bytes = await writeShortTableExcel(table, t);
    // An .xlsx is a ZIP archive.
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);

    const workbook = await readWorkbook(bytes);
    expect([...workbook.keys()]).toEqual(['Alimentos']);
    const sheet = workbook.get('Alimentos') ?? [];
    expect(sheet.slice(0, 3).map((row) => row[1])).toEqual([
      'Tabela resumida de alimentos',
      'Gerado em 23/11/2026 12:30',
      '2 alimentos',
    ]);

    const headerIndex = firstTableRow(buildShortTableSheet(table, t)) - 1;
    expect(sheet[headerIndex]).toEqual([
      'Alimento',
      'Categoria',
      'MS (% MN)',
      'PB (% MS)',
      'EM (Mcal/kg MS)',
      'Zn (mg/kg MS)',
      'Fonte',
    ]);
    expect(sheet[headerIndex + 1]).toEqual([
      'Silagem de milho (típica)',
      'Silagens e pré-secados',
      35.361,
      7.707,
      2.469,
      24.6,
      'NASEM (2021); "tabela" <1>',
    ]);
    // A user feed (category 999, which has no type here): the empty category, the missing values and the
    // missing source stay empty cells.
    expect(sheet[headerIndex + 2]).toEqual(['Meu milho; moído', null, 88, 8.5]);
    expect(sheet).toHaveLength(headerIndex + 3);
  });

  it('uses the table decimals as number formats and the language of the translator', () => {
    const t = feedsTranslator('en');
    const sheet = buildShortTableSheet(tableIn('en', t), t);
    expect(sheet.name).toBe('Feeds');
    expect(sheet.titleLines[0]).toBe('Short feed composition table');
    expect(sheet.titleLines[1]).toBe('Generated on 11/23/2026 12:30 PM');
    expect(sheet.header).toEqual([
      'Feed',
      'Category',
      'DM (% as fed)',
      'CP (% DM)',
      'ME (Mcal/kg DM)',
      'Zn (mg/kg DM)',
      'Source',
    ]);
    expect(sheet.rows[0]?.[0]).toBe('Corn silage (typical)');
    expect(sheet.columns.map((column) => column.numberFormat)).toEqual([
      undefined,
      undefined,
      '0.00',
      '0.00',
      '0.00',
      '0.0',
      undefined,
    ]);
  });
});
