import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPendingFeed } from '@cocho/contracts';
import { call } from '../../api/client';
import { useCallQuery } from '../../api/query';
import { feedTypeNameIn } from '../../format/feed-name';
import { formatDate } from '../../format/format';
import { useErrorText } from '../../i18n/use-error-text';
import { useLanguage } from '../../i18n/use-language';
import { useAlert } from '../../ui/AlertProvider';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useModal } from '../../ui/ModalProvider';
import { CompositionComparison, LabReportDialog } from './PendingFeedDetails';
import { SponsorshipsSection } from './SponsorshipsSection';

/**
 * /adm?tab=alimentos: feeds users sent to the public catalogue, to approve or reject, with the sender, the
 * lab report (shown) and the composition beside the catalogue's typical values of the category.
 */
export function FeedsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { showAlert } = useAlert();
  const { confirm } = useModal();
  const errorText = useErrorText();
  const { data, error, refetch } = useCallQuery('getPendingFeeds', {});
  const { data: types } = useCallQuery('tipos', {});
  const [inspected, setInspected] = useState<TPendingFeed | null>(null);
  const [reportOf, setReportOf] = useState<TPendingFeed | null>(null);
  const categoryOf = (feed: TPendingFeed) =>
    feedTypeNameIn(
      types?.data.find((type) => type.id === feed.tipo),
      language,
    );
  const reload = () => void refetch();
  const [rejecting, setRejecting] = useState<TPendingFeed | null>(null);
  const [reason, setReason] = useState('');

  const act = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      showAlert(success);
      reload();
    } catch (failure) {
      showAlert(errorText(failure), 'error');
    }
  };
  const approve = async (feed: TPendingFeed) => {
    const isConfirmed = await confirm({
      title: t('feeds.approveTitle'),
      message: [
        t('feeds.approveConfirm', { name: feed.name }),
        ...((feed.fora_do_tipico ?? []).length > 0
          ? [t('feeds.outliers', { count: (feed.fora_do_tipico ?? []).length })]
          : []),
      ].join(' '),
    });
    if (isConfirmed) await act(() => call('approveFeed', { id: feed.id }), t('feeds.approved'));
  };
  const reject = async () => {
    if (!rejecting) return;
    const feed = rejecting;
    setRejecting(null);
    await act(
      () => call('rejectFeed', { id: feed.id, ...(reason.trim() ? { motivo: reason.trim() } : {}) }),
      t('feeds.rejected'),
    );
    setReason('');
  };

  if (error && !data)
    return <LoadError message={t('common.loadError')} retryLabel={t('common.retry')} onRetry={reload} />;
  if (!data) return <Loading />;
  return (
    <Box>
      {data.data.length === 0 ? (
        <Typography color="text.secondary">{t('common.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" data-testid="pending-feeds-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('feeds.columns.name')}</TableCell>
                <TableCell>{t('feeds.columns.user')}</TableCell>
                <TableCell>{t('feeds.columns.sent')}</TableCell>
                <TableCell>{t('feeds.columns.report')}</TableCell>
                <TableCell>{t('feeds.columns.composition')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((feed) => (
                <TableRow key={feed.id} data-testid={`pending-feed-${feed.id}`}>
                  <TableCell>
                    {feed.name}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {categoryOf(feed)}
                    </Typography>
                  </TableCell>
                  <TableCell data-testid="pending-feed-sender">
                    {feed.usuario_nome ?? t('feeds.deletedSender')}
                    {feed.usuario_email && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {feed.usuario_email}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{formatDate(feed.enviado_em, language)}</TableCell>
                  <TableCell>
                    {feed.laudo ? (
                      <Button
                        size="small"
                        onClick={() => setReportOf(feed)}
                        data-testid="pending-feed-report"
                      >
                        {t('feeds.seeReport')}
                      </Button>
                    ) : (
                      t('feeds.none')
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      onClick={() => setInspected(feed)}
                      data-testid="pending-feed-numbers"
                    >
                      {t('feeds.seeComposition')}
                    </Button>
                    {(feed.fora_do_tipico ?? []).length > 0 && (
                      <Chip
                        size="small"
                        color="warning"
                        label={t('feeds.outliersShort', { count: (feed.fora_do_tipico ?? []).length })}
                      />
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button onClick={() => void approve(feed)}>{t('feeds.approve')}</Button>
                    <Button color="error" onClick={() => setRejecting(feed)}>
                      {t('feeds.reject')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rejecting && (
        <Dialog open onClose={() => setRejecting(null)} fullWidth maxWidth="sm">
          <DialogTitle>{t('feeds.rejectTitle', { name: rejecting.name })}</DialogTitle>
          <DialogContent>
            <TextField
              fullWidth
              multiline
              minRows={2}
              sx={{ mt: 1 }}
              label={t('feeds.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRejecting(null)}>{t('common.cancel')}</Button>
            <Button color="error" variant="contained" onClick={() => void reject()}>
              {t('feeds.reject')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {inspected && (
        <Dialog open onClose={() => setInspected(null)} fullWidth maxWidth="md">
          <DialogTitle>{t('feeds.compositionTitle', { name: inspected.name })}</DialogTitle>
          <DialogContent>
            <CompositionComparison feed={inspected} categoryName={categoryOf(inspected)} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setInspected(null)}>{t('common.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
      {reportOf && <LabReportDialog feed={reportOf} onClose={() => setReportOf(null)} />}
      <SponsorshipsSection />
    </Box>
  );
}
