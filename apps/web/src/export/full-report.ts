/**
 * The full diet report (docs/product/shell.md#screens save and export menu, "full report PDF"): animal, diet with amounts,
 * shares, prices and costs, totals, supplied versus required nutrients, what is missed or in conflict,
 * warnings, the expected performance and the financial report when the screen has them.
 */
import { indicatorNameText } from '@cocho/contracts';
import type { FinanceCode, FinancialReport } from '@cocho/engine';
import { describeAnimal } from './describe-animal';
import { describeMiss } from './describe-miss';
import {
  describeTotals,
  FEED_COLUMNS,
  feedLines,
  financeValueText,
  nutrientHeader,
  nutrientLines,
  SCENARIO_CODES,
} from './diet-tables';
import type { Cell } from './pdf-parts';
import { buildDocument, facts, keepTogether, section, table } from './pdf-parts';
import type { PdfContent, PdfDocument } from './pdf-library';
import type { DietReportData } from './report-data';
import { createReportFormat, describeConflict, describeWarning, requirementName } from './report-text';
import type { ReportFormat, Translate } from './report-text';

/** Header lines shared by the diet reports: client and author. */
export function dietDetails(data: DietReportData, t: Translate): string[] {
  const lines: string[] = [];
  if (data.clientName) lines.push(t('client', { name: data.clientName }));
  if (data.authorName) lines.push(t('author', { name: data.authorName }));
  return lines;
}

function feedTable(data: DietReportData, t: Translate, format: ReportFormat): PdfContent {
  const { rows, total } = feedLines(data, t, (column, value): Cell => {
    if (value === undefined) return '';
    return column.kind === 'money'
      ? format.money(value, column.decimals)
      : format[column.kind](value, column.decimals);
  });
  return table({
    header: [t('column.feed'), ...FEED_COLUMNS.map((column) => t(`column.${column.pdfKey ?? column.key}`))],
    rows,
    footer: [total],
    align: ['left', ...FEED_COLUMNS.map(() => 'right' as const)],
    fontSize: 8,
  });
}

/** The trace-mineral premix the diet needs: what to send to a feed mill. */
function premixSection(data: DietReportData, t: Translate, format: ReportFormat): PdfContent[] {
  const premix = data.guards?.premix;
  if (!premix) return [];
  return [
    keepTogether(
      [
        section(t('section.premix')),
        { text: t('premix.intro', { grams: format.number(premix.gramsPerHeadPerDay, 0) }), fontSize: 9 },
        table({
          header: [t('premix.mineral'), t('premix.mgPerDay'), t('premix.mgPerKg'), t('premix.source')],
          rows: premix.minerals.map((mineral) => [
            requirementName(mineral.key, data.language),
            format.number(mineral.mgPerDay, 1),
            format.number(mineral.mgPerKg, 0),
            `${t(`premix.sourceName.${mineral.source}`)}: ${format.number(mineral.sourceGramsPerKg, 2)}`,
          ]),
          align: ['left', 'right', 'right', 'left'],
          fontSize: 8,
        }),
        { text: t('premix.carrier', { grams: format.number(premix.carrierGramsPerKg, 1) }), fontSize: 9 },
      ],
      premix.minerals.length + 3,
    ),
  ];
}

function problemsSection(data: DietReportData, t: Translate, format: ReportFormat): PdfContent[] {
  const out: PdfContent[] = [];
  if (data.misses.length > 0) {
    out.push(
      keepTogether(
        [
          section(t('section.misses')),
          // Worded as on the screen, with the amounts and what would fix each miss.
          { ul: data.misses.map((miss) => describeMiss(miss, data, t, format)) },
        ],
        data.misses.length + 1,
      ),
    );
  }
  if (data.conflicts.length > 0) {
    out.push(
      keepTogether(
        [
          section(t('section.conflicts')),
          { ul: data.conflicts.map((ref) => describeConflict(ref, data, t, format)) },
          { text: t('conflictAdvice'), style: 'note' },
        ],
        data.conflicts.length + 1,
      ),
    );
  }
  const notices = [
    ...data.warnings.map((warning) => describeWarning(warning, data, t, format)),
    ...(data.leftOutFeeds.length > 0 ? [t('leftOut', { names: data.leftOutFeeds.join(', ') })] : []),
  ];
  if (notices.length > 0)
    out.push(keepTogether([section(t('section.warnings')), { ul: notices }], notices.length));
  return out;
}

