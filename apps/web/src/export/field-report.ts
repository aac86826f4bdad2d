/**
 * The field report (premium; docs/product/shell.md#screens, docs/product/shell.md#roles): what the farm hands out each day, in large print and without
 * prices: kg as fed per head and for the lot, the ration to produce, the mixer batches, room for notes.
 */
import { batchSection } from './batch-section';
import { describeAnimal } from './describe-animal';
import { dietDetails } from './full-report';
import type { Align, Cell } from './pdf-parts';
import { buildDocument, facts, keepTogether, section, table } from './pdf-parts';
import type { PdfContent, PdfDocument } from './pdf-library';
import type { DietReportData } from './report-data';
import { createReportFormat } from './report-text';
import type { ReportFormat, Translate } from './report-text';

/** Ruled lines left for the farm's notes. */
const NOTE_LINES = 5;

function dailyTable(data: DietReportData, t: Translate, format: ReportFormat): PdfContent {
  const head = data.totals.headCount;
  // A lot of one head would only repeat the per-head column.
  const withLot = head !== null && head > 1;
  const header = [
    t('column.feed'),
    t('column.asFedPerHead'),
    ...(withLot ? [t('column.asFedPerLot', { count: head })] : []),
    t('column.asFedPercent'),
  ];
  const rows: Cell[][] = data.feeds.map((feed) => [
    feed.name,
    format.mass(feed.asFedKg, 2),
    ...(withLot ? [format.mass(feed.asFedKg * head, 1)] : []),
    format.number(feed.asFedPercent, 1),
  ]);
  const footer: Cell[][] = [
    [
      t('column.total'),
      format.mass(data.totals.asFedIntakeKg, 2),
      ...(withLot ? [format.mass(data.totals.asFedIntakeKg * head, 1)] : []),
      format.number(100, 1),
    ],
  ];
  const align: Align[] = ['left', 'right', ...(withLot ? (['right'] as const) : []), 'right'];
  return table({ header, rows, footer, align, fontSize: 11 });
}

/** The field report's document definition. */
export function buildFieldReport(data: DietReportData, t: Translate): PdfDocument {
  const format = createReportFormat(data.language, data.timeZone, data.currency);
  const animal = describeAnimal(data.animal, t, format);
  const body: PdfContent[] = [
    section(t('section.animal')),
    facts(animal),
    section(t('section.daily')),
    dailyTable(data, t, format),
    section(t('section.ration', { kg: format.number(data.totals.rationKg, 0) })),
    table({
      header: [t('column.feed'), t('column.rationKg')],
      rows: data.feeds.map((feed) => [feed.name, format.number(feed.rationKg, 1)]),
      footer: [[t('column.total'), format.number(data.totals.rationKg, 1)]],
      align: ['left', 'right'],
      fontSize: 11,
    }),
    ...(data.batches ? [batchSection(data.batches, (id) => data.feedNames[id] ?? id, t, format, 11)] : []),
    keepTogether(
      [
        section(t('section.notes')),
        ...Array.from({ length: NOTE_LINES }, () => ({
          canvas: [
            { type: 'line' as const, x1: 0, y1: 18, x2: 515, y2: 18, lineWidth: 0.5, lineColor: '#999999' },
          ],
        })),
      ],
      NOTE_LINES,
    ),
  ];
  return buildDocument(
    {
      t,
      format,
      title: t('report.field'),
      subject: data.dietName,
      details: dietDetails(data, t),
      generatedAt: data.generatedAt,
    },
    body,
  );
}
