/**
 * CSV files of the administrators' screens (formulations, product report), written with the shared CSV
 * writer (semicolon, the language's decimal separator, formula-safe text cells).
 */
import type { TAdminDiet } from '@cocho/contracts';
import type { CallOutput } from '../../api/client';
import type { Language } from '@cocho/engine';
import { buildCsv } from '../../export/csv';
import { formatDateTime, formatMonth } from '../../format/format';
import type { CsvValue } from '../../export/csv';

type Translate = (key: string) => string;
/** The formulations file's columns, in order (headers `diets.columns.<id>`). */
const DIET_COLUMNS = [
  'id',
  'kind',
  'name',
  'user',
  'email',
  'profile',
  'state',
  'country',
  'cost',
  'feeds',
  'at',
];

export function dietsCsv(diets: readonly TAdminDiet[], t: Translate, language: Language): string {
  const header = DIET_COLUMNS.map((column) => t(`diets.columns.${column}`));
  const rows = diets.map((diet): CsvValue[] => [
    String(diet.id),
    t(`diets.kinds.${diet.modo}`),
    diet.nome,
    diet.usuario_nome,
    diet.usuario_email,
    diet.perfil ? t(`userProfiles.${diet.perfil}`) : null,
    diet.estado,
    diet.pais,
    diet.custo === null ? null : { value: diet.custo, decimals: 2 },
    diet.alimentos.join(', '),
    // The user's local date and time in the language's format, never the stored UTC text.
    formatDateTime(diet.created_at, language),
  ]);
  return buildCsv([header, ...rows], language);
}

export type ProductReport = CallOutput<'getProductReport'>['data'];
type Count = ProductReport['por_perfil'][number];

/** Months of the three monthly series, in order, each with its three counts (0 where none). */
export function monthlyRows(report: ProductReport) {
  const months = [
    ...new Set([...report.novos_usuarios, ...report.dietas, ...report.predicoes].map((row) => row.mes)),
  ].sort();
  const of = (rows: readonly { mes: string; total: number }[], mes: string) =>
    rows.find((row) => row.mes === mes)?.total ?? 0;
  return months.map((mes) => ({
    mes,
    novos: of(report.novos_usuarios, mes),
    dietas: of(report.dietas, mes),
    predicoes: of(report.predicoes, mes),
  }));
}

/** One section per table: a title row, then label and count rows; an empty row between sections. */
export function productReportCsv(
  report: ProductReport,
  labels: Record<'profile' | 'plan' | 'state', (key: string) => string>,
  t: Translate,
  language: Language,
): string {
  const count = (value: number): CsvValue => ({ value, decimals: 0 });
  const section = (title: string, rows: readonly Count[], label: (key: string) => string) => [
    [title, t('report.count')],
    ...rows.map((row): CsvValue[] => [label(row.chave), count(row.total)]),
    [],
  ];
  const monthly = monthlyRows(report);
  return buildCsv(
    [
      [t('report.totalUsers'), count(report.usuarios)],
      [t('report.activeUsers'), count(report.usuarios_ativos)],
      [],
      ...section(t('report.byProfile'), report.por_perfil, labels.profile),
      ...section(t('report.byPlan'), report.por_plano, labels.plan),
      ...section(t('report.byState'), report.por_estado, labels.state),
      [t('report.month'), t('report.newUsers'), t('report.diets'), t('report.predictions')],
      ...monthly.map((row): CsvValue[] => [
        formatMonth(row.mes, language),
        count(row.novos),
        count(row.dietas),
        count(row.predicoes),
      ]),
    ],
    language,
  );
}
