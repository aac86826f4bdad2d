/**
 * The diet comparison as a hand-over report: the comparison table of the screen (summary,
 * nutrients supplied, feeds) with one column per diet, its status beside its name.
 */
import type { Language } from '@cocho/engine';
import { money, num } from '../../export/handover-report';
import type { HandoverCell, HandoverReport, HandoverSection } from '../../export/handover-report';
import type { Translate } from '../../export/report-text';
import { compareDiets, comparisonLabels, firstFeedRow } from './compare-diets';
import type { ComparedDiet, ComparisonRow } from './compare-diets';

export type ComparisonReportInput = {
  readonly language: Language;
  readonly generatedAt: Date;
  readonly timeZone?: string;
  readonly diets: readonly ComparedDiet[];
  readonly authorName: string | null;
};

export function buildComparisonReport(input: ComparisonReportInput, t: Translate): HandoverReport {
  const { diets, language } = input;
  const c = (key: string) => t(`comparison:${key}`);
  const rows = compareDiets(diets);
  const feedStart = firstFeedRow(rows);
  const nutrientStart = rows.findIndex((row) => row.requirement !== null);
  const summaryEnd = nutrientStart === -1 ? feedStart : nutrientStart;
  const currencies = new Set(diets.map((diet) => diet.currency));
  const currency = currencies.size === 1 ? diets[0]?.currency : undefined;

  const labels = comparisonLabels(language, c);
  const cellOf = (row: ComparisonRow, value: number | null): HandoverCell => {
    switch (row.kind) {
      case 'money':
        return money(value, row.id === 'cost' ? 2 : 3);
      case 'percent':
        return num(value, 1, '%');
      case 'ratio':
        return num(value, 3);
      case 'kg':
        return num(value, 2, c('unit.kg'));
      case 'nutrient':
        return num(value, 2);
    }
  };
  const header = [t('column.indicator'), ...diets.map(labels.diet)];
  const part = (title: string, from: number, to: number): HandoverSection[] =>
    from >= 0 && to > from
      ? [
          {
            title,
            table: {
              header,
              rows: rows
                .slice(from, to)
                .map((row) => [labels.row(row), ...row.values.map((v) => cellOf(row, v))]),
            },
          },
        ]
      : [];
  return {
    kind: 'comparison',
    language,
    generatedAt: input.generatedAt,
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
    ...(currency === undefined ? {} : { currency }),
    title: c('dietsTitle'),
    subject: null,
    details: input.authorName ? [t('author', { name: input.authorName })] : [],
    sections: [
      ...part(c('section.summary'), 0, summaryEnd),
      ...part(c('section.nutrients'), nutrientStart, feedStart),
      ...part(c('section.feeds'), feedStart, rows.length),
    ],
  };
}
