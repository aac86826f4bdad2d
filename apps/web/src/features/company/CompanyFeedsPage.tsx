import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCompanyFeed } from '@cocho/contracts';
import { call } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { formatNumber } from '../../format/format';
import { useLanguage } from '../../i18n/use-language';
import { DataTable } from '../../ui/data-table/DataTable';
import { actionsColumn, headedColumns } from '../../ui/data-table/headed-columns';
import { useModal } from '../../ui/ModalProvider';
import { SectionCard } from '../../ui/SectionCard';
import { useRowAction } from '../../ui/use-row-action';
import { CompanyProducts } from './CompanyProducts';
import { canRequestSponsorship } from './company-feed-form';

/**
 * /empresa/alimentos: the company's feeds (EMP|) with visibility, restriction, inclusion bounds and
 * sponsorship state; managers and regional managers edit, delete and ask for sponsorship; sales
 * technicians read. Below, the company's products.
 */
export function CompanyFeedsPage({ companyId, canManage }: { companyId: number; canManage: boolean }) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const { confirm } = useModal();
  const { busyId, run: runRow } = useRowAction<string>();
  const feeds = useCallQuery('listCompanyFeedsForArea', { id_empresa: companyId });
  const reload = () => void feeds.refetch();

  const run = (feed: TCompanyFeed, action: () => Promise<unknown>, done: string) =>
    runRow(feed.id, () => action().then(reload), t(done));
  const onDelete = async (feed: TCompanyFeed) => {
    if (
      !(await confirm({
        title: t('feeds.confirmDeleteTitle'),
        message: t('feeds.confirmDeleteMessage', { name: feed.name }),
      }))
    )
      return;
    await run(feed, () => call('removeCompanyFeed', { id_empresa: companyId, id: feed.id }), 'feeds.deleted');
  };
  const onSponsor = (feed: TCompanyFeed) =>
    run(
      feed,
      () => call('requestSponsorship', { id_empresa: companyId, id: feed.id }),
      'feeds.sponsorshipRequested',
    );
  const bound = (value: number | null) => (value === null ? '–' : `${formatNumber(value, language, 1)} %`);

  const columns = headedColumns<TCompanyFeed>(t, 'feeds', [
    {
      id: 'name',
      cell: (feed) => (
        <>
          {feed.name}
          {feed.restrito && <Chip size="small" sx={{ ml: 1 }} label={t('feeds.restrictedChip')} />}
        </>
      ),
    },
    { id: 'visibility', cell: (feed) => t(`feeds.visibilityOption.${feed.visibilidade}`) },
    { id: 'bounds', cell: (feed) => `${bound(feed.min_100)} – ${bound(feed.max_100)}` },
    {
      id: 'sponsorship',
      cell: (feed) =>
        feed.patrocinio === null ? t('feeds.notSponsored') : t(`sponsorship.state.${feed.patrocinio}`),
    },
    ...actionsColumn(canManage, (feed: TCompanyFeed) => (
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          size="small"
          component={RouterLink}
          to={`/empresa/add-alimento?id=${encodeURIComponent(feed.id)}`}
        >
          {t('feeds.edit')}
        </Button>
        {canRequestSponsorship(feed) && (
          <Button size="small" disabled={busyId === feed.id} onClick={() => void onSponsor(feed)}>
            {t('feeds.requestSponsorship')}
          </Button>
        )}
        <Button size="small" color="error" disabled={busyId === feed.id} onClick={() => void onDelete(feed)}>
          {t('feeds.delete')}
        </Button>
      </Stack>
    )),
  ]);

  return (
    <Stack spacing={2}>
      <SectionCard
        title={t('feeds.title')}
        action={
          canManage && (
            <Button
              component={RouterLink}
              to="/empresa/add-alimento"
              variant="contained"
              data-testid="company-feed-add"
            >
              {t('nav.addFeed')}
            </Button>
          )
        }
      >
        <DataTable
          columns={columns}
          rows={feeds.data?.data}
          rowKey={(feed) => feed.id}
          rowTestId={() => 'company-feed-row'}
          error={feeds.error}
          onRetry={reload}
          ariaLabel={t('feeds.title')}
          emptyText={t('feeds.empty')}
          loadErrorText={t('page.loadError')}
          retryText={t('page.retry')}
        />
      </SectionCard>
      <CompanyProducts companyId={companyId} canManage={canManage} />
    </Stack>
  );
}
