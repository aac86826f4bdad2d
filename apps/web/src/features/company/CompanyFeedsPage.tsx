import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TCompanyFeed } from '@cocho/contracts';
import { call } from '../../api/client';
import { formatNumber } from '../../format/format';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useModal } from '../../ui/ModalProvider';
import { CompanyProducts } from './CompanyProducts';
import { canRequestSponsorship } from './company-feed-form';
import { useCompanyCall } from './use-company-call';

const loadFeeds = (companyId: number) =>
  call('listCompanyFeedsForArea', { id_empresa: companyId }).then((answer) => answer.data);

/**
 * /empresa/alimentos: the company's feeds (EMP|) with visibility, restriction, inclusion bounds and
 * sponsorship state; managers and regional managers edit, delete and ask for sponsorship; sales
 * technicians read. Below, the company's products.
 */
export function CompanyFeedsPage({ companyId, canManage }: { companyId: number; canManage: boolean }) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const errorText = useErrorText();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { data: feeds, hasFailed, reload } = useCompanyCall(companyId, loadFeeds);

  const run = async (feed: TCompanyFeed, action: () => Promise<unknown>, done: string) => {
    setBusyId(feed.id);
    try {
      await action();
      showAlert(t(done), 'success');
      reload();
    } catch (error) {
      showAlert(errorText(error), 'error');
    } finally {
      setBusyId(null);
    }
  };
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

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">
              {t('feeds.title')}
            </Typography>
            {canManage && (
              <Button
                component={RouterLink}
                to="/empresa/add-alimento"
                variant="contained"
                data-testid="company-feed-add"
              >
                {t('nav.addFeed')}
              </Button>
            )}
          </Stack>
          {hasFailed && !feeds && (
            <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={reload} />
          )}
          {!hasFailed && !feeds && <Loading />}
          {feeds && feeds.length === 0 && <Typography color="text.secondary">{t('feeds.empty')}</Typography>}
          {feeds && feeds.length > 0 && (
            <TableContainer>
              <Table size="small" aria-label={t('feeds.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('feeds.name')}</TableCell>
                    <TableCell>{t('feeds.visibility')}</TableCell>
                    <TableCell>{t('feeds.bounds')}</TableCell>
                    <TableCell>{t('feeds.sponsorship')}</TableCell>
                    {canManage && <TableCell align="right">{t('feeds.actions')}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {feeds.map((feed) => (
                    <TableRow key={feed.id} data-testid="company-feed-row">
                      <TableCell>
                        {feed.name}
                        {feed.restrito && (
                          <Chip size="small" sx={{ ml: 1 }} label={t('feeds.restrictedChip')} />
                        )}
                      </TableCell>
                      <TableCell>{t(`feeds.visibilityOption.${feed.visibilidade}`)}</TableCell>
                      <TableCell>
                        {bound(feed.min_100)} – {bound(feed.max_100)}
                      </TableCell>
                      <TableCell>
                        {feed.patrocinio === null
                          ? t('feeds.notSponsored')
                          : t(`sponsorship.state.${feed.patrocinio}`)}
                      </TableCell>
                      {canManage && (
                        <TableCell align="right">
                          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                            <Button
                              size="small"
                              component={RouterLink}
                              to={`/empresa/add-alimento?id=${encodeURIComponent(feed.id)}`}
                            >
                              {t('feeds.edit')}
                            </Button>
                            {canRequestSponsorship(feed) && (
                              <Button
                                size="small"
                                disabled={busyId === feed.id}
                                onClick={() => void onSponsor(feed)}
                              >
                                {t('feeds.requestSponsorship')}
                              </Button>
                            )}
                            <Button
                              size="small"
                              color="error"
                              disabled={busyId === feed.id}
                              onClick={() => void onDelete(feed)}
                            >
                              {t('feeds.delete')}
                            </Button>
                          </Stack>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>
      <CompanyProducts companyId={companyId} canManage={canManage} />
    </Stack>
  );
}
