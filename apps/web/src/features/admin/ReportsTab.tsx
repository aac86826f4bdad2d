import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERROR_REPORT_STATES } from '@cocho/contracts';
import type { TAdminErrorReport, TErrorReportState } from '@cocho/contracts';
import { useCallQuery } from '../../api/query';
import { formatDateTime } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { reportIdOf } from './admin-tool-tabs';
import { Pager } from './Pager';
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
  const [form, setForm] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const openId = reportIdOf(searchParams);
  const { data, error, refetch } = useCallQuery('findErrorReports', {
    ...(applied.situacao ? { situacao: applied.situacao } : {}),
    ...(applied.texto ? { texto: applied.texto } : {}),
    ...(applied.de ? { de: applied.de } : {}),
    ...(applied.ate ? { ate: applied.ate } : {}),
    pagina: page,
    por_pagina: PER_PAGE,
  });
  const reload = () => void refetch();
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          setApplied({ ...form, texto: form.texto.trim() });
          setPage(1);
        }}
      >
        <TextField
          select
          size="small"
          label={t('reports.state')}
          value={form.situacao}
          onChange={set('situacao')}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('common.any')}</MenuItem>
          {ERROR_REPORT_STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`reports.states.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={t('reports.text')} value={form.texto} onChange={set('texto')} />
        <TextField
          type="date"
          size="small"
          label={t('logs.from')}
          value={form.de}
          onChange={set('de')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('logs.to')}
          value={form.ate}
          onChange={set('ate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="outlined">
          {t('common.search')}
        </Button>
      </Box>
      {error && !data ? (
        <LoadError message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary">{t('common.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="reports-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('reports.columns.at')}</TableCell>
                <TableCell>{t('reports.columns.user')}</TableCell>
                <TableCell>{t('reports.columns.route')}</TableCell>
                <TableCell>{t('reports.columns.message')}</TableCell>
                <TableCell>{t('reports.columns.state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((report) => {
                const state = stateOfReport(report);
                return (
                  <TableRow
                    key={report.id}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => void navigate(`/adm/reportes?id=${report.id}`)}
                    data-testid={`report-row-${report.id}`}
                  >
                    <TableCell>{formatDateTime(report.created_at, language)}</TableCell>
                    <TableCell>{report.nome ?? report.email ?? t('reports.userGone')}</TableCell>
                    <TableCell>{report.rota}</TableCell>
                    <TableCell sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                      {report.descricao}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={t(`reports.states.${state}`)}
                        color={
                          state === 'novos' ? 'warning' : state === 'respondidos' ? 'success' : 'default'
                        }
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > 0 && (
        <Pager page={page} perPage={PER_PAGE} total={data.total} onPage={setPage} testId="reports" />
      )}
      {openId !== null && (
        <ReportDialog
          id={openId}
          onClose={() => void navigate('/adm/reportes', { replace: true })}
          onChanged={reload}
        />
      )}
    </Box>
  );
}
