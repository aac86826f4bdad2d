/**
 * The mix report (premium; spec 01 §2, §6; the /calcular-racao screen): the mix's feeds with their shares
 * and amounts for the ration to produce, its composition on dry matter and as fed, its cost and the mixer
 * batch sheet.
 */
import { NUTRIENT_KEYS } from '@cocho/engine';
import { buildDocument, facts, section, table } from './pdf-parts';
import type { PdfContent, PdfDocument } from './pdf-library';
import type { MixReportData } from './report-data';
import { createReportFormat, nutrientName, nutrientUnit } from './report-text';
import type { Translate } from './report-text';

/** The mix report's document definition. */
export function buildMixReport(data: MixReportData, t: Translate): PdfDocument {
  const format = createReportFormat(data.language, data.timeZone);
  const mix = data.mixture;
  const name = (id: string) => data.feedNames[id] ?? id;
  const rows = mix.rows.filter((row) => row.asFedKg > 0);
  const composition = NUTRIENT_KEYS.filter((key) => key !== 'MS' && mix.compositionDm[key] !== undefined);
  const body: PdfContent[] = [
    section(t('section.mix', { kg: format.number(mix.totalRationKg, 0) })),
    table({
      header: [
        t('column.feed'),
        t('column.asFedPercent'),
        t('column.dryMatterPercent'),
        t('column.rationKg'),
        t('column.rationDmKg'),
      ],
      rows: rows.map((row) => [
        name(row.id),
        format.number(row.asFedPercent, 2),
        format.number(row.dmPercent, 2),
        format.number(row.rationAsFedKg, 1),
        format.number(row.rationDmKg, 1),
      ]),
      footer: [
        [
          t('column.total'),
          format.number(100, 2),
          format.number(100, 2),
          format.number(mix.totalRationKg, 1),
          format.number(mix.totalRationDmKg, 1),
        ],
      ],
      align: ['left', 'right', 'right', 'right', 'right'],
      fontSize: 10,
    }),
    section(t('section.rationFacts')),
    facts([
      [t('total.rationDryMatter'), format.percent(mix.dryMatterPercent, 1)],
      [t('total.costPerKgAsFed'), format.money(mix.cost?.perKgAsFed, 3)],
      [t('total.costPerKgDm'), format.money(mix.cost?.perKgDm, 3)],
      [t('total.rationCost'), format.money(mix.cost?.totalRation)],
    ]),
    ...(composition.length > 0
      ? [
          section(t('section.composition')),
          table({
            header: [t('column.nutrient'), t('column.unit'), t('column.dmBasis'), t('column.asFedBasis')],
            rows: composition.map((key) => [
              nutrientName(key, t),
              nutrientUnit(key, t),
              format.number(mix.compositionDm[key], 2),
              format.number(mix.compositionAsFed[key], 2),
            ]),
            align: ['left', 'left', 'right', 'right'],
            fontSize: 8,
          }),
        ]
      : []),
    ...(mix.batches
      ? [
          section(t('section.batches')),
          facts([
            [t('batch.capacity'), `${format.number(mix.batches.mixerCapacityKg, 0)} ${t('unit.kg')}`],
            [t('batch.count'), format.number(mix.batches.batchCount, 0)],
            [t('batch.full'), format.number(mix.batches.fullBatchCount, 0)],
            [t('batch.lastKg'), `${format.number(mix.batches.lastBatchKg, 1)} ${t('unit.kg')}`],
          ]),
          table({
            header: [t('column.feed'), t('column.kgPerFullBatch'), t('column.kgInLastBatch')],
            rows: mix.batches.rows.map((row) => [
              name(row.id),
              format.number(row.kgPerFullBatch, 1),
              format.number(row.kgInLastBatch, 1),
            ]),
            align: ['left', 'right', 'right'],
            fontSize: 10,
          }),
        ]
      : []),
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
