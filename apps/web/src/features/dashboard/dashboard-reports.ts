/**
 * The data reports of the dashboard (docs/product/shell.md#screens "data reports (diets, sessions/visits)"): one table per
 * report, written as CSV with `;` (docs/product/shell.md#constants) or as an Excel sheet through the export module's helpers.
 */
import type { TDashboardDiet, TSessionVisit } from '@cocho/contracts';
import type { Language } from '@cocho/engine';
import { buildCsv } from '../../export/csv';
import type { CsvValue } from '../../export/csv';
import { decimalFormat } from '../../export/excel-library';
import type { Sheet, SheetCell } from '../../export/excel-library';
import { formatDateTime } from '../../format/format';
import { formatDay } from './dashboard-days';

type Translate = (key: string, options?: Record<string, unknown>) => string;

type Column = { readonly header: string; readonly width: number; readonly decimals?: number };
type Cell = string | number | null;

/** A report as plain rows: the header and the cells (numbers stay numbers for the spreadsheet). */
export type ReportTable = {
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly Cell[])[];
};

/** The diets report: one row per diet with its lifecycle, cost and gains. */
export function buildDietsTable(
  diets: readonly TDashboardDiet[],
  t: Translate,
  tDiet: Translate,
  language: Language,
): ReportTable {
  const col = (key: string, width: number, decimals?: number): Column => ({
    header: t(`reports.column.${key}`),
    width,
    ...(decimals === undefined ? {} : { decimals }),
  });
  const day = (value: string | null | undefined) => (value ? formatDay(value, language) : null);
  return {
    columns: [
      col('name', 32),
      col('client', 10, 0),
      col('type', 14),
      col('situation', 14),
      col('start', 14),
      col('end', 14),
      col('realEnd', 14),
      col('animals', 10, 0),
      col('cost', 14, 2),
      col('expectedAdg', 14, 2),
      col('observedAdg', 14, 2),
      col('slaughterWeight', 14, 1),
      col('overdue', 10),
    ],
    rows: diets.map((diet) => [
      diet.nome,
      diet.id_cliente,
      diet.ciclo ? tDiet(`cycle.type.${diet.ciclo.tipo}`) : null,
      diet.ciclo ? tDiet(`cycle.situation.${diet.ciclo.situacao}`) : null,
      day(diet.ciclo?.inicio_previsto),
      day(diet.ciclo?.fim_previsto),
      day(diet.ciclo?.fim_real),
      diet.ciclo?.numero_animais ?? null,
      diet.custo,
      diet.ciclo?.gmd_esperado ?? null,
      diet.ciclo?.gmd_observado ?? diet.ciclo?.gmd_real ?? null,
      diet.ciclo?.peso_abate ?? null,
      t(diet.atrasada ? 'reports.yes' : 'reports.no'),
    ]),
  };
}

/** The sessions and visits report: one row per sign-in, with its last activity. */
export function buildSessionsTable(
  sessions: readonly TSessionVisit[],
  t: Translate,
  language: Language,
): ReportTable {
  const when = (value: string | null) => (value === null ? null : formatDateTime(value, language));
  return {
    columns: [
      { header: t('reports.column.started'), width: 22 },
      { header: t('reports.column.lastSeen'), width: 22 },
      { header: t('reports.column.ended'), width: 10 },
    ],
    rows: sessions.map((session) => [
      when(session.inicio),
      when(session.ultimo_acesso),
      t(session.encerrada ? 'reports.yes' : 'reports.no'),
    ]),
  };
}

/** The table as CSV text (`;`, the language's decimal separator). */
export function tableToCsv(table: ReportTable, language: Language): string {
  const body = table.rows.map((row) =>
    row.map((cell, index): CsvValue => {
      if (typeof cell !== 'number') return cell;
      return { value: cell, decimals: table.columns[index]?.decimals ?? 2 };
    }),
  );
  return buildCsv([table.columns.map((column) => column.header), ...body], language);
}

/** The table as one Excel sheet under a title block. */
export function tableToSheet(table: ReportTable, name: string, titleLines: readonly string[]): Sheet {
  return {
    name,
    titleLines,
    columns: table.columns.map((column) => ({
      width: column.width,
      ...(column.decimals === undefined ? {} : { numberFormat: decimalFormat(column.decimals) }),
    })),
    header: table.columns.map((column) => column.header),
    rows: table.rows.map((row) => row.map((cell): SheetCell => cell)),
  };
}
