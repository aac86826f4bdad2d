import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TSponsorship } from '@cocho/contracts';
import { call } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { useErrorText } from '../../i18n/use-error-text';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';

type Decision = 'acceptSponsorship' | 'declineSponsorship' | 'revokeSponsorship';

/**
 * /adm?tab=alimentos, below the pending feeds: company feeds whose sponsorship is requested (accept or
 * decline) or accepted (revoke). Texts live in the company namespace with the rest of sponsorship.
 */
export function SponsorshipsSection() {
  const { t } = useTranslation('company');
  const { showAlert } = useAlert();
  const errorText = useErrorText();
  const { data, error, refetch } = useCallQuery('listSponsorships', {});
  const reload = () => void refetch();

  const decide = async (feed: TSponsorship, decision: Decision) => {
    try {
      await call(decision, { id: feed.id });
      showAlert(t('sponsorship.done'));
      reload();
    } catch (failure) {
      showAlert(errorText(failure), 'error');
    }
  };

  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2">
        {t('sponsorship.adminTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('sponsorship.adminHint')}
      </Typography>
      {error !== null && !data && (
        <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={reload} />
      )}
      {error === null && !data && <Loading />}
      {data && data.data.length === 0 && (
        <Typography color="text.secondary">{t('sponsorship.adminEmpty')}</Typography>
      )}
      {data && data.data.length > 0 && (
        <TableContainer>
          <Table size="small" data-testid="sponsorships-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('sponsorship.feed')}</TableCell>
                <TableCell>{t('sponsorship.company')}</TableCell>
                <TableCell>{t('sponsorship.state_')}</TableCell>
                <TableCell align="right">{t('feeds.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((feed) => (
                <TableRow key={feed.id}>
                  <TableCell>{feed.name}</TableCell>
                  <TableCell>{feed.empresa_nome}</TableCell>
                  <TableCell>{feed.patrocinio ? t(`sponsorship.state.${feed.patrocinio}`) : ''}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {feed.patrocinio === 'solicitado' && (
                      <>
                        <Button onClick={() => void decide(feed, 'acceptSponsorship')}>
                          {t('sponsorship.accept')}
                        </Button>
                        <Button color="error" onClick={() => void decide(feed, 'declineSponsorship')}>
                          {t('sponsorship.decline')}
                        </Button>
                      </>
                    )}
                    {feed.patrocinio === 'aceito' && (
                      <Button color="error" onClick={() => void decide(feed, 'revokeSponsorship')}>
                        {t('sponsorship.revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
