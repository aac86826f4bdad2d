import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TCompanyReport, TCompanyReportRequest } from '@cocho/contracts';
import { call } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { formatDate, formatNumber } from '../../format/format';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { downloadFile } from '../../ui/download-file';
import { buildCompanyReportCsv, EMPTY_REPORT, mergeReports } from './company-report';

type LinkFilter = 'todos' | 'vinculados' | 'naoVinculados';
type Filters = { de: string; ate: string; feed: string; link: LinkFilter; user: string; state: string };
const NO_FILTERS: Filters = { de: '', ate: '', feed: '', link: 'todos', user: '', state: '' };

/** The request of both report calls from the screen's filters (empty fields are no filter). */
export function reportRequestOf(companyId: number, filters: Filters): TCompanyReportRequest {
  return {
    id_empresa: companyId,
    de: filters.de || null,
    ate: filters.ate || null,
    id_alimento: filters.feed || null,
    estado: filters.state.trim() || null,
  };
}

/**
 * /empresa/relatorios: diets saved with the company's feeds by linked users (named) and by users outside
 * the company (by state only), with filters, totals by feed and by state, and CSV and Excel downloads.
 */
export function CompanyReportsPage({ companyId, companyName }: { companyId: number; companyName: string }) {
  const { t } = useTranslation(['company', 'export']);
  const language = useLanguage();
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [report, setReport] = useState<TCompanyReport | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  // The filters' choices: the same answers the feeds and clients screens read (cached per company).
  const feedChoices = useCallQuery('listCompanyFeedsForArea', { id_empresa: companyId }).data?.data ?? [];
  const producerChoices = useCallQuery('listLinkedProducers', { id_empresa: companyId }).data?.data ?? [];
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (filters.de && filters.ate && filters.ate < filters.de) {
      showAlert(t('company:reports.periodInverted'), 'error');
      return;
    }
    setIsLoading(true);
    try {
      const request = reportRequestOf(companyId, filters);
      const userId = filters.user === '' ? null : Number(filters.user);
      const [linked, outside] = await Promise.all([
        filters.link === 'naoVinculados'
          ? EMPTY_REPORT
          : call('getCompanyDietsReport', { ...request, id_usuario: userId }).then((answer) => answer.data),
        filters.link === 'vinculados' || userId !== null
          ? EMPTY_REPORT
          : call('getUnlinkedDietsReport', request).then((answer) => answer.data),
      ]);
      setReport(mergeReports(linked, outside));
    } catch (error) {
      showAlert(errorText(error), 'error');
    } finally {
      setIsLoading(false);
    }
  };

  const fileStem = t('company:reports.fileStem');
  const hasRows = (): boolean => {
    if (report && report.dietas.length > 0) return true;
    showAlert(t('company:reports.noData'), 'error');
    return false;
  };
  const onCsv = () => {
    if (!report || !hasRows()) return;
    downloadFile(buildCompanyReportCsv(report, language, t), `${fileStem}.csv`, 'text/csv;charset=utf-8');
  };
  const onExcel = async () => {
    if (!report || !hasRows()) return;
    try {
      const { writeCompanyReportExcel } = await import('./company-report-excel');
      const now = new Date();
      const title = [
        t('company:reports.title'),
        companyName,
        `${t('export:generatedAt')} ${formatDate(now, language)}`,
      ];
      downloadFile(
        await writeCompanyReportExcel(report, language, t, title, now),
        `${fileStem}.xlsx`,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
    } catch {
      showAlert(t('company:reports.exportError'), 'error');
    }
  };
  const number = (value: number | null, decimals: number) =>
    value === null ? '–' : formatNumber(value, language, decimals);

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('company:reports.title')}
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            <TextField
              type="date"
              label={t('company:reports.from')}
              value={filters.de}
              onChange={(event) => set({ de: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={t('company:reports.to')}
              value={filters.ate}
              onChange={(event) => set({ ate: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label={t('company:reports.feed')}
              value={filters.feed}
              onChange={(event) => set({ feed: event.target.value })}
            >
              <MenuItem value="">{t('company:reports.allFeeds')}</MenuItem>
              {feedChoices.map((feed) => (
                <MenuItem key={feed.id} value={feed.id}>
                  {feed.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('company:reports.link')}
              value={filters.link}
              onChange={(event) =>
                set({
                  link: event.target.value as LinkFilter,
                  ...(event.target.value === 'naoVinculados' ? { user: '' } : {}),
                })
              }
            >
              {(['todos', 'vinculados', 'naoVinculados'] as const).map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`company:reports.linkOption.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('company:reports.user')}
              value={filters.user}
              disabled={filters.link === 'naoVinculados'}
              onChange={(event) => set({ user: event.target.value })}
            >
              <MenuItem value="">{t('company:reports.allUsers')}</MenuItem>
              {producerChoices.map((producer) => (
                <MenuItem key={producer.id_usuario} value={String(producer.id_usuario)}>
                  {producer.nome}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('company:reports.state')}
              value={filters.state}
              onChange={(event) => set({ state: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <Stack direction="row" spacing={1} sx={{ gridColumn: '1 / -1' }}>
              <Button type="submit" variant="contained" disabled={isLoading} data-testid="company-report-run">
                {t('company:reports.run')}
              </Button>
              <Button onClick={onCsv} disabled={!report}>
                {t('company:reports.csv')}
              </Button>
              <Button onClick={() => void onExcel()} disabled={!report}>
                {t('company:reports.excel')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      {report && (
        <>
          {report.truncado && <Alert severity="warning">{t('company:reports.truncated')}</Alert>}
          <Card>
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                {t('company:reports.diets', { count: report.dietas.length })}
              </Typography>
              {report.dietas.length === 0 ? (
                <Typography color="text.secondary">{t('company:reports.noData')}</Typography>
              ) : (
                <TableContainer>
                  <Table size="small" aria-label={t('company:reports.title')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('company:reports.col.date')}</TableCell>
                        <TableCell>{t('company:reports.col.diet')}</TableCell>
                        <TableCell>{t('company:reports.col.user')}</TableCell>
                        <TableCell>{t('company:reports.col.state')}</TableCell>
                        <TableCell>{t('company:reports.col.feed')}</TableCell>
                        <TableCell align="right">{t('company:reports.col.kgAsFed')}</TableCell>
                        <TableCell align="right">{t('company:reports.col.pctDm')}</TableCell>
                        <TableCell align="right">{t('company:reports.col.animals')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {report.dietas.flatMap((diet) =>
                        diet.alimentos.map((feed, index) => (
                          <TableRow key={`${diet.id}-${feed.id}`} data-testid="company-report-row">
                            <TableCell>{index === 0 ? formatDate(diet.data, language) : ''}</TableCell>
                            <TableCell>{index === 0 ? diet.nome : ''}</TableCell>
                            <TableCell>
                              {index === 0 ? (diet.usuario_nome ?? t('company:reports.unnamedUser')) : ''}
                            </TableCell>
                            <TableCell>
                              {index === 0 ? (diet.estado ?? t('company:reports.noState')) : ''}
                            </TableCell>
                            <TableCell>{feed.nome}</TableCell>
                            <TableCell align="right">{number(feed.kg_mn, 2)}</TableCell>
                            <TableCell align="right">{number(feed.pct_ms, 1)}</TableCell>
                            <TableCell align="right">
                              {index === 0 ? number(diet.numero_animais, 0) : ''}
                            </TableCell>
                          </TableRow>
                        )),
                      )}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </CardContent>
          </Card>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Card>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                  {t('company:reports.byFeed')}
                </Typography>
                <Table size="small" aria-label={t('company:reports.byFeed')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('company:reports.col.feed')}</TableCell>
                      <TableCell align="right">{t('company:reports.col.diets')}</TableCell>
                      <TableCell align="right">{t('company:reports.col.users')}</TableCell>
                      <TableCell align="right">{t('company:reports.col.meanKg')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.totais_alimento.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell>{row.nome}</TableCell>
                        <TableCell align="right">{row.dietas}</TableCell>
                        <TableCell align="right">{row.usuarios}</TableCell>
                        <TableCell align="right">{number(row.kg_mn_medio, 2)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                  {t('company:reports.byState')}
                </Typography>
                <Table size="small" aria-label={t('company:reports.byState')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('company:reports.col.state')}</TableCell>
                      <TableCell align="right">{t('company:reports.col.diets')}</TableCell>
                      <TableCell align="right">{t('company:reports.col.users')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.totais_regiao.map((row) => (
                      <TableRow key={row.estado ?? ''}>
                        <TableCell>{row.estado ?? t('company:reports.noState')}</TableCell>
                        <TableCell align="right">{row.dietas}</TableCell>
                        <TableCell align="right">{row.usuarios}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
          </Box>
        </>
      )}
    </Stack>
  );
}
