/**
 * The company report of /empresa/relatorios (pure): the two server answers (linked and not linked users)
 * merged into one, and the same table as CSV rows (docs/product/shell.md#constants: semicolon separator) and as Excel sheets
 * (diets, totals by feed, totals by state). Texts come from the `company` namespace through `t`.
 */
import type { TCompanyReport } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { buildCsv } from '../../export/csv';
import type { CsvValue } from '../../export/csv';
import { decimalFormat, excelDateFormat, excelLocalDay } from '../../export/excel-library';
import type { Sheet } from '../../export/excel-library';
import { formatDate } from '../../format/format';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const EMPTY_REPORT: TCompanyReport = {
  dietas: [],
  totais_alimento: [],
  totais_regiao: [],
  truncado: false,
};

/**
 * One report of both answers: diets newest first; per feed and per state the diets and users add up (the
 * two answers never share a user), the feed's mean kg weighted by its diets.
 */
export function mergeReports(a: TCompanyReport, b: TCompanyReport): TCompanyReport {
  const feeds = new Map<string, TCompanyReport['totais_alimento'][number]>();
  for (const row of [...a.totais_alimento, ...b.totais_alimento]) {
    const seen = feeds.get(row.id);
    if (!seen) {
      feeds.set(row.id, { ...row });
      continue;
    }
    const means = [seen, row].filter((entry) => entry.kg_mn_medio !== null);
    const weight = means.reduce((sum, entry) => sum + entry.dietas, 0);
    feeds.set(row.id, {
      ...seen,
      dietas: seen.dietas + row.dietas,
      usuarios: seen.usuarios + row.usuarios,
      kg_mn_medio:
        weight === 0
          ? null
          : means.reduce((sum, entry) => sum + (entry.kg_mn_medio ?? 0) * entry.dietas, 0) / weight,
    });
  }
  const states = new Map<string | null, TCompanyReport['totais_regiao'][number]>();
  for (const row of [...a.totais_regiao, ...b.totais_regiao]) {
    const seen = states.get(row.estado);
    states.set(
      row.estado,
      seen
        ? { ...seen, dietas: seen.dietas + row.dietas, usuarios: seen.usuarios + row.usuarios }
        : { ...row },
    );
  }
  return {
    dietas: [...a.dietas, ...b.dietas].sort((x, y) => y.data.localeCompare(x.data) || y.id - x.id),
    totais_alimento: [...feeds.values()].sort((x, y) => y.dietas - x.dietas || x.nome.localeCompare(y.nome)),
    totais_regiao: [...states.values()].sort(
      (x, y) => y.dietas - x.dietas || (x.estado ?? '').localeCompare(y.estado ?? ''),
    ),
    truncado: a.truncado || b.truncado,
  };
}

/** A column of the report: its header, its width in Excel, and a number's decimals or a stored time's day. */
type ReportColumn = {
  readonly header: string;
  readonly width: number;
  readonly decimals?: number;
  readonly isDay?: boolean;
};
/** One table of the report: a sheet in Excel, a block in CSV (headed by `heading` when it has one). */
type ReportTable = {
  readonly name: string;
  readonly heading?: string;
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly (readonly (string | number | null)[])[];
};

/** The diets (one line per diet and company feed), the totals by feed and the totals by state. */
function reportTables(report: TCompanyReport, t: Translate): ReportTable[] {
  const count = (header: string): ReportColumn => ({ header: t(header), width: 10, decimals: 0 });
  const noState = t('reports.noState');
  return [
    {
      name: t('reports.sheet.diets'),
      columns: [
        { header: t('reports.col.date'), width: 12, isDay: true },
        { header: t('reports.col.diet'), width: 28 },
        { header: t('reports.col.user'), width: 28 },
        { header: t('reports.col.link'), width: 14 },
        { header: t('reports.col.state'), width: 10 },
        { header: t('reports.col.feed'), width: 30 },
        { header: t('reports.col.kgAsFed'), width: 14, decimals: 3 },
        { header: t('reports.col.pctDm'), width: 12, decimals: 2 },
        { header: t('reports.col.cost'), width: 12, decimals: 2 },
        count('reports.col.animals'),
      ],
      rows: report.dietas.flatMap((diet) =>
        diet.alimentos.map((feed) => [
          diet.data,
          diet.nome,
          diet.usuario_nome ?? t('reports.unnamedUser'),
          diet.vinculado ? t('reports.linked') : t('reports.notLinked'),
          diet.estado ?? noState,
          feed.nome,
          feed.kg_mn,
          feed.pct_ms,
          diet.custo,
          diet.numero_animais,
        ]),
      ),
    },
    {
      name: t('reports.sheet.byFeed'),
      heading: t('reports.byFeed'),
      columns: [
        { header: t('reports.col.feed'), width: 30 },
        count('reports.col.diets'),
        count('reports.col.users'),
        { header: t('reports.col.meanKg'), width: 16, decimals: 3 },
      ],
      rows: report.totais_alimento.map((row) => [row.nome, row.dietas, row.usuarios, row.kg_mn_medio]),
    },
    {
      name: t('reports.sheet.byState'),
      heading: t('reports.byState'),
      columns: [
        { header: t('reports.col.state'), width: 20 },
        count('reports.col.diets'),
        count('reports.col.users'),
      ],
      rows: report.totais_regiao.map((row) => [row.estado ?? noState, row.dietas, row.usuarios]),
    },
  ];
}

/** The report as CSV text: the diets, then both totals blocks, a blank line between them. */
export function buildCompanyReportCsv(report: TCompanyReport, language: Language, t: Translate): string {
  const lines = reportTables(report, t).flatMap((table, index): CsvValue[][] => [
    ...(index > 0 ? [[]] : []),
    table.columns.map((column, at) => (at === 0 && table.heading) || column.header),
    ...table.rows.map((row) =>
      row.map((value, at): CsvValue => {
        const { decimals, isDay } = table.columns[at] ?? {};
        if (value === null) return null;
        // The day in the user's time zone, in the language's format (never the stored UTC time).
        if (isDay) return formatDate(String(value), language);
        return decimals === undefined ? String(value) : { value: Number(value), decimals };
      }),
    ),
  ]);
  return buildCsv(lines, language);
}

/**
 * The report's three sheets (diets, totals by feed, totals by state) for the app's Excel writer: the title
 * in A1, days as Excel dates, amounts, costs, head counts and totals as numbers.
 */
export function buildCompanyReportSheets(
  report: TCompanyReport,
  language: Language,
  t: Translate,
  titleLines: readonly string[],
): Sheet[] {
  return reportTables(report, t).map((table) => ({
    name: table.name,
    columns: table.columns.map(({ width, decimals, isDay }) =>
      isDay
        ? { width, numberFormat: excelDateFormat(language) }
        : decimals === undefined
          ? { width }
          : { width, numberFormat: decimalFormat(decimals) },
    ),
    titleLines,
    titleInFirstColumn: true,
    header: table.columns.map((column) => column.header),
    rows: table.rows.map((row) =>
      row.map((value, at) =>
        table.columns[at]?.isDay && value !== null ? excelLocalDay(String(value)) : value,
      ),
    ),
  }));
}
