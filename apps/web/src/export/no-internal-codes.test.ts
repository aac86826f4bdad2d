/**
 * No codes to people: the message catalogues and the text of every PDF, Excel and CSV
 * export, in pt, en and es, hold no internal identifier (ALL_CAPS_WITH_UNDERSCORES, such as an indicator
 * code) and no untranslated key (`section.formula`, `abbr.PB`: what i18next shows for a key with no message).
 */
import { describe, expect, it } from 'vitest';
import { calculateFinancialReport, calculateMixture, LANGUAGES, predictPerformance } from '@cocho/engine';
import type { Language } from '@cocho/engine';
import { CATALOGUES } from '../i18n/catalogues';
import { buildDietCsv } from './diet-csv';
import { buildDietSheets } from './diet-excel';
import { buildDietFormula } from './diet-formula';
import { buildFieldReport } from './field-report';
import { buildFullReport } from './full-report';
import { buildMixReport } from './mix-report';
import type { PdfDocument } from './pdf-library';
import { buildMixReportData, buildPredictionReportData } from './report-data';
import {
  buildFixtureReport,
  FIXTURE_ANIMAL,
  FIXTURE_DATE,
  FIXTURE_FEEDS,
  FIXTURE_TIME_ZONE,
} from './testing/diet-fixture';
import { translatorFor } from './testing/translator';
import { findInternalCodes } from './testing/internal-codes';
import { buildHandoverPdf, buildHandoverSheets } from './handover-report';
import { buildAllHandovers } from './testing/handover-fixtures';

/** Every string of a catalogue, with its dotted path. */
function* messagesOf(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node !== null && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* messagesOf(value, `${path}.${key}`);
}

/** The text a PDF shows: every `text` and list item of the header, content and footer. */
function pdfStrings(document: PdfDocument): string[] {
  const out: string[] = [];
  const walk = (node: unknown, underText: boolean): void => {
    if (typeof node === 'string') {
      if (underText) out.push(node);
    } else if (Array.isArray(node)) for (const item of node) walk(item, underText);
    else if (node !== null && typeof node === 'object')
      for (const [key, value] of Object.entries(node))
        walk(value, underText || key === 'text' || key === 'ul' || key === 'ol');
  };
  const { header, content, footer } = document as unknown as Record<string, unknown>;
  walk(header, false);
  walk(content, true);
  walk(
    typeof footer === 'function' ? (footer as (page: number, pages: number) => unknown)(1, 2) : footer,
    false,
  );
  return out;
}

function dietExports(language: Language): string[] {
  const t = translatorFor(language);
  const data = buildFixtureReport(language, { mixerCapacityKg: 300 });
  const impossible = buildFixtureReport(language, { impossible: true });
  const finance = calculateFinancialReport({
    animal: FIXTURE_ANIMAL,
    dieta: { CUSTO: data.totals.costPerDay, CMS: data.totals.dryMatterIntakeKg },
  });
  if (!finance.ok) throw new Error('finance fixture');
  const withFinance = { ...data, finance: finance.value };
  const sheets = buildDietSheets(withFinance, t);
  return [
    ...pdfStrings(buildFullReport(withFinance, t)),
    ...pdfStrings(buildFullReport(impossible, t)),
    ...pdfStrings(buildFieldReport(data, t)),
    ...pdfStrings(buildDietFormula(data, t)),
    ...sheets.flatMap((sheet) => [
      sheet.name,
      ...sheet.titleLines,
      ...sheet.header,
      ...[...sheet.rows, ...(sheet.footer ?? [])].flat().filter((cell) => typeof cell === 'string'),
    ]),
    buildDietCsv(withFinance, t),
  ];
}

function mixAndPredictionExports(language: Language): string[] {
  const t = translatorFor(language);
  const mixture = calculateMixture({
    alimentos: [
      { id: 'A', nutrientes: { MS: 50, PB: 10, EM: 2.4, Cu: 10 }, proporcao: 60, custo: 0.1 },
      { id: 'B', nutrientes: { MS: 90, PB: 40, EM: 3 }, proporcao: 40, custo: 0.9 },
    ],
    total_racao_a_produzir: 500,
    capacidade_misturador: 200,
  });
  if (!mixture.ok) throw new Error('mixture fixture');
  const mixData = buildMixReportData({
    language,
    generatedAt: FIXTURE_DATE,
    timeZone: FIXTURE_TIME_ZONE,
    feeds: FIXTURE_FEEDS,
    mixture: mixture.value,
    mixName: 'Mix',
  });
  const feeds = FIXTURE_FEEDS.map((feed, index) => ({ ...feed, asFedKg: [15, 1, 5][index] ?? 1 }));
  const prediction = predictPerformance(
    FIXTURE_ANIMAL,
    feeds.map((feed) => ({
      id: feed.id,
      nutrientes: feed.nutrientes ?? {},
      quantidade: feed.asFedKg,
      volumoso: feed.volumoso ?? false,
    })),
  );
  if (!prediction.ok) throw new Error('prediction fixture');
  const predictionData = buildPredictionReportData({
    language,
    generatedAt: FIXTURE_DATE,
    timeZone: FIXTURE_TIME_ZONE,
    animal: FIXTURE_ANIMAL,
    feeds,
    prediction: prediction.value,
    dietName: 'Pasto',
  });
  return [...pdfStrings(buildMixReport(mixData, t)), ...pdfStrings(buildFullReport(predictionData, t))];
}

/** The text of every hand-over report, as PDF and as Excel. */
function handoverExports(language: Language): string[] {
  const t = translatorFor(language);
  return buildAllHandovers(language, t).flatMap((report) => [
    ...pdfStrings(buildHandoverPdf(report, t)),
    ...buildHandoverSheets(report, t).flatMap((sheet) => [
      sheet.name,
      ...sheet.titleLines,
      ...sheet.header,
      ...[...sheet.rows, ...(sheet.footer ?? [])].flat().filter((cell) => typeof cell === 'string'),
    ]),
  ]);
}

describe('no internal codes or untranslated keys reach people', () => {
  it('the detector finds codes and keys, and lets ordinary text pass', () => {
    expect(findInternalCodes('Margem PESO_DE_VENDA')).toEqual(['PESO_DE_VENDA']);
    expect(findInternalCodes('section.formula')).toEqual(['section.formula']);
    expect(findInternalCodes('Incompleto: falta abbr.PB')).toEqual(['abbr.PB']);
    expect(findInternalCodes('1.200,50 kg MS; 12 % a.a., e.g. 4.5; www.cocho.com.br; Ca:P 1,8')).toEqual([]);
  });

  it.each(LANGUAGES)('every message of the %s catalogues', (language) => {
    const found = [...messagesOf(CATALOGUES[language], language)].flatMap(([path, text]) =>
      findInternalCodes(text).map((code) => `${path}: ${code}`),
    );
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('the diet PDFs, Excel and CSV in %s', (language) => {
    const texts = dietExports(language);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.flatMap(findInternalCodes)).toEqual([]);
  });

  it.each(LANGUAGES)('the mix and prediction PDFs in %s', (language) => {
    expect(mixAndPredictionExports(language).flatMap(findInternalCodes)).toEqual([]);
  });

  it.each(LANGUAGES)(
    'the requirements, supplement, mix, comparison and public link exports in %s',
    (language) => {
      const texts = handoverExports(language);
      expect(texts.length).toBeGreaterThan(100);
      expect(texts.flatMap(findInternalCodes)).toEqual([]);
    },
  );
});
