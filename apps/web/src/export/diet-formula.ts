/**
 * The diet formula (docs/product/shell.md#screens "diet formula PDF"): the recipe of the ration to produce — each feed's
 * share on dry matter and as fed, its kg in the batch, its price — with the ration's dry matter, cost
 * and main concentrations.
 */
import type { RequirementKey } from '@cocho/engine';
import { dietDetails } from './full-report';
import { buildDocument, facts, section, table } from './pdf-parts';
import type { PdfContent, PdfDocument } from './pdf-library';
import type { DietReportData } from './report-data';
import { createReportFormat, requirementName } from './report-text';
import type { Translate } from './report-text';

/** Concentrations shown in the formula, per kg of diet dry matter. */
const FORMULA_CONCENTRATIONS: readonly RequirementKey[] = [
  'NDT',
  'EM',
  'PB',
  'PDR',
  'PNDR',
  'FDN',
  'EE',
  'CNF',
  'AMIDO',
  'Ca',
  'P',
];

/**
 * A requirement supplied per day as a concentration of the diet's dry matter: kg/day → % DM,
 * g/day → % DM (g/kg ÷ 10, docs/product/calculation.md#validation: g/kg = %DM × 10), Mcal/day → Mcal/kg DM, mg/day → mg/kg DM.
 */
function concentrationOf(
  key: RequirementKey,
  suppliedPerDay: number,
  dryMatterIntakeKg: number,
): { readonly value: number; readonly unit: 'pctDm' | 'mcalPerKgDm' | 'mgPerKgDm' } | null {
  if (!(dryMatterIntakeKg > 0)) return null;
  const perKg = suppliedPerDay / dryMatterIntakeKg;
  if (key === 'EL' || key === 'EM') return { value: perKg, unit: 'mcalPerKgDm' };
  if (['Co', 'Cu', 'I', 'Mn', 'Se', 'Zn'].includes(key)) return { value: perKg, unit: 'mgPerKgDm' };
  if (['CMS', 'EE', 'CNF', 'FDN', 'FDNfe', 'AMIDO', 'NDT'].includes(key))
    return { value: perKg * 100, unit: 'pctDm' };
  return { value: perKg / 10, unit: 'pctDm' };
}

/** Main concentrations of a diet's dry matter (those the feeds supply at all). */
function findDietConcentrations(data: DietReportData) {
  return FORMULA_CONCENTRATIONS.flatMap((key) => {
    const supplied = data.suppliedPerDay[key];
    if (!(supplied > 0)) return [];
    const concentration = concentrationOf(key, supplied, data.totals.dryMatterIntakeKg);
    return concentration ? [{ key, ...concentration }] : [];
  });
}

/** The diet formula's document definition. */
export function buildDietFormula(data: DietReportData, t: Translate): PdfDocument {
  const format = createReportFormat(data.language, data.timeZone, data.currency);
  const totals = data.totals;
  const rationDryMatter =
    totals.asFedIntakeKg > 0 ? (totals.dryMatterIntakeKg / totals.asFedIntakeKg) * 100 : null;
  const concentrations = findDietConcentrations(data);
  const body: PdfContent[] = [
    section(t('section.formula', { kg: format.number(totals.rationKg, 0) })),
    table({
      header: [
        t('column.feed'),
        t('column.dryMatterPercent'),
        t('column.asFedPercent'),
        t('column.rationKg'),
        t('column.pricePerKg'),
      ],
      rows: data.feeds.map((feed) => [
        feed.name,
        format.number(feed.dryMatterPercent, 2),
        format.number(feed.asFedPercent, 2),
        format.number(feed.rationKg, 1),
        format.money(feed.pricePerKgAsFed, 3),
      ]),
      footer: [
        [
          t('column.total'),
          format.number(100, 2),
          format.number(100, 2),
          format.number(totals.rationKg, 1),
          '',
        ],
      ],
      align: ['left', 'right', 'right', 'right', 'right'],
      fontSize: 10,
    }),
    section(t('section.rationFacts')),
    facts([
      [t('total.rationDryMatter'), format.percent(rationDryMatter, 1)],
      [t('total.costPerKgAsFed'), format.money(totals.costPerKgAsFed, 3)],
      [
        t('total.costPerTonne'),
        format.money(totals.costPerKgAsFed === null ? null : totals.costPerKgAsFed * 1000),
      ],
      [t('total.rationCost'), format.money(totals.rationCost)],
      [t('total.costPerKgDm'), format.money(totals.costPerKgDm, 3)],
      [
        t('total.roughageConcentrate'),
        `${format.number(totals.roughagePercent, 1)} : ${format.number(totals.concentratePercent, 1)}`,
      ],
    ]),
    ...(concentrations.length > 0
      ? [
          section(t('section.concentrations')),
          table({
            header: [t('column.nutrient'), t('column.concentration')],
            rows: concentrations.map((item) => [
              requirementName(item.key, data.language),
              `${format.number(item.value, item.unit === 'pctDm' ? 2 : item.unit === 'mcalPerKgDm' ? 2 : 1)} ${t(`unit.${item.unit}`)}`,
            ]),
            align: ['left', 'right'],
          }),
        ]
      : []),
  ];
  return buildDocument(
    {
      t,
      format,
      title: t('report.formula'),
      subject: data.dietName,
      details: dietDetails(data, t),
      generatedAt: data.generatedAt,
    },
    body,
  );
}
