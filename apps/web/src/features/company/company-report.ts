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

const num = (value: number | null, decimals: number): CsvValue =>
  value === null ? null : { value, decimals };

function dietRows(report: TCompanyReport, language: Language, t: Translate) {
  const header = [
    t('reports.col.date'),
    t('reports.col.diet'),
    t('reports.col.user'),
    t('reports.col.link'),
    t('reports.col.state'),
    t('reports.col.feed'),
    t('reports.col.kgAsFed'),
    t('reports.col.pctDm'),
    t('reports.col.cost'),
    t('reports.col.animals'),
  ];
  const rows = report.dietas.flatMap((diet) =>
    diet.alimentos.map((feed) => ({
      // The day in the user's time zone, in the language's format (never the stored UTC time).
      date: formatDate(diet.data, language),
      day: excelLocalDay(diet.data),
      diet: diet.nome,
      user: diet.usuario_nome ?? t('reports.unnamedUser'),
      link: diet.vinculado ? t('reports.linked') : t('reports.notLinked'),
      state: diet.estado ?? t('reports.noState'),
      feed: feed.nome,
      kg: feed.kg_mn,
      pct: feed.pct_ms,
      cost: diet.custo,
      animals: diet.numero_animais,
    })),
  );
  return { header, rows };
}

/** The report as CSV text: the diets (one line per diet and company feed), then both totals blocks. */
export function buildCompanyReportCsv(report: TCompanyReport, language: Language, t: Translate): string {
  const { header, rows } = dietRows(report, language, t);
  const lines: CsvValue[][] = [
    header,
    ...rows.map((row) => [
      row.date,
      row.diet,
      row.user,
      row.link,
      row.state,
      row.feed,
      num(row.kg, 3),
      num(row.pct, 2),
      num(row.cost, 2),
      row.animals === null ? null : { value: row.animals, decimals: 0 },
    ]),
    [],
    [t('reports.byFeed'), t('reports.col.diets'), t('reports.col.users'), t('reports.col.meanKg')],
    ...report.totais_alimento.map((row) => [
      row.nome,
      { value: row.dietas, decimals: 0 },
      { value: row.usuarios, decimals: 0 },
      num(row.kg_mn_medio, 3),
    ]),
    [],
    [t('reports.byState'), t('reports.col.diets'), t('reports.col.users')],
    ...report.totais_regiao.map((row) => [
      row.estado ?? t('reports.noState'),
      { value: row.dietas, decimals: 0 },
      { value: row.usuarios, decimals: 0 },
    ]),
  ];
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
  const { header, rows } = dietRows(report, language, t);
  return [
    {
      name: t('reports.sheet.diets'),
      columns: [
        { width: 12, numberFormat: excelDateFormat(language) },
        { width: 28 },
        { width: 28 },
        { width: 14 },
        { width: 10 },
        { width: 30 },
        { width: 14, numberFormat: decimalFormat(3) },
        { width: 12, numberFormat: decimalFormat(2) },
        { width: 12, numberFormat: decimalFormat(2) },
        { width: 10, numberFormat: decimalFormat(0) },
      ],
      titleLines,
      titleInFirstColumn: true,
      header,
      rows: rows.map((row) => [
        row.day,
        row.diet,
        row.user,
        row.link,
        row.state,
        row.feed,
        row.kg,
        row.pct,
        row.cost,
        row.animals,
      ]),
    },
    {
      name: t('reports.sheet.byFeed'),
      columns: [
        { width: 30 },
        { width: 10, numberFormat: decimalFormat(0) },
        { width: 10, numberFormat: decimalFormat(0) },
        { width: 16, numberFormat: decimalFormat(3) },
      ],
      titleLines,
      titleInFirstColumn: true,
      header: [
        t('reports.col.feed'),
        t('reports.col.diets'),
        t('reports.col.users'),
        t('reports.col.meanKg'),
      ],
      rows: report.totais_alimento.map((row) => [row.nome, row.dietas, row.usuarios, row.kg_mn_medio]),
    },
    {
      name: t('reports.sheet.byState'),
      columns: [
        { width: 20 },
        { width: 10, numberFormat: decimalFormat(0) },
        { width: 10, numberFormat: decimalFormat(0) },
      ],
      titleLines,
      titleInFirstColumn: true,
      header: [t('reports.col.state'), t('reports.col.diets'), t('reports.col.users')],
      rows: report.totais_regiao.map((row) => [row.estado ?? t('reports.noState'), row.dietas, row.usuarios]),
    },
  ];
}
