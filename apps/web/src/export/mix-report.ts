/**
 * The mix report (premium; docs/product/shell.md#screens, docs/product/shell.md#roles; the /calcular-racao screen): the mix's feeds with their shares
 * and amounts for the ration to produce, its composition on dry matter and as fed, its cost and the mixer
 * batch sheet.
 */
import { NUTRIENT_KEYS, NUTRIENT_UNITS } from '@cocho/engine';
import { batchSection } from './batch-section';
import { buildDocument, facts, section, table } from './pdf-parts';
import type { PdfContent, PdfDocument } from './pdf-library';
import type { MixReportData } from './report-data';
import { createReportFormat, nutrientName } from './report-text';
import type { Translate } from './report-text';

/**
 * The composition's units without their basis: the table gives each value on dry matter and as fed, so a
 * unit such as "% DM" would mislabel the as-fed column. The symbols are the same in pt, en and es.
 */
const BASIS_FREE_UNITS: Readonly<Record<string, string>> = {
  '% DM': '%',
  'Mcal/kg DM': 'Mcal/kg',
  'mg/kg DM': 'mg/kg',
};

/** The mix report's document definition. */
export function buildMixReport(data: MixReportData, t: Translate): PdfDocument {
  const format = createReportFormat(data.language, data.timeZone, data.currency);
  const mix = data.mixture;
  const name = (id: string) => data.feedNames[id] ?? id;
  const rows = mix.rows.filter((row) => row.asFedKg > 0);
  const composition = NUTRIENT_KEYS.filter((key) => key !== 'MS' && mix.compositionDm[key] !== undefined);
  const incomplete = new Set<string>(mix.incompleteNutrients);
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
              incomplete.has(key) ? `${nutrientName(key, t)} *` : nutrientName(key, t),
              BASIS_FREE_UNITS[NUTRIENT_UNITS[key]] ?? NUTRIENT_UNITS[key],
              format.number(mix.compositionDm[key], 2),
              format.number(mix.compositionAsFed[key], 2),
            ]),
            align: ['left', 'left', 'right', 'right'],
            fontSize: 8,
          }),
          ...(incomplete.size > 0 ? [{ text: t('mixIncomplete'), style: 'note' }] : []),
        ]
      : []),
    ...(mix.batches ? [batchSection(mix.batches, name, t, format, 10)] : []),
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
