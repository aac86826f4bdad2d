import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { USER_PROFILES, todayInBrasilia } from '@cocho/contracts';
import { useCallQuery } from '../../api/query';
import { formatMonth, formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { DataTable } from '../../ui/data-table/DataTable';
import type { DataColumn } from '../../ui/data-table/DataTable';
import { downloadFile } from '../../ui/download-file';
import { CallContent } from '../../ui/data-table/CallContent';
import { monthlyRows, productReportCsv } from './admin-csv';
import { FilterBar, useListFilters } from './AdminListTab';
import { dayRange, FilterFields } from './ListFilters';

type Period = { de: string; ate: string };
type MonthlyRow = ReturnType<typeof monthlyRows>[number];
const MONTHLY_HEADER = {
  novos: 'report.newUsers',
  dietas: 'report.diets',
  predicoes: 'report.predictions',
} as const;

/** From the first day of the month a year ago (so twelve full months show) to today. */
function defaultPeriod(): Period {
  const today = todayInBrasilia(new Date());
  const year = Number(today.slice(0, 4)) - 1;
  return { de: `${year}${today.slice(4, 8)}01`, ate: today };
}

function CountTable({
  title,
  rows,
  label,
  testId,
}: {
  title: string;
  rows: readonly { chave: string; total: number }[];
  label: (key: string) => string;
  testId: string;
}) {
  const language = useLanguage();
  return (
    <Box sx={{ minWidth: 240 }}>
      <Typography variant="subtitle1">{title}</Typography>
      <DataTable
        columns={[
          { id: 'key', header: title, cell: (row) => label(row.chave) },
          { id: 'total', header: '', align: 'right', cell: (row) => formatNumber(row.total, language, 0) },
        ]}
        rows={rows}
        rowKey={(row) => row.chave}
        testId={testId}
        ariaLabel={title}
        showHeader={false}
        emptyInside
      />
    </Box>
  );
}

/** /adm/relatorio: accounts by profile, plan and state; new accounts, diets and predictions by month; CSV. */
export function ProductReportTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { filters, applied, submit } = useListFilters(defaultPeriod());
  const { form } = filters;
  const { data } = useCallQuery('getProductReport', applied);
  const labels = {
    profile: (key: string) =>
      (USER_PROFILES as readonly string[]).includes(key) ? t(`userProfiles.${key}`) : t('report.none'),
    plan: (key: string) => t(`report.plans.${key}`),
    state: (key: string) => key || t('report.none'),
  };
  const isPeriodValid = form.de !== '' && form.ate !== '' && form.de <= form.ate;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FilterBar
        onSubmit={() => isPeriodValid && submit()}
        searchDisabled={!isPeriodValid}
        actions={
          // Shown once the report is loaded: a disabled button turning enabled fades its colour in.
          data && (
            <Button
              startIcon={<DownloadIcon />}
              onClick={() =>
                downloadFile(
                  productReportCsv(data.data, labels, t, language),
                  `relatorio-${applied.de}-${applied.ate}.csv`,
                  'text/csv;charset=utf-8',
                )
              }
            >
              {t('common.exportCsv')}
            </Button>
          )
        }
      >
        <FilterFields
          filters={filters}
          specs={dayRange(t, isPeriodValid ? undefined : t('report.periodInvalid'))}
        />
      </FilterBar>
      <CallContent call="getProductReport" input={applied}>
        {(data) => (
          <>
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
              <Typography data-testid="report-total-users">
                {t('report.totalUsers')}: <strong>{formatNumber(data.data.usuarios, language, 0)}</strong>
              </Typography>
              <Typography data-testid="report-active-users">
                {t('report.activeUsers')}:{' '}
                <strong>{formatNumber(data.data.usuarios_ativos, language, 0)}</strong>
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              {(
                [
                  ['byProfile', data.data.por_perfil, labels.profile],
                  ['byPlan', data.data.por_plano, labels.plan],
                  ['byState', data.data.por_estado, labels.state],
                ] as const
              ).map(([key, rows, label]) => (
                <CountTable
                  key={key}
                  title={t(`report.${key}`)}
                  rows={rows}
                  label={label}
                  testId={`report-by-${key.slice(2).toLowerCase()}`}
                />
              ))}
            </Box>
            <Box>
              <Typography variant="subtitle1">{t('report.perMonth')}</Typography>
              <DataTable
                columns={[
                  { id: 'mes', header: t('report.month'), cell: (row) => formatMonth(row.mes, language) },
                  ...(['novos', 'dietas', 'predicoes'] as const).map((key): DataColumn<MonthlyRow> => ({
                    id: key,
                    header: t(MONTHLY_HEADER[key]),
                    align: 'right',
                    cell: (row) => formatNumber(row[key], language, 0),
                  })),
                ]}
                rows={monthlyRows(data.data)}
                rowKey={(row) => row.mes}
                testId="report-monthly"
                // Named, so its scrolling container is a focusable region a keyboard can scroll (phones).
                ariaLabel={t('report.perMonth')}
                emptyInside
              />
            </Box>
          </>
        )}
      </CallContent>
    </Box>
  );
}
