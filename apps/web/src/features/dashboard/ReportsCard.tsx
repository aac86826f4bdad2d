import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TDashboardDiet, TDashboardFilter } from '@cocho/contracts';
import { call } from '../../api/client';
import { CSV_MIME, writeReportWorkbook, XLSX_MIME } from '../../export/report-file';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { downloadFile } from '../../ui/download-file';
import { SectionCard } from '../../ui/SectionCard';
import { formatDay } from './dashboard-days';
import { buildDietsTable, buildSessionsTable, tableToCsv, tableToSheet } from './dashboard-reports';
import type { ReportTable } from './dashboard-reports';

export type ReportsCardProps = {
  readonly filter: TDashboardFilter;
  /** The diets of data/main under the same filter, or null while they load. */
  readonly diets: readonly TDashboardDiet[] | null;
};

type Report = 'diets' | 'sessions';
type Format = 'csv' | 'excel';

/** Data reports (docs/product/shell.md#screens): diets and sessions/visits of the filter, as CSV (`;`) or Excel. */
export function ReportsCard({ filter, diets }: ReportsCardProps) {
  const { t } = useTranslation('dashboard');
  const { t: tDiet } = useTranslation('diet');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const [busy, setBusy] = useState<string | null>(null);

  const tableOf = async (report: Report): Promise<ReportTable> => {
    if (report === 'diets') return buildDietsTable(diets ?? [], t, tDiet, language);
    const answer = await call('findDashboardSessions', filter);
    return buildSessionsTable(answer.data, t, language);
  };

  const onExport = async (report: Report, format: Format) => {
    setBusy(`${report}-${format}`);
    try {
      const table = await tableOf(report);
      if (table.rows.length === 0) {
        showAlert(t('reports.empty'), 'error');
        return;
      }
      const stamp = new Date().toISOString().slice(0, 10);
      const fileName = `${t(`reports.${report}Sheet`)}-${stamp}`;
      if (format === 'csv') {
        downloadFile(tableToCsv(table, language), `${fileName}.csv`, CSV_MIME);
        return;
      }
      const period =
        filter.inicio || filter.fim
          ? t('reports.period', {
              from: filter.inicio ? formatDay(filter.inicio, language) : '…',
              to: filter.fim ? formatDay(filter.fim, language) : '…',
            })
          : t('reports.allPeriods');
      const sheet = tableToSheet(table, t(`reports.${report}Sheet`), [t(`reports.${report}`), period]);
      downloadFile(await writeReportWorkbook([sheet], 'Cocho', new Date()), `${fileName}.xlsx`, XLSX_MIME);
    } catch {
      showAlert(t('reports.failed'), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <SectionCard level={3} title={t('reports.title')} testId="reports">
      {(['diets', 'sessions'] as const).map((report) => (
        <Box key={report} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography sx={{ minWidth: 180 }}>{t(`reports.${report}`)}</Typography>
          {(['csv', 'excel'] as const).map((format) => (
            <Button
              key={format}
              size="small"
              variant="outlined"
              disabled={busy !== null || (report === 'diets' && diets === null)}
              onClick={() => void onExport(report, format)}
              data-testid={`report-${report}-${format}`}
            >
              {t(`reports.${format}`)}
            </Button>
          ))}
        </Box>
      ))}
    </SectionCard>
  );
}
