/**
 * The mix report (premium; docs/product/shell.md#screens, docs/product/shell.md#roles; the /calcular-racao screen): the mix's feeds with their shares
 * and amounts for the ration to produce, its composition on dry matter and as fed, its cost and the mixer
 * batch sheet.
 */
import { batchSection } from './batch-section';
import { buildDocument, facts, section, table } from './pdf-parts';
import type { PdfContent, PdfDocument } from './pdf-library';
import type { MixReportData } from './report-data';
import { tableText } from './handover-report';
import { describeMix } from './mix-handover';
import { createReportFormat } from './report-text';
import type { Translate } from './report-text';

/** The mix report's document definition. */
export function buildMixReport(data: MixReportData, t: Translate): PdfDocument {
  const format = createReportFormat(data.language, data.timeZone, data.currency);
  const mix = data.mixture;
  const { mixTable, rationFacts, compositionTable, isIncomplete } = describeMix(data, t, format);
  const body: PdfContent[] = [
    section(t('section.mix', { kg: format.number(mix.totalRationKg, 0) })),
    table({
      ...tableText(mixTable, format),
      align: ['left', 'right', 'right', 'right', 'right'],
      fontSize: 10,
    }),
    section(t('section.rationFacts')),
    facts(rationFacts),
    ...(compositionTable
      ? [
          section(t('section.composition')),
          table({
            ...tableText(compositionTable, format),
            align: ['left', 'left', 'right', 'right'],
            fontSize: 8,
          }),
          ...(isIncomplete ? [{ text: t('mixIncomplete'), style: 'note' }] : []),
        ]
      : []),
    ...(mix.batches ? [batchSection(mix.batches, (id) => data.feedNames[id] ?? id, t, format, 10)] : []),
  ];
  return buildDocument(
    {
      t,
      format,
      title: t('report.mix'),
      subject: data.mixName,
      details: data.authorName ? [t('author', { name: data.authorName })] : [],
      generatedAt: data.generatedAt,
    },
    body,
  );
}