function predictionSection(data: DietReportData, t: Translate, format: ReportFormat): PdfContent[] {
  const prediction = data.prediction;
  if (!prediction) return [];
  const gain = (value: number) => `${format.number(value, 3)} ${t('unit.kgPerDay')}`;
  const grams = (value: number) => `${format.number(value, 1)} ${t('unit.gPerDay')}`;
  const dm = (value: number) => `${format.number(value, 2)} ${t('unit.kgPerDay')}`;
  // Why the gain is what it is: the intake offered, eaten, expected and maximum and, on pasture, the forage
  // and supplement eaten and the substitution (as on the screen).
  const intake: [string, string][] = [
    [t('prediction.dmOffered'), dm(prediction.supply.dmKg)],
    ...(prediction.eaten ? [[t('prediction.dmEaten'), dm(prediction.eaten.dmKg)] as [string, string]] : []),
    [t('prediction.dmiExpected'), dm(prediction.intake.dmiKg)],
    [t('prediction.dmiMaximum'), dm(prediction.intake.maxDmiKg)],
  ];
  const pasture = prediction.pasture;
  const grazing: [string, string][] = pasture
    ? [
        [t('prediction.forageEaten'), dm(pasture.forageDmKg)],
        [t('prediction.supplementEaten'), dm(pasture.supplementDmKg)],
        [t('prediction.forageAlone'), dm(pasture.forageAloneDmKg)],
        ...(pasture.substitutionRate === null
          ? []
          : [
              [
                t('prediction.substitution'),
                `${format.number(pasture.substitutionRate, 2)} ${t('prediction.substitutionUnit')}`,
              ] as [string, string],
            ]),
      ]
    : [];
  return [
    keepTogether(
      [
        section(t('section.prediction')),
        facts([
          [t('prediction.expectedGain'), gain(prediction.GMDEsperado)],
          [t('prediction.limiting'), t(`prediction.nutrient.${prediction.limitante}`)],
          [t('prediction.gainByEnergy'), gain(prediction.PGMDEL)],
          [t('prediction.gainByProtein'), gain(prediction.PGMDPM)],
          [t('prediction.gainByCalcium'), gain(prediction.PGMDCa)],
          [t('prediction.gainByPhosphorus'), gain(prediction.PGMDP)],
          ...intake,
          ...grazing,
          [t('prediction.nitrogenExcretion'), grams(prediction.excTotalN)],
          [t('prediction.phosphorusExcretion'), grams(prediction.excTotalP)],
          [t('prediction.methane'), grams(prediction.producaoMetano)],
          [
            t('prediction.methanePerGain'),
            prediction.producaoMetanoProduto === null
              ? '–'
              : `${format.number(prediction.producaoMetanoProduto, 1)} ${t('unit.gPerKgGain')}`,
          ],
        ]),
        ...(prediction.intake.grazing ? [{ text: t('prediction.grazingNote'), style: 'note' }] : []),
      ],
      5,
    ),
  ];
}

function indicatorTable(
  report: FinancialReport,
  codes: readonly FinanceCode[],
  t: Translate,
  format: ReportFormat,
): PdfContent {
  return table({
    header: [t('column.indicator'), t('column.value')],
    rows: codes.map((code) => {
      const indicator = report.indicators[code];
      return [
        indicatorNameText(code, format.language),
        financeValueText(report, code, indicator.value, t, format),
      ];
    }),
    align: ['left', 'right'],
  });
}

