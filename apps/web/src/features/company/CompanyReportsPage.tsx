import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCompanyReport, TCompanyReportRequest } from '@cocho/contracts';
import { call } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { formatDate, formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { DataTable } from '../../ui/data-table/DataTable';
import { headedColumns } from '../../ui/data-table/headed-columns';
import { downloadFile } from '../../ui/download-file';
import { FormTextField } from '../../ui/form/fields';
import { useRun } from '../../ui/form/run';
import { SectionCard } from '../../ui/SectionCard';
import { buildCompanyReportCsv, EMPTY_REPORT, mergeReports } from './company-report';

const LINK_FILTERS = ['todos', 'vinculados', 'naoVinculados'] as const;
type Filters = {
  de: string;
  ate: string;
  feed: string;
  link: (typeof LINK_FILTERS)[number];
  user: string;
  state: string;
};
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
  const { showAlert } = useAlert();
  const { run, isBusy } = useRun();
  const { control, handleSubmit, setValue } = useForm({ defaultValues: NO_FILTERS });
  const link = useWatch({ control, name: 'link' });
  const [report, setReport] = useState<TCompanyReport | null>(null);
  // The filters' choices: the same answers the feeds and clients screens read (cached per company).
  const feedChoices = useCallQuery('listCompanyFeedsForArea', { id_empresa: companyId }).data?.data ?? [];
  const producerChoices = useCallQuery('listLinkedProducers', { id_empresa: companyId }).data?.data ?? [];
  // Users outside the company are not named: no user to choose.
  useEffect(() => {
    if (link === 'naoVinculados') setValue('user', '');
  }, [link, setValue]);

  const onSubmit = handleSubmit(async (filters) => {
    if (filters.de && filters.ate && filters.ate < filters.de) {
      showAlert(t('company:reports.periodInverted'), 'error');
      return;
    }
    const request = reportRequestOf(companyId, filters);
    const userId = filters.user === '' ? null : Number(filters.user);
    await run(async () => {
      const [linked, outside] = await Promise.all([
        filters.link === 'naoVinculados'
          ? EMPTY_REPORT
          : call('getCompanyDietsReport', { ...request, id_usuario: userId }).then((answer) => answer.data),
        filters.link === 'vinculados' || userId !== null
          ? EMPTY_REPORT
          : call('getUnlinkedDietsReport', request).then((answer) => answer.data),
      ]);
      setReport(mergeReports(linked, outside));
    });
  });

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
  const field = { control, hint: null };
  const number = (value: number | null, decimals: number) =>
    value === null ? '–' : formatNumber(value, language, decimals);

  type DietRow = {
    diet: TCompanyReport['dietas'][number];
    feed: TCompanyReport['dietas'][number]['alimentos'][number];
    index: number;
  };
  /** The diet's own columns show on its first feed's row only. */
  const first = (row: DietRow, text: ReactNode) => (row.index === 0 ? text : '');
  const dietColumns = headedColumns<DietRow>(t, 'company:reports.col', [
    { id: 'date', cell: (row) => first(row, formatDate(row.diet.data, language)) },
    { id: 'diet', cell: (row) => first(row, row.diet.nome) },
    { id: 'user', cell: (row) => first(row, row.diet.usuario_nome ?? t('company:reports.unnamedUser')) },
    { id: 'state', cell: (row) => first(row, row.diet.estado ?? t('company:reports.noState')) },
    { id: 'feed', cell: (row) => row.feed.nome },
    { id: 'kgAsFed', align: 'right', cell: (row) => number(row.feed.kg_mn, 2) },
    { id: 'pctDm', align: 'right', cell: (row) => number(row.feed.pct_ms, 1) },
    { id: 'animals', align: 'right', cell: (row) => first(row, number(row.diet.numero_animais, 0)) },
  ]);
  const totalColumns = headedColumns<{ dietas: number; usuarios: number }>(t, 'company:reports.col', [
    { id: 'diets', align: 'right', cell: (row) => row.dietas },
    { id: 'users', align: 'right', cell: (row) => row.usuarios },
  ]);

  return (
    <Stack spacing={2}>
      <SectionCard title={t('company:reports.title')}>
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
          <FormTextField {...field} name="de" type="date" label={t('company:reports.from')} />
          <FormTextField {...field} name="ate" type="date" label={t('company:reports.to')} />
          <FormTextField
            {...field}
            name="feed"
            label={t('company:reports.feed')}
            options={[
              { value: '', label: t('company:reports.allFeeds') },
              ...feedChoices.map((feed) => ({ value: feed.id, label: feed.name })),
            ]}
          />
          <FormTextField
            {...field}
            name="link"
            label={t('company:reports.link')}
            options={LINK_FILTERS.map((value) => ({
              value,
              label: t(`company:reports.linkOption.${value}`),
            }))}
          />
          <FormTextField
            {...field}
            name="user"
            label={t('company:reports.user')}
            disabled={link === 'naoVinculados'}
            options={[
              { value: '', label: t('company:reports.allUsers') },
              ...producerChoices.map((producer) => ({
                value: String(producer.id_usuario),
                label: producer.nome,
              })),
            ]}
          />
          <FormTextField {...field} name="state" label={t('company:reports.state')} maxLength={60} />
          <Stack direction="row" spacing={1} sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={isBusy} data-testid="company-report-run">
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
      </SectionCard>
      {report && (
        <>
          {report.truncado && <Alert severity="warning">{t('company:reports.truncated')}</Alert>}
          <SectionCard level={3} title={t('company:reports.diets', { count: report.dietas.length })}>
            <DataTable
              ariaLabel={t('company:reports.title')}
              columns={dietColumns}
              rows={report.dietas.flatMap((diet) =>
                diet.alimentos.map((feed, index) => ({ diet, feed, index })),
              )}
              rowKey={({ diet, feed }) => `${diet.id}-${feed.id}`}
              rowTestId={() => 'company-report-row'}
              emptyText={t('company:reports.noData')}
            />
          </SectionCard>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <SectionCard level={3} title={t('company:reports.byFeed')}>
              <DataTable
                ariaLabel={t('company:reports.byFeed')}
                columns={[
                  { id: 'feed', header: t('company:reports.col.feed'), cell: (row) => row.nome },
                  ...totalColumns,
                  {
                    id: 'meanKg',
                    header: t('company:reports.col.meanKg'),
                    align: 'right',
                    cell: (row) => number(row.kg_mn_medio, 2),
                  },
                ]}
                rows={report.totais_alimento}
                rowKey={(row) => row.id}
                emptyInside
              />
            </SectionCard>
            <SectionCard level={3} title={t('company:reports.byState')}>
              <DataTable
                ariaLabel={t('company:reports.byState')}
                columns={[
                  {
                    id: 'state',
                    header: t('company:reports.col.state'),
                    cell: (row) => row.estado ?? t('company:reports.noState'),
                  },
                  ...totalColumns,
                ]}
                rows={report.totais_regiao}
                rowKey={(row) => row.estado ?? ''}
                emptyInside
              />
            </SectionCard>
          </Box>
        </>
      )}
    </Stack>
  );
}
