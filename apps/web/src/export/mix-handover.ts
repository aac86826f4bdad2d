/**
 * The mix report's content as a hand-over report, for its Excel workbook: the same mix,
 * ration facts, composition and mixer batches as the mix report PDF (mix-report.ts), numbers as numbers.
 */
import { NUTRIENT_KEYS, NUTRIENT_UNITS } from '@cocho/engine';
import { batchFacts } from './batch-section';
import { num } from './handover-report';
import type { HandoverReport, HandoverSection, HandoverTable } from './handover-report';
import type { MixReportData } from './report-data';
import { createReportFormat, nutrientName } from './report-text';
import type { ReportFormat, Translate } from './report-text';

/**
 * The composition's units without their basis: the table gives each value on dry matter and as fed, so a
 * unit such as "% DM" would mislabel the as-fed column. The symbols are the same in pt, en and es.
 */
const BASIS_FREE_UNITS: Readonly<Record<string, string>> = {
  '% DM': '%',
  'Mcal/kg DM': 'Mcal/kg',
  'mg/kg DM': 'mg/kg',
};

/** The mix's tables and ration facts, as the mix report's PDF (mix-report.ts) and workbook show them. */
export function describeMix(data: MixReportData, t: Translate, format: ReportFormat) {
  const mix = data.mixture;
  const name = (id: string) => data.feedNames[id] ?? id;
  const composition = NUTRIENT_KEYS.filter((key) => key !== 'MS' && mix.compositionDm[key] !== undefined);
  const incomplete = new Set<string>(mix.incompleteNutrients);
  const mixTable: HandoverTable = {
    header: [
      t('column.feed'),
      t('column.asFedPercent'),
      t('column.dryMatterPercent'),
      t('column.rationKg'),
      t('column.rationDmKg'),
    ],
    rows: mix.rows
      .filter((row) => row.asFedKg > 0)
      .map((row) => [
        name(row.id),
        num(row.asFedPercent, 2),
        num(row.dmPercent, 2),
        num(row.rationAsFedKg, 1),
        num(row.rationDmKg, 1),
      ]),
    footer: [
      [t('column.total'), num(100, 2), num(100, 2), num(mix.totalRationKg, 1), num(mix.totalRationDmKg, 1)],
    ],
  };
  const rationFacts: [string, string][] = [
    [t('total.rationDryMatter'), format.percent(mix.dryMatterPercent, 1)],
    [t('total.costPerKgAsFed'), format.money(mix.cost?.perKgAsFed, 3)],
    [t('total.costPerKgDm'), format.money(mix.cost?.perKgDm, 3)],
    [t('total.rationCost'), format.money(mix.cost?.totalRation)],
  ];
  const compositionTable: HandoverTable | null =
    composition.length > 0
      ? {
          header: [t('column.nutrient'), t('column.unit'), t('column.dmBasis'), t('column.asFedBasis')],
          rows: composition.map((key) => [
            incomplete.has(key) ? `${nutrientName(key, t)} *` : nutrientName(key, t),
            BASIS_FREE_UNITS[NUTRIENT_UNITS[key]] ?? NUTRIENT_UNITS[key],
            num(mix.compositionDm[key], 2),
            num(mix.compositionAsFed[key], 2),
          ]),
        }
      : null;
  return { mixTable, rationFacts, compositionTable, isIncomplete: incomplete.size > 0 };
}

export function buildMixHandover(data: MixReportData, t: Translate): HandoverReport {
  const format = createReportFormat(data.language, data.timeZone, data.currency);
  const mix = data.mixture;
  const name = (id: string) => data.feedNames[id] ?? id;
  const { mixTable, rationFacts, compositionTable, isIncomplete } = describeMix(data, t, format);
  const batches = mix.batches;
  const batchSection: HandoverSection[] = batches
    ? [
        {
          title: t('section.batches'),
          facts: batchFacts(batches, t, format),
          table: {
            header: [
              t('column.feed'),
              `${t('column.perFullBatch')} (${t('unit.kg')})`,
              `${t('column.inLastBatch')} (${t('unit.kg')})`,
            ],
            rows: batches.rows
              .filter((row) => row.kgPerFullBatch > 0 || row.kgInLastBatch > 0)
              .map((row) => [name(row.id), num(row.kgPerFullBatch, 1), num(row.kgInLastBatch, 1)]),
          },
        },
      ]
    : [];
  return {
    kind: 'mixture',
    language: data.language,
    generatedAt: data.generatedAt,
    ...(data.timeZone === undefined ? {} : { timeZone: data.timeZone }),
    ...(data.currency === undefined ? {} : { currency: data.currency }),
    title: t('report.mix'),
    subject: data.mixName,
    details: data.authorName ? [t('author', { name: data.authorName })] : [],
    sections: [
      {
        title: t('section.mix', { kg: format.number(mix.totalRationKg, 0) }),
        table: mixTable,
        facts: rationFacts,
      },
      ...(compositionTable
        ? [
            {
              title: t('section.composition'),
              table: compositionTable,
              ...(isIncomplete ? { notes: [t('mixIncomplete')] } : {}),
            },
          ]
        : []),
      ...batchSection,
    ],
  };
}