function financeSection(data: DietReportData, t: Translate, format: ReportFormat): PdfContent[] {
  const report = data.finance;
  if (!report) return [];
  const scenarioCodes = SCENARIO_CODES.filter((code) => code in report.indicators);
  return [
    keepTogether(
      [section(t('section.financeIae')), indicatorTable(report, report.groups.IAE, t, format)],
      report.groups.IAE.length + 1,
    ),
    keepTogether(
      [section(t('section.financeAtc')), indicatorTable(report, report.groups.ATC, t, format)],
      report.groups.ATC.length + 1,
    ),
    keepTogether(
      [
        section(t('section.scenarios')),
        table({
          header: [
            t('column.multiplier'),
            t('column.dailyGain'),
            ...scenarioCodes.map((code) => indicatorNameText(code, format.language)),
          ],
          rows: report.scenarios.map((scenario) => [
            format.percent(scenario.multiplier * 100, 0),
            `${format.number(scenario.dailyGainKg, 3)}`,
            ...scenarioCodes.map((code) => financeValueText(report, code, scenario.values[code], t, format)),
          ]),
          align: ['left', 'right', ...scenarioCodes.map(() => 'right' as const)],
          widths: ['auto', 'auto', ...scenarioCodes.map(() => '*' as const)],
          fontSize: 8,
        }),
      ],
      report.scenarios.length + 2,
    ),
  ];
}

/**
 * Each feed's price range: in the diet, the prices between which the diet stays the same;
 * out of it, the price below which the feed enters. Only for an optimal diet (its LP's cost ranging).
 */
function priceRangingSection(data: DietReportData, t: Translate, format: ReportFormat): PdfContent[] {
  const ranges = data.priceRanging;
  if (!ranges || ranges.length === 0) return [];
  const price = (value: number | null, none: string) => (value === null ? none : format.money(value, 4));
  return [
    keepTogether(
      [
        section(t('section.priceRanging')),
        { text: t('priceRanging.note'), style: 'small' },
        table({
          header: [
            t('column.feed'),
            t('column.status'),
            t('column.pricePerKg'),
            t('column.priceLow'),
            t('column.priceHigh'),
            t('column.priceEntry'),
          ],
          rows: ranges.map((range) => [
            data.feedNames[range.id] ?? range.id,
            range.inDiet ? t('priceRanging.inDiet') : t('priceRanging.outOfDiet'),
            format.money(range.price, 4),
            range.inDiet ? price(range.lowPrice, t('priceRanging.noLimit')) : '–',
            range.inDiet ? price(range.highPrice, t('priceRanging.noLimit')) : '–',
            range.inDiet ? '–' : price(range.entryPrice, '–'),
          ]),
          align: ['left', 'left', 'right', 'right', 'right', 'right'],
          fontSize: 8,
        }),
      ],
      ranges.length + 2,
    ),
  ];
}

/** The full report's document definition. */
export function buildFullReport(data: DietReportData, t: Translate): PdfDocument {
  const format = createReportFormat(data.language, data.timeZone, data.currency);
  const body: PdfContent[] = [
    ...(data.status === null
      ? []
      : [{ text: t(`status.${data.status}`), style: data.status === 'otima' ? 'big' : 'alert' }]),
    keepTogether([section(t('section.animal')), facts(describeAnimal(data.animal, t, format))], 10),
    section(t('section.diet')),
    feedTable(data, t, format),
    keepTogether([section(t('section.totals')), facts(describeTotals(data, t, format))], 6),
    ...premixSection(data, t, format),
    ...nutrientSection(data, t, format),
    ...problemsSection(data, t, format),
    ...priceRangingSection(data, t, format),
    ...predictionSection(data, t, format),
    ...financeSection(data, t, format),
  ];
  return buildDocument(
    {
      t,
      format,
      title: t(data.mode === 'prediction' ? 'report.prediction' : 'report.full'),
      subject: data.dietName,
      details: dietDetails(data, t),
      generatedAt: data.generatedAt,
    },
    body,
  );
}

function nutrientSection(data: DietReportData, t: Translate, format: ReportFormat): PdfContent[] {
  if (data.nutrients.length === 0) return [];
  return [
    section(t('section.nutrients')),
    table({
      header: nutrientHeader(t),
      rows: nutrientLines(data, t, format.number).map((cells, index) => {
        const status = data.nutrients[index]?.status;
        return cells.map((text, column): Cell =>
          column === 5 && status !== 'ok' ? { text, bold: true, color: '#b71c1c' } : text,
        );
      }),
      align: ['left', 'left', 'right', 'right', 'right', 'left'],
    }),
  ];
}
