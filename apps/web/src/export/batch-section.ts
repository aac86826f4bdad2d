/**
 * The mixer batches as the farm weighs them (field and mix reports): how many batches, then each feed's
 * kg in a full batch and in the last one, with the total to read on the mixer's scale. A column that no
 * batch uses is left out (no full batch when the ration is smaller than the mixer; no partial batch when
 * the ration divides evenly), and the section stays on one page.
 */
import type { BatchSheet } from '@cocho/engine';
import type { Align } from './pdf-parts';
import { facts, keepTogether, section, table } from './pdf-parts';
import type { PdfContent } from './pdf-library';
import type { ReportFormat, Translate } from './report-text';

/** The mixer's capacity, the number of batches, of full ones, and the last one's kg. */
export function batchFacts(batches: BatchSheet, t: Translate, format: ReportFormat): [string, string][] {
  return [
    [t('batch.capacity'), `${format.number(batches.mixerCapacityKg, 1)} ${t('unit.kg')}`],
    [t('batch.count'), format.number(batches.batchCount, 0)],
    [t('batch.full'), format.number(batches.fullBatchCount, 0)],
    [t('batch.lastKg'), `${format.number(batches.lastBatchKg, 1)} ${t('unit.kg')}`],
  ];
}

export function batchSection(
  batches: BatchSheet,
  nameOf: (id: string) => string,
  t: Translate,
  format: ReportFormat,
  fontSize: number,
): PdfContent {
  const withFull = batches.fullBatchCount > 0;
  const withLast = batches.hasPartialBatch;
  // Every amount says its unit (the headers name none): kg, and under 1 kg g or mg.
  const kg = (value: number) => format.mass(value, 1);
  const header = [
    t('column.feed'),
    ...(withFull ? [t('column.perFullBatch')] : []),
    ...(withLast ? [t('column.inLastBatch')] : []),
  ];
  const used = batches.rows.filter((row) => row.kgPerFullBatch > 0 || row.kgInLastBatch > 0);
  const rows = used.map((row) => [
    nameOf(row.id),
    ...(withFull ? [kg(row.kgPerFullBatch)] : []),
    ...(withLast ? [kg(row.kgInLastBatch)] : []),
  ]);
  const sum = (pick: (row: BatchSheet['rows'][number]) => number) =>
    used.reduce((total, row) => total + pick(row), 0);
  const footer = [
    [
      t('column.total'),
      ...(withFull ? [kg(sum((row) => row.kgPerFullBatch))] : []),
      ...(withLast ? [kg(sum((row) => row.kgInLastBatch))] : []),
    ],
  ];
  const align: Align[] = ['left', ...header.slice(1).map(() => 'right' as const)];
  return keepTogether(
    [
      section(t('section.batches')),
      facts(batchFacts(batches, t, format)),
      table({ header, rows, footer, align, fontSize }),
    ],
    rows.length + 3,
  );
}
