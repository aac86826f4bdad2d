import Chip from '@mui/material/Chip';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_REPORT_STATES } from '@cocho/contracts';
import type { TAdminErrorReport, TErrorReportState } from '@cocho/contracts';
import { useInvalidateCalls } from '../../api/query';
import { formatDateTime } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { reportIdOf } from './admin-tabs';
import { adminColumns, AdminListTab } from './AdminListTab';
import { dayRange } from './ListFilters';
import { keyedOptions } from '../../ui/form/fields';
import { ReportDialog } from './ReportDialog';

const PER_PAGE = 20;
type Filters = { situacao: TErrorReportState | ''; texto: string; de: string; ate: string };
const NO_FILTERS: Filters = { situacao: '', texto: '', de: '', ate: '' };

/** The state of a report as the list shows it. */
const stateOfReport = (report: TAdminErrorReport): TErrorReportState =>
  report.respondido_em ? 'respondidos' : report.lido ? 'lidos' : 'novos';

/** /adm/reportes: error reports by state, text and days; a row (or ?id=) opens the report. */
export function ReportsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const invalidate = useInvalidateCalls();
  const openId = reportIdOf(searchParams);
  const columns = adminColumns<TAdminErrorReport>(t, 'reports.columns', [
    { id: 'at', cell: (report) => formatDateTime(report.created_at, language) },
    { id: 'user', cell: (report) => report.nome ?? report.email ?? t('reports.userGone') },
    { id: 'route', cell: (report) => report.rota },
    {
      id: 'message',
      cell: (report) => report.descricao,
      sx: { maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis' },
    },
    {
      id: 'state',
      cell: (report) => {
        const state = stateOfReport(report);
        return (
          <Chip
            size="small"
            label={t(`reports.states.${state}`)}
            color={state === 'novos' ? 'warning' : state === 'respondidos' ? 'success' : 'default'}
          />
        );
      },
    },
  ]);

  return (
    <AdminListTab
      call="findErrorReports"
      noFilters={NO_FILTERS}
      paged={{ perPage: PER_PAGE, testId: 'reports' }}
      filters={[
        {
          name: 'situacao',
          label: t('reports.state'),
          options: keyedOptions(t, 'reports.states', ERROR_REPORT_STATES),
        },
        { name: 'texto', label: t('reports.text') },
        ...dayRange<Filters>(t),
      ]}
      table={{
        columns,
        testId: 'reports-table',
        rowTestId: (report) => `report-row-${report.id}`,
        onRowClick: (report) => void navigate(`/adm/reportes?id=${report.id}`),
      }}
    >
      {openId !== null && (
        <ReportDialog
          key={openId}
          id={openId}
          onClose={() => void navigate('/adm/reportes', { replace: true })}
          onChanged={() => void invalidate(['findErrorReports'])}
        />
      )}
    </AdminListTab>
  );
}
